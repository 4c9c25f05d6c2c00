import type { AnalysisOutput } from "@soracity/analysis";
import { ThreadPool } from "../../lib/thread-pool";
import type { ThreadInput, ThreadRefusal, ThreadResult, ThreadTask } from "./analysis.thread";

type TaskBody =
  | { kind: "run"; input: ThreadInput }
  | { kind: "tile"; input: ThreadInput; tile: number; tiles: number }
  | { kind: "assemble"; input: ThreadInput; parts: Uint8Array[] };

/**
 * Runs analyses on worker threads (one per concurrent job), with progress read from shared memory and
 * cancellation by AbortSignal (piscina ends the thread, and the engine threads it started with it). The thread
 * runs a bundle of its TypeScript entry (see threadBundle).
 */
export class AnalysisExecutor {
  private readonly pool: ThreadPool<ThreadTask, ThreadResult>;

  /**
   * `threads`: analyses at once (one thread each); `engineThreads`: the engine threads each analysis may use
   * for large grids.
   */
  constructor(
    threads: number,
    private readonly engineThreads: number,
  ) {
    this.pool = new ThreadPool(new URL("./analysis.thread.ts", import.meta.url), {
      maxThreads: Math.max(1, threads),
    });
  }

  private async exec<R extends ThreadResult>(
    body: TaskBody,
    signal: AbortSignal,
    onProgress: (fraction: number) => void,
  ): Promise<R> {
    const progress = new SharedArrayBuffer(8);
    const view = new Float64Array(progress);
    const timer = setInterval(() => onProgress(view[0] ?? 0), 500);
    try {
      const task = { ...body, progress, threads: this.engineThreads };
      return (await this.pool.run(task, { signal })) as R;
    } finally {
      clearInterval(timer);
    }
  }

  run(
    input: ThreadInput,
    signal: AbortSignal,
    onProgress: (f: number) => void,
  ): Promise<AnalysisOutput | ThreadRefusal> {
    return this.exec<AnalysisOutput | ThreadRefusal>({ kind: "run", input }, signal, onProgress);
  }

  tile(
    input: ThreadInput,
    tile: number,
    tiles: number,
    signal: AbortSignal,
    onProgress: (f: number) => void,
  ): Promise<Uint8Array | ThreadRefusal> {
    return this.exec<Uint8Array | ThreadRefusal>({ kind: "tile", input, tile, tiles }, signal, onProgress);
  }

  assemble(
    input: ThreadInput,
    parts: Uint8Array[],
    signal: AbortSignal,
    onProgress: (f: number) => void,
  ): Promise<AnalysisOutput | ThreadRefusal> {
    return this.exec<AnalysisOutput | ThreadRefusal>({ kind: "assemble", input, parts }, signal, onProgress);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
