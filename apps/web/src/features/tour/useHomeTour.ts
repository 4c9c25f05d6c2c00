import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { runHomeTour } from "./homeTour";
import { homeTourSeen, stopHomeTour } from "./tourState";

/** Wait after the home page mounts, so its sections (and the demo button, when there is one) are laid out. */
const FIRST_VISIT_DELAY_MS = 800;

/**
 * The home page's tour: starts by itself on the first visit of this browser (then remembered), stops when
 * the page goes away; answers a function that starts it again.
 */
export function useHomeTour(): () => void {
  const { t } = useTranslation();
  useEffect(() => {
    if (homeTourSeen()) return undefined;
    const timer = window.setTimeout(() => runHomeTour(t), FIRST_VISIT_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Only on arrival: a language switch must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => void stopHomeTour(), []);
  return useCallback(() => runHomeTour(t), [t]);
}
