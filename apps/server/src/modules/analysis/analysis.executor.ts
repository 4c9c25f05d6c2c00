import type { AnalysisOutput } from "@soracity/analysis";
import { Piscina } from "piscina";
import { threadBundle } from "../../lib/thread-bundle";
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
  private pool: Promise<Piscina> | null = null;

  /**
   * `threads`: analyses at once (one thread each); `engineThreads`: the engine threads each analysis may use
   * for large grids.
   */
  constructor(
    private readonly threads: number,
    private readonly engineThreads: number,
  ) {}

  /** The pool, started on first use (the thread script is bundled then, once per process). */
  private threadsPool(): Promise<Piscina> {
    this.pool ??= threadBundle(new URL("./analysis.thread.ts", import.meta.url)).then((filename) => {
      const pool = new Piscina({
        filename,
        execArgv: ["--enable-source-maps"],
        minThreads: 0,
        maxThreads: Math.max(1, this.threads),
        idleTimeout: 30_000,
      });
      // A cancelled task's late answer is reported as a pool error; tasks reject with their own errors.
      pool.on("error", (err: unknown) => {
        if (err instanceof Error && err.message.startsWith("Unexpected message from Worker")) return;
        console.error("analysis pool error:", err);
      });
      return pool;
    });
    return this.pool;
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
      const task = { ...body, progress, threads: this.engineThreads } as ThreadTask;
      const pool = await this.threadsPool();
      return (await pool.run(task, { signal })) as R;
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

  async close(): Promise<void> {
    const pool = await this.pool?.catch(() => null);
    this.pool = null;
    await pool?.destroy();
  }
}
