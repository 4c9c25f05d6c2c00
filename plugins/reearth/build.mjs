// Builds the plugin into dist/: reearth.yml and soracity-share.js (the widget script with its UI inlined).
// Uses esbuild, which the monorepo already has (Vite's and tsx's). Zip dist/'s contents to install.
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, "dist");
const common = {
  bundle: true,
  write: false,
  format: "iife",
  target: "es2020",
  charset: "utf8",
  minify: true,
};

const ui = await build({ ...common, entryPoints: [join(root, "src/ui.ts")] });
const css = await readFile(join(root, "src/ui.css"), "utf8");
const uiJs = ui.outputFiles[0].text.replace(/<\/script/gi, "<\\/script");
const html = `<style>${css}</style><script>${uiJs}</script>`;
const widget = await build({
  ...common,
  entryPoints: [join(root, "src/widget.ts")],
  define: { __UI_HTML__: JSON.stringify(html) },
});
await mkdir(dist, { recursive: true });
await writeFile(join(dist, "soracity-share.js"), widget.outputFiles[0].text);
await copyFile(join(root, "reearth.yml"), join(dist, "reearth.yml"));
console.log(
  `plugins/reearth/dist: reearth.yml, soracity-share.js (${widget.outputFiles[0].text.length} bytes)`,
);
