// One benchmark file in a process of its own (started by run.ts): runs its benchmarks in order and writes
// the rows as JSON to the path given. A fresh process per file keeps one engine's heap and compiled code
// from weighing on another's figures (the shadow plane case ran 1.5x slower after the noise benchmarks).
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { Benchmark, BenchRow } from "./harness";

const [file, out] = process.argv.slice(2);
if (!file || !out) throw new Error("usage: run-file.ts <file.bench.ts> <rows.json>");
const module = (await import(pathToFileURL(file).href)) as { benchmarks: Benchmark[] };
const rows: BenchRow[] = [];
for (const bench of module.benchmarks) {
  const figure = await bench.run();
  rows.push({
    name: bench.name,
    unit: bench.unit,
    target: bench.target,
    figure,
    ok: bench.higherIsBetter ? figure >= bench.target : figure <= bench.target,
    relation: bench.higherIsBetter ? ">=" : "<=",
  });
  console.error(`done: ${bench.name}`);
}
writeFileSync(out, JSON.stringify(rows));
// Worker pools and timers of a benchmark must not keep the process alive.
process.exit(0);
