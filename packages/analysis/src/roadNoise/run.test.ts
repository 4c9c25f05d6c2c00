import { roadNoiseSummarySchema, roadNoisePointSchema } from "@soracity/contracts";
import { computeRoadNoise } from "@soracity/engine/roadnoise";
import { describe, expect, it } from "vitest";
import { SiteFrame } from "../frame";
import { AnalysisInputError } from "../types";
import { catalogue } from "../testing/golden";
import { roadNoiseScene, runRoadNoise } from "./run";

// A small real scene: the bundled PLATEAU sample of Tokyo (the noise demo's site), a 4-lane road through it
// along the demo's line source, receivers beside the road and behind the first row of buildings.
const SITE = { lon: 139.776001411, lat: 35.540319028 };
const frame = new SiteFrame(SITE.lon, SITE.lat);
const at = (x: number, y: number) => frame.toLonLat(x, y);
const roadY = frame.toLocal(SITE.lon, 35.53995970353)[1];
const [w, s] = at(-120, -100);
const [e, n] = at(120, 100);
const extent = { min_lon: w, min_lat: s, max_lon: e, max_lat: n };
const lane = (offset_m: number) => ({
  offset_m,
  speed_kmh: 50,
  day: { small: 700, large: 90 },
  night: { small: 140, large: 40 },
});
const parameters = {
  roads: [
    {
      points: [at(-300, roadY), at(300, roadY)],
      flow: "unsteady",
      pavement: "dense",
      gradient_percent: 0,
      lanes: [lane(1.75), lane(5.25), lane(-1.75), lane(-5.25)],
    },
  ],
  receivers: [at(0, roadY + 12), at(0, roadY + 60), at(0, roadY + 12)],
  extent,
  grid_spacing: 10,
};

async function sampleBuildings() {
  return catalogue({ description: "", site: SITE, parameters, buildings: { city_sample: SAMPLE } }, [
    Math.min(w, e) - 0.004,
    Math.min(s, n) - 0.004,
    Math.max(w, e) + 0.004,
    Math.max(s, n) + 0.004,
  ]);
}
const SAMPLE = "citygml/tokyo_53392642_bldg_6697_op2_libplateau.gml";

describe("road_noise pipeline", () => {
  it("gives the engine's day and night levels at the receivers over the sample's buildings", async () => {
    const cityBuildings = await sampleBuildings();
    expect(cityBuildings.length).toBeGreaterThan(3);
    const input = { site: SITE, parameters, cityBuildings, modelBuildings: [] };
    const out = await runRoadNoise(input, { threads: 1 });
    for (const point of out.points) expect(roadNoisePointSchema.safeParse(point).success).toBe(true);
    expect(roadNoiseSummarySchema.safeParse(out.summary).success).toBe(true);
    // the same local scene straight through the engine
    const p = (await import("./run")).roadNoiseParameters(parameters);
    const { scene } = roadNoiseScene(input, p, frame);
    const xy = parameters.receivers.map(([lon, lat]) => frame.toLocal(lon, lat));
    const engine = computeRoadNoise(scene, {
      x: Float64Array.from(xy, (q) => q[0]),
      y: Float64Array.from(xy, (q) => q[1]),
      z: Float64Array.from(xy, () => 1.2),
    });
    expect(out.points.map((q) => q.level_db)).toEqual(
      Array.from(engine.day, (v) => (Number.isFinite(v) ? v : null)),
    );
    expect(out.points.map((q) => q.level_night_db)).toEqual(
      Array.from(engine.night, (v) => (Number.isFinite(v) ? v : null)),
    );
    const [near, far] = out.points;
    expect(near.level_db).not.toBeNull();
    // 12 m from the road's line of a busy 4-lane road: loud; 60 m off, further and behind buildings: quieter
    expect(near.level_db!).toBeGreaterThan(60);
    expect(near.level_db!).toBeLessThan(80);
    if (far.level_db !== null) expect(far.level_db).toBeLessThan(near.level_db! - 5);
    // night: a fifth of the small and under half the large vehicles
    expect(near.level_night_db!).toBeLessThan(near.level_db! - 3);
    expect(out.summary).toMatchObject({
      service_type: "road_noise",
      max_day_db: near.level_db,
      buildings: { city: cityBuildings.length, models: 0 },
    });
  });

  it("writes the day grid over the extent, NaN inside buildings, and the area above each level", async () => {
    const cityBuildings = await sampleBuildings();
    const out = await runRoadNoise(
      { site: SITE, parameters, cityBuildings, modelBuildings: [] },
      { threads: 2 },
    );
    const grid = out.layers.find((l) => l.name === "road_noise_day_grid")!;
    expect(grid.meta).toMatchObject({ nx: 24, ny: 20, spacing_m: 10, unit: "dB" });
    const values = new Float32Array(
      grid.data.buffer.slice(grid.data.byteOffset, grid.data.byteOffset + grid.data.byteLength),
    );
    expect(values.length).toBe(24 * 20);
    const inside = values.filter((v) => Number.isNaN(v)).length;
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThan(values.length / 2);
    const max = Math.max(...values.filter((v) => !Number.isNaN(v)));
    expect(out.summary.grid_max_day_db).toBeCloseTo(max, 4);
    const areas = out.summary.area_above.map((a) => a.area_m2);
    for (let i = 1; i < areas.length; i++) expect(areas[i]).toBeLessThanOrEqual(areas[i - 1]);
    expect(out.layers.map((l) => l.name)).toEqual(["road_noise_day_grid", "road_noise_day_png"]);
  });

  it("refuses bad parameters with the contract's field errors", async () => {
    const bad = {
      ...parameters,
      roads: [{ ...parameters.roads[0], lanes: [{ ...lane(0), speed_kmh: 90 }] }],
    };
    const run = runRoadNoise({ site: SITE, parameters: bad, cityBuildings: [], modelBuildings: [] });
    await expect(run).rejects.toBeInstanceOf(AnalysisInputError);
    await expect(run).rejects.toMatchObject({
      code: "invalid_parameters",
      fields: [{ path: "roads.0.lanes.0.speed_kmh", message: "analysis.speed_range_unsteady" }],
    });
  });
});
