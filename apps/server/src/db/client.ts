import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { withPreparedReads } from "./pglite-reads";
import { releasingLostClients } from "./pool-clients";
import { countingWrites, WriteCounter } from "./write-counter";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type repositories use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Writes finished through `db` in this process (cached answers check it, plugins/read-cache.ts). */
  writes: WriteCounter;
  /** Applies the committed SQL migrations in apps/server/drizzle (idempotent). */
  migrate(): Promise<void>;
  /** Runs `select 1`; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Raw SQL for pg-boss: statements with values as one query, others (multi-statement DDL) as a script. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: the data dir as an uncompressed tarball (tests start from a migrated snapshot). */
  dumpDataDir?(): Promise<Blob>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** `dir` undefined keeps the database in memory (tests); `loadDataDir` starts from a dumped data dir. */
  | { kind: "pglite"; dir?: string; loadDataDir?: Blob };

/** Opens PostgreSQL through node-postgres, or the embedded PGlite, behind the same Drizzle interface. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection (server restart) must not crash the process; queries retry on a new one.
    pool.on("error", (err) => console.error("PostgreSQL idle client error:", err.message));
    // A client checked out (a transaction, a pg-boss statement) has no listener of the pool's: its connection
    // lost (57P01 on a failover, a restart, pg_terminate_backend, idle_in_transaction_session_timeout) would be an
    // unhandled 'error' event that ends the process. Its statement fails by itself (503, see unavailable.ts) and
    // the pool drops the client when it is released, so the event needs nothing more than a listener.
    pool.on("connect", (client) => client.on("error", () => undefined));
    const writes = new WriteCounter();
    const db = drizzlePg(countingWrites(releasingLostClients(pool), writes), { schema });
    return {
      db,
      driver: "postgres",
      writes,
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => void (await db.execute(sql`select 1`)),
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      close: () => pool.end(),
    };
  }
  if (target.dir) mkdirSync(path.dirname(target.dir), { recursive: true });
  const client = await PGlite.create({
    ...(target.dir ? { dataDir: target.dir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const writes = new WriteCounter();
  const db = drizzlePglite(
    withPreparedReads(client, undefined, () => writes.bump()),
    { schema },
  );
  return {
    db,
    driver: "pglite",
    writes,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await db.execute(sql`select 1`)),
    // PGlite's query() takes one statement with parameters, exec() a script; pg-boss sends both kinds.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
    dumpDataDir: async () => {
      const dump = await client.dumpDataDir("none");
      return dump;
    },
  };
}
