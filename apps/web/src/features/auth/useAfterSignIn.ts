import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { Locale, Me } from "@soracity/contracts";
import { queryKeys } from "../../api/queryKeys";
import { saveLocale } from "../../api/endpoints";
import { applyLocale } from "../../i18n";
import { withLocale } from "../../i18n/locale";
import { useLocale, writeLocaleCookie } from "../../i18n/useLocale";

/**
 * After sign-in (PRODUCT.md §4): a saved user locale wins (the app switches to it); otherwise the current locale is
 * saved on the user. Then to `/{locale}/dashboard`.
 */
export function useAfterSignIn(): (me: Me) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useLocale();
  return useCallback(
    (me: Me) => {
      const locale: Locale = me.locale ?? current;
      // A "who am I" read sent before the sign-in (the page's own, answered "nobody") must not land after this
      // and send the dashboard's guard back home: cancel it, then set the user.
      void queryClient.cancelQueries({ queryKey: queryKeys.me });
      queryClient.setQueryData<Me | null>(queryKeys.me, () => ({ ...me, locale }));
      if (!me.locale) {
        saveLocale(current).catch((error: unknown) => console.error("saving the locale failed", error));
      }
      void applyLocale(locale);
      writeLocaleCookie(locale);
      void navigate(withLocale(locale, "/dashboard"), { replace: true });
    },
    [navigate, queryClient, current],
  );
}
