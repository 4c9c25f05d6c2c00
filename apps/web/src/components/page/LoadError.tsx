import { Alert, Button } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client";
import { useLocalePath } from "../../i18n/useLocale";
import { errorText } from "../../api/errorText";
import { EmptyState } from "../lists/EmptyState";

/**
 * A page's main record failed to load: a 404 (gone, or never visible to this user) says so and leads back
 * to the workspace list; other failures show their translated message.
 */
export function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (isApiError(error) && error.status === 404) {
    return (
      <EmptyState
        testId="not-found-state"
        title={t("ws.gone_title")}
        body={t("ws.gone_body")}
        action={
          <Button variant="contained" component={RouterLink} to={to("/dashboard")}>
            {t("dashboard.my_workspace")}
          </Button>
        }
      />
    );
  }
  return <Alert severity="error">{errorText(t, error)}</Alert>;
}
