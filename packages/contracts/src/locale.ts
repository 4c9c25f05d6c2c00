import { z } from "zod";
import { LOCALES } from "./localeCodes";

export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "./localeCodes";
export const localeSchema = z.enum(LOCALES);
