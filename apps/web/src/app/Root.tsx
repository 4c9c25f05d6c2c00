import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { LoadingBar, loadingBar } from "../components/LoadingBar";
import { PageViews } from "../features/analytics/PageViews";
import { applyLocale } from "../i18n";
import { useLocale } from "../i18n/useLocale";

/** Keeps the interface language and `<html lang>` in step with the URL. */
function LocaleSync() {
  const locale = useLocale();
  useEffect(() => {
    void applyLocale(locale);
  }, [locale]);
  return null;
}

/** Starts the loading bar on every route or parameter change and completes it when the router is idle. */
function NavigationProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle";
  useEffect(() => {
    if (busy) loadingBar.start();
    else loadingBar.finish();
  }, [busy]);
  useEffect(() => {
    // Navigations without loaders settle at once; the throttle keeps the bar hidden for those.
    loadingBar.start();
    const frame = window.requestAnimationFrame(() => loadingBar.finish());
    return () => window.cancelAnimationFrame(frame);
  }, [location.pathname, location.search]);
  return null;
}

export function Root() {
  return (
    <>
      <LocaleSync />
      <LoadingBar />
      <NavigationProgress />
      <PageViews />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
