import { useEffect, useRef, useState } from "react";
import { Alert, CircularProgress, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { confirmRegistration } from "../../api/endpoints";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";
import { AuthCard } from "./AuthCard";
import { errorText } from "../../api/errorText";
import { useAfterSignIn } from "./useAfterSignIn";

/**
 * The page of a mailed registration link (`?token=`): posts the token once, which creates the account and signs
 * in, then goes to the dashboard; an expired or used link says so, with ways on.
 */
export default function RegisterConfirmPage() {
  const { t } = useTranslation();
  usePageTitle("auth.confirm_title");
  const to = useLocalePath();
  const afterSignIn = useAfterSignIn();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [failure, setFailure] = useState<string | null>(token === "" ? t("errors.link_invalid") : null);
  // A link works once: React's development double effects must not post it twice.
  const posted = useRef(false);
  useEffect(() => {
    if (token === "" || posted.current) return;
    posted.current = true;
    confirmRegistration(token)
      .then(afterSignIn)
      .catch((error: unknown) => {
        console.error("registration confirmation failed", error);
        setFailure(errorText(t, error));
      });
  }, [token, afterSignIn, t]);
  return (
    <AuthCard title={t("auth.confirm_title")} lead="">
      {failure ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert" data-testid="confirm-error">
            {failure}
          </Alert>
          <Typography variant="body2">
            <Link component={RouterLink} to={to("/register")}>
              {t("auth.register_again")}
            </Link>
            {" · "}
            <Link component={RouterLink} to={to("/login")}>
              {t("auth.to_login")}
            </Link>
          </Typography>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} alignItems="center" data-testid="confirm-working">
          <CircularProgress size={24} />
          <Typography>{t("auth.confirm_working")}</Typography>
        </Stack>
      )}
    </AuthCard>
  );
}
