import { ShadowParamError, prepareJob, shadePlane, shadePlaneParallel } from "@soracity/engine";
import type { PlaneShade } from "@soracity/engine";
import type { AnalysisControl } from "../types";
import { AnalysisInputError } from "../types";
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

/** The engine job of the setup's grid (no points, regulation or walls), or null without a grid. */
export function planeJob(setup: ShadowSetup): PlaneJob | null {
  if (!setup.grid) return null;
  const { points: _p, regulation: _r, walls: _w, ...scene } = setup.scene;
  try {
    return prepareJob({ ...scene, grid: { bbox: setup.grid.bbox, spacing: setup.grid.spacing } });
  } catch (error) {
    throw engineError(error);
  }
}

/** Cell-steps of a job (cells x time steps). */
export function jobWork(job: PlaneJob): number {
  return job.grid ? job.grid.nx * job.grid.ny * job.schedule.times.length : 0;
}

/** Shade of the whole plane: on worker threads from PARALLEL_CELL_STEPS on, else on this thread. */
export async function shadeWholePlane(
  job: PlaneJob,
  control: AnalysisControl,
  share = 1,
): Promise<PlaneShade> {
  const grid = job.grid;
  if (!grid) throw new Error("no grid");
  const onProgress = (done: number, total: number) =>
    control.onProgress?.((share * done) / Math.max(1, total));
  if (jobWork(job) >= PARALLEL_CELL_STEPS)
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

const MAGIC = 0x53434854; // "SCHT"
const HEADER = 5;

/** A band's shade as bytes: header (magic, row start, row end, nx, mask count), hours (Float32), masks. */
export function encodeBand(plane: PlaneShade): Uint8Array {
  const [r0, r1] = plane.rows;
  const cells = plane.hours.length;
  const out = new Uint8Array(HEADER * 4 + cells * 4 + plane.masks.length * cells);
  new Int32Array(out.buffer, 0, HEADER).set([MAGIC, r0, r1, plane.grid.nx, plane.masks.length]);
  new Float32Array(out.buffer, HEADER * 4, cells).set(plane.hours);
  plane.masks.forEach((m, i) => out.set(m, HEADER * 4 + cells * 4 + i * cells));
  return out;
}

/** Band bytes back to rows, hours and masks (copies: the input may be any view). */
export function decodeBand(bytes: Uint8Array) {
  const copy = new Uint8Array(bytes);
  const [magic, r0 = 0, r1 = 0, nx = 0, maskCount = 0] = new Int32Array(copy.buffer, 0, HEADER);
  if (magic !== MAGIC) throw new AnalysisInputError("invalid_tile", "not a shadow tile");
  const cells = (r1 - r0) * nx;
  const hours = new Float32Array(copy.buffer, HEADER * 4, cells);
  const masks = Array.from({ length: maskCount }, (_, i) =>
    copy.subarray(HEADER * 4 + cells * 4 + i * cells, HEADER * 4 + cells * 4 + (i + 1) * cells),
  );
  return { rows: [r0, r1] as [number, number], nx, hours, masks };
}

/** Bands (any order) into the whole plane; they must cover the rows once, in the job's grid. */
export function mergeBands(job: PlaneJob, bands: Uint8Array[]): PlaneShade {
  const grid = job.grid;
  if (!grid) throw new Error("no grid");
  const parts = bands.map(decodeBand).sort((a, b) => a.rows[0] - b.rows[0]);
  const cells = grid.nx * grid.ny;
  const hours = new Float32Array(cells);
  const masks = job.schedule.outputSteps.map(() => new Uint8Array(cells));
  let next = 0;
  for (const part of parts) {
    if (part.rows[0] !== next || part.nx !== grid.nx || part.masks.length !== masks.length)
      throw new AnalysisInputError("invalid_tile", "tiles do not cover the grid once");
    hours.set(part.hours, part.rows[0] * grid.nx);
    part.masks.forEach((m, i) => masks[i]?.set(m, part.rows[0] * grid.nx));
    next = part.rows[1];
  }
  if (next !== grid.ny) throw new AnalysisInputError("invalid_tile", "tiles do not cover the grid once");
  return { grid, rows: [0, grid.ny], hours, masks };
}
