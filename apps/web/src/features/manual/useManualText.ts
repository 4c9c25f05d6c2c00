import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { MANUAL_NS, manualFigures, registerManualTexts } from "./manualI18n";

registerManualTexts();

/** The manual's translations, with the limits interpolated and structured parts parsed by their schema. */
export function useManualText() {
  const { t, i18n } = useTranslation(MANUAL_NS);
  const figures = manualFigures();
  const text = (key: string, values: Record<string, string | number> = {}) =>
    t(key, { ...figures, ...values });
  const structured = <T>(key: string, schema: z.ZodType<T>): T =>
    schema.parse(t(key, { ...figures, returnObjects: true }));
  /** Screenshots exist per interface language (the app's own texts differ in them). */
  const language: "ja" | "en" = i18n.language === "en" ? "en" : "ja";
  return { text, structured, language };
}
