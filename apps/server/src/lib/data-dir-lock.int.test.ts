import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "soracity-lock-"));
const children: ChildProcess[] = [];

/** Starts `src/main.ts` on the embedded database in `dataDir` (a real server process). */
function start(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn", DATABASE_URL: "" },
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const waitFor = async (text: string, timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (Date.now() > until || child.exitCode !== null) throw new Error(`no "${text}" in:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

// The lock guards the embedded database only; the PostgreSQL tier (DATABASE_URL set) has nothing to add here.
describe.skipIf(Boolean(process.env.DATABASE_URL))("data directory lock", () => {
  it("refuses a second process on the same DATA_DIR, and the first stops cleanly on SIGTERM", async () => {
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    const first = start(port);
    await first.waitFor("create an account at", 240_000);
    expect(first.output()).toContain(
      `Open http://localhost:${port} – create an account at http://localhost:${port}/jp/register`,
    );

    const startedAt = Date.now();
    const second = start(port + 1);
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`SoraCity is already running on ${dataDir} (pid ${first.child.pid})`);
    // It gave up at once instead of waiting for the lock (allow for tsx start-up on a busy machine).
    expect(Date.now() - startedAt).toBeLessThan(60_000);

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(readFileSync(path.join(dataDir, "server.pid"), "utf8")).toBe(String(first.child.pid));

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, ".lock"))).toBe(false);
    expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  }, 300_000);
});
