import { validateCaseParameters } from "@soracity/contracts";
import type { CaseParametersByService, ServiceType } from "@soracity/contracts";
import { AnalysisInputError } from "./types";

/** The parameters of a service, complete (run mode), or AnalysisInputError `invalid_parameters` with fields. */
export function runParameters<S extends ServiceType>(
  service: S,
  parameters: unknown,
): CaseParametersByService[S] {
  const r = validateCaseParameters(service, parameters, "run");
  if (!r.ok) throw new AnalysisInputError("invalid_parameters", "invalid or incomplete parameters", r.fields);
  return r.value;
}
