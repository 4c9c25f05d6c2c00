// Removes from a production install (`npm ci --omit=dev -w @soracity/server`) the files the server never reads:
// the Noto Sans JP weights other than the two the PDF report and PNG legend embed (FONT_REGULAR and FONT_BOLD
// in apps/server/src/modules/exports/exports.fonts.ts), 38 MB of the 49 MB package. Run by the Dockerfile and
// by scripts/check-production.mjs: `node scripts/prune-install.mjs <app folder>`.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const KEPT_WEIGHTS = new Set(["400Regular", "700Bold"]);

export function pruneInstall(appDir) {
  const fonts = join(appDir, "node_modules/@expo-google-fonts/noto-sans-jp");
  if (!existsSync(fonts)) throw new Error(`${fonts} is missing: is this a production install of the server?`);
  for (const weight of KEPT_WEIGHTS) {
    if (!existsSync(join(fonts, weight)))
      throw new Error(`${fonts} has no ${weight}: the PDF report needs it`);
  }
  for (const entry of readdirSync(fonts, { withFileTypes: true })) {
    if (entry.isDirectory() && /^\d00[A-Za-z]+$/.test(entry.name) && !KEPT_WEIGHTS.has(entry.name)) {
      rmSync(join(fonts, entry.name), { recursive: true });
    }
  }
  rmSync(join(fonts, "font-family.png"), { force: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: node scripts/prune-install.mjs <app folder>");
  pruneInstall(resolve(dir));
}
