import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), the fields this reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest keys of what the landing page loads before its first paint: the entry (index.html), the home
 * page's lazy route module and the landing part of the Japanese texts (the larger language).
 */
export const LANDING_ROOTS = ["index.html", "src/pages/home/HomePage.tsx", "virtual:texts/ja/landing"];

/** The JS files a browser loads for the given roots before first paint: the roots and their static imports. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith(".js"));
}

/** Gzipped bytes of each landing-page JS file of a build in `distDir`, largest first. */
export function landingJs(distDir: string): { file: string; gzip: number }[] {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
  return staticClosure(manifest, LANDING_ROOTS)
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file))).length }))
    .sort((a, b) => b.gzip - a.gzip);
}
