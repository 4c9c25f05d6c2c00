/** Interface locales: `jp` (default) and `en` (PRODUCT.md §2). No zod here: the web's landing page loads this. */
export const LOCALES = ["jp", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "jp";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
