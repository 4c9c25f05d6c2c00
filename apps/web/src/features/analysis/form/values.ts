import { validateCaseParameters } from "@soracity/contracts";
import type { FieldError, ServiceType } from "@soracity/contracts";
import type { FieldErrors } from "react-hook-form";

export type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The form's values as parameters: empty inputs (undefined, "") left out, recursively, and groups left empty
 * by that (`limits` with neither limit) too.
 */
export function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined || entry === "") continue;
    const cleaned = clean(entry);
    if (isRecord(cleaned) && Object.keys(cleaned).length === 0) continue;
    out[key] = cleaned;
  }
  return out;
}

/** The case's stored parameters with the schema's defaults, as the form's first values. */
export function initialValues(service: ServiceType, parameters: Record<string, unknown>): Values {
  const parsed = validateCaseParameters(service, parameters, "draft");
  if (parsed.ok) return { ...(parsed.value as Values) };
  const defaults = validateCaseParameters(service, {}, "draft");
  return { ...(defaults.ok ? defaults.value : {}), ...parameters };
}

/** Field errors (`a.b.0.c`) as react-hook-form's nested errors; an error on the whole form goes to `root`. */
export function toFormErrors(fields: readonly FieldError[]): FieldErrors<Values> {
  const errors: Record<string, unknown> = {};
  for (const field of fields) {
    const parts = field.path ? field.path.split(".") : ["root"];
    let node = errors;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        if (!isRecord(node[part]) || !("message" in (node[part] as object)))
          node[part] = {
            ...(isRecord(node[part]) ? node[part] : {}),
            type: "schema",
            message: field.message,
          };
        return;
      }
      if (!isRecord(node[part])) node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return errors as FieldErrors<Values>;
}

/** Server field paths (`parameters.x.y`) as form paths (`x.y`); other paths (`site`) as `root`. */
export const formPath = (path: string) =>
  path.startsWith("parameters.") ? path.slice("parameters.".length) : "root";

/** A number input's value: empty is undefined, anything else a number (NaN fails validation). */
export const toNumber = (value: unknown): number | undefined =>
  value === "" || value === undefined || value === null ? undefined : Number(value);

/** Lists typed in one input (contour levels): an error on an item (`contours.2`) belongs to the input. */
const TYPED_LISTS = ["contour_hours", "contours"];

/** Field errors with the errors of typed lists' items moved onto the list's own input. */
export const onInputs = (fields: readonly FieldError[]): FieldError[] =>
  fields.map((field) => {
    const list = TYPED_LISTS.find((name) => field.path.startsWith(`${name}.`));
    return list ? { ...field, path: list } : field;
  });
