import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import { describe, expect, it } from "vitest";
import type { NoiseScene } from "../noise/scene";
import type { TileTask } from "../noise/worker";
import { shareScene } from "../noise/worker";
import { prebuiltThreadEntry, workerScript } from "./workerScript";

describe("workerScript", () => {
  it("bundles a TypeScript worker into one ES module that threads load without tsx", async () => {
    const url = new URL("../noise/worker.ts", import.meta.url);
    const script = workerScript(url);
    expect(script.filename).toMatch(/noise-worker-[0-9a-f]{16}\.mjs$/);
    expect(existsSync(script.filename)).toBe(true);
    expect(script.execArgv).not.toContain("tsx");
    // local modules are inlined: the only imports left are packages or node built-ins
    const imports = [...readFileSync(script.filename, "utf8").matchAll(/^import .* from "([^"]+)";$/gm)];
    expect(imports.map((m) => m[1]).filter((s) => s?.startsWith("."))).toEqual([]);
    expect(workerScript(url)).toBe(script);

    const pool = new Piscina({ ...script, maxThreads: 1 });
    try {
      const scene: NoiseScene = {
        sources: [{ x: 0, y: 0, z: 1, lw: 100 }],
        buildings: [{ footprint: [[10, -5], [12, -5], [12, 5], [10, 5]], height: 8 }], // prettier-ignore
      };
      const tile: TileTask = {
        kind: "tile",
        key: "test",
        scene: shareScene(scene),
        x: Float64Array.of(20),
        y: Float64Array.of(0),
        z: Float64Array.of(4),
        perBand: false,
        views: [],
      };
      const levels = (await pool.run(tile)) as { LA: Float32Array };
      expect(levels.LA[0]).toBeGreaterThan(0);
    } finally {
      await pool.destroy();
    }
  });

  it("leaves a JavaScript worker as it is", () => {
    const url = new URL("file:///somewhere/worker.mjs");
    expect(workerScript(url)).toEqual({ filename: url.href, execArgv: [] });
  });
});

describe("prebuiltThreadEntry", () => {
  const DIST = Symbol.for("soracity.dist");
  const globals = globalThis as Record<symbol, unknown>;

  it("is undefined from the sources, and the bundle's neighbour <folder>-<file>.mjs when compiled", () => {
    const url = new URL("../noise/worker.ts", import.meta.url);
    expect(prebuiltThreadEntry(url)).toBeUndefined();
    const dist = mkdtempSync(join(tmpdir(), "soracity-dist-"));
    try {
      globals[DIST] = `${pathToFileURL(dist).href}/`;
      expect(() => prebuiltThreadEntry(url)).toThrow(/noise-worker\.mjs is missing from the compiled server/);
      writeFileSync(join(dist, "noise-worker.mjs"), "export default () => 1;\n");
      expect(prebuiltThreadEntry(url)).toBe(join(dist, "noise-worker.mjs"));
      // workerScript never bundles then: the threads run the prebuilt file
      expect(workerScript(url)).toEqual({
        filename: join(dist, "noise-worker.mjs"),
        execArgv: ["--enable-source-maps"],
      });
    } finally {
      delete globals[DIST];
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
