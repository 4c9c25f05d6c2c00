import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { signUp, type TestUser } from "./dashboard";
import { buildTestApp, openTestDatabase, type TestAppOptions, type TestDatabase } from "./test-app";

/** One integration test file's app and database (see useTestApp); read them inside hooks and tests. */
export interface TestServer {
  /** The app, built before the file's first test and closed after its last. */
  readonly app: FastifyInstance;
  /** Its fresh, migrated database: PGlite in memory, or a PostgreSQL database of its own (DATABASE_URL). */
  readonly database: TestDatabase;
  /** `database.db`, for the checks of stored rows. */
  readonly db: Database;
  /** The app's DATA_DIR (blobs in the embedded mode), removed after the file. */
  readonly dataDir: string;
  /** Registers and signs in a user through the API (see dashboard.ts signUp). */
  signUp(userType?: string): Promise<TestUser>;
}

/**
 * The setup every integration test file shares. Registers a beforeAll that opens a fresh database and builds
 * the app on it (`overrides` of the test config, or a function that gives them then, after the file's earlier
 * hooks; `options` such as `worker`), and an afterAll that closes the app, drops the database and removes the
 * data directory. Hooks the file registers after this call run after the app is built and before it is closed
 * (Vitest runs after-hooks in reverse order).
 */
export function useTestApp(
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  options: TestAppOptions = {},
): TestServer {
  const base = useTestDatabase();
  let built: { app: FastifyInstance; dataDir: string } | undefined;
  const ready = () => {
    if (!built) throw new Error("useTestApp: the app is built in beforeAll; read it inside hooks and tests");
    return built;
  };
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "soracity-data-"));
    const config = { dataDir, ...(typeof overrides === "function" ? overrides() : overrides) };
    built = { dataDir, app: await buildTestApp(base.database, config, options) };
  });
  afterAll(async () => {
    await built?.app.close();
    if (built) rmSync(built.dataDir, { recursive: true, force: true });
  });
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return base.database;
    },
    get db() {
      return base.db;
    },
    get dataDir() {
      return ready().dataDir;
    },
    signUp: (userType) => signUp(ready().app, base.db, userType),
  };
}

/** A fresh database for a file that builds no app (stores, services); dropped after the file. */
export function useTestDatabase(): { readonly database: TestDatabase; readonly db: Database } {
  let database: TestDatabase | undefined;
  const ready = () => {
    if (!database) throw new Error("useTestDatabase: the database opens in beforeAll");
    return database;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return {
    get database() {
      return ready();
    },
    get db() {
      return ready().db;
    },
  };
}
