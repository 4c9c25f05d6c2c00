import { validateCaseParameters } from "@soracity/contracts";
import type {
  CaseParametersDraft,
  CaseParametersDraftByService,
  FieldError,
  ServiceType,
} from "@soracity/contracts";
import type { FieldErrors, FieldPath } from "react-hook-form";

/** The form's values: the case's parameters as its service's draft schema takes them. */
export type Values = CaseParametersDraft;
/** A field of a service's form (`sources.0.height`). */
export type FieldName = FieldPath<Values>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The form's values as parameters: empty inputs (undefined, "") left out, recursively, and groups left empty
 * by that (`limits` with neither limit) too.
 */
export function clean<T>(value: T): T {
  return cleaned(value) as T;
}

function cleaned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleaned);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined || entry === "") continue;
    const inner = cleaned(entry);
    if (isRecord(inner) && Object.keys(inner).length === 0) continue;
    out[key] = inner;
  }
  return out;
}

/** The case's stored parameters with the schema's defaults, as the form's first values. */
export function initialValues<S extends ServiceType>(
  service: S,
  parameters: Record<string, unknown>,
): CaseParametersDraftByService[S] {
  const parsed = validateCaseParameters(service, parameters, "draft");
  if (parsed.ok) return { ...parsed.value };
  const defaults = validateCaseParameters(service, {}, "draft");
  // Stored parameters the draft schema refuses are shown as they are: the form's checks flag them.
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
  return errors;
}

/**
 * Server field paths (`parameters.x.y`) as form paths (`x.y`, a typed list's item on the list's input); other
 * paths (`site`) as `root`.
 */
export const formPath = (path: string): FieldName | "root" =>
  path.startsWith("parameters.") ? fieldName(inputPath(path.slice("parameters.".length))) : "root";

/** A schema's field path as the form's field (the form's fields are the schema's); the empty path is `root`. */
export const fieldName = (path: string): FieldName | "root" => (path ? (path as FieldName) : "root");

/** A number input's value: empty is undefined, anything else a number (NaN fails validation). */
export const toNumber = (value: unknown): number | undefined =>
  value === "" || value === undefined || value === null ? undefined : Number(value);

/**
 * Lists typed in one input (contour levels, a tier's ground heights per corner): an error on an item
 * (`contours.2`, `planned_buildings.0.ground_heights.3`) belongs to the input.
 */
const TYPED_LISTS = [
  /^(contour_hours)\.\d+$/,
  /^(contours)\.\d+$/,
  /^(planned_buildings\.\d+\.ground_heights)\.\d+$/,
];

/** The input a field error belongs to: a typed list's item's error on the list's own input. */
const inputPath = (path: string): string =>
  TYPED_LISTS.map((pattern) => pattern.exec(path)?.[1]).find(Boolean) ?? path;

/** Field errors with the errors of typed lists' items moved onto the list's own input. */
export const onInputs = (fields: readonly FieldError[]): FieldError[] =>
  fields.map((field) => ({ ...field, path: inputPath(field.path) }));
