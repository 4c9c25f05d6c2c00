import type { TFunction } from "i18next";
import { isApiError } from "./client";

/** Translated text of a failed call: `errors.<code>` for API errors, the generic failure otherwise. */
export function errorText(t: TFunction, error: unknown): string {
  return isApiError(error) ? t(`errors.${error.code}`) : t("common.generic_failure");
}
