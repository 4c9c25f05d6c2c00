import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import type { AppConfig } from "../config";
import { type DatabaseHandle, MIGRATIONS_DIR, openDatabase } from "../db/client";
import { type AnalysisWorker, startAnalysisWorker } from "../modules/analysis/analysis.worker";
import { createRuntime, type Runtime } from "../runtime";

/** Config for tests: quiet, light argon2 cost, generous rate limit, no web build. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: path.join(os.tmpdir(), "soracity-test-unused"), // buildApp never touches DATA_DIR
    databaseUrl: undefined,
    webDist: path.join(os.tmpdir(), "soracity-no-web-build"),
    logLevel: "silent",
    session: { idleHours: 24 * 7, absoluteDays: 30 },
    trustProxy: false,
    allowedOrigins: [],
    brand: { name: "SoraCity", prefix: "SOR", footerText: "© SoraCity" },
    ui: { header: true, footer: true, corner: true, news: true },
    rateLimitAuthPerMinute: 10_000,
    rateLimitLookupPerMinute: 10_000,
    argon2: { memoryCost: 1024, timeCost: 1 },
    mapTileOrigins: ["https://cyberjapandata.gsi.go.jp"],
    worker: {
      enabled: false,
      concurrency: 1,
      staleSeconds: 30,
      heartbeatMs: 200,
      tileCellSteps: 150_000_000,
      engineThreads: undefined,
    },
    ...overrides,
  };
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the per-file PostgreSQL database. */
  dispose(): Promise<void>;
  /** PostgreSQL only: the URL of the per-file database (for worker processes of a test). */
  url?: string;
}

/**
 * A fresh, migrated database: PGlite in memory, or, when DATABASE_URL is set, a new PostgreSQL database
 * `soracity_t_<random>` on that server, dropped by `dispose()`.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite", loadDataDir: await migratedPgliteSnapshot() });
    await handle.migrate(); // a no-op on the snapshot; kept so a stale snapshot can never hide a migration
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `soracity_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A dump of a freshly migrated PGlite data dir, cached in the OS temp dir under a hash of the migrations.
 * Loading it takes a few seconds where a fresh initdb takes several times longer (measured 2.9 s vs 17 s).
 */
async function migratedPgliteSnapshot(): Promise<Blob> {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: "utf8" }).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const file = path.join(os.tmpdir(), `soracity-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const fresh = await openDatabase({ kind: "pglite" });
    await fresh.migrate();
    if (!fresh.dumpDataDir) throw new Error("PGlite handle without dumpDataDir");
    const dump = await fresh.dumpDataDir();
    await fresh.close();
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file); // atomic: a concurrent reader sees the whole file or none
  }
  return new Blob([readFileSync(file)]);
}

/** Logs nothing (tests), but keeps the logger interface of the queue and the worker. */
export const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface TestAppOptions {
  /** Run the analysis worker in the app's process (like `npm start`); closing the app stops it. */
  worker?: boolean;
  /** Receives the started worker (tests that drive its sweeps). */
  onWorker?: (worker: AnalysisWorker) => void;
}

/**
 * The app on a test database, with its own temporary DATA_DIR (removed on close) for blobs in the embedded
 * mode, unless `overrides` names one (the caller's to remove); with `worker` it also takes analysis jobs.
 */
export async function buildTestApp(
  database: DatabaseHandle,
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const ownDir = overrides.dataDir ? undefined : mkdtempSync(path.join(os.tmpdir(), "soracity-data-"));
  const config = testConfig({ dataDir: ownDir, ...overrides });
  const runtime: Runtime = createRuntime(database, config, quietLogger);
  const app = await buildApp(config, runtime);
  if (options.worker) {
    const worker = await startAnalysisWorker(runtime, config.worker, quietLogger);
    options.onWorker?.(worker);
    app.addHook("onClose", () => worker.stop());
  }
  if (ownDir) {
    // A mail still being written to the outbox would make the removal fail with ENOTEMPTY: wait for it first.
    app.addHook("onClose", async () => {
      await app.mail.settle();
      rmSync(ownDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    });
  }
  return app;
}

/** The `sid` cookie a response sets, as a `cookie` header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const sid = response.cookies.find((c) => c.name === "sid");
  if (!sid?.value) throw new Error(`no session cookie in the response (status ${response.statusCode})`);
  return `sid=${sid.value}`;
}

/** Origin header that passes the CSRF check of `app.inject()` requests (host `localhost:80`, default port). */
export const SAME_ORIGIN = { origin: "http://localhost" };

let counter = 0;
/** A valid registration body with a unique e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `user${counter}.${randomBytes(3).toString("hex")}@example.jp`,
    family_name: "山田",
    given_name: "太郎",
    password: "Sora-City1",
    password_confirm: "Sora-City1",
    ...overrides,
  };
}
