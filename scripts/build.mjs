// `npm run build`: the web app (Vite, apps/web/dist) and the compiled server (esbuild, apps/server/dist).
// `node scripts/build.mjs --if-changed` (what `npm start` runs) rebuilds each only when the content hash of its
// sources differs from the stamp its last build left in its output folder. Build-time tools (Vite, esbuild)
// are devDependencies: a production install (`npm ci --omit=dev`) runs the output and never this script.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const SERVER_DIST = join(root, "apps/server/dist");

/** The compiled server's entries besides the worker threads'. */
const SERVER_ENTRIES = [
  "apps/server/src/main.ts",
  "apps/server/src/worker.ts",
  "apps/server/src/cli/import.ts",
  "apps/server/src/cli/user-plan.ts",
  "apps/server/src/cli/user-role.ts",
];
/** The folders whose sources the server bundles (and whose thread entries it needs). */
const SERVER_SOURCES = [
  "apps/server/src",
  "packages/analysis/src",
  "packages/citymodel/src",
  "packages/engine/src",
];

/**
 * The worker-thread entries: every `new URL("./x.ts", import.meta.url)` in the server's sources (how the thread
 * pools name them), so a new one is compiled without a list to keep. Each is compiled to `<folder>-<file>.mjs`
 * (e.g. noise-worker.mjs), the name prebuiltThreadEntry (packages/engine/src/parallel/workerScript.ts) looks for.
 */
function threadEntries() {
  const entries = new Set();
  const visit = (abs) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) {
        if (!IGNORED_DIRS.has(entry.name) && entry.name !== "testing") visit(path);
      } else if (entry.name.endsWith(".ts") && !IGNORED_FILE.test(entry.name)) {
        // code lines only (a comment may show the pattern)
        const code = readFileSync(path, "utf8").replace(/^\s*(\/\/|\/?\*).*$/gm, "");
        for (const [, rel] of code.matchAll(/new URL\("(\.{1,2}\/[^"]+\.ts)", import\.meta\.url\)/g)) {
          if (existsSync(join(dirname(path), rel))) entries.add(join(dirname(path), rel));
        }
      }
    }
  };
  for (const dir of SERVER_SOURCES) visit(join(root, dir));
  return [...entries].sort();
}

/** Skipped when hashing sources: outputs, installs, tests and data files that are read at run time. */
const IGNORED_DIRS = new Set(["node_modules", "dist", ".vite", "test", "samples", "coverage", "abtmp"]);
const IGNORED_FILE = /\.(test|int\.test|e2e)\.tsx?$|\.tmp\.ts$|\.tsbuildinfo$/;

const TARGETS = {
  web: {
    stamp: join(root, "apps/web/dist/.build-stamp"),
    inputs: ["apps/web", "packages/contracts", "packages/engine"],
    // Vite inlines VITE_* variables into the bundle: another value is another build.
    env: () => Object.entries(process.env).filter(([k]) => k.startsWith("VITE_")),
    build: () =>
      execFileSync("npm", ["run", "-s", "-w", "@soracity/web", "build"], { cwd: root, stdio: "inherit" }),
  },
  server: {
    stamp: join(SERVER_DIST, ".build-stamp"),
    inputs: ["apps/server/src", "packages", "scripts/build.mjs"],
    env: () => [],
    build: buildServer,
  },
};

/** sha256 over the paths and contents of the target's sources, the lockfile and the build-time variables. */
function sourceHash(target) {
  const hash = createHash("sha256");
  const add = (abs) => {
    const st = statSync(abs);
    if (st.isDirectory()) {
      for (const name of readdirSync(abs).sort()) {
        if (!IGNORED_DIRS.has(name) && !IGNORED_FILE.test(name)) add(join(abs, name));
      }
    } else {
      hash
        .update(`${relative(root, abs).split(sep).join("/")}\0`)
        .update(readFileSync(abs))
        .update("\0");
    }
  };
  for (const input of [...target.inputs, "package-lock.json", "tsconfig.base.json"]) add(join(root, input));
  hash.update(JSON.stringify(target.env().sort()));
  return hash.digest("hex");
}

/**
 * Replaces `import.meta.url` in each of our source files by that file's own URL, relative to the bundle's
 * location: files found next to the sources (migrations, code lists, the city samples) resolve as they do
 * under tsx, wherever the app folder is copied to.
 */
const ownImportMetaUrl = {
  name: "own-import-meta-url",
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const fromDist = relative(SERVER_DIST, args.path).split(sep).join("/");
      return {
        contents: readFileSync(args.path, "utf8").replace(
          /\bimport\.meta\.url\b/g,
          `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

/** Our workspace packages (TypeScript sources) are bundled; every third-party package stays an import. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@soracity/") ? undefined : { path: args.path, external: true },
    );
  },
};

async function buildServer() {
  const esbuild = await import("esbuild");
  rmSync(SERVER_DIST, { recursive: true, force: true });
  const entryPoints = [
    ...SERVER_ENTRIES.map((file) => ({ in: join(root, file), out: basename(file, ".ts") })),
    ...threadEntries().map((file) => ({
      in: file,
      out: `${basename(dirname(file))}-${basename(file, ".ts")}`,
    })),
  ];
  const outs = entryPoints.map((e) => e.out);
  const twice = outs.filter((out, i) => outs.indexOf(out) !== i);
  if (twice.length > 0) throw new Error(`two entries compile to ${twice.join(", ")}: rename one`);
  const started = Date.now();
  const result = await esbuild.build({
    entryPoints,
    outdir: SERVER_DIST,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    keepNames: true,
    sourcemap: "linked",
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
    // Tells the thread pools they run compiled: their entries are the prebuilt files in this folder.
    banner: { js: 'globalThis[Symbol.for("soracity.dist")] = new URL(".", import.meta.url).href;' },
    plugins: [externalPackages, ownImportMetaUrl],
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.log(
    `Server compiled: ${entryPoints.length} entries, ${(bytes / 1e6).toFixed(1)} MB in apps/server/dist (${Date.now() - started} ms).`,
  );
}

const args = process.argv.slice(2);
const ifChanged = args.includes("--if-changed");
const names = args.filter((a) => !a.startsWith("--"));
for (const name of names.length > 0 ? names : Object.keys(TARGETS)) {
  const target = TARGETS[name];
  if (!target) throw new Error(`unknown build target ${name} (web, server)`);
  const hash = sourceHash(target);
  if (ifChanged && existsSync(target.stamp) && readFileSync(target.stamp, "utf8").trim() === hash) {
    console.log(`${name}: up to date (sources unchanged since the last build).`);
    continue;
  }
  await target.build();
  mkdirSync(dirname(target.stamp), { recursive: true });
  writeFileSync(target.stamp, `${hash}\n`);
}
