// The road-noise engine on worker threads: receivers split into ranges, each computed by computeRoadNoise
// in a pooled thread (the same code, so the levels are the same as on one thread, to the bit).
import { splitRange, workerPool } from "../parallel/pool";
import type { RoadNoiseLevels, RoadNoiseReceivers, RoadNoiseScene } from "./compute";
import { computeRoadNoise } from "./compute";
import type { RoadNoiseTask } from "./worker";

export interface RoadNoiseParallelOptions {
  /** Worker threads (default 2); 1 computes in this thread. */
  threads?: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** Ranges per thread: receivers near a road cost more (finer sources), so smaller tasks balance the load. */
const TASKS_PER_THREAD = 8;

/** {@link computeRoadNoise} over worker threads. */
export async function computeRoadNoiseParallel(
  scene: RoadNoiseScene,
  receivers: RoadNoiseReceivers,
  options: RoadNoiseParallelOptions = {},
): Promise<RoadNoiseLevels> {
  const threads = options.threads ?? 2;
  const n = receivers.x.length;
  if (threads <= 1 || n < 64) return computeRoadNoise(scene, receivers, options.onProgress);
  const pool = workerPool(new URL("./worker.ts", import.meta.url), threads);
  const ranges = splitRange(n, threads * TASKS_PER_THREAD);
  const out: RoadNoiseLevels = { day: new Float64Array(n), night: new Float64Array(n) };
  let done = 0;
  await Promise.all(
    ranges.map(async ([start, end]) => {
      const task: RoadNoiseTask = {
        scene,
        receivers: {
          x: receivers.x.slice(start, end),
          y: receivers.y.slice(start, end),
          z: receivers.z.slice(start, end),
        },
      };
      const result = (await pool.run(
        task,
        options.signal ? { signal: options.signal } : {},
      )) as RoadNoiseLevels;
      out.day.set(result.day, start);
      out.night.set(result.night, start);
      done += end - start;
      options.onProgress?.(done / n);
    }),
  );
  return out;
}
