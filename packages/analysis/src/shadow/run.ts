import { runShadowSceneAsync, shadePlane } from "@soracity/engine";
import type { HikageParameters } from "@soracity/contracts";
import type { ShadowSceneResult } from "@soracity/engine";
import type { AnalysisControl, AnalysisInput, AnalysisOutput } from "../types";
import { AnalysisInputError } from "../types";
import { limitsOf, refuseOverLimits, shadowMeasures } from "../size";
import { runParameters } from "../validate";
import { shadowOutput } from "./output";
import type { PlaneJobs, ViewPlanes } from "./plane";
import { encodeBand, engineError, jobWork, mergeBands, planeJobs, shadeWholePlanes, tileRows } from "./plane";
import type { ShadowSetup } from "./setup";
import { shadowSetup } from "./setup";

/** Regulation and walls: the engine on the composite scene without the grid (points: viewPoints). */
async function engineSide(setup: ShadowSetup, control: AnalysisControl): Promise<ShadowSceneResult> {
  const { points: _p, ...s } = setup.scene;
  if (!s.regulation && !s.walls) return {};
  try {
    return await runShadowSceneAsync(s, {
      ...(control.threads ? { threads: control.threads } : {}),
      ...(control.signal ? { signal: control.signal } : {}),
    });
  } catch (error) {
    throw engineError(error);
  }
}

/** Setup and plane job of a run; refused (AnalysisInputError) when a count is over its limit. */
function prepare(
  input: AnalysisInput,
  params?: HikageParameters,
): { setup: ShadowSetup; jobs: PlaneJobs | null } {
  const setup = shadowSetup(input, params ?? runParameters("hikage", input.parameters));
  const jobs = planeJobs(setup);
  refuseOverLimits(shadowMeasures(setup, jobs), limitsOf(input));
  return { setup, jobs };
}

/** A shadow run with parameters already parsed (the CLI's way around the 25 ha drawing limit). */
export async function runShadowParsed(
  input: AnalysisInput,
  params: HikageParameters,
  control: AnalysisControl = {},
): Promise<AnalysisOutput> {
  const { setup, jobs } = prepare(input, params);
  let planes: ViewPlanes | null = null;
  try {
    if (jobs) planes = await shadeWholePlanes(jobs, control, 0.9);
  } catch (error) {
    throw engineError(error);
  }
  const side = await engineSide(setup, control);
  control.onProgress?.(1);
  return shadowOutput(setup, jobs, planes, side);
}

/** Number of row bands so that each has at most `maxCellSteps` cells x time steps (1 without a grid). */
export function shadowTileCount(input: AnalysisInput, maxCellSteps: number): number {
  let jobs: PlaneJobs | null;
  try {
    jobs = prepare(input).jobs;
  } catch (error) {
    // Parameters or sizes it refuses: one piece, whose run refuses them with their reason (on its thread).
    if (error instanceof AnalysisInputError) return 1;
    throw error;
  }
  if (!jobs?.main.grid) return 1;
  return Math.max(1, Math.min(jobs.main.grid.ny, Math.ceil(jobWork(jobs) / Math.max(1, maxCellSteps))));
}

/** Computes band `tile` of `tiles` of every plane of the run (on this thread) as bytes for assembleShadowTiles. */
export async function runShadowTile(
  input: AnalysisInput,
  tile: number,
  tiles: number,
  control: AnalysisControl = {},
): Promise<Uint8Array> {
  const { jobs } = prepare(input);
  const grid = jobs?.main.grid;
  if (!jobs || !grid) return encodeBand([]);
  const rows = tileRows(grid.ny, tile, tiles);
  const count = jobs.runs.length;
  try {
    const planes = jobs.runs.map(({ job }, k) =>
      shadePlane(job.scene, grid, job.schedule, {
        planeZ: job.planeZ,
        rows,
        ...(control.signal ? { signal: control.signal } : {}),
        onProgress: (done, total) => control.onProgress?.((k + done / Math.max(1, total)) / count),
      }),
    );
    return encodeBand(planes);
  } catch (error) {
    throw engineError(error);
  }
}

/** The run's output from its computed bands: identical to runAnalysis on the same input. */
export async function assembleShadowTiles(
  input: AnalysisInput,
  tiles: Uint8Array[],
  control: AnalysisControl = {},
): Promise<AnalysisOutput> {
  const { setup, jobs } = prepare(input);
  const planes = jobs ? mergeBands(jobs, tiles) : null;
  const side = await engineSide(setup, control);
  control.onProgress?.(1);
  return shadowOutput(setup, jobs, planes, side);
}

/** runAnalysis for `hikage`. */
export const runShadow = (input: AnalysisInput, control: AnalysisControl = {}): Promise<AnalysisOutput> =>
  runShadowParsed(input, runParameters("hikage", input.parameters), control);
