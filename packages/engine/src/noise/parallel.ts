import { setMaxListeners } from "node:events";
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { dropLateResults } from "../parallel/pool";
import { workerScript } from "../parallel/workerScript";
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
import type { NoiseSceneSize } from "./size";
import { noiseSceneSize, obstacleEdges } from "./size";
import { phasedProgress, SharedProgress } from "./progress";
import { validateNoiseScene } from "./validate";
import type { SharedViews, TileTask, ViewsTask } from "./worker";
import { shareScene } from "./worker";

export interface ParallelOptions extends RunControl {
  /** Worker threads (default: available cores). */
  threads?: number;
  /**
   * Receivers per tile (default: about 8 tiles per thread, at least 256; small enough that the others catch
   * up when one thread is slowed down by other work on the machine).
   */
  tileSize?: number;
  /** How often the threads' progress is read and reported while they run (ms, default 250). */
  progressIntervalMs?: number;
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
  pool = dropLateResults(
    new Piscina({ filename, execArgv, minThreads: threads, maxThreads: threads, idleTimeout: 5_000 }),
  );
  return pool;
}

/** Stops the worker threads (call before a short-lived process exits). */
export async function closeNoisePool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}

/**
 * Computes receivers on worker threads: first the source views, shared out between the threads and kept in
 * shared memory, then tiles of receivers [start, end) computed independently and merged. Each receiver is
 * computed by the same code as on one thread, so the result is identical.
 */
export async function computeLevelsParallel(
  scene: NoiseScene,
  receivers: ReceiverArrays,
  perBand: boolean,
  options: ParallelOptions = {},
): Promise<LevelArrays> {
  const n = receivers.x.length;
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const tile = options.tileSize ?? Math.max(256, Math.ceil(n / (8 * threads)));
  const out: LevelArrays = { LA: new Float32Array(n) };
  if (perBand) out.bands = new Float32Array(n * BAND_COUNT);
  const runner = getPool(threads);
  const key = `${Date.now()}-${Math.random()}`;
  options.signal?.throwIfAborted();
  const shared = shareScene(scene);
  // one abort listener per task on a signal of our own, linked to the caller's by one listener
  const tiles = Math.ceil(n / tile);
  const abort = new AbortController();
  setMaxListeners(threads + tiles + 10, abort.signal);
  const stop = () => abort.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", stop, { once: true });
  // progress: slots 0 .. threads - 1 for the views' parts, then one per tile, polled while they run
  const progress = new SharedProgress(progressWeights(scene, n, threads, tile), (f) =>
    options.onProgress?.(f),
  );
  const timer = options.onProgress
    ? setInterval(() => progress.poll(), options.progressIntervalMs ?? PROGRESS_POLL_MS)
    : undefined;
  const base = { key, scene: shared };
  const slot = (at: number) => ({ progress: { buffer: progress.buffer, slot: at } });
  try {
    const parts = await Promise.all(
      Array.from({ length: threads }, (_, part) => {
        const task: ViewsTask = { kind: "views", ...base, ...slot(part), part, parts: threads };
        return runner.run(task, { signal: abort.signal }) as Promise<SharedViews>;
      }),
    );
    progress.poll();
    // each part fills the sources s with s % threads === part
    const views: SharedViews = (parts[0] ?? []).map((_, s) => parts[s % threads]?.[s] ?? null);
    const tasks: Promise<void>[] = [];
    for (let start = 0; start < n; start += tile) {
      const end = Math.min(n, start + tile);
      const task: TileTask = {
        kind: "tile",
        ...base,
        ...slot(threads + start / tile),
        x: receivers.x.slice(start, end),
        y: receivers.y.slice(start, end),
        z: receivers.z.slice(start, end),
        perBand,
        views,
      };
      const buffers = [task.x.buffer, task.y.buffer, task.z.buffer] as ArrayBuffer[];
      const run = runner.run(task, { transferList: buffers, signal: abort.signal }) as Promise<LevelArrays>;
      tasks.push(
        run.then((part) => {
          out.LA.set(part.LA, start);
          if (out.bands && part.bands) out.bands.set(part.bands, start * BAND_COUNT);
          progress.poll();
        }),
      );
    }
    await Promise.all(tasks);
    progress.finish();
  } finally {
    clearInterval(timer);
    options.signal?.removeEventListener("abort", stop);
  }
  return out;
}

/** How often a parallel run reads its tasks' progress (ms). */
const PROGRESS_POLL_MS = 250;
/** A source's view costs about this fraction of a receiver-source pair per obstacle edge (measured 1/20). */
const VIEW_COST_PER_EDGE = 1 / 20;

/**
 * Weights of the progress slots of {@link computeLevelsParallel}: the views' parts by their sources, then
 * the tiles by their receivers; the views weigh their share of the run's estimated work.
 */
function progressWeights(scene: NoiseScene, n: number, threads: number, tile: number): number[] {
  const sources = Math.max(1, noiseSceneSize({ ...scene, receivers: [] }).sources);
  const views = obstacleEdges(scene) * VIEW_COST_PER_EDGE;
  const share = views / (views + Math.max(1, n));
  const weights = Array.from(
    { length: threads },
    (_, part) => (share * Math.max(0, Math.ceil((sources - part) / threads))) / sources,
  );
  for (let start = 0; start < n; start += tile)
    weights.push(((1 - share) * (Math.min(n, start + tile) - start)) / n);
  return weights;
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
  const phase = phasedProgress(noiseSceneSize(scene).receivers, options.onProgress);
  const levels = (
    receivers: ReceiverArrays,
    perBand: boolean,
    name: keyof NoiseSceneSize["receivers"],
  ): Promise<LevelArrays> | LevelArrays => {
    const control = { ...options, onProgress: phase(name) };
    return receivers.x.length * scene.sources.length >= PARALLEL_THRESHOLD
      ? computeLevelsParallel(scene, receivers, perBand, control)
      : computeLevels(scene, receivers, perBand, control);
  };
  const result: NoiseResult = {};
  if (scene.receivers) {
    const receivers = listedReceivers(scene);
    result.receivers = receiverLevels(receivers, await levels(receivers, true, "listed"));
  }
  if (scene.grid) {
    const grid = noiseGrid(scene.grid);
    result.grid = gridResult(
      grid,
      await levels(gridReceivers(grid), scene.grid.perBand ?? false, "grid"),
      scene.grid.contours,
    );
  }
  if (scene.facade) {
    const receivers = facadeReceivers(
      scene.buildings ?? [],
      scene.facade.height,
      scene.facade.spacing ?? FACADE_SPACING,
    );
    result.facades = facadeMaxima(scene, receivers, (await levels(receivers, false, "facade")).LA);
  }
  return result;
}
