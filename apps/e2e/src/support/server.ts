import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** A server process started the way `npm start` starts it (the web build must exist). */
export interface ServerProcess {
  baseUrl: string;
  /** Stops its process group and waits for it to exit (at most `waitMs`); DATA_DIR stays. */
  stop: (waitMs?: number) => Promise<void>;
}

/**
 * A server of its own on a fresh data directory, for tests that need another configuration than the shared one
 * (e.g. GTM_ID) and for the manual's screenshot script; `stop` also removes its data directory.
 */
export interface OwnServer {
  baseUrl: string;
  /** Its DATA_DIR (mails land in `outbox/` as .eml files). */
  dataDir: string;
  stop: () => Promise<void>;
}

const repoRoot = resolve(import.meta.dirname, "../../../..");

export async function freePort(): Promise<number> {
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

/** The server's environment: embedded database in `dataDir`, mails to its outbox with links to `baseUrl`. */
export function serverEnv(
  dataDir: string,
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    // Many sign-ins from one IP within a minute: lift the per-IP limit (its own tests live in apps/server).
    RATE_LIMIT_AUTH: "1000",
    // No SMTP_URL: mails are written to DATA_DIR/outbox, with links to this server.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Browser tests never reach the internet: no city-model fetching from PLATEAU (a test may pass its stand-in).
    PLATEAU_API_URL: "",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return env;
}

/** Starts `npm start` of the server with `env` (see serverEnv) and waits until /readyz answers. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${env.PORT ?? ""}`;
  let output = "";
  const child = spawn("npm", ["run", "-s", "-w", "@soracity/server", "start"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async (waitMs = 20_000) => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((done) => child.once("exit", done));
    process.kill(-child.pid, "SIGTERM");
    await Promise.race([exited, new Promise((done) => setTimeout(done, waitMs))]);
  };
  try {
    await waitUntilReady(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

export async function startOwnServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "soracity-own-"));
  try {
    const server = await startServer(serverEnv(dataDir, await freePort(), extraEnv));
    const stop = async () => {
      await server.stop(10_000);
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { baseUrl: server.baseUrl, dataDir, stop };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
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
