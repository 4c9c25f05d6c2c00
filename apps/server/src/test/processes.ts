import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tokenFromMail, waitForOutboxMail } from "./mail";
import { registration } from "./test-app";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

/** A child process of the server package (`src/main.ts` or `src/worker.ts`) with its output collected. */
export interface Spawned {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  waitFor(text: string, timeoutMs: number): Promise<void>;
}

/** Starts a server script from its sources through tsx (`npm run dev` / `worker:dev`), with extra environment. */
export function spawnServerScript(
  script: "src/main.ts" | "src/worker.ts",
  env: Record<string, string>,
): Spawned {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    waitFor: async (text, timeoutMs) => {
      const until = Date.now() + timeoutMs;
      while (!output.includes(text)) {
        if (Date.now() > until || child.exitCode !== null) throw new Error(`no "${text}" in:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** A signed-in HTTP client of a running server (cookie session, same-origin header for the CSRF check). */
export class HttpUser {
  private cookie = "";

  constructor(private readonly base: string) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        origin: this.base,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const sid = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
    if (sid) this.cookie = sid.split(";")[0] ?? "";
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
  }

  async ok<T>(
    method: string,
    path: string,
    body?: unknown,
    status = method === "POST" ? 201 : 200,
  ): Promise<T> {
    const res = await this.call(method, path, body);
    if (res.status !== status)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json as T;
  }
}

/**
 * Registers and confirms a user on a running server whose mails are files in `dataDir`/outbox, with a workspace
 * and a project at `site` (city code null); returns the signed-in client and the project id.
 */
export async function signUpOverHttp(
  base: string,
  dataDir: string,
  site: { lon: number; lat: number },
): Promise<{ user: HttpUser; projectId: string }> {
  const user = new HttpUser(base);
  const account = registration();
  await user.ok("POST", "/api/auth/register", account, 202);
  const mail = await waitForOutboxMail(path.join(dataDir, "outbox"), account.email);
  await user.ok("POST", "/api/auth/register/confirm", { token: tokenFromMail(mail, "/register/confirm") });
  const ws = await user.ok<{ id: string }>("POST", "/api/workspaces", { name: "W" });
  const project = await user.ok<{ id: string }>("POST", `/api/workspaces/${ws.id}/projects`, {
    project_name: "P",
    services: ["hikage"],
    site: { ...site, city_code: null },
  });
  return { user, projectId: project.id };
}
