import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startLockRefresher } from "./data-dir-lock.refresher";

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

export interface LockTimings {
  /** A lock of another host (or without an owner file) whose mtime is older than this is taken over. */
  staleMs: number;
  /** How often the heartbeat thread touches the lock. */
  updateMs: number;
}
const DEFAULT_TIMINGS: LockTimings = { staleMs: 30_000, updateMs: 5_000 };

interface Owner {
  pid: number;
  host: string;
  token: string;
}

function readOwner(file: string): { raw: string; owner: Owner | undefined } | undefined {
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  try {
    const owner = JSON.parse(raw) as Owner;
    return { raw, owner: Number.isInteger(owner.pid) && typeof owner.host === "string" ? owner : undefined };
  } catch {
    return { raw, owner: undefined };
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

const mtimeMs = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/**
 * Takes the exclusive lock on the data directory, so only one process ever opens the embedded database:
 * `DATA_DIR/.lock` is created with mkdir (atomic) and holds `owner.json` (pid, host, a random token). A lock
 * of a live process on this host is never taken over, however long its event loop is blocked; a dead
 * owner's lock (pid gone) is taken at once. Only a lock of another host, or one left without an owner file,
 * counts as stale after `staleMs` without a heartbeat; the heartbeat runs on its own thread. Throws
 * DataDirLockedError naming the owner's pid when the lock is held. `onCompromised` runs if the lock is lost
 * (the directory was removed or taken); the caller should stop at once.
 */
export async function lockDataDir(
  dataDir: string,
  brandName: string,
  onCompromised: (err: Error) => void,
  timings: LockTimings = DEFAULT_TIMINGS,
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, ".lock");
  const ownerFile = path.join(lockPath, "owner.json");
  const pidFile = path.join(dataDir, "server.pid");
  const me: Owner = { pid: process.pid, host: os.hostname(), token: randomBytes(16).toString("hex") };

  const create = (): boolean => {
    try {
      mkdirSync(lockPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw err;
    }
    writeFileSync(ownerFile, JSON.stringify(me));
    return true;
  };

  if (!create()) {
    const seen = readOwner(ownerFile);
    const owner = seen?.owner;
    const locked = () => new DataDirLockedError(dataDir, owner?.pid, brandName);
    if (owner && owner.host === me.host) {
      if (isAlive(owner.pid)) throw locked(); // never taken over while the owner lives
    } else {
      const age = Date.now() - (mtimeMs(lockPath) ?? Date.now());
      if (age < timings.staleMs) throw locked(); // another host's live heartbeat, or an owner starting up
    }
    // Dead or stale: move the lock aside atomically, and only drop it if it is still the one we judged.
    const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
    try {
      renameSync(lockPath, aside);
    } catch {
      throw locked();
    }
    if (readOwner(path.join(aside, "owner.json"))?.raw !== seen?.raw) {
      renameSync(aside, lockPath); // someone else took it in between: give it back
      throw locked();
    }
    rmSync(aside, { recursive: true, force: true });
    if (!create()) throw new DataDirLockedError(dataDir, readOwner(ownerFile)?.owner?.pid, brandName);
  }

  writeFileSync(pidFile, String(process.pid));
  let lost = false;
  const stopRefresher = startLockRefresher(
    { lockPath, ownerFile, token: me.token, updateMs: timings.updateMs },
    (err) => {
      lost = true;
      onCompromised(err);
    },
  );
  return async () => {
    await stopRefresher();
    if (lost || readOwner(ownerFile)?.owner?.token !== me.token) return;
    rmSync(pidFile, { force: true });
    rmSync(lockPath, { recursive: true, force: true });
  };
}
