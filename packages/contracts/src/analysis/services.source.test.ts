import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SERVICE_TYPES } from "../masters";

// No code compares a service type outside the registries (issue 23): what differs between services is an
// entry of a registry keyed by service type, so a new service is a compile error wherever it lacks one,
// never a silent fall into another service's branch. This test reads the repository's TypeScript sources.

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const FOLDERS = ["apps", "packages", "plugins", "bench", "scripts"];

/** The registries: the only places where a service type may be named in a comparison. */
const REGISTRIES = new Set([
  "packages/contracts/src/analysis/services.ts",
  "packages/analysis/src/services.ts",
  "apps/web/src/features/analysis/services.tsx",
]);

/**
 * Files that still compare service types, to be moved onto the registries next (issue 23): the server's
 * exports and analysis modules.
 * Empty this list; never add to it.
 */
const NOT_YET_ON_THE_REGISTRIES = new Set(["apps/server/src/modules/analysis/analysis.runner.ts"]);

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) yield path;
  }
}

const literal = `["'\`](?:${SERVICE_TYPES.join("|")})["'\`]`;
/** `x === "hikage"`, `"noise" !== x`, `case "vibration":`, and SQL filters `eq(cases.serviceType, "noise")`. */
const SERVICE_COMPARISON = new RegExp(
  [
    `(?:[!=]==?\\s*${literal})`,
    `(?:${literal}\\s*[!=]==?)`,
    `(?:\\bcase\\s+${literal}\\s*:)`,
    `(?:\\b(?:eq|ne)\\(\\s*[\\w.]+\\s*,\\s*${literal}\\s*\\))`,
  ].join("|"),
);

/** `file:line: text` of every comparison with a service type literal in `text`. */
function comparisons(file: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) => (SERVICE_COMPARISON.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe("service types are compared only in the registries", () => {
  it("finds no comparison with a service type literal elsewhere", () => {
    const found: string[] = [];
    const cleared: string[] = [];
    for (const folder of FOLDERS.filter((f) => existsSync(join(ROOT, f))))
      for (const path of sources(join(ROOT, folder))) {
        const file = relative(ROOT, path).split("\\").join("/");
        if (REGISTRIES.has(file) || file.endsWith("services.source.test.ts")) continue;
        const hits = comparisons(file, readFileSync(path, "utf8"));
        if (!NOT_YET_ON_THE_REGISTRIES.has(file)) found.push(...hits);
        else if (hits.length === 0) cleared.push(file);
      }
    expect(found).toEqual([]);
    // A file moved onto the registries leaves the list.
    expect(cleared).toEqual([]);
  });

  it("recognises each form of comparison", () => {
    expect(comparisons("a.ts", 'if (s === "hikage") x();')).toHaveLength(1);
    expect(comparisons("a.ts", "return 'noise' !== service;")).toHaveLength(1);
    expect(comparisons("a.tsx", 'case "vibration":')).toHaveLength(1);
    expect(comparisons("a.ts", '.where(eq(cases.serviceType, "hikage"))')).toHaveLength(1);
    expect(comparisons("a.ts", "ne(c.serviceType, 'noise')")).toHaveLength(1);
    expect(comparisons("a.ts", 'const names = { hikage: "日影" }; label("noise");')).toEqual([]);
  });
});
