/** One benchmark: `run` returns the measured figure in `unit`; `target` is the figure it must not exceed. */
export interface Benchmark {
  name: string;
  unit: "s" | "ms" | "MB" | "MB/s" | "%";
  target: number;
  /** true when larger is better (throughput); default false (time, memory). */
  higherIsBetter?: boolean;
  run: () => Promise<number> | number;
}

/** One row of the table, as a benchmark file's process reports it. */
export interface BenchRow {
  name: string;
  unit: Benchmark["unit"];
  target: number;
  figure: number;
  ok: boolean;
  relation: ">=" | "<=";
}

/** Best of `repeats` wall-clock runs, in seconds. */
export async function bestSeconds(repeats: number, work: () => unknown): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeats; i++) {
    const start = process.hrtime.bigint();
    await work();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
  }
  return best;
}
