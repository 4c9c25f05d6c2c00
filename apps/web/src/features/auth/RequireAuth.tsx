import { Box, CircularProgress } from "@mui/material";
import { Navigate, Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "../../i18n/useLocale";
import { useMe } from "./useMe";

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "60vh" }}>
      <CircularProgress aria-label={t("common.loading")} />
    </Box>
  );
}

/** Signed-in-only guard (PRODUCT.md §2): without user info, back to `/{locale}/`. */
export function RequireAuth() {
  const to = useLocalePath();
  const { data: me, isPending } = useMe();
  if (isPending) return <FullPageSpinner />;
  if (!me) return <Navigate to={to("/")} replace />;
  return <Outlet />;
}
