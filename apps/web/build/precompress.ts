import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** Files the server would compress anyway (text, JSON, WebAssembly); images and fonts are compressed already. */
const EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".cjs",
  ".css",
  ".html",
  ".json",
  ".svg",
  ".xml",
  ".wasm",
  ".txt",
]);
/** As the server's threshold (apps/server/src/plugins/compression.ts): smaller files go out as they are. */
const MIN_BYTES = 1024;
/** A compressed copy must save at least this share of the file to be worth a second request path. */
const MIN_SAVING = 0.1;
/**
 * Brotli quality 9: the Cesium chunk (3.8 MB) in about 4 s to 857 kB; 11, the best, takes about 8 times as long
 * for 10 % fewer bytes (771 kB), and the build runs on every start whose sources changed.
 */
const BROTLI_QUALITY = 9;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `name.br` (brotli, quality 9) and `name.gz` (gzip level 9) next to each text file of `dir` of 1 KiB or
 * more, where they save at least 10 %; the server sends them as they are to a browser that accepts them
 * (@fastify/static `preCompressed`), so no file is compressed per request. zlib's work runs on libuv's threads,
 * a few files at a time.
 */
export async function precompress(dir: string): Promise<PrecompressSummary> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && EXTENSIONS.has(extname(entry.name))) files.push(join(entry.parentPath, entry.name));
  }
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const one = async (file: string) => {
    if ((await stat(file)).size < MIN_BYTES) return;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    if (gz.length > bytes.length * (1 - MIN_SAVING)) return;
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    summary.files += 1;
    summary.bytes += bytes.length;
    summary.brotliBytes += br.length;
    summary.gzipBytes += gz.length;
  };
  const queue = [...files];
  const lanes = Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await one(file);
  });
  await Promise.all(lanes);
  return summary;
}

/** Precompresses the build's output (Cesium's copied files included) once everything is written. */
export function precompressBuild(): Plugin {
  let outDir = "dist";
  return {
    name: "soracity:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const started = performance.now();
        const s = await precompress(outDir);
        const mb = (n: number) => (n / 1e6).toFixed(1);
        this.info(
          `precompressed ${s.files} files (${mb(s.bytes)} MB -> br ${mb(s.brotliBytes)} MB, gzip ${mb(s.gzipBytes)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
