import { useCallback } from "react";
import { useLocation } from "react-router";
import { LOCALE_COOKIE } from "@soracity/contracts";
import type { Locale } from "@soracity/contracts";
import { localeCookie, readCookie, resolveLocale, withLocale } from "./locale";

export function cookieLocale(): string | null {
  return readCookie(document.cookie, LOCALE_COOKIE);
}

export function writeLocaleCookie(locale: Locale) {
  document.cookie = localeCookie(locale);
}

/** Locale of the current page: its URL prefix, else the locale cookie, else jp. */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  return resolveLocale(pathname, cookieLocale());
}

/** The one helper for internal links: `to("/about")` -> `/{locale}/about`. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => withLocale(locale, path), [locale]);
}
