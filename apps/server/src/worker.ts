import pino from "pino";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { startAnalysisWorker } from "./modules/analysis/analysis.worker";
import { retryOnRace } from "./jobs/queue";
import { createRuntime } from "./runtime";

const STOP_TIMEOUT_MS = 15_000;

/**
 * Entry point of `npm run worker`: a process that only takes analysis jobs (no HTTP), from the PostgreSQL
 * queue at DATABASE_URL, so any number of them can run on any machines. The embedded database has a single
 * owner process: there, `npm start` is the worker.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  if (!config.databaseUrl) {
    console.error(
      "npm run worker needs DATABASE_URL (PostgreSQL): with the embedded database, `npm start` runs the worker itself.",
    );
    process.exit(1);
  }
  const database = await openDatabase({ kind: "postgres", url: config.databaseUrl });
  await retryOnRace(() => database.migrate());
  const runtime = createRuntime(database, config, log);
  const worker = await startAnalysisWorker(runtime, config.worker, log, "worker");
  log.info({ concurrency: config.worker.concurrency, pid: process.pid }, "analysis worker ready");
  console.log(`Analysis worker ready (pid ${process.pid}, ${config.worker.concurrency} at a time).`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    log.info({ signal }, "worker stopping");
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((err: unknown) => {
  console.error("Worker failed to start:", err);
  process.exit(1);
});
