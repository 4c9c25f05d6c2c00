import { Piscina } from "piscina";
import { workerScript } from "./workerScript";

// Generic worker-pool helpers (shared by the engines): a piscina pool whose worker may be a TypeScript file,
// range splitting, and a progress counter the workers update through shared memory.

const pools = new Map<string, Piscina>();

/**
 * A pool of `threads` worker threads running `workerUrl` (its default export handles each task). A worker
 * written in TypeScript runs bundled as plain JavaScript (see workerScript). Pools are cached per
 * (url, threads); close them with `closePools`.
 */
export function workerPool(workerUrl: URL, threads: number): Piscina {
  const key = `${workerUrl.href}#${threads}`;
  const existing = pools.get(key);
  if (existing) return existing;
  const { filename, execArgv } = workerScript(workerUrl);
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 5_000,
  });
  dropLateResults(pool);
  pools.set(key, pool);
  return pool;
}

/**
 * Piscina reports on its 'error' event a result that arrives for a task it no longer knows: a task cancelled
 * by its AbortSignal whose thread had already finished it. That answer is dropped; any other pool error is
 * logged (tasks still reject with their own errors). Without a listener, the event would crash the process.
 */
export function dropLateResults(pool: Piscina): Piscina {
  pool.on("error", (err: unknown) => {
    if (err instanceof Error && err.message.startsWith("Unexpected message from Worker")) return;
    console.error("worker pool error:", err);
  });
  return pool;
}

/** Stop every pool's threads (call before a short-lived process exits). */
export async function closePools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((p) => p.destroy()));
}

/** Split [0, n) into `parts` contiguous ranges of near-equal size (empty ranges dropped). */
export function splitRange(n: number, parts: number): [start: number, end: number][] {
  const ranges: [number, number][] = [];
  const count = Math.max(1, Math.min(parts, n));
  for (let p = 0; p < count; p++) {
    const start = Math.floor((p * n) / count);
    const end = Math.floor(((p + 1) * n) / count);
    if (end > start) ranges.push([start, end]);
  }
  return ranges;
}

/**
 * Progress shared with workers: task `i` stores its own done count at slot i (Atomics); the caller polls
 * the sum. `total` is the sum of all tasks' totals.
 */
export class SharedProgress {
  readonly buffer: SharedArrayBuffer;
  private readonly counts: Int32Array;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(tasks: number) {
    this.buffer = new SharedArrayBuffer(4 * Math.max(1, tasks));
    this.counts = new Int32Array(this.buffer);
  }

  /** Worker side: record task `slot` has done `done` units. */
  static report(buffer: SharedArrayBuffer, slot: number, done: number): void {
    Atomics.store(new Int32Array(buffer), slot, done);
  }

  done(): number {
    let sum = 0;
    for (let i = 0; i < this.counts.length; i++) sum += Atomics.load(this.counts, i);
    return sum;
  }

  /** Call `onProgress(done, total)` every `ms` until `stop`. */
  watch(total: number, onProgress: (done: number, total: number) => void, ms = 100): void {
    let last = -1;
    this.timer = setInterval(() => {
      const d = this.done();
      if (d !== last) onProgress(d, total);
      last = d;
    }, ms);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/**
 * Return `value` from a worker with `buffers` transferred rather than copied (piscina's Transferable
 * protocol: the value may nest typed arrays at any depth).
 */
export function withTransfer<T extends object>(value: T, buffers: ArrayBufferLike[]): T {
  const wrapper = {
    get [Piscina.transferableSymbol]() {
      return buffers;
    },
    get [Piscina.valueSymbol]() {
      return value;
    },
  };
  return Piscina.move(wrapper as unknown as ArrayBuffer) as unknown as T;
}
