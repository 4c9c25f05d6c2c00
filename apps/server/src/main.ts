import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./lib/data-dir-lock";
import { type AnalysisWorker, startAnalysisWorker } from "./modules/analysis/analysis.worker";
import { startDemo } from "./modules/demo/demo.start";
import { createRuntime } from "./runtime";

const STOP_TIMEOUT_MS = 15_000;

/** Entry point of `npm start`: lock DATA_DIR, open and migrate the database, listen; stop cleanly on signals. */
async function main() {
  const config = loadConfig();
  let releaseLock: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    // Only the embedded database needs a single owner; with PostgreSQL many API processes may run.
    releaseLock = await lockDataDir(config.dataDir, config.brand.name, (err) => {
      console.error(`Lost the lock on ${config.dataDir}: ${err.message}. Stopping.`);
      process.exit(1);
    });
  }
  // Filled in as start-up proceeds; a signal during start-up stops whatever is open so far.
  const state: { database?: DatabaseHandle; app?: FastifyInstance; worker?: AnalysisWorker } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    // Ctrl+C reaches this process twice (from the terminal and relayed by npm/tsx): the first one starts a
    // graceful stop, repeats are ignored, and a stop that hangs is cut short (the lock is released on exit).
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error("Graceful stop took too long; exiting.");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    state.app?.log.info({ signal }, "stopping: finishing in-flight requests");
    try {
      await state.worker?.stop();
      await state.app?.close();
      await state.database?.close();
      await releaseLock?.();
      process.exit(0);
    } catch (err) {
      console.error("Error while stopping:", err);
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dir: path.join(config.dataDir, "db") },
  );
  state.database = database;
  await database.migrate();
  const runtime = createRuntime(database, config, console);
  const app = await buildApp(config, runtime, { prettyLogs: process.stdout.isTTY });
  state.app = app;
  if (config.worker.enabled) {
    // The worker role in the server process: analyses run on worker threads, never on the request thread.
    state.worker = await startAnalysisWorker(runtime, config.worker, app.log);
  }
  // DEMO: the demo account and workspace on first start (empty database), before anyone else can register.
  const demoLines = await startDemo(app, runtime, config);
  await app.listen({ port: config.port, host: config.host });

  const shownHost = ["127.0.0.1", "0.0.0.0", "::", "::1"].includes(config.host) ? "localhost" : config.host;
  const url = `http://${shownHost}:${config.port}`;
  console.log(
    `\n${config.brand.name} is running (${database.driver === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"}).`,
  );
  console.log(`Open ${url} – create an account at ${url}/jp/register`);
  for (const line of demoLines(url)) console.log(line);
  if (runtime.mail.outboxDir) {
    console.log(
      `No SMTP_URL: mails (registration links, password resets) are written to ${runtime.mail.outboxDir}`,
    );
  }
  console.log("");
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error("Failed to start:", err);
  }
  process.exit(1);
});
