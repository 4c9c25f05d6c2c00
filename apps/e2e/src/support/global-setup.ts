import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { registerOverHttp } from "./mail";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** A registered account on the premium plan (groups need it). */
    premium: { email: string; password: string };
    /** The server's outbox folder (DATA_DIR/outbox), where the mails it sends are written. */
    outboxDir: string;
    /** A registered account made an operator with `npm run user:role` (administration pages). */
    operator: { email: string; password: string };
  }
}

const PREMIUM = {
  email: "premium-e2e@example.jp",
  password: "Sora-City1!",
  family_name: "高橋",
  given_name: "健",
};

const OPERATOR = {
  email: "operator-e2e@example.jp",
  password: "Sora-City1!",
  family_name: "運営",
  given_name: "太郎",
};

const repoRoot = resolve(import.meta.dirname, "../../../..");

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early (${server.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`server not ready after 90 s:\n${log()}`);
}

/** Starts the server the way `npm start` does (after the web build), on a fresh data directory. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), "soracity-e2e-"));
  const outbox = join(dataDir, "outbox");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = "";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    // Many sign-ins from one IP within a minute: lift the per-IP limit (its own tests live in apps/server).
    RATE_LIMIT_AUTH: "1000",
    // No SMTP_URL: mails are written to DATA_DIR/outbox, with links to this server.
    PUBLIC_URL: baseUrl,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const start = async (): Promise<ChildProcess> => {
    const child = spawn("npm", ["run", "-s", "-w", "@soracity/server", "start"], {
      cwd: repoRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilReady(baseUrl, child, () => output);
    return child;
  };
  let server = await start();

  // A premium account: register over HTTP (opening the mailed link), then set the plan with the server's
  // `user:plan` CLI. With the embedded database that CLI needs DATA_DIR to itself, so the server stops for it
  // and starts again.
  // The operator account is made the same way with `user:role`.
  for (const account of [PREMIUM, OPERATOR]) {
    await registerOverHttp(baseUrl, outbox, account);
  }
  await stop(server);
  await serverCli(env, ["user:plan", PREMIUM.email, "premium"]);
  await serverCli(env, ["user:role", OPERATOR.email, "operator"]);
  server = await start();

  project.provide("baseUrl", baseUrl);
  project.provide("outboxDir", outbox);
  project.provide("premium", { email: PREMIUM.email, password: PREMIUM.password });
  project.provide("operator", { email: OPERATOR.email, password: OPERATOR.password });
  return async () => {
    await stop(server, 5000);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Stops the server's process group and waits for it to exit (at most `waitMs`). */
async function stop(server: ChildProcess, waitMs = 20_000): Promise<void> {
  if (server.exitCode !== null || !server.pid) return;
  const exited = new Promise((done) => server.once("exit", done));
  process.kill(-server.pid, "SIGTERM");
  await Promise.race([exited, new Promise((done) => setTimeout(done, waitMs))]);
}

/** `npm run -w @soracity/server <script> -- <args>` (user:plan, user:role), retried while DATA_DIR is still locked. */
async function serverCli(env: NodeJS.ProcessEnv, [script, ...args]: string[]): Promise<void> {
  let log = "";
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const cli = spawn("npm", ["run", "-s", "-w", "@soracity/server", script ?? "", "--", ...args], {
      cwd: repoRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    log = "";
    cli.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    cli.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const code = await new Promise<number | null>((done) => cli.once("exit", done));
    if (code === 0) return;
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`${script} failed:\n${log}`);
}
