import { runShadowSceneAsync, shadePlane } from "@soracity/engine";
import type { HikageParameters } from "@soracity/contracts";
import type { PlaneShade, ShadowSceneResult } from "@soracity/engine";
import type { AnalysisControl, AnalysisInput, AnalysisOutput } from "../types";
import { AnalysisInputError } from "../types";
import { limitsOf, refuseOverLimits, shadowMeasures } from "../size";
import { runParameters } from "../validate";
import { shadowOutput } from "./output";
import type { PlaneJob } from "./plane";
import { encodeBand, engineError, jobWork, mergeBands, planeJob, shadeWholePlane, tileRows } from "./plane";
import type { ShadowSetup } from "./setup";
import { shadowSetup } from "./setup";

/** Points (engine points mode), regulation and walls: the engine on the scene without the grid. */
async function engineSide(setup: ShadowSetup, control: AnalysisControl): Promise<ShadowSceneResult> {
  const s = setup.scene;
  if ((s.points?.length ?? 0) === 0 && !s.regulation && !s.walls) return {};
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
): { setup: ShadowSetup; job: PlaneJob | null } {
  const setup = shadowSetup(input, params ?? runParameters("hikage", input.parameters));
  const job = planeJob(setup);
  refuseOverLimits(shadowMeasures(setup, job), limitsOf(input));
  return { setup, job };
}

/** A shadow run with parameters already parsed (the CLI's way around the 25 ha drawing limit). */
export async function runShadowParsed(
  input: AnalysisInput,
  params: HikageParameters,
  control: AnalysisControl = {},
): Promise<AnalysisOutput> {
  const { setup, job } = prepare(input, params);
  let plane: PlaneShade | null = null;
  try {
    if (job?.grid) plane = await shadeWholePlane(job, control, 0.9);
  } catch (error) {
    throw engineError(error);
  }
  const side = await engineSide(setup, control);
  control.onProgress?.(1);
  return shadowOutput(setup, job, plane, side);
}

/** Number of row bands so that each has at most `maxCellSteps` cells x time steps (1 without a grid). */
export function shadowTileCount(input: AnalysisInput, maxCellSteps: number): number {
  let job: PlaneJob | null;
  try {
    job = prepare(input).job;
  } catch (error) {
    // Parameters or sizes it refuses: one piece, whose run refuses them with their reason (on its thread).
    if (error instanceof AnalysisInputError) return 1;
    throw error;
  }
  if (!job?.grid) return 1;
  return Math.max(1, Math.min(job.grid.ny, Math.ceil(jobWork(job) / Math.max(1, maxCellSteps))));
}

/** Computes band `tile` of `tiles` of the shadow plane (on this thread) as bytes for assembleShadowTiles. */
export async function runShadowTile(
  input: AnalysisInput,
  tile: number,
  tiles: number,
  control: AnalysisControl = {},
): Promise<Uint8Array> {
  const { job } = prepare(input);
  if (!job?.grid)
    return encodeBand({
      grid: { originX: 0, originY: 0, spacing: 1, nx: 0, ny: 0 },
      rows: [0, 0],
      hours: new Float32Array(0),
      masks: [],
    });
  const rows = tileRows(job.grid.ny, tile, tiles);
  try {
    const plane = shadePlane(job.scene, job.grid, job.schedule, {
      planeZ: job.planeZ,
      rows,
      ...(control.signal ? { signal: control.signal } : {}),
      onProgress: (done, total) => control.onProgress?.(done / Math.max(1, total)),
    });
    return encodeBand(plane);
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
  const { setup, job } = prepare(input);
  const plane = job?.grid ? mergeBands(job, tiles) : null;
  const side = await engineSide(setup, control);
  control.onProgress?.(1);
  return shadowOutput(setup, job, plane, side);
}

/** runAnalysis for `hikage`. */
export const runShadow = (input: AnalysisInput, control: AnalysisControl = {}): Promise<AnalysisOutput> =>
  runShadowParsed(input, runParameters("hikage", input.parameters), control);
