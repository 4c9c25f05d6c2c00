import { Worker } from "node:worker_threads";

/**
 * The lock's heartbeat runs on its own thread (plain JavaScript, so no bundle is needed): it touches the lock
 * directory's mtime every `updateMs` and checks that the owner file still holds our token. A main thread
 * blocked for any time (a huge synchronous parse, a GC storm) therefore never lets the lock look stale.
 */
const SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const fs = require("node:fs");
const { lockPath, ownerFile, token, updateMs } = workerData;
const timer = setInterval(() => {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerFile, "utf8"));
    if (owner.token !== token) throw new Error("another process holds the lock now");
    const now = new Date();
    fs.utimesSync(lockPath, now, now);
  } catch (err) {
    clearInterval(timer);
    parentPort.postMessage(err && err.message ? err.message : String(err));
  }
}, updateMs);
`;

export interface RefresherOptions {
  lockPath: string;
  ownerFile: string;
  token: string;
  updateMs: number;
}

/** Starts the heartbeat thread; `onLost` gets why the lock was lost. Resolves to a stop function. */
export function startLockRefresher(
  options: RefresherOptions,
  onLost: (err: Error) => void,
): () => Promise<void> {
  const worker = new Worker(SOURCE, { eval: true, workerData: options });
  worker.unref(); // the heartbeat alone never keeps the process alive
  worker.on("message", (message: unknown) => onLost(new Error(String(message))));
  worker.on("error", (err) => onLost(err));
  return async () => {
    worker.removeAllListeners("message");
    worker.removeAllListeners("error");
    await worker.terminate();
  };
}
