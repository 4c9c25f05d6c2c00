import type { ResourceLimits } from "node:worker_threads";
import { Piscina } from "piscina";
import { threadBundle } from "./thread-bundle";
import type { ThreadEnvelope } from "./thread-entry";

export interface ThreadPoolOptions {
  /** Most threads at once; further tasks wait in the queue. */
  maxThreads: number;
  /** A thread idle this long ends (default 30 s). */
  idleTimeoutMs?: number;
  /**
   * V8 limits of each thread (heap sizes in MB). A thread over them is ended and its task fails with a
   * ThreadLimitError `memory`. ArrayBuffers and WebAssembly memory are not part of the V8 heap.
   */
  resourceLimits?: ResourceLimits;
  /** Reports pool errors that belong to no task (default: console.error). */
  onPoolError?: (err: unknown) => void;
}

export interface ThreadRunOptions {
  /** Aborting ends the task's thread; the run rejects with piscina's AbortError. */
  signal?: AbortSignal;
  /**
   * Most milliseconds the task may run once a thread took it (waiting in the queue does not count); then its
   * thread is ended and the run rejects with a ThreadLimitError `timeout`.
   */
  timeoutMs?: number;
}

/** A task ended by the pool's limits: it ran too long, or its thread ran out of heap. */
export class ThreadLimitError extends Error {
  constructor(
    readonly limit: "timeout" | "memory",
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "ThreadLimitError";
  }
}

/**
 * Smallest old-generation heap a thread gets (MB). Below about 3 MB, Node 22 aborts the whole process ("GC during
 * deserialization") instead of failing the thread with ERR_WORKER_OUT_OF_MEMORY as Node 20 does.
 */
const MIN_OLD_GENERATION_MB = 4;

const withHeapFloor = (limits: ResourceLimits): ResourceLimits => ({
  ...limits,
  ...(limits.maxOldGenerationSizeMb === undefined
    ? {}
    : { maxOldGenerationSizeMb: Math.max(MIN_OLD_GENERATION_MB, limits.maxOldGenerationSizeMb) }),
});

/** A cancelled task's late answer, which piscina reports as a pool error: expected, not a failure. */
const isLateAnswer = (err: unknown) =>
  err instanceof Error && err.message.startsWith("Unexpected message from Worker");

/**
 * A piscina pool on the bundle of a TypeScript thread entry (see threadBundle; the entry's default export is
 * `threadEntry(fn)`), started on first use, with a time limit per task and heap limits per thread, so heavy or
 * hostile work never holds the event loop and cannot run or grow without bound.
 */
export class ThreadPool<T, R> {
  private pool: Promise<Piscina> | null = null;
  /** Runs not yet taken by a thread, failed when a thread dies of its heap limit before taking any task. */
  private readonly waiting = new Set<() => void>();

  constructor(
    private readonly entry: URL,
    private readonly options: ThreadPoolOptions,
  ) {}

  private threads(): Promise<Piscina> {
    this.pool ??= threadBundle(this.entry).then((filename) => {
      const pool = new Piscina({
        filename,
        execArgv: ["--enable-source-maps"],
        minThreads: 0,
        maxThreads: Math.max(1, this.options.maxThreads),
        idleTimeout: this.options.idleTimeoutMs ?? 30_000,
        ...(this.options.resourceLimits
          ? { resourceLimits: withHeapFloor(this.options.resourceLimits) }
          : {}),
      });
      const report = this.options.onPoolError ?? ((err: unknown) => console.error("thread pool error:", err));
      pool.on("error", (err: unknown) => {
        if (isLateAnswer(err)) return;
        report(err);
        // A thread that cannot even start within its heap limit would leave the queue waiting for ever.
        if ((err as { code?: unknown }).code === "ERR_WORKER_OUT_OF_MEMORY")
          for (const fail of this.waiting) fail();
      });
      return pool;
    });
    return this.pool;
  }

  async run(task: T, options: ThreadRunOptions = {}): Promise<R> {
    const clock = new SharedArrayBuffer(8);
    const startedAt = new Float64Array(clock);
    const controller = new AbortController();
    const { signal, timeoutMs } = options;
    const forward = () => controller.abort(signal?.reason);
    if (signal?.aborted) forward();
    signal?.addEventListener("abort", forward, { once: true });
    let limit: ThreadLimitError["limit"] | null = null;
    const failWaiting = () => {
      if ((startedAt[0] ?? 0) > 0) return;
      limit = "memory";
      controller.abort();
    };
    this.waiting.add(failWaiting);
    const timer =
      timeoutMs === undefined
        ? undefined
        : setInterval(
            () => {
              const t0 = startedAt[0] ?? 0;
              if (t0 > 0 && Date.now() - t0 > timeoutMs && !controller.signal.aborted) {
                limit = "timeout";
                controller.abort();
              }
            },
            Math.min(250, Math.max(5, timeoutMs / 4)),
          );
    try {
      const pool = await this.threads();
      const envelope: ThreadEnvelope<T> = { task, clock };
      return (await pool.run(envelope, { signal: controller.signal })) as R;
    } catch (err) {
      if (limit === "timeout") {
        throw new ThreadLimitError("timeout", `the task ran longer than ${timeoutMs} ms`, { cause: err });
      }
      if (limit === "memory" || (err as { code?: unknown }).code === "ERR_WORKER_OUT_OF_MEMORY") {
        throw new ThreadLimitError("memory", "the task's thread ran out of memory", { cause: err });
      }
      throw err;
    } finally {
      clearInterval(timer);
      this.waiting.delete(failWaiting);
      signal?.removeEventListener("abort", forward);
    }
  }

  /** Ends the threads (running tasks fail). */
  async close(): Promise<void> {
    const pool = await this.pool?.catch(() => null);
    this.pool = null;
    await pool?.destroy();
  }
}
