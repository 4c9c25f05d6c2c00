import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

const PREFIX = "virtual:texts/";
const LANGUAGES = ["ja", "en"];
const PARTS = ["landing", "rest"];

/**
 * Serves `virtual:texts/<language>/<part>`: the sections (top-level keys) of `<dir>/<language>.json` that the
 * landing page shows (part `landing`) or all the others (`rest`), so the landing page loads only what it
 * shows before its first paint. The JSON files stay whole for the people and the tests that read them.
 */
export function textSections(dir: string, landing: readonly string[]): Plugin {
  return {
    name: "soracity:text-sections",
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [language = "", part = ""] = id.slice(PREFIX.length + 1).split("/");
      if (!LANGUAGES.includes(language) || !PARTS.includes(part))
        throw new Error(`unknown texts module ${id}`);
      const file = join(dir, `${language}.json`);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      const picked = Object.entries(texts).filter(
        ([section]) => landing.includes(section) === (part === "landing"),
      );
      // A JSON string parses faster than the same object literal (V8).
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(picked)))});`;
    },
  };
}
