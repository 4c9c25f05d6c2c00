import { useCallback } from "react";
import { saveLocale } from "../../api/endpoints";
import { useLocation, useNavigate } from "react-router";
import { scrollToSection } from "../../components/scroll";
import { useMe } from "../../features/auth/useMe";
import { stripLocale, withLocale } from "../../i18n/locale";
import { useLocale, useLocalePath } from "../../i18n/useLocale";

/** News and Login behaviour shared by the header bar and the mobile drawer (PRODUCT.md §2, §4). */
export function useHeaderActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const to = useLocalePath();
  const current = useLocale();
  const { data: me } = useMe();
  const goNews = useCallback(() => {
    if (stripLocale(pathname) === "/" && scrollToSection("news")) return;
    void navigate(to("/#news")); // the home page scrolls to the hash once it is shown
  }, [pathname, navigate, to]);
  const goLogin = useCallback(() => {
    if (me) {
      // PRODUCT.md §4: to the dashboard in the saved locale, saving the current one first when none is saved.
      if (!me.locale)
        saveLocale(current).catch((error: unknown) => console.error("saving the locale failed", error));
      void navigate(withLocale(me.locale ?? current, "/dashboard"));
    } else {
      void navigate(to("/login"));
    }
  }, [me, navigate, to, current]);
  return { signedIn: Boolean(me), goNews, goLogin };
}
