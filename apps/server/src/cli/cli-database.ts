import path from "node:path";
import { loadConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { DataDirLockedError, lockDataDir } from "../lib/data-dir-lock";

/**
 * Runs `work` on the server's database, as the server configures it (DATABASE_URL, or the embedded database
 * in DATA_DIR, which is locked for the time: the server must be stopped first), migrated; closes it after.
 */
export async function withServerDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const release = config.databaseUrl
    ? undefined
    : await lockDataDir(config.dataDir, config.brand.name, (err) => {
        console.error(`Lost the lock on ${config.dataDir}: ${err.message}`);
        process.exit(1);
      });
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dir: path.join(config.dataDir, "db") },
  );
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
    await release?.();
  }
}

/** Runs a CLI's main and exits with its code; a locked DATA_DIR is reported in one line. */
export function runCli(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof DataDirLockedError ? err.message : err);
      process.exit(1);
    },
  );
}
