import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { registerOverHttp } from "./mail";
import { freePort, serverEnv, startServer } from "./server";
import { startStandIns } from "./standIns";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** A registered account on the premium plan (groups need it). */
    premium: { email: string; password: string };
    /** The server's outbox folder (DATA_DIR/outbox), where the mails it sends are written. */
    outboxDir: string;
    /** A registered account made an operator with `npm run user:role` (administration pages). */
    operator: { email: string; password: string };
    /** The address search and data catalogue stand-ins' switch (`PUT ${standIns}/__down`, `/__up`). */
    standIns: string;
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

/** Starts the server the way `npm start` does (after the web build), on a fresh data directory. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), "soracity-e2e-"));
  const outbox = join(dataDir, "outbox");
  // The server's outside services (address search, PLATEAU's catalogue) are local stand-ins: no test goes online.
  const standIns = await startStandIns();
  const env = serverEnv(dataDir, await freePort(), {
    GEOCODER_URL: standIns.geocoderUrl,
    PLATEAU_API_URL: standIns.catalogueUrl,
  });
  let server = await startServer(env);
  const { baseUrl } = server;

  // A premium account: register over HTTP (opening the mailed link), then set the plan with the server's
  // `user:plan` CLI. With the embedded database that CLI needs DATA_DIR to itself, so the server stops for it
  // and starts again.
  // The operator account is made the same way with `user:role`.
  for (const account of [PREMIUM, OPERATOR]) {
    await registerOverHttp(baseUrl, outbox, account);
  }
  await server.stop();
  await serverCli(env, ["user:plan", PREMIUM.email, "premium"]);
  await serverCli(env, ["user:role", OPERATOR.email, "operator"]);
  server = await startServer(env);

  project.provide("baseUrl", baseUrl);
  project.provide("outboxDir", outbox);
  project.provide("premium", { email: PREMIUM.email, password: PREMIUM.password });
  project.provide("operator", { email: OPERATOR.email, password: OPERATOR.password });
  project.provide("standIns", standIns.control);
  return async () => {
    await server.stop(5000);
    await standIns.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
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
