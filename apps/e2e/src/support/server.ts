import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * A server of its own, started the way `npm start` starts it (the web build must exist) on a fresh data
 * directory, for tests that need another configuration than the shared one (e.g. GTM_ID) and for the
 * manual's screenshot script.
 */
export interface OwnServer {
  baseUrl: string;
  /** Its DATA_DIR (mails land in `outbox/` as .eml files). */
  dataDir: string;
  stop: () => Promise<void>;
}

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
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`server not ready after 90 s:\n${log()}`);
}

export async function startOwnServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "soracity-own-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    RATE_LIMIT_AUTH: "1000",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  let output = "";
  const child = spawn("npm", ["run", "-s", "-w", "@soracity/server", "start"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((done) => child.once("exit", done));
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

/** The registration link mailed to `email` (from the outbox), waiting for it to be written. */
export async function registrationToken(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, "outbox");
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(".eml")) : [];
    for (const name of files.sort().reverse()) {
      // Quoted-printable bodies: undo soft line breaks and the encoded "=" before looking for the link.
      const text = readFileSync(join(outbox, name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!text.includes(email)) continue;
      const token = /register\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`no registration mail for ${email} in ${outbox}`);
}
