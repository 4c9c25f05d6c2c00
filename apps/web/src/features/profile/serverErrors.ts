import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "../../api/client";

/**
 * Puts the field errors of a 400 answer on the form's fields (their messages are i18n keys); true when the
 * error was one, false for any other failure (the caller shows a general message).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || error.fields.length === 0) return false;
  let placed = false;
  for (const field of error.fields) {
    const name = fields.find((candidate) => candidate === field.path);
    if (name) {
      setError(name, { type: "server", message: field.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
