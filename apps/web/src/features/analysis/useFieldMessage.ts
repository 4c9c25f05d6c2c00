import { ANALYSIS_MESSAGES, analysisMessage } from "@soracity/contracts";
import { useTranslation } from "react-i18next";

/**
 * Translates a validation message key of the contracts (PRODUCT.md §5): analysis keys with the contracts' own
 * Japanese and English texts, any other key (`common.required`, ...) through i18next.
 */
export function useFieldMessage(): (
  key: string | undefined,
  params?: Record<string, string | number>,
) => string | undefined {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith("ja") ? "jp" : "en";
  return (key, params) => {
    if (!key) return undefined;
    if (key in ANALYSIS_MESSAGES) return analysisMessage(key, locale, params);
    return i18n.exists(key) ? t(key) : key;
  };
}
