import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SingleBar } from "cli-progress";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { type AnalysisWorker, startAnalysisWorker } from "../modules/analysis/analysis.worker";
import { DemoClient } from "../modules/demo/demo.client";
import { DEMO_SERVICES, type DemoProgress, runDemoCases } from "../modules/demo/demo.run";
import { seedDemo } from "../modules/demo/demo.seed";
import { summaryLines } from "../modules/demo/demo.summary";
import { createRuntime } from "../runtime";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * `npm run demo`: the demo of `npm start` headless, on a temporary data directory (embedded database, removed
 * at the end): seeds it, signs in with the one-click route, runs the four cases through the HTTP API with a
 * progress bar, prints a summary. Exit 0, or 1 with the reason.
 */
async function main(): Promise<number> {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "soracity-demo-"));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    DEMO: "true",
    LOG_LEVEL: "silent",
    // Headless and offline: the demo's sample city only, never PLATEAU's catalogue.
    PLATEAU_API_URL: "",
  });
  const database = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
  let worker: AnalysisWorker | undefined;
  const runtime = createRuntime(database, config, silent);
  const app = await buildApp(config, runtime);
  try {
    console.log(
      `${config.brand.name} demo: the ${DEMO_SERVICES.length} cases of the demo workspace, through the HTTP API`,
    );
    await database.migrate();
    worker = await startAnalysisWorker(runtime, config.worker, silent);
    const seed = await seedDemo(app, runtime.db);
    if (!seed) throw new Error("the temporary database was not empty");
    const client = new DemoClient(app);
    await client.call("POST", "/api/demo/session"); // the home page's one-click sign-in
    console.log(
      `Site on the Tokyo sample: ${seed.site.lon.toFixed(5)}, ${seed.site.lat.toFixed(5)} (city 13100)`,
    );
    const bar = process.stdout.isTTY
      ? new SingleBar({ format: "{bar} {percentage}% | {cases}", hideCursor: true, clearOnComplete: true })
      : undefined;
    bar?.start(100 * DEMO_SERVICES.length, 0, { cases: "" });
    const onProgress = (p: DemoProgress) => {
      const cases = DEMO_SERVICES.map((s) => `${s} ${p[s].status === "done" ? "done" : `${p[s].progress}%`}`);
      bar?.update(
        DEMO_SERVICES.reduce((sum, s) => sum + p[s].progress, 0),
        { cases: cases.join(" · ") },
      );
    };
    const results = await runDemoCases(client, seed.caseIds, onProgress).finally(() => bar?.stop());
    for (const line of summaryLines(results, Date.now() - started)) console.log(line);
    return 0;
  } finally {
    await worker?.stop();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`Demo failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
