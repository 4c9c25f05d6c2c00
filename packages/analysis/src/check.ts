import { SERVICE_PIPELINES } from "./services";
import { limitsOf, refuseOverLimits } from "./size";
import type { AnalysisInput } from "./types";

/**
 * Whether a case can run, before it is queued: its parameters (runParameters) and its size with the buildings
 * given (the planned ones are in the parameters), counted without computing anything. Throws
 * AnalysisInputError (`invalid_parameters`, `analysis_too_large`) with field errors.
 */
export function checkRun(input: AnalysisInput): void {
  refuseOverLimits(SERVICE_PIPELINES[input.service].measures(input), limitsOf(input));
}
