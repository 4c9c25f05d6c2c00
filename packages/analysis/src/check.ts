import { SiteFrame } from "./frame";
import { noiseScene } from "./noise";
import { extentGrid } from "./rectangle";
import { planeJob } from "./shadow/plane";
import { shadowSetup } from "./shadow/setup";
import type { SizeMeasure } from "./size";
import { limitsOf, noiseMeasures, refuseOverLimits, shadowMeasures, vibrationMeasures } from "./size";
import type { AnalysisInput } from "./types";
import { runParameters } from "./validate";

function measuresOf(input: AnalysisInput): SizeMeasure[] {
  const frame = new SiteFrame(input.site.lon, input.site.lat);
  if (input.service === "hikage") {
    const setup = shadowSetup(input, runParameters("hikage", input.parameters));
    return shadowMeasures(setup, planeJob(setup));
  }
  if (input.service === "noise")
    return noiseMeasures(noiseScene(input, runParameters("noise", input.parameters), frame).scene);
  const p = runParameters("vibration", input.parameters);
  return vibrationMeasures(p.extent ? extentGrid(frame, p.extent, p.grid_spacing) : null, p.sources.length);
}

/**
 * Whether a case can run, before it is queued: its parameters (runParameters) and its size with the buildings
 * given (the planned ones are in the parameters), counted without computing anything. Throws
 * AnalysisInputError (`invalid_parameters`, `analysis_too_large`) with field errors.
 */
export function checkRun(input: AnalysisInput): void {
  refuseOverLimits(measuresOf(input), limitsOf(input));
}
