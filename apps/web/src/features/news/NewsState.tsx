import { Alert, CircularProgress, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** What a news list shows instead of posts: loading, a failure, or that there are none yet. */
export function NewsState({
  isPending,
  isError,
  empty,
}: {
  isPending: boolean;
  isError: boolean;
  empty: boolean;
}) {
  const { t } = useTranslation();
  if (isPending)
    return (
      <Stack sx={{ alignItems: "center", py: 3 }}>
        <CircularProgress size={28} aria-label={t("common.loading")} />
      </Stack>
    );
  if (isError) return <Alert severity="warning">{t("news.load_failed")}</Alert>;
  if (empty)
    return (
      <Typography color="text.secondary" data-testid="news-empty">
        {t("news.empty")}
      </Typography>
    );
  return null;
}
