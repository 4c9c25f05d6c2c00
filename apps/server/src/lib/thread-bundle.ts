import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { prebuiltThreadEntry } from "@soracity/engine";
import type * as Esbuild from "esbuild";

/** Bundles live under the server's node_modules, so their external imports resolve as from the sources. */
const CACHE_DIR = fileURLToPath(new URL("../../node_modules/.cache/soracity-threads/", import.meta.url));

/**
 * A worker-thread script for a TypeScript entry: one ES module with our own code (the server's and the
 * workspace packages') inlined and third-party packages left external. Node 20 cannot load TypeScript in a
 * worker thread of this ESM package (tsx's hooks do not reach it), so the thread runs the bundle instead.
 * Each source file keeps its own `import.meta.url`, so the engines' `new URL("./worker.ts", import.meta.url)`
 * still finds their worker sources (which they bundle in turn). Written once per content hash, atomically.
 * The compiled server (`npm run build`) never bundles at run time: it runs the entry prebuilt next to it.
 */
export async function threadBundle(entry: URL): Promise<string> {
  const prebuilt = prebuiltThreadEntry(entry);
  if (prebuilt) return prebuilt;
  const esbuild: typeof Esbuild = await import("esbuild");
  const keepImportMetaUrl: Esbuild.Plugin = {
    name: "keep-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => ({
        contents: readFileSync(args.path, "utf8").replace(
          /\bimport\.meta\.url\b/g,
          JSON.stringify(pathToFileURL(args.path).href),
        ),
        loader: "ts",
      }));
    },
  };
  const ownCode: Esbuild.Plugin = {
    name: "external-packages",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith("@soracity/") ? undefined : { path: args.path, external: true },
      );
    },
  };
  const { outputFiles } = await esbuild.build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: "esm",
    platform: "node",
    target: `node${process.versions.node}`,
    sourcemap: "inline",
    sourcesContent: false,
    outdir: CACHE_DIR,
    write: false,
    logLevel: "silent",
    plugins: [ownCode, keepImportMetaUrl],
  });
  const code = outputFiles[0]?.contents;
  if (!code) throw new Error(`no bundle for ${entry.href}`);
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const file = join(CACHE_DIR, `${basename(fileURLToPath(entry), ".ts")}-${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}
