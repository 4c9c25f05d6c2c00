// The production check (CI, after `npm test`): runs what the container image runs, where Docker cannot run.
// The compiled server, the built web app and the package manifests are copied into a clean temporary folder
// (the files the Dockerfile copies), installed there from the lockfile without devDependencies, pruned, made
// read-only, and started with the embedded database in a writable DATA_DIR. It must answer /readyz, serve the
// web app, sign in to the demo and compute the demo's shadow case on its prebuilt worker threads, stop cleanly
// on SIGTERM, and leave the app folder exactly as it was (root ignores `chmod a-w`, so the files are compared).
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { pruneInstall } from "./prune-install.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const started = Date.now();
const step = (text) =>
  console.log(`[check-production ${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);

/** What the image holds besides node_modules; keep in step with the COPY lines of the Dockerfile. */
const APP_FILES = [
  "package.json",
  "package-lock.json",
  ...["apps", "packages"].flatMap((dir) =>
    readdirSync(join(root, dir)).map((name) => `${dir}/${name}/package.json`),
  ),
  "apps/server/dist",
  "apps/server/drizzle",
  "apps/web/dist",
  "packages/citymodel/samples/citygml",
  "packages/citymodel/samples/ATTRIBUTION.md",
];

/** Every file under `dir` with its size and modification time, to see that a run wrote nothing there. */
function snapshot(dir) {
  const files = new Map();
  const walk = (abs) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const st = statSync(path);
        files.set(relative(dir, path), `${st.size}:${st.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return files;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

/** The server under test and its output (for the error messages). */
let server;
let output = "";

async function until(what, timeoutMs, probe) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output}`);
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  execFileSync(process.execPath, [join(root, "scripts/build.mjs"), "--if-changed"], {
    cwd: root,
    stdio: "inherit",
  });
  const work = mkdtempSync(join(tmpdir(), "soracity-production-"));
  const app = join(work, "app");
  const data = join(work, "data");
  mkdirSync(data);
  try {
    for (const file of APP_FILES) {
      mkdirSync(dirname(join(app, file)), { recursive: true });
      cpSync(join(root, file), join(app, file), { recursive: true });
    }
    step(`copied the app into ${app}; npm ci --omit=dev -w @soracity/server`);
    execFileSync(
      "npm",
      ["ci", "--omit=dev", "-w", "@soracity/server", "--prefer-offline", "--no-audit", "--no-fund"],
      {
        cwd: app,
        stdio: "inherit",
      },
    );
    pruneInstall(app);
    const size = execFileSync("du", ["-sm", join(app, "node_modules")], { encoding: "utf8" }).split("\t")[0];
    step(`production install: ${size} MB in node_modules`);
    for (const tool of ["esbuild", "tsx", "vite", "react", "cesium"]) {
      if (readdirSync(join(app, "node_modules")).includes(tool))
        throw new Error(`${tool} is in the production install`);
    }

    execFileSync("chmod", ["-R", "a-w", app]);
    const before = snapshot(app);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The environment of a container: no INIT_CWD (paths resolve against the app folder), no DATABASE_URL.
    const env = {
      PATH: process.env.PATH,
      HOME: work,
      NODE_ENV: "production",
      DATA_DIR: data,
      PORT: String(port),
    };
    Object.assign(env, { HOST: "127.0.0.1", DEMO: "true", LOG_LEVEL: "warn", ANALYSIS_THREADS: "2" });
    server = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/main.mjs"], {
      cwd: app,
      env,
    });
    server.stdout.on("data", (chunk) => (output += chunk));
    server.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise((resolve) => server.on("exit", (code) => resolve(code)));

    await until("/readyz", 300_000, async () => (await fetch(`${base}/readyz`)).ok);
    step("ready: /readyz answers 200");
    const home = await fetch(`${base}/`);
    if (!home.ok || !(await home.text()).includes('<div id="root"'))
      throw new Error(`GET / answered ${home.status}`);

    const signIn = await fetch(`${base}/api/demo/session`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: "{}",
    });
    if (!signIn.ok) throw new Error(`demo sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { link } = await signIn.json();
    const caseId = /case\/([0-9a-f-]{36})$/.exec(link)?.[1];
    if (!caseId) throw new Error(`the demo's landing link names no case: ${link}`);
    step(`signed in to the demo; waiting for its shadow case ${caseId}`);
    const result = await until("the demo's shadow result", 180_000, async () => {
      const res = await fetch(`${base}/api/cases/${caseId}/result`, { headers: { cookie } });
      return res.ok ? res.json() : undefined;
    });
    if (!Array.isArray(result.layers) || result.layers.length === 0)
      throw new Error("the result has no layers");
    step(`the demo's shadow case computed on the prebuilt threads (${result.run_time_ms} ms)`);

    server.kill("SIGTERM");
    const code = await exited;
    if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM:\n${output}`);
    const after = snapshot(app);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (f) => before.get(f) !== after.get(f),
    );
    if (changed.length > 0)
      throw new Error(`the server wrote into the app folder: ${changed.slice(0, 10).join(", ")}`);
    step("stopped cleanly; nothing written under the app folder");
  } finally {
    if (server && server.exitCode === null) server.kill("SIGKILL");
    execFileSync("chmod", ["-R", "u+w", work]);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`check-production failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
