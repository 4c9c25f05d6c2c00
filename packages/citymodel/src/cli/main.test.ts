import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { samplePath } from "../testing/samples";

const main = fileURLToPath(new URL("./main.ts", import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", main, ...args], { encoding: "utf8" });

// Each case starts a Node process with tsx: slow on a shared machine, hence the long timeout.
describe("citymodel CLI", { timeout: 60_000 }, () => {
  it("info prints the summary of a CityGML file (figures counted in the file with Python)", () => {
    const r = run("info", samplePath("citygml", "tokyo23_2022_53392633_bldg_6697_2_op_builder.gml"));
    expect(r.status).toBe(0);
    const info = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(info).toMatchObject({
      buildings: 9,
      buildingParts: 0,
      lods: [0, 1, 2],
      heightMin: 4.3,
      heightMax: 48.7,
      missingMeasuredHeight: 0,
    });
    const bbox = info.bbox as number[];
    [139.7937161473363, 35.53265521147369, 139.7964326572955, 35.53350415237241].forEach((v, i) =>
      expect(bbox[i]).toBeCloseTo(v, 9),
    );
  });

  it("geojson prints a FeatureCollection of footprints with heights", () => {
    const r = run("geojson", samplePath("shapefile", "osaka_suminoe_bldg_footprints_6674_shp.zip"));
    expect(r.status).toBe(0);
    const fc = JSON.parse(r.stdout) as { type: string; features: { properties: { height: number } }[] };
    expect(fc.type).toBe("FeatureCollection");
    expect(fc.features).toHaveLength(537);
    expect(Math.max(...fc.features.map((f) => f.properties.height))).toBe(44);
  });

  it("reports a rejected file with its code and exit status 1, nothing on stdout", () => {
    const dir = mkdtempSync(join(tmpdir(), "cm-cli-"));
    const bad = join(dir, "bad.gml");
    writeFileSync(bad, "<core:CityModel><unclosed></core:CityModel>");
    const r = run("geojson", bad);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("error malformed_xml");
    expect(r.stdout).toBe("");
    expect(run("frobnicate", bad).status).toBe(2);
    const noOut = run("shadow-city", bad);
    expect(noOut.status).toBe(2);
    expect(noOut.stderr).toContain("--out <dir>");
    rmSync(dir, { recursive: true, force: true });
  });
});
