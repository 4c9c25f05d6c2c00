import { validateCaseParameters } from "@soracity/contracts";
import type { CaseParametersByService, ServiceType } from "@soracity/contracts";
import { selfIntersectingFootprints } from "./buildings";
import { AnalysisInputError } from "./types";

/**
 * The parameters of a service, complete (run mode), or AnalysisInputError `invalid_parameters` with fields:
 * the contracts' schema, then what it cannot see (a planned building drawn as a bow-tie).
 */
export function runParameters<S extends ServiceType>(
  service: S,
  parameters: unknown,
): CaseParametersByService[S] {
  const r = validateCaseParameters(service, parameters, "run");
  if (!r.ok) throw new AnalysisInputError("invalid_parameters", "invalid or incomplete parameters", r.fields);
  if (service === "hikage") {
    const planned = (r.value as CaseParametersByService["hikage"]).planned_buildings;
    const crossing = selfIntersectingFootprints(planned);
    if (crossing.errors.length > 0)
      throw new AnalysisInputError("invalid_parameters", crossing.message, crossing.errors);
  }
  return r.value;
}
