import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "@soracity/contracts";
import en from "./en.json";
import ja from "./ja.json";
import { languageOf } from "./locale";

/** Initialises i18next with both bundled resources (no network), starting in `locale`. */
export function initI18n(locale: Locale) {
  void i18n.use(initReactI18next).init({
    resources: { ja: { translation: ja }, en: { translation: en } },
    lng: languageOf(locale),
    fallbackLng: "ja",
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

/** Switches the interface language and `<html lang>` (ja / en). */
export function applyLocale(locale: Locale) {
  const language = languageOf(locale);
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };
