import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
    brandName: string,
  ) {
    super(`${brandName} is already running on ${dataDir} (pid ${pid ?? "unknown"}).`);
    this.name = "DataDirLockedError";
  }
}

/** Milliseconds after which a lock whose owner stopped refreshing it (crash, kill -9) may be taken over. */
const STALE_MS = 30_000;

/**
 * Takes the exclusive lock on the data directory (DATA_DIR/.lock, refreshed every 15 s), so only one process
 * ever opens the embedded database. Throws DataDirLockedError when another live process holds it.
 * `onCompromised` runs if the lock is lost (e.g. the directory was removed); the caller should stop at once.
 */
export async function lockDataDir(
  dataDir: string,
  brandName: string,
  onCompromised: (err: Error) => void,
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const pidFile = path.join(dataDir, "server.pid");
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, ".lock"),
      stale: STALE_MS,
      onCompromised,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ELOCKED") throw err;
    let pid: number | undefined;
    try {
      pid = Number.parseInt(readFileSync(pidFile, "utf8"), 10) || undefined;
    } catch {
      pid = undefined;
    }
    throw new DataDirLockedError(dataDir, pid, brandName);
  }
  writeFileSync(pidFile, String(process.pid));
  return async () => {
    rmSync(pidFile, { force: true });
    await release();
  };
}
