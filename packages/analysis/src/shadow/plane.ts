import { ShadowParamError, prepareJob, shadePlane, shadePlaneParallel } from "@soracity/engine";
import type { PlaneShade } from "@soracity/engine";
import type { AnalysisControl } from "../types";
import { AnalysisInputError } from "../types";
import { isExisting } from "./exclude";
import type { ShadowSetup } from "./setup";

/** The engine's validated job of the plane grid. */
export type PlaneJob = ReturnType<typeof prepareJob>;

/** Same threshold as the engine's runShadowSceneAsync: larger grids go to worker threads. */
export const PARALLEL_CELL_STEPS = 5_000_000;

/** An engine refusal as AnalysisInputError (its stable code), other errors unchanged. */
export function engineError(error: unknown): unknown {
  if (error instanceof ShadowParamError) return new AnalysisInputError(error.code, error.message);
  return error;
}

/**
 * The planes a run computes (issue 24 §1): the composite (every building) alone without a plan; with one, the
 * planned (the plan alone), the composite and the existing (the composite without the plan: the added view is
 * the composite less it). Three planes whatever the buildings, so that a run's work is known from its
 * parameters before the city's buildings are read (POST /run's refusal, the tile count).
 */
export type PlaneKey = "planned" | "composite" | "existing";
export type ViewPlanes = { composite: PlaneShade } & Partial<Record<PlaneKey, PlaneShade>>;

export interface PlaneJobs {
  /** The composite job: grid, schedule and plane z of every plane (the same in each job). */
  main: PlaneJob;
  /** The planes to compute, in this order (also each band's order). */
  runs: { key: PlaneKey; job: PlaneJob }[];
}

const isPlanned = (b: unknown): boolean => (b as { planned?: boolean }).planned === true;

/** The engine jobs of the setup's grid (no points, regulation or walls), or null without a grid. */
export function planeJobs(setup: ShadowSetup): PlaneJobs | null {
  if (!setup.grid) return null;
  const { points: _p, regulation: _r, walls: _w, ...scene } = setup.scene;
  const grid = { bbox: setup.grid.bbox, spacing: setup.grid.spacing };
  try {
    const all = scene.buildings ?? [];
    const main = prepareJob({ ...scene, grid });
    if (!setup.hasPlan) return { main, runs: [{ key: "composite", job: main }] };
    const of = (buildings: unknown[]) => prepareJob({ ...scene, buildings, grid });
    return {
      main,
      runs: [
        { key: "planned", job: of(all.filter(isPlanned)) },
        { key: "composite", job: main },
        { key: "existing", job: of(all.filter(isExisting)) },
      ],
    };
  } catch (error) {
    throw engineError(error);
  }
}

/** The computed planes by key. */
export function viewPlanes(jobs: PlaneJobs, planes: readonly PlaneShade[]): ViewPlanes {
  const byKey: Partial<Record<PlaneKey, PlaneShade>> = {};
  jobs.runs.forEach((run, i) => (byKey[run.key] = planes[i]));
  const composite = byKey.composite;
  if (!composite) throw new Error("no composite plane");
  return { ...byKey, composite };
}

/** Cell-steps of a run: cells x time steps x planes computed. */
export function jobWork(jobs: PlaneJobs): number {
  const grid = jobs.main.grid;
  return grid ? grid.nx * grid.ny * jobs.main.schedule.times.length * jobs.runs.length : 0;
}

/** Every plane of a run, one after the other (each on worker threads when it is large). */
export async function shadeWholePlanes(
  jobs: PlaneJobs,
  control: AnalysisControl,
  share = 1,
): Promise<ViewPlanes> {
  const planes: PlaneShade[] = [];
  const part = share / jobs.runs.length;
  for (const [i, run] of jobs.runs.entries())
    planes.push(await shadeWholePlane(run.job, control, i * part, part));
  return viewPlanes(jobs, planes);
}

/** Shade of the whole plane: on worker threads from PARALLEL_CELL_STEPS on, else on this thread. */
async function shadeWholePlane(
  job: PlaneJob,
  control: AnalysisControl,
  from: number,
  share: number,
): Promise<PlaneShade> {
  const grid = job.grid;
  if (!grid) throw new Error("no grid");
  const onProgress = (done: number, total: number) =>
    control.onProgress?.(from + (share * done) / Math.max(1, total));
  if (grid.nx * grid.ny * job.schedule.times.length >= PARALLEL_CELL_STEPS)
    return shadePlaneParallel(job.buildings, grid, job.schedule, {
      planeZ: job.planeZ,
      ...(control.threads ? { threads: control.threads } : {}),
      ...(control.signal ? { signal: control.signal } : {}),
      onProgress,
    });
  return shadePlane(job.scene, grid, job.schedule, {
    planeZ: job.planeZ,
    ...(control.signal ? { signal: control.signal } : {}),
    onProgress,
  });
}

/** Rows [start, end) of band `tile` of `tiles` over `ny` rows (as the engine splits bands). */
export function tileRows(ny: number, tile: number, tiles: number): [number, number] {
  const count = Math.max(1, Math.min(tiles, ny));
  if (!Number.isInteger(tile) || tile < 0 || tile >= count)
    throw new RangeError(`tile ${tile} not in 0..${count - 1}`);
  return [Math.floor((tile * ny) / count), Math.floor(((tile + 1) * ny) / count)];
}

const MAGIC = 0x53434832; // "SCH2": a band of every plane of a run (issue 24)
const HEADER = 6;

/** Bytes of one plane in a band: hours, masks, padded so that the next plane's hours are aligned. */
const planeBytes = (cells: number, masks: number): number => cells * 4 + Math.ceil((masks * cells) / 4) * 4;

/** A band of a run's planes as bytes: header (magic, rows, nx, masks, planes), then each plane's hours, masks. */
export function encodeBand(planes: readonly PlaneShade[]): Uint8Array {
  const [r0 = 0, r1 = 0] = planes[0]?.rows ?? [];
  const nx = planes[0]?.grid.nx ?? 0;
  const maskCount = planes[0]?.masks.length ?? 0;
  const cells = (r1 - r0) * nx;
  const size = planeBytes(cells, maskCount);
  const out = new Uint8Array(HEADER * 4 + planes.length * size);
  new Int32Array(out.buffer, 0, HEADER).set([MAGIC, r0, r1, nx, maskCount, planes.length]);
  planes.forEach((plane, k) => {
    const at = HEADER * 4 + k * size;
    new Float32Array(out.buffer, at, cells).set(plane.hours);
    plane.masks.forEach((m, i) => out.set(m, at + cells * 4 + i * cells));
  });
  return out;
}

/** Band bytes back to rows and each plane's hours and masks (copies: the input may be any view). */
export function decodeBand(bytes: Uint8Array) {
  const copy = new Uint8Array(bytes);
  if (copy.length < HEADER * 4) throw new AnalysisInputError("invalid_tile", "not a shadow tile");
  const [magic, r0 = 0, r1 = 0, nx = 0, maskCount = 0, count = 0] = new Int32Array(copy.buffer, 0, HEADER);
  if (magic !== MAGIC) throw new AnalysisInputError("invalid_tile", "not a shadow tile");
  const cells = (r1 - r0) * nx;
  const size = planeBytes(cells, maskCount);
  const planes = Array.from({ length: count }, (_, k) => {
    const at = HEADER * 4 + k * size;
    const hours = new Float32Array(copy.buffer, at, cells);
    const masks = Array.from({ length: maskCount }, (_, i) =>
      copy.subarray(at + cells * 4 + i * cells, at + cells * 4 + (i + 1) * cells),
    );
    return { hours, masks };
  });
  return { rows: [r0, r1] as [number, number], nx, planes };
}

/** Bands (any order) into the whole planes; they must cover the rows once, in the jobs' grid. */
export function mergeBands(jobs: PlaneJobs, bands: Uint8Array[]): ViewPlanes {
  const { grid, schedule } = jobs.main;
  if (!grid) throw new Error("no grid");
  const parts = bands.map(decodeBand).sort((a, b) => a.rows[0] - b.rows[0]);
  const cells = grid.nx * grid.ny;
  const planes = jobs.runs.map(() => ({
    hours: new Float32Array(cells),
    masks: schedule.outputSteps.map(() => new Uint8Array(cells)),
  }));
  let next = 0;
  for (const part of parts) {
    const fits = part.rows[0] === next && part.nx === grid.nx && part.planes.length === planes.length;
    if (!fits || part.planes.some((p) => p.masks.length !== schedule.outputSteps.length))
      throw new AnalysisInputError("invalid_tile", "tiles do not cover the grid once");
    part.planes.forEach((p, k) => {
      planes[k]?.hours.set(p.hours, part.rows[0] * grid.nx);
      p.masks.forEach((m, i) => planes[k]?.masks[i]?.set(m, part.rows[0] * grid.nx));
    });
    next = part.rows[1];
  }
  if (next !== grid.ny) throw new AnalysisInputError("invalid_tile", "tiles do not cover the grid once");
  const whole = planes.map((p) => ({ grid, rows: [0, grid.ny] as const, ...p }));
  return viewPlanes(jobs, whole);
}
