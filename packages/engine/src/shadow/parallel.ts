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
import { shareWallSamples } from "./wallSamples";
import type { WallHours, WallSunlight } from "./walls";
import { wallHoursFromIntervals } from "./walls";

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
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * `wallSunlight` on worker threads, split over time steps (each thread bins the occluders for its own
 * steps and also computes the first step of the next range, so every segment is counted once); bit sets
 * are merged by OR and hours summed, so the result is one thread's.
 */
export async function wallSunlightParallel(
  buildings: Building[],
  samples: WallSamples,
  schedule: SunSchedule,
  options: ParallelWallOptions = {},
): Promise<WallSunlight> {
  throwIfAborted(options.signal);
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const pool = workerPool(WORKER, threads);
  const steps = schedule.times.length;
  const ranges = splitRange(steps, threads);
  const progress = new SharedProgress(ranges.length);
  if (options.onProgress) progress.watch(steps, options.onProgress);
  const key = `${process.pid}-${++runCounter}`;
  const scene = packScene(prepareScene(buildings));
  const shared = shareWallSamples(samples);
  try {
    const parts = await Promise.all(
      ranges.map((range, slot) => {
        const task: WallStepsTask = {
          kind: "walls",
          key,
          scene,
          samples: shared,
          schedule,
          steps: range,
          progress: progress.buffer,
          slot,
        };
        return pool.run(task, options.signal ? { signal: options.signal } : {}) as Promise<WallSunlight>;
      }),
    );
    const bits = new Uint32Array(parts[0]?.bits.length ?? 0);
    const perInterval = new Float64Array(parts[0]?.perInterval.length ?? 0);
    for (const part of parts) {
      for (let i = 0; i < bits.length; i++) bits[i] = bits[i]! | part.bits[i]!;
      for (let i = 0; i < perInterval.length; i++) perInterval[i] = perInterval[i]! + part.perInterval[i]!;
    }
    options.onProgress?.(steps, steps);
    return { bits, perInterval };
  } finally {
    progress.stop();
  }
}

/** Sunlit bits per step of wall samples on worker threads (see wallSunlightParallel). */
export async function wallSunlitBitsParallel(
  buildings: Building[],
  samples: WallSamples,
  schedule: SunSchedule,
  options: ParallelWallOptions = {},
): Promise<Uint32Array> {
  return (await wallSunlightParallel(buildings, samples, schedule, options)).bits;
}

/** Exact sunlit and shaded hours of wall samples on worker threads (see wallSunlight). */
export async function wallHoursParallel(
  buildings: Building[],
  samples: WallSamples,
  schedule: SunSchedule,
  options: ParallelWallOptions = {},
): Promise<WallHours> {
  const { perInterval } = await wallSunlightParallel(buildings, samples, schedule, options);
  return wallHoursFromIntervals(perInterval, samples.count, schedule);
}
