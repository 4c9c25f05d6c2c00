import type { z } from "zod";
import type { FieldError } from "../errors";
import type { ServiceType } from "../masters";
import type { ValidationMode } from "./common";
import { ANALYSIS_SERVICES } from "./services";

/** Parsed parameters (defaults applied) of each service. */
export type CaseParametersByService = {
  [S in ServiceType]: z.infer<(typeof ANALYSIS_SERVICES)[S]["parameters"]["run"]>;
};

/** A case's parameters as a form edits them (the draft schema's input: fields may be missing), by service. */
export type CaseParametersDraftByService = {
  [S in ServiceType]: z.input<(typeof ANALYSIS_SERVICES)[S]["parameters"]["draft"]>;
};
/** The draft parameters of any service. */
export type CaseParametersDraft = CaseParametersDraftByService[ServiceType];

export type CaseParametersResult<S extends ServiceType> =
  { ok: true; value: CaseParametersByService[S] } | { ok: false; fields: FieldError[] };

/** Zod issues as field errors (one per path and message, in order). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    const key = `${path}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, message: issue.message });
  }
  return out;
}

/**
 * Validate a case's parameters for its service (PRODUCT.md §5 rules, messages as i18n keys). `draft`: missing
 * fields are allowed, what is given must have the right type and range; `run`: the parameters must be
 * complete. On success `value` has the defaults applied.
 */
export function validateCaseParameters<S extends ServiceType>(
  service: S,
  parameters: unknown,
  mode: ValidationMode,
): CaseParametersResult<S> {
  const schema = ANALYSIS_SERVICES[service].parameters[mode] as unknown as z.ZodType<
    CaseParametersByService[S]
  >;
  const parsed = schema.safeParse(parameters ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, fields: fieldErrors(parsed.error.issues) };
}
