import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { homeTourSeen, stopHomeTour } from "./tourState";

/** Wait after the home page mounts, so its sections (and the demo button, when there is one) are laid out. */
const FIRST_VISIT_DELAY_MS = 800;

/** The tour and its library (driver.js and its CSS) load when it first starts, not with the home page. */
const loadTour = () => import("./homeTour");

/**
 * The home page's tour: starts by itself on the first visit of this browser (then remembered), stops when
 * the page goes away; answers a function that starts it again.
 */
export function useHomeTour(): () => void {
  const { t } = useTranslation();
  // False once the page went away: a tour whose code arrives later does not start then.
  const mounted = useRef(true);
  const start = useCallback(() => {
    void loadTour().then(({ runHomeTour }) => {
      if (mounted.current) runHomeTour(t);
    });
  }, [t]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopHomeTour();
    };
  }, []);
  useEffect(() => {
    if (homeTourSeen()) return undefined;
    const timer = window.setTimeout(start, FIRST_VISIT_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Only on arrival: a language switch must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return start;
}
