import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { samplePath } from "../testing/samples";
import { main } from "./main";

/** The CLI's `main` in process: what it printed and its exit status. */
async function run(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const status = await main(args, {
    stdout: { write: (text: string) => ((stdout += text), true), once: () => undefined },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { status, stdout, stderr };
}

describe("citymodel CLI", { timeout: 60_000 }, () => {
  it("info prints the summary of a CityGML file (figures counted in the file with Python)", async () => {
    const r = await run("info", samplePath("citygml", "tokyo23_2022_53392633_bldg_6697_2_op_builder.gml"));
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

  it("geojson prints a FeatureCollection of footprints with heights", async () => {
    const r = await run("geojson", samplePath("shapefile", "osaka_suminoe_bldg_footprints_6674_shp.zip"));
    expect(r.status).toBe(0);
    const fc = JSON.parse(r.stdout) as { type: string; features: { properties: { height: number } }[] };
    expect(fc.type).toBe("FeatureCollection");
    expect(fc.features).toHaveLength(537);
    expect(Math.max(...fc.features.map((f) => f.properties.height))).toBe(44);
  });

  it("reports a rejected file with its code and exit status 1, nothing on stdout", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cm-cli-"));
    const bad = join(dir, "bad.gml");
    writeFileSync(bad, "<core:CityModel><unclosed></core:CityModel>");
    const r = await run("geojson", bad);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("error malformed_xml");
    expect(r.stdout).toBe("");
    expect((await run("frobnicate", bad)).status).toBe(2);
    const noOut = await run("shadow-city", bad);
    expect(noOut.status).toBe(2);
    expect(noOut.stderr).toContain("--out <dir>");
    rmSync(dir, { recursive: true, force: true });
  });

  // One real process, as `npm run -s citymodel -- info <file>` runs it (package.json "cli").
  it("runs as a process (smoke test)", { timeout: 60_000 }, () => {
    const bin = fileURLToPath(new URL("./bin.ts", import.meta.url));
    const file = samplePath("citygml", "tokyo23_53392546_bldg_6697_2_op_unitysdk.gml");
    const r = spawnSync(process.execPath, ["--import", "tsx", bin, "info", file], { encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ buildings: 1 });
  });
});
