import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, isLocale } from "@soracity/contracts";
import type { Locale } from "@soracity/contracts";

/** i18next language code of a URL locale: the URL uses `jp`, the language tag is `ja`. */
export function languageOf(locale: Locale): "ja" | "en" {
  return locale === "jp" ? "ja" : "en";
}

/** Locale of a browser language tag: any Japanese tag -> jp, anything else -> en, missing -> default. */
export function localeOfLanguage(language: string | undefined | null): Locale {
  if (!language) return DEFAULT_LOCALE;
  return language.toLowerCase().startsWith("ja") ? "jp" : "en";
}

/** Root-path detection (PRODUCT.md §2): the locale cookie wins, then the browser language, else jp. */
export function detectLocale(cookieValue: string | null, navigatorLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return localeOfLanguage(navigatorLanguage);
}

/** The locale prefix of a pathname (`/en/about` -> en), or null for an unprefixed path. */
export function prefixOf(pathname: string): Locale | null {
  const first = pathname.split("/")[1] ?? "";
  return isLocale(first) ? first : null;
}

/** Locale a page renders in: its prefix, else the cookie's locale, else jp (unprefixed paths never redirect). */
export function resolveLocale(pathname: string, cookieValue: string | null): Locale {
  return prefixOf(pathname) ?? (isLocale(cookieValue) ? cookieValue : DEFAULT_LOCALE);
}

/** The pathname without its locale prefix, always starting with `/` (`/jp/about` -> `/about`, `/jp` -> `/`). */
export function stripLocale(pathname: string): string {
  const prefix = prefixOf(pathname);
  if (!prefix) return pathname.startsWith("/") ? pathname : `/${pathname}`;
  const rest = pathname.slice(prefix.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** Internal link target under a locale: `withLocale("en", "/about")` -> `/en/about`; home is `/en/`. */
export function withLocale(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return `/${locale}${clean}`;
}

/** Same page under another locale, keeping the rest of the path. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return withLocale(locale, stripLocale(pathname));
}

/** Value of one cookie in a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** `document.cookie` assignment for the locale cookie (365 days, whole site). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
