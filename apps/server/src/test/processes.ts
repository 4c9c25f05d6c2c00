import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

/** A child process of the server package (`src/main.ts` or `src/worker.ts`) with its output collected. */
export interface Spawned {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  waitFor(text: string, timeoutMs: number): Promise<void>;
}

/** Starts a server script through tsx, as `npm start` / `npm run worker` do, with extra environment. */
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
