import { cp, readdir, stat } from "node:fs/promises";
import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, join, normalize, resolve, sep } from "node:path";
import type { Plugin } from "vite";

/** Where the viewer finds Cesium's static files (window.CESIUM_BASE_URL); the server serves dist/ as is. */
export const CESIUM_BASE = "/cesium/";
/** The folders CesiumJS loads at run time: textures (Natural Earth II), web workers, their WASM, CSS. */
const FOLDERS = ["Assets", "Workers", "ThirdParty", "Widgets"];

const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
};

function cesiumBuildDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("cesium/package.json")), "Build", "Cesium");
}

/** Bytes of a folder tree (a figure for the build log). */
async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  return total;
}

/**
 * Serves CesiumJS's run-time files from our own bundle: copies them to dist/cesium after the build (a plain
 * recursive copy of about 8 MB: no transform, about a second), and serves them from node_modules in dev. Nothing
 * is fetched from a CDN or Cesium ion.
 */
export function cesiumAssets(): Plugin {
  const source = cesiumBuildDir();
  let outDir = "dist";
  return {
    name: "soracity:cesium-assets",
    configResolved(config) {
      // resolve, not join: an absolute --outDir (a private build in /tmp) is taken as it is.
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const target = join(outDir, CESIUM_BASE);
      for (const folder of FOLDERS) await cp(join(source, folder), join(target, folder), { recursive: true });
      this.info(`copied Cesium's ${FOLDERS.join(", ")} (${((await sizeOf(target)) / 1e6).toFixed(1)} MB)`);
    },
    configureServer(server) {
      server.middlewares.use(CESIUM_BASE, (req, res, next) => {
        const path = normalize(join(source, decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/")));
        if (!path.startsWith(source + sep) || !FOLDERS.some((f) => path.startsWith(join(source, f) + sep)))
          return next();
        stat(path)
          .then((s) => {
            if (!s.isFile()) return next();
            res.setHeader("content-type", TYPES[extname(path)] ?? "application/octet-stream");
            createReadStream(path).pipe(res);
          })
          .catch(() => next());
      });
    },
  };
}
