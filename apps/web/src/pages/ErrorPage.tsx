import { useEffect } from "react";
import { Button, Container, Typography } from "@mui/material";
import { Link as RouterLink, isRouteErrorResponse, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { isChunkLoadError, reloadOnceForChunkError } from "../app/chunkReload";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { loadingBar } from "../components/LoadingBar";
import { usePageTitle } from "../hooks/usePageTitle";
import { i18n } from "../i18n";
import { useLocalePath } from "../i18n/useLocale";
import { PublicLayout } from "../layouts/public/PublicLayout";

/** Status of a route error: the response status, else the error's own status, else 500 (PRODUCT.md §8). */
function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error && typeof error === "object" && "status" in error && typeof error.status === "number")
    return error.status;
  return 500;
}

function ErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const status = statusOf(error);
  const notFound = status === 404;
  usePageTitle(notFound ? "titles.not_found" : "titles.error");
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : "";
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: "center" }}>
      <Typography
        data-testid="error-status"
        variant="h1"
        component="p"
        color="primary"
        sx={{ fontSize: "5rem" }}
      >
        {status}
      </Typography>
      <Typography variant="h2" component="h1" gutterBottom>
        {notFound ? t("error.not_found") : t("error.title")}
      </Typography>
      {!notFound && (
        <Typography color="text.secondary" gutterBottom>
          {t("error.generic")}
          {detail && ` (${detail})`}
        </Typography>
      )}
      <Button component={RouterLink} to={to("/")} variant="contained" sx={{ mt: 3 }}>
        {t("error.back_home")}
      </Button>
    </Container>
  );
}

/** Last resort when the error page itself fails: no router, theme or layout involved. */
function ErrorPageFailed() {
  return (
    <div style={{ padding: 32, fontFamily: "sans-serif" }}>
      <p>{i18n.t("error.error_page_failed")}</p>
      <a href="/">{i18n.t("error.back_home")}</a>
    </div>
  );
}

/** Error page of PRODUCT.md §2 for route errors and unknown routes, with header and footer. */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    loadingBar.fail();
    // A stale deployment removed the chunk: reload once (at most once per 60 s), else show this page.
    if (isChunkLoadError(error))
      reloadOnceForChunkError(window.sessionStorage, () => window.location.reload());
    else if (statusOf(error) >= 500) console.error("route error", error);
  }, [error]);
  return (
    <ErrorBoundary fallback={<ErrorPageFailed />}>
      <PublicLayout>
        <ErrorContent error={error} />
      </PublicLayout>
    </ErrorBoundary>
  );
}
