import type { ServiceType } from "@soracity/contracts";
import { SiteFrame } from "./frame";
import { runGyakuhikageService, gyakuhikageCityBbox, gyakuhikageSizes } from "./gyakuhikage/service";
import { noiseScene, runNoise } from "./noise";
import type { LonLatBbox } from "./query";
import { noiseCityBbox, shadowCityBbox } from "./query";
import { extentGrid } from "./rectangle";
import { planeJobs } from "./shadow/plane";
import { runShadow, shadowTileCount } from "./shadow/run";
import { shadowSetup } from "./shadow/setup";
import type { SizeMeasure } from "./size";
import { noiseMeasures, shadowMeasures, vibrationMeasures } from "./size";
import { runTenkuritsu, tenkuritsuParameters } from "./tenkuritsu";
import type { AnalysisControl, AnalysisInput, AnalysisOutput } from "./types";
import { runParameters } from "./validate";
import { runVibration } from "./vibration";

// The pipeline's registry of services (issue 23): how each service type runs. `satisfies Record<ServiceType,
// ...>` makes a service type without an entry a compile error; there is no catch-all branch.

/** One service as the pipeline runs it. */
export interface ServicePipeline {
  /** Validates the parameters (AnalysisInputError), computes, and answers in lon/lat. */
  run(input: AnalysisInput, control: AnalysisControl): Promise<AnalysisOutput>;
  /** The lon/lat bbox of the catalogue buildings a run needs, or null when it needs none. */
  cityBbox(parameters: unknown): LonLatBbox | null;
  /**
   * Row bands a run splits into so that each has at most `maxCellSteps` cells x time steps (any worker
   * computes any band: runShadowTile, assembleShadowTiles), or null when the service's runs do not split.
   */
  tileCount: ((input: AnalysisInput, maxCellSteps: number) => number) | null;
  /** A run's sizes, counted without computing (checkRun refuses those over the limits). */
  measures(input: AnalysisInput): SizeMeasure[];
}

const frameOf = (input: AnalysisInput) => new SiteFrame(input.site.lon, input.site.lat);

function shadowSizes(input: AnalysisInput): SizeMeasure[] {
  const setup = shadowSetup(input, runParameters("hikage", input.parameters));
  return shadowMeasures(setup, planeJobs(setup));
}

const noiseSizes = (input: AnalysisInput): SizeMeasure[] =>
  noiseMeasures(noiseScene(input, runParameters("noise", input.parameters), frameOf(input)).scene);

function vibrationSizes(input: AnalysisInput): SizeMeasure[] {
  const p = runParameters("vibration", input.parameters);
  const grid = p.extent ? extentGrid(frameOf(input), p.extent, p.grid_spacing) : null;
  return vibrationMeasures(grid, p.sources.length);
}

function tenkuritsuSizes(input: AnalysisInput): SizeMeasure[] {
  tenkuritsuParameters(input);
  return [];
}

export const SERVICE_PIPELINES = {
  hikage: { run: runShadow, cityBbox: shadowCityBbox, tileCount: shadowTileCount, measures: shadowSizes },
  noise: { run: runNoise, cityBbox: noiseCityBbox, tileCount: null, measures: noiseSizes },
  // Ground vibration: no building enters the attenuation.
  vibration: { run: runVibration, cityBbox: () => null, tileCount: null, measures: vibrationSizes },
  // 天空率: the planned building only (令135条の5: the city's buildings do not enter); points are capped by the
  // contract (MAX_LIST_ITEMS and the site's edges), so nothing is measured, but the parameters are checked.
  tenkuritsu: { run: runTenkuritsu, cityBbox: () => null, tileCount: null, measures: tenkuritsuSizes },
  // 逆日影: the city's buildings around the site for its 平均地盤面 only; the envelope's cells are capped by
  // the contract and the engine (analysis.envelope_cells_max), so nothing is measured here.
  gyakuhikage: {
    run: runGyakuhikageService,
    cityBbox: gyakuhikageCityBbox,
    tileCount: null,
    measures: gyakuhikageSizes,
  },
} satisfies Record<ServiceType, ServicePipeline>;

/**
 * The lon/lat bbox of the catalogue buildings a run needs, or null when none (per service: see the package
 * README). Throws AnalysisInputError for parameters that cannot run.
 */
export function cityQueryBbox(
  service: ServiceType,
  site: AnalysisInput["site"],
  parameters: unknown,
): LonLatBbox | null {
  void site;
  return SERVICE_PIPELINES[service].cityBbox(parameters);
}

/** Pieces a run splits into (1 for a service whose runs do not split). */
export function analysisTileCount(input: AnalysisInput, maxCellSteps: number): number {
  const count = SERVICE_PIPELINES[input.service].tileCount;
  return count ? count(input, maxCellSteps) : 1;
}
