import { ANALYSIS_SIZE_LIMITS } from "@soracity/contracts";
import type { AnalysisSizeLimits } from "@soracity/contracts";
import {
  gridFromBbox,
  noiseSceneSize,
  prepareJob,
  regulationGridCells,
  wallSampleCount,
} from "@soracity/engine";
import type { NoiseScene } from "@soracity/engine";
import type { PlaneJob, PlaneJobs } from "./shadow/plane";
import type { ShadowSetup } from "./shadow/setup";
import type { AnalysisInput } from "./types";
import { AnalysisInputError } from "./types";

/** One count of a run against its limit, and the parameter that makes it smaller. */
export interface SizeMeasure {
  name: keyof AnalysisSizeLimits;
  count: number;
  /** Field path of the parameter to change (e.g. `walls.spacing`). */
  path: string;
}

/** The limits of a run: its input's (a test's own), else the contracts' ANALYSIS_SIZE_LIMITS. */
export const limitsOf = (input: AnalysisInput): AnalysisSizeLimits =>
  input.sizeLimits ?? ANALYSIS_SIZE_LIMITS;

/**
 * Throws AnalysisInputError `analysis_too_large` for the first measure over its limit: field error
 * `analysis.too_large` on the parameter to change, with the count and the limit as its params.
 */
export function refuseOverLimits(measures: readonly SizeMeasure[], limits: AnalysisSizeLimits): void {
  const over = measures.find((m) => m.count > limits[m.name]);
  if (!over) return;
  const limit = limits[over.name];
  throw new AnalysisInputError(
    "analysis_too_large",
    `The analysis is too large: ${over.count.toLocaleString("en-US")} ${over.name} (at most ${limit.toLocaleString("en-US")}).`,
    [{ path: over.path, message: "analysis.too_large", params: { count: over.count, limit } }],
  );
}

/**
 * The shadow run's counts: grid cells x time steps and cells x output times over every plane the run computes
 * (three with a plan: planned, composite, existing; one without), the regulation check's grid, and the wall
 * samples (with their values per output interval) over every building of the setup, counted wall by wall
 * before any is made.
 */
export function shadowMeasures(setup: ShadowSetup, jobs: PlaneJobs | null): SizeMeasure[] {
  const out: SizeMeasure[] = [];
  const job = jobs?.main ?? null;
  if (jobs && job?.grid) {
    const cells = job.grid.nx * job.grid.ny * jobs.runs.length;
    out.push({ name: "shadowCellSteps", count: cells * job.schedule.times.length, path: "grid_spacing" });
    out.push({ name: "shadowOutlineCells", count: cells * job.schedule.outputSteps.length, path: "output_interval_min" }); // prettier-ignore
  }
  const { points: _p, regulation, walls, ...scene } = setup.scene;
  let prepared: PlaneJob | null = job;
  const full = (): PlaneJob => (prepared ??= prepareJob(scene));
  if (regulation) {
    const { planned, schedule, planeZ } = full();
    const cells = regulationGridCells(planned, schedule, planeZ, regulation);
    out.push({ name: "regulationCells", count: cells, path: "grid_spacing" });
  }
  if (walls) {
    const { scene: buildings, schedule } = full();
    const targets = walls.buildings?.filter((b): b is number => typeof b === "number");
    const samples = wallSampleCount(buildings, walls.spacing, targets ? new Set(targets) : undefined);
    const intervals = Math.max(1, schedule.outputSteps.length - 1);
    out.push({ name: "wallSamples", count: samples, path: "walls.spacing" });
    out.push({ name: "wallValues", count: samples * intervals, path: "walls.spacing" });
  }
  return out;
}

/**
 * The noise run's counts: receivers of every phase, point sources (lines in pieces), and the paths between
 * them (weighed by the obstacles' sides and the lateral paths: see the engine's noiseSceneSize).
 */
export function noiseMeasures(scene: NoiseScene): SizeMeasure[] {
  const { receivers, sources, paths } = noiseSceneSize(scene);
  const total = receivers.listed + receivers.grid + receivers.facade;
  const path = receivers.facade > receivers.grid ? "facade_spacing" : "grid_spacing";
  return [
    { name: "noiseSources", count: sources, path: "sources" },
    { name: "noiseReceivers", count: total, path },
    { name: "noisePaths", count: paths, path },
  ];
}

/** The vibration map's count: grid cells x sources. */
export function vibrationMeasures(
  grid: { bbox: [number, number, number, number]; spacing: number } | null,
  sources: number,
): SizeMeasure[] {
  if (!grid) return [];
  const g = gridFromBbox(grid.bbox, grid.spacing);
  return [{ name: "vibrationCells", count: g.nx * g.ny * sources, path: "grid_spacing" }];
}
