import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
const TIMINGS = { staleMs: 1500, updateMs: 300 };

/** The fixture process holding the lock of `dataDir` (stale 1.5 s, heartbeat 0.3 s). */
function owner(dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/lib/data-dir-lock.fixture.ts", dataDir], {
    cwd: serverDir,
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const waitFor = async (text: string, timeoutMs = 60_000) => {
    const until = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (Date.now() > until || child.exitCode !== null) throw new Error(`no "${text}" in:\n${output}`);
      await sleep(50);
    }
  };
  return {
    child,
    exited,
    waitFor,
    output: () => output,
    send: (line: string) => child.stdin?.write(`${line}\n`),
  };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "soracity-lockblock-"));
  dirs.push(dir);
  return dir;
};
const tryLock = (dir: string) => lockDataDir(dir, "SoraCity", () => undefined, TIMINGS);

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("data directory lock under a blocked event loop", () => {
  it("is never taken over while its owner lives, even with its loop blocked 4x longer than stale", async () => {
    const dataDir = tempDir();
    const first = owner(dataDir);
    await first.waitFor("locked");
    first.send("block 6000");
    await sleep(2500); // past staleMs, the owner's loop still blocked
    const lockAge = Date.now() - statSync(path.join(dataDir, ".lock")).mtimeMs;
    expect(lockAge).toBeLessThan(TIMINGS.staleMs); // the heartbeat thread kept beating
    for (let i = 0; i < 3; i += 1) {
      const error = await tryLock(dataDir).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as DataDirLockedError).pid).toBe(first.child.pid);
      await sleep(800);
    }
    await first.waitFor("unblocked");
    await sleep(2 * TIMINGS.updateMs);
    expect(first.output()).not.toContain("compromised");
    first.send("release");
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, ".lock"))).toBe(false);
    const release = await tryLock(dataDir);
    await release();
  }, 120_000);

  it("takes a killed owner's lock at once, and a second taker in this process is refused", async () => {
    const dataDir = tempDir();
    const first = owner(dataDir);
    await first.waitFor("locked");
    first.child.kill("SIGKILL");
    await first.exited;
    const startedAt = Date.now();
    const release = await tryLock(dataDir);
    expect(Date.now() - startedAt).toBeLessThan(TIMINGS.staleMs);
    const again = await tryLock(dataDir).catch((err: unknown) => err);
    expect((again as DataDirLockedError).pid).toBe(process.pid);
    await release();
  }, 120_000);

  it("a lock without an owner file (an owner starting up) is refused until it is stale", async () => {
    const dataDir = tempDir();
    const release = await tryLock(dataDir);
    rmSync(path.join(dataDir, ".lock", "owner.json"));
    await expect(tryLock(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  });
});
