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

function ownerPid(pidFile: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(pidFile, "utf8"), 10) || undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this id exists (signal 0 checks without sending anything). */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

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
  const lockPath = path.join(dataDir, ".lock");
  const take = () => lockfile.lock(dataDir, { lockfilePath: lockPath, stale: STALE_MS, onCompromised });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ELOCKED") throw err;
    const pid = ownerPid(pidFile);
    // The owner was killed (kill -9, power loss): its lock is taken at once instead of after STALE_MS.
    if (pid === undefined || isAlive(pid)) throw new DataDirLockedError(dataDir, pid, brandName);
    rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await take();
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== "ELOCKED") throw again;
      throw new DataDirLockedError(dataDir, ownerPid(pidFile), brandName);
    }
  }
  writeFileSync(pidFile, String(process.pid));
  return async () => {
    rmSync(pidFile, { force: true });
    await release();
  };
}
