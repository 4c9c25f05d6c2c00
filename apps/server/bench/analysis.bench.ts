// Analysis benchmarks (issue 9): the time from `run` to `done` of a 25 ha shadow case on the bundled sample city
// against the engine's own time for the same input, and result reads under load while analyses run.
// Embedded database (PGlite) with the worker in the server process, as `npm start` runs it.
import { type AnalysisInput, cityQueryBbox, runAnalysis } from "@soracity/analysis";
import type { Benchmark } from "../../../bench/harness";
import { cityRowToBuilding } from "../src/modules/analysis/analysis.buildings";
import { PostgresBlobStore } from "../src/lib/blobs";
import { AnalysisRepository } from "../src/modules/analysis/analysis.repository";
import {
  type AnalysisBench,
  analysisBench,
  createCase,
  quarterSquareKilometre,
  runToDone,
} from "./analysis-setup";
import { readUnderLoad } from "./read-load";

const bench: AnalysisBench = await analysisBench();
const parameters = quarterSquareKilometre(bench.site);

/** The engine's time for the same case, in this process (rows loaded and converted as the worker does). */
async function engineSeconds(): Promise<number> {
  const repo = new AnalysisRepository(bench.database.db, new PostgresBlobStore(bench.database.db)); // no models here
  const site = { ...bench.site, city_code: "13100" };
  const bbox = cityQueryBbox("hikage", site, parameters);
  const rows = bbox ? await repo.cityRows("13100", bbox) : [];
  const input: AnalysisInput = {
    service: "hikage",
    site,
    parameters,
    cityBuildings: rows.map(cityRowToBuilding),
    modelBuildings: [],
  };
  await runAnalysis(input); // warm-up
  const t0 = performance.now();
  await runAnalysis(input);
  return (performance.now() - t0) / 1000;
}

let engine = 0;
const runToDoneRow: Benchmark = {
  name: "run -> done, 25 ha shadow on the Tokyo sample (target: engine time + 1 s)",
  unit: "s",
  target: 0,
  run: async () => {
    engine = await engineSeconds();
    runToDoneRow.target = Math.round((engine + 1) * 1000) / 1000;
    await runToDone(bench, await createCase(bench, parameters)); // warm-up (thread bundle, pool start)
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const id = await createCase(bench, parameters);
      const t0 = performance.now();
      await runToDone(bench, id);
      best = Math.min(best, (performance.now() - t0) / 1000);
    }
    console.error(`engine ${engine.toFixed(3)} s`);
    return best;
  },
};

let load: { p99Ms: number; errors: number; requests: number } | null = null;
export const benchmarks: Benchmark[] = [
  runToDoneRow,
  {
    name: "result reads, 100 connections while 5 analyses run: p99",
    unit: "ms",
    target: 200,
    run: async () => {
      load = await readUnderLoad(bench, parameters, 5, 100);
      console.error(`reads ${load.requests}, errors ${load.errors}`);
      return load.p99Ms;
    },
  },
  {
    name: "result reads, 100 connections while 5 analyses run: errors",
    unit: "ms",
    target: 0,
    run: () => load?.errors ?? Number.NaN,
  },
];
