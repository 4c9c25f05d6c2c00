import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "@soracity/contracts";
import { languageOf } from "./locale";

type Language = ReturnType<typeof languageOf>;
type Texts = { default: Record<string, unknown> };

/** Each language's texts in two parts (build/textSections.ts): what the landing page shows, and the rest. */
const parts: Record<Language, { landing: () => Promise<Texts>; rest: () => Promise<Texts> }> = {
  ja: { landing: () => import("virtual:texts/ja/landing"), rest: () => import("virtual:texts/ja/rest") },
  en: { landing: () => import("virtual:texts/en/landing"), rest: () => import("virtual:texts/en/rest") },
};

const loading = new Map<string, Promise<void>>();
/** The interface language (set before its texts are in, so loadAllTexts loads the right ones). */
let current: Language = "ja";

/** Loads one part of a language's texts into i18next (once). */
function loadPart(language: Language, part: "landing" | "rest"): Promise<void> {
  const key = `${language}/${part}`;
  let done = loading.get(key);
  if (!done) {
    done = parts[language][part]().then(({ default: texts }) => {
      i18n.addResourceBundle(language, "translation", texts, true);
    });
    // A failed chunk may be fetched again on the next call.
    void done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** All texts of the interface language (every page but the landing page waits for this before it renders). */
export function loadAllTexts(): Promise<void> {
  return Promise.all([loadPart(current, "landing"), loadPart(current, "rest")]).then(() => undefined);
}

/**
 * Initialises i18next in `locale` with the landing page's texts of that language only (no network besides
 * the texts' chunk); loadAllTexts adds the rest.
 */
export async function initI18n(locale: Locale): Promise<void> {
  const language = languageOf(locale);
  current = language;
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: "ja",
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // A key without a text shows as the key; say so (a browser test checks the landing page has none).
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => console.warn(`missing text: ${key}`),
    // Texts added later (the rest after the landing page's first paint) re-render what shows them.
    react: { bindI18nStore: "added" },
  });
  await loadPart(language, "landing");
}

/** Switches the interface language and `<html lang>` (ja / en), once its texts are in. */
export async function applyLocale(locale: Locale): Promise<void> {
  const language = languageOf(locale);
  document.documentElement.lang = language;
  if (current === language) return;
  current = language;
  await loadAllTexts();
  // A later switch that finished first wins.
  if (current === language) await i18n.changeLanguage(language);
}

export { i18n };
