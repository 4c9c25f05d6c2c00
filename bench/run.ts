// `npm run bench [filter…]`: runs every packages/*/bench/*.bench.ts and apps/*/bench/*.bench.ts whose path
// contains all the filters, each file in a fresh process (run-file.ts), and prints a table with each target
// beside its measured figure. Exits 0 either way: the table is the verdict (figures depend on the machine;
// docs/BENCHMARKS.md records ours).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchRow } from "./harness";

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
const scratch = mkdtempSync(join(tmpdir(), "soracity-bench-"));
for (const [n, file] of files.entries()) {
  const out = join(scratch, `${n}.json`);
  const child = spawnSync(process.execPath, ["--import", "tsx", join(root, "bench/run-file.ts"), file, out], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (child.status !== 0 || !existsSync(out)) {
    rows.push([`${relative(root, file)}: failed (exit ${child.status ?? child.signal})`, "", "", "FAILED"]);
    continue;
  }
  for (const row of JSON.parse(readFileSync(out, "utf8")) as BenchRow[])
    rows.push([
      row.name,
      `${row.figure.toFixed(3)} ${row.unit}`,
      `${row.relation} ${row.target} ${row.unit}`,
      row.ok ? "ok" : "MISSED",
    ]);
}
rmSync(scratch, { recursive: true, force: true });
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
