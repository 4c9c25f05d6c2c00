import { z } from "zod";

/** Interface locales: `jp` (default) and `en` (spec §2). */
export const LOCALES = ["jp", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "jp";
export const localeSchema = z.enum(LOCALES);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
