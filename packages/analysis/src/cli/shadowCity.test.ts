import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readBuildingsFromFile } from "@soracity/citymodel";
import type { Building } from "@soracity/citymodel";
import { metresPerDegree } from "@soracity/engine/geometry";
import { afterAll, describe, expect, it } from "vitest";
import { SiteFrame } from "../frame";
import { inputFiles, reachPerMetre, shadowCity } from "./shadowCity";
import type { ShadowCityResult } from "./shadowCity";
import { layerOf, parseShadowCityArgs, shadowCityCommand } from "./shadowCityCommand";

const TOKYO = fileURLToPath(
  new URL("../../../citymodel/samples/citygml/tokyo23_53394525_bldg_6697_2_op_unitysdk.gml", import.meta.url),
);
const dir = mkdtempSync(join(tmpdir(), "an-shadow-city-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Top (largest y) and bottom of a ring where the vertical line x = cx crosses it. */
function crossings(ring: readonly (readonly [number, number])[], cx: number): [number, number] {
  const ys: number[] = [];
  ring.forEach(([x0, y0], k) => {
    const [x1, y1] = ring[(k + 1) % ring.length];
    if ((x0 - cx) * (x1 - cx) < 0) ys.push(y0 + ((cx - x0) / (x1 - x0)) * (y1 - y0));
  });
  return [Math.min(...ys), Math.max(...ys)];
}

/** The shade-hours grid of a run (the pipeline's `shade_hours` layer) and its spec. */
function hoursGrid(run: ShadowCityResult) {
  const layer = layerOf(run, "shade_hours");
  const [originX = 0, originY = 0] = layer.meta.bbox_local as number[];
  const g = {
    nx: layer.meta.nx as number,
    ny: layer.meta.ny as number,
    spacing: layer.meta.spacing_m as number,
  };
  const hours = new Float32Array(layer.data.slice().buffer);
  const at = (x: number, y: number) =>
    hours[Math.round((y - originY) / g.spacing) * g.nx + Math.round((x - originX) / g.spacing)];
  return { ...g, hours, at };
}

// One pipeline run (workers included) on a slow shared machine: a long timeout.
describe("shadow-city", { timeout: 120_000 }, () => {
  it("parses the documented defaults and options", () => {
    const { options, out, input } = parseShadowCityArgs(["a.gml", "--out", "o", "--center", "135.5,34.6"]);
    expect([input, out]).toEqual(["a.gml", "o"]);
    expect(options).toMatchObject({
      size: 250,
      spacing: 1,
      plane: 4,
      declination: -23.45,
      start: 8,
      end: 16,
    });
    expect(options).toMatchObject({ step: 5, hours: [2, 2.5, 3, 4, 5], lod2: false, center: [135.5, 34.6] });
    expect(parseShadowCityArgs(["x", "--start", "09:30"]).options.start).toBe(9.5);
    expect(() => parseShadowCityArgs(["x", "--size", "big"])).toThrow(/--size/);
    expect(() => parseShadowCityArgs(["x", "--center", "135.5"])).toThrow(/--center/);
  });

  it("finds .gml files under a folder and bounds the shadow reach by the lowest sun", () => {
    mkdirSync(join(dir, "in", "udx", "bldg"), { recursive: true });
    const copy = join(dir, "in", "udx", "bldg", "a.gml");
    copyFileSync(TOKYO, copy);
    expect(inputFiles(join(dir, "in"))).toEqual([copy]);
    expect(inputFiles(TOKYO)).toEqual([TOKYO]);
    // 08:00 at 35.69° N, δ = -23.45°: sin h = sin δ sin φ + cos δ cos φ cos 60° = 0.14040, h = 8.071°,
    // cot h = 7.051 (by hand); the window is symmetric, so 16:00 gives the same.
    const { options } = parseShadowCityArgs([]);
    expect(reachPerMetre(35.69, { ...options, input: "" })).toBeCloseTo(7.051, 2);
  });

  it("uses the LOD2 surfaces as one closed mesh with --lod2 (5 m grid)", async () => {
    const { options } = parseShadowCityArgs(["--lod2", "--spacing", "5"]);
    const run = await shadowCity({ ...options, input: TOKYO });
    expect(run.buildings).toEqual({ read: 1, kept: 1, used: 1 });
    const g = hoursGrid(run);
    expect([g.nx, g.ny]).toEqual([50, 50]);
    expect((run.output.summary as { max_hours: number }).max_hours).toBeCloseTo(8, 6);
  });

  it("writes contours, outlines, heat map and summary for the 47.2 m Tokyo building", async () => {
    const { options } = parseShadowCityArgs([]);
    const { summary, run } = await shadowCityCommand({ ...options, input: TOKYO }, dir);
    for (const f of summary.files) expect(existsSync(join(dir, f))).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, "summary.json"), "utf8"))).toEqual(summary);
    // 250 m at 1 m: 250 cells a side; the PNG's IHDR holds width and height (big-endian, bytes 16..23).
    expect([summary.grid.nx, summary.grid.ny]).toEqual([250, 250]);
    const png = readFileSync(join(dir, "shade-hours.png"));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([250, 250]);
    expect(summary.buildings).toEqual({ read: 1, kept: 1, used: 1 });
    expect(summary.windowHours).toBe(8);
    expect(summary.maxHours).toBeCloseTo(8, 6);

    // The building, in the ENU frame at the summary's centre (the sample's bbox centre from `info`).
    const [cLon, cLat] = summary.center;
    expect(cLon).toBeCloseTo((139.69882477488207 + 139.6995356305791) / 2, 9);
    expect(cLat).toBeCloseTo((35.68940445184117 + 35.690948699597776) / 2, 9);
    const buildings: Building[] = [];
    for await (const b of readBuildingsFromFile(TOKYO)) buildings.push(b);
    const frame = new SiteFrame(cLon, cLat);
    const ring = (buildings[0]?.footprint[0]?.[0] ?? []).map(([lon, lat]) => {
      const [x, y] = frame.toLocal(lon, lat);
      return [x, y] as const;
    });
    // The middle of the footprint's x range: away from the pointed north-east corner, where low sun slips past.
    const xs = ring.map((p) => p[0]);
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
    const [bottom, top] = crossings(ring, cx);
    // Winter solstice at 35.7° N: the sun stays south of east-west all day (azimuth 127°..233°), so a point
    // 1.5 m north of the north wall (mid-length) is shaded the whole 8 h window; 5 m south of the south wall, never.
    const g = hoursGrid(run);
    expect(g.at(cx, top + 1.5)).toBeCloseTo(8, 6);
    expect(g.at(cx, bottom - 5)).toBe(0);

    // Contours in lon/lat: inside the 250 m square around the centre; the 5 h area spans the point north.
    const fc = JSON.parse(readFileSync(join(dir, "contours.geojson"), "utf8")) as {
      features: { properties: { hours: number }; geometry: { coordinates: number[][][][] } }[];
    };
    expect(fc.features.map((f) => f.properties.hours)).toEqual([2, 2.5, 3, 4, 5]);
    const perDegree = metresPerDegree(cLat);
    for (const f of fc.features)
      for (const [lon = 0, lat = 0] of f.geometry.coordinates.flat(2)) {
        expect(Math.abs(lon - cLon) * perDegree.lon).toBeLessThan(126);
        expect(Math.abs(lat - cLat) * perDegree.lat).toBeLessThan(126);
      }
    const five = fc.features[4]?.geometry.coordinates.flat(2) ?? [];
    const [nLon, nLat] = frame.toLonLat(cx, top + 1.5);
    expect(Math.min(...five.map((p) => p[0] ?? 0))).toBeLessThan(nLon);
    expect(Math.max(...five.map((p) => p[0] ?? 0))).toBeGreaterThan(nLon);
    expect(Math.max(...five.map((p) => p[1] ?? 0))).toBeGreaterThan(nLat);
  });
});
