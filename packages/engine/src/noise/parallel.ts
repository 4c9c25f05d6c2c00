import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { workerScript } from "../parallel/worker-script";
import { BAND_COUNT } from "./bands";
import type { NoiseResult } from "./calculate";
import {
  computeLevels,
  facadeMaxima,
  FACADE_SPACING,
  gridResult,
  listedReceivers,
  receiverLevels,
} from "./calculate";
import type { LevelArrays, ReceiverArrays, RunControl } from "./prepare";
import { facadeReceivers, gridReceivers, noiseGrid } from "./receivers";
import type { NoiseScene } from "./scene";
import { validateNoiseScene } from "./validate";
import type { TileTask } from "./worker";

export interface ParallelOptions extends RunControl {
  /** Worker threads (default: available cores). */
  threads?: number;
  /** Receivers per tile (default: about 4 tiles per thread, at least 256). */
  tileSize?: number;
}

/** Below this many source-receiver paths a run stays on the calling thread (thread start-up dominates). */
export const PARALLEL_THRESHOLD = 50_000;

let pool: Piscina | null = null;
let poolThreads = 0;

function getPool(threads: number): Piscina {
  if (pool && poolThreads === threads) return pool;
  void pool?.destroy();
  poolThreads = threads;
  // the worker bundled into plain JavaScript (see workerScript): same speed per path as the main thread
  const { filename, execArgv } = workerScript(new URL("./worker.ts", import.meta.url));
  pool = new Piscina({ filename, execArgv, minThreads: threads, maxThreads: threads, idleTimeout: 5_000 });
  return pool;
}

/** Stops the worker threads (call before a short-lived process exits). */
export async function closeNoisePool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}

/**
 * Computes receivers on worker threads, split into tiles [start, end) computed independently and merged.
 * Each receiver is computed by the same code as on one thread, so the result is identical.
 */
export async function computeLevelsParallel(
  scene: NoiseScene,
  receivers: ReceiverArrays,
  perBand: boolean,
  options: ParallelOptions = {},
): Promise<LevelArrays> {
  const n = receivers.x.length;
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const tile = options.tileSize ?? Math.max(256, Math.ceil(n / (4 * threads)));
  const out: LevelArrays = { LA: new Float32Array(n) };
  if (perBand) out.bands = new Float32Array(n * BAND_COUNT);
  const runner = getPool(threads);
  const key = `${Date.now()}-${Math.random()}`;
  let done = 0;
  options.signal?.throwIfAborted();
  const tasks: Promise<void>[] = [];
  for (let start = 0; start < n; start += tile) {
    const end = Math.min(n, start + tile);
    const task: TileTask = {
      key,
      scene,
      x: receivers.x.slice(start, end),
      y: receivers.y.slice(start, end),
      z: receivers.z.slice(start, end),
      perBand,
    };
    const run = runner.run(task, {
      transferList: [
        task.x.buffer as ArrayBuffer,
        task.y.buffer as ArrayBuffer,
        task.z.buffer as ArrayBuffer,
      ],
      ...(options.signal ? { signal: options.signal } : {}),
    }) as Promise<LevelArrays>;
    tasks.push(
      run.then((part) => {
        out.LA.set(part.LA, start);
        if (out.bands && part.bands) out.bands.set(part.bands, start * BAND_COUNT);
        done += end - start;
        options.onProgress?.(done / n);
      }),
    );
  }
  await Promise.all(tasks);
  return out;
}

/**
 * {@link calculateNoise} with the receivers split over worker threads when the run is large enough
 * (progress per tile, cancellation by AbortSignal). Same result as the single-thread function.
 */
export async function calculateNoiseParallel(
  input: unknown,
  options: ParallelOptions = {},
): Promise<NoiseResult> {
  const scene = validateNoiseScene(input);
  const levels = (receivers: ReceiverArrays, perBand: boolean): Promise<LevelArrays> | LevelArrays =>
    receivers.x.length * scene.sources.length >= PARALLEL_THRESHOLD
      ? computeLevelsParallel(scene, receivers, perBand, options)
      : computeLevels(scene, receivers, perBand, options);
  const result: NoiseResult = {};
  if (scene.receivers) {
    const receivers = listedReceivers(scene);
    result.receivers = receiverLevels(receivers, await levels(receivers, true));
  }
  if (scene.grid) {
    const grid = noiseGrid(scene.grid);
    result.grid = gridResult(
      grid,
      await levels(gridReceivers(grid), scene.grid.perBand ?? false),
      scene.grid.contours,
    );
  }
  if (scene.facade) {
    const receivers = facadeReceivers(
      scene.buildings ?? [],
      scene.facade.height,
      scene.facade.spacing ?? FACADE_SPACING,
    );
    result.facades = facadeMaxima(scene, receivers, (await levels(receivers, false)).LA);
  }
  return result;
}
