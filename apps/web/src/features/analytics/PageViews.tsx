import { useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useConfig } from "../config/useConfig";
import { dataLayer, loadContainer } from "./browser";
import { createPageViewScheduler, GTM_ID_PATTERN, pageViewEvent } from "./tagManager";

/** Build-time container id (VITE_GTM_ID); the server's GTM_ID (GET /api/config) wins when both are set. */
const BUILD_GTM_ID: string | undefined = import.meta.env.VITE_GTM_ID as string | undefined;

/** Sends a page view 250 ms after each navigation when a tag manager is configured; renders nothing. */
export function PageViews() {
  const { analytics } = useConfig();
  const id = analytics?.gtm_id ?? BUILD_GTM_ID ?? null;
  const enabled = id !== null && GTM_ID_PATTERN.test(id);
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const scheduler = useMemo(
    () =>
      createPageViewScheduler(
        (entry) => dataLayer().push({ ...entry }),
        () => pageViewEvent(new URL(window.location.href), document.title, i18n.language),
      ),
    [i18n],
  );
  useEffect(() => {
    if (enabled && id) loadContainer(id);
  }, [enabled, id]);
  useEffect(() => {
    if (!enabled) return undefined;
    scheduler.navigated();
    return () => scheduler.cancel();
  }, [enabled, scheduler, pathname, search]);
  return null;
}
