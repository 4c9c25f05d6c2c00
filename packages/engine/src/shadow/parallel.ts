import { availableParallelism } from "node:os";
import type { GridSpec } from "../grid/grid";
import { SharedProgress, splitRange, workerPool } from "../parallel/pool";
import { packScene } from "./packedScene";
import type { PlaneShade } from "./plane";
import { throwIfAborted } from "./plane";
import { meshEdgesFor, prepareScene } from "./scene";
import type { SunSchedule } from "./schedule";
import type { Building } from "./types";
import type { PlaneBandResult, PlaneBandTask, WallStepsTask } from "./worker";
import type { WallSamples } from "./wallSamples";

export interface ParallelPlaneOptions {
  planeZ: number;
  /** Worker threads (default: available cores). */
  threads?: number;
  /** Row bands (default one per thread: each band copies the buildings into its thread). */
  bands?: number;
  keepMasks?: boolean;
  /** Progress in steps x bands done out of total, about every 100 ms. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

const WORKER = new URL("./worker.ts", import.meta.url);
let runCounter = 0;

/**
 * `shadePlane` on worker threads: the grid is split into row bands computed independently (each cell by
 * the same code, so the merged result is identical to one thread's) and merged. Results come back as
 * transferred typed arrays. Rejects with the signal's reason when aborted (the workers' tasks are
 * cancelled).
 */
export async function shadePlaneParallel(
  buildings: Building[],
  grid: GridSpec,
  schedule: SunSchedule,
  options: ParallelPlaneOptions,
): Promise<PlaneShade> {
  throwIfAborted(options.signal);
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const pool = workerPool(WORKER, threads);
  const ranges = splitRange(grid.ny, options.bands ?? threads);
  const keepMasks = options.keepMasks ?? true;
  const progress = new SharedProgress(ranges.length);
  const steps = schedule.times.length;
  if (options.onProgress) progress.watch(steps * ranges.length, options.onProgress);
  const key = `${process.pid}-${++runCounter}`;
  const prepared = prepareScene(buildings);
  meshEdgesFor(prepared, options.planeZ);
  const scene = packScene(prepared);
  try {
    const parts = await Promise.all(
      ranges.map((rows, slot) => {
        const task: PlaneBandTask = {
          kind: "plane",
          key,
          scene,
          grid,
          rows,
          schedule,
          planeZ: options.planeZ,
          keepMasks,
          progress: progress.buffer,
          slot,
        };
        return pool.run(task, options.signal ? { signal: options.signal } : {}) as Promise<PlaneBandResult>;
      }),
    );
    const cells = grid.nx * grid.ny;
    const hours = new Float32Array(cells);
    const masks = keepMasks ? schedule.outputSteps.map(() => new Uint8Array(cells)) : [];
    parts.forEach((part, p) => {
      const offset = (ranges[p]?.[0] ?? 0) * grid.nx;
      hours.set(part.hours, offset);
      part.masks.forEach((m, i) => masks[i]?.set(m, offset));
    });
    options.onProgress?.(steps * ranges.length, steps * ranges.length);
    return { grid, rows: [0, grid.ny], hours, masks };
  } finally {
    progress.stop();
  }
}

export interface ParallelWallOptions {
  threads?: number;
  texel?: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * `wallSunlitBits` on worker threads, split over time steps (each thread draws its own sun-view depth
 * maps); the bit sets are merged by OR, so the result is identical to one thread's.
 */
export async function wallSunlitBitsParallel(
  buildings: Building[],
  samples: WallSamples,
  schedule: SunSchedule,
  options: ParallelWallOptions = {},
): Promise<Uint32Array> {
  throwIfAborted(options.signal);
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const pool = workerPool(WORKER, threads);
  const steps = schedule.times.length;
  const ranges = splitRange(steps, threads);
  const progress = new SharedProgress(ranges.length);
  if (options.onProgress) progress.watch(steps, options.onProgress);
  const key = `${process.pid}-${++runCounter}`;
  const scene = packScene(prepareScene(buildings));
  try {
    const parts = await Promise.all(
      ranges.map((range, slot) => {
        const task: WallStepsTask = {
          kind: "walls",
          key,
          scene,
          samples,
          schedule,
          steps: range,
          ...(options.texel ? { texel: options.texel } : {}),
          progress: progress.buffer,
          slot,
        };
        return pool.run(task, options.signal ? { signal: options.signal } : {}) as Promise<Uint32Array>;
      }),
    );
    const bits = new Uint32Array(parts[0]?.length ?? 0);
    for (const part of parts)
      for (let i = 0; i < bits.length; i++) bits[i] = (bits[i] as number) | (part[i] as number);
    options.onProgress?.(steps, steps);
    return bits;
  } finally {
    progress.stop();
  }
}
