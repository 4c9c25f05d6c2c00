// @soracity/analysis: a case (site, parameters, buildings) -> engine input -> results in lon/lat. No I/O.
import type { AnalysisControl, AnalysisInput, AnalysisOutput } from "./types";
import { SERVICE_PIPELINES } from "./services";

export type { AnalysisControl, AnalysisInput, AnalysisLayer, AnalysisOutput } from "./types";
export { AnalysisInputError } from "./types";
export { SERVICE_PIPELINES, analysisTileCount, cityQueryBbox } from "./services";
export type { ServicePipeline } from "./services";
export type { LonLatBbox } from "./query";
export { SiteFrame } from "./frame";
export { turnClockwise } from "./rectangle";
export { runParameters } from "./validate";
export { checkRun } from "./check";
export { shadowTileCount, runShadowTile, assembleShadowTiles, runShadowParsed } from "./shadow/run";
export { envelopeShadowCaseOf } from "./gyakuhikage/shadowCase";

/**
 * Runs a case: validates its parameters (AnalysisInputError with field errors when it cannot run), converts
 * the site, buildings and parameters into the site's local frame, runs the engine (worker threads for large
 * grids; progress 0..1 and AbortSignal) and returns the summary, points and layers in lon/lat.
 */
export async function runAnalysis(
  input: AnalysisInput,
  control: AnalysisControl = {},
): Promise<AnalysisOutput> {
  control.signal?.throwIfAborted();
  return SERVICE_PIPELINES[input.service].run(input, control);
}
