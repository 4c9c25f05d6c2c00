import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import type { Locale, Me } from "@soracity/contracts";
import { queryKeys } from "../api/queryKeys";
import { saveLocale } from "../api/endpoints";
import { applyLocale } from "./index";
import { switchLocalePath } from "./locale";
import { writeLocaleCookie } from "./useLocale";

/**
 * Language change (PRODUCT.md §4): interface language, URL prefix (rest of the path kept), locale cookie, and the
 * user's saved locale when signed in. A failure to save is only logged (PRODUCT.md §8).
 */
export function useChangeLocale(): (locale: Locale) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (locale: Locale) => {
      void applyLocale(locale);
      writeLocaleCookie(locale);
      void navigate(switchLocalePath(location.pathname, locale) + location.search + location.hash);
      const me = queryClient.getQueryData<Me | null>(queryKeys.me);
      if (me && me.locale !== locale) {
        saveLocale(locale)
          .then(() => queryClient.setQueryData<Me | null>(queryKeys.me, () => ({ ...me, locale })))
          .catch((error: unknown) => console.error("saving the locale failed", error));
      }
    },
    [navigate, location, queryClient],
  );
}
