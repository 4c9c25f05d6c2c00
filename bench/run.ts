// `npm run bench [filter…]`: runs every packages/*/bench/*.bench.ts and apps/*/bench/*.bench.ts whose path
// contains all the filters, and prints a table with each target beside its measured figure. Exits 0 either
// way: the table is the verdict (figures depend on the machine; docs/BENCHMARKS.md records ours).
import { readdirSync, existsSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Benchmark } from "./harness";

const root = fileURLToPath(new URL("..", import.meta.url));
const filters = process.argv.slice(2);
const files = ["packages", "apps"]
  .flatMap((group) => readdirSync(join(root, group)).map((name) => join(root, group, name, "bench")))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((n) => n.endsWith(".bench.ts"))
      .map((n) => join(dir, n)),
  )
  .filter((file) => filters.every((filter) => relative(root, file).includes(filter)))
  .sort();

const rows: string[][] = [];
for (const file of files) {
  const module = (await import(pathToFileURL(file).href)) as { benchmarks: Benchmark[] };
  for (const bench of module.benchmarks) {
    const figure = await bench.run();
    const ok = bench.higherIsBetter ? figure >= bench.target : figure <= bench.target;
    const relation = bench.higherIsBetter ? ">=" : "<=";
    rows.push([
      bench.name,
      `${figure.toFixed(3)} ${bench.unit}`,
      `${relation} ${bench.target} ${bench.unit}`,
      ok ? "ok" : "MISSED",
    ]);
    console.error(`done: ${bench.name}`);
  }
}
const header = ["benchmark", "measured", "target", ""];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ");
const gib = (totalmem() / 2 ** 30).toFixed(0);
console.log(
  `machine: ${cpus()[0]?.model ?? "unknown"} x${cpus().length}, ${gib} GiB, node ${process.version}`,
);
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
for (const row of rows) console.log(line(row));
