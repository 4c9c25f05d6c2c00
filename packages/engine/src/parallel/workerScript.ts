import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type * as Esbuild from "esbuild";

/** How piscina starts a worker: the script and the Node options of its threads. */
export interface WorkerScript {
  filename: string;
  execArgv: string[];
}

/**
 * Bundles are written under the package's node_modules, so their bare imports (external packages) resolve
 * exactly as from the sources.
 */
const CACHE_DIR = fileURLToPath(new URL("../../node_modules/.cache/soracity-workers/", import.meta.url));
/** Older bundles of the same worker are removed after this long (a running process may still use one). */
const STALE_MS = 24 * 3600 * 1000;

const scripts = new Map<string, WorkerScript>();

/** Set by the compiled server's bundles (scripts/build.mjs): the URL of the folder they were loaded from. */
const DIST = Symbol.for("soracity.dist");

/**
 * The prebuilt script of a TypeScript thread entry when this code runs compiled (`npm run build`, then
 * `npm start`): `<folder>-<file>.mjs` next to the bundle, e.g. noise-worker.mjs for noise/worker.ts. Undefined
 * when running from the sources (tsx, tests), where the entry is bundled on first use instead.
 */
export function prebuiltThreadEntry(entry: URL): string | undefined {
  const dist = (globalThis as Record<symbol, unknown>)[DIST];
  if (typeof dist !== "string") return undefined;
  const source = fileURLToPath(entry);
  const file = fileURLToPath(new URL(`${basename(dirname(source))}-${basename(source, ".ts")}.mjs`, dist));
  if (!existsSync(file)) throw new Error(`${file} is missing from the compiled server: run npm run build`);
  return file;
}

/**
 * The script for a worker thread. A TypeScript worker is bundled once per process into one plain ES module
 * (its local imports inlined, packages left external) with esbuild (a devDependency), and the
 * threads run that without any loader. Why: in worker threads on Node 20, tsx loads TypeScript as CommonJS
 * one file at a time, so every imported name read in a hot loop becomes a getter call; the noise workers
 * ran 1.5-2x slower per path than the main thread. Falls back to loading the .ts through tsx when bundling
 * is not possible (esbuild missing, read-only tree). The compiled server runs the prebuilt entry instead.
 */
export function workerScript(workerUrl: URL): WorkerScript {
  if (!workerUrl.pathname.endsWith(".ts")) return { filename: workerUrl.href, execArgv: [] };
  const prebuilt = prebuiltThreadEntry(workerUrl);
  if (prebuilt) return { filename: prebuilt, execArgv: ["--enable-source-maps"] };
  let script = scripts.get(workerUrl.href);
  if (!script) {
    try {
      script = { filename: bundle(fileURLToPath(workerUrl)), execArgv: ["--enable-source-maps"] };
    } catch {
      script = { filename: workerUrl.href, execArgv: ["--import", "tsx"] };
    }
    scripts.set(workerUrl.href, script);
  }
  return script;
}

/** Writes the bundle of `entry` (named by its content hash, so concurrent processes agree) and returns its path. */
function bundle(entry: string): string {
  const esbuild = createRequire(import.meta.url)("esbuild") as typeof Esbuild;
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "node",
    target: `node${process.versions.node}`,
    packages: "external",
    sourcemap: "inline",
    sourcesContent: false,
    outdir: CACHE_DIR,
    write: false,
    logLevel: "silent",
  });
  const code = outputFiles[0]?.contents;
  if (!code) throw new Error(`no bundle for ${entry}`);
  const name = `${basename(dirname(entry))}-${basename(entry, ".ts")}`; // e.g. noise-worker
  const file = join(CACHE_DIR, `${name}-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    removeStale(name);
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file); // atomic: another process never loads a half-written bundle
  }
  return file;
}

function removeStale(name: string): void {
  const now = Date.now();
  for (const other of readdirSync(CACHE_DIR)) {
    if (!other.startsWith(`${name}-`)) continue;
    const path = join(CACHE_DIR, other);
    try {
      if (now - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
    } catch {
      // removed meanwhile by another process
    }
  }
}
