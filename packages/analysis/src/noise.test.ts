import { calculateNoise, calculateVibration } from "@soracity/engine";
import { describe, expect, it } from "vitest";
import { AnalysisInputError, cityQueryBbox, runAnalysis } from "./index";
import { SiteFrame } from "./frame";
import { parseLayer } from "./testing/geometry";

const SITE = { lon: 135.5, lat: 34.69 };
const frame = new SiteFrame(SITE.lon, SITE.lat);
const at = (x: number, y: number) => frame.toLonLat(x, y);
const [w, s] = at(-100, -100);
const [e, n] = at(100, 100);
const extent = { min_lon: w, min_lat: s, max_lon: e, max_lat: n };

describe("noise", () => {
  const parameters = {
    extent,
    grid_spacing: 10,
    sources: [{ lon: at(-50, 0)[0], lat: at(-50, 0)[1], height: 1, lw: 100 }],
    barriers: [{ points: [at(-30, -40), at(-30, 40)], height: 4 }],
    receivers: [at(40, 0), at(-60, 0)],
  };

  it("gives the engine's levels on the equivalent local scene (one source, a barrier, a grid)", async () => {
    const out = await runAnalysis({
      service: "noise",
      site: SITE,
      parameters,
      cityBuildings: [],
      modelBuildings: [],
    });
    const xy = ([lon, lat]: readonly number[]) =>
      frame.toLocal(lon ?? 0, lat ?? 0).slice(0, 2) as [number, number];
    const grid = out.layers.find((l) => l.name === "noise_grid")!;
    const bbox = grid.meta.bbox_local as [number, number, number, number];
    const engine = calculateNoise({
      sources: [{ x: xy(at(-50, 0))[0], y: xy(at(-50, 0))[1], z: 1, lw: 100 }],
      barriers: [{ points: parameters.barriers[0].points.map(xy), height: 4 }],
      receivers: parameters.receivers.map((r) => ({ x: xy(r)[0], y: xy(r)[1], z: 4 })),
      grid: { bbox, spacing: 10, height: 4, northAngle: 0 },
      groundFactor: 0.5,
    });
    expect(grid.meta).toMatchObject({ nx: 20, ny: 20, spacing_m: 10 });
    expect(Buffer.from(grid.data).equals(Buffer.from(engine.grid!.LA.buffer))).toBe(true);
    expect(out.points).toEqual(
      parameters.receivers.map(([lon, lat], i) => ({ lon, lat, level_db: engine.receivers![i].LA })),
    );
    // Behind the barrier is quieter than the same distance in the open.
    const [behind, open] = out.points as { level_db: number }[];
    expect(behind.level_db).toBeLessThan(open.level_db);
    expect(out.summary).toMatchObject({
      service_type: "noise",
      max_db: engine.grid!.summary.max,
      facade_max: null,
    });
    expect(out.layers.map((l) => l.name)).toEqual(["noise_grid", "noise_png", "noise_contours"]);
    const contours = parseLayer(out.layers[2].data);
    expect(contours.features[0].properties).toMatchObject({ min_db: 40, max_db: 45 });
  });

  it("passes ground_method to the engine: simplified (ISO 9613-2 §7.3.2) where asked, general without", async () => {
    const levels = async (extra: object) =>
      (
        await runAnalysis({
          service: "noise",
          site: SITE,
          parameters: { ...parameters, ...extra },
          cityBuildings: [],
          modelBuildings: [],
        })
      ).points.map((p) => (p as { level_db: number }).level_db);
    const local = ([lon, lat]: readonly number[]) => frame.toLocal(lon ?? 0, lat ?? 0);
    const [sx, sy] = local(at(-50, 0));
    const engine = (groundMethod: "general" | "simplified") =>
      calculateNoise({
        groundMethod,
        sources: [{ x: sx ?? 0, y: sy ?? 0, z: 1, lw: 100 }],
        barriers: [
          {
            points: parameters.barriers[0].points.map((p) => [local(p)[0] ?? 0, local(p)[1] ?? 0]),
            height: 4,
          },
        ],
        receivers: parameters.receivers.map((r) => ({ x: local(r)[0] ?? 0, y: local(r)[1] ?? 0, z: 4 })),
      }).receivers!.map((r) => r.LA);
    expect(await levels({ ground_method: "simplified" })).toEqual(engine("simplified"));
    expect(await levels({})).toEqual(engine("general"));
    expect(engine("simplified")).not.toEqual(engine("general"));
  });

  it("asks the catalogue for the extent with its sources, and refuses a case without sources", async () => {
    const b = cityQueryBbox("noise", SITE, parameters)!;
    expect(b[0]).toBeLessThan(w);
    expect(b[2]).toBeGreaterThan(e);
    expect(
      cityQueryBbox("vibration", SITE, { sources: [{ lon: w, lat: s, level: 80 }], receivers: [[e, n]] }),
    ).toBeNull();
    const error = await runAnalysis({
      service: "noise",
      site: SITE,
      parameters: { extent },
      cityBuildings: [],
      modelBuildings: [],
    }).catch((x: unknown) => x);
    expect(error).toBeInstanceOf(AnalysisInputError);
    expect((error as AnalysisInputError).fields).toEqual([
      { path: "sources", message: "analysis.noise_source_required" },
    ]);
  });
});

describe("vibration", () => {
  it("gives the engine's levels for a pile driver and checks the site boundary in lon/lat", async () => {
    const boundary = {
      type: "Polygon" as const,
      coordinates: [[at(-20, -20), at(20, -20), at(20, 20), at(-20, 20), at(-20, -20)]],
    };
    const parameters = {
      sources: [{ lon: SITE.lon, lat: SITE.lat, machine: "diesel-pile-hammer" }],
      receivers: [at(50, 0)],
      extent,
      grid_spacing: 10,
      boundary,
    };
    const out = await runAnalysis({
      service: "vibration",
      site: SITE,
      parameters,
      cityBuildings: [],
      modelBuildings: [],
    });
    const engine = calculateVibration({
      sources: [{ x: 0, y: 0, machine: "diesel-pile-hammer" }],
      receivers: [{ x: frame.toLocal(...at(50, 0))[0], y: frame.toLocal(...at(50, 0))[1] }],
      boundary: frame.outer(boundary),
    });
    expect(out.points).toEqual([
      { lon: at(50, 0)[0], lat: at(50, 0)[1], level_db: engine.receivers![0].level },
    ]);
    // 89 dB at 7 m, n = 0.75, α = 0.01: at 50 m 89 - 15 lg(50/7) - 8.68 x 0.01 x 43 = 72.46 dB.
    expect(engine.receivers![0].level).toBeCloseTo(72.46, 1);
    const summary = out.summary as {
      boundary: { max_db: number; at: { lon: number; lat: number }; limit: number; exceeds: boolean };
    };
    expect(summary.boundary.max_db).toBe(engine.boundary!.max);
    expect(summary.boundary).toMatchObject({ limit: 75, exceeds: engine.boundary!.max > 75 });
    // The loudest boundary point is the nearest (the middle of an edge, 20 m away).
    const [bx, by] = frame.toLocal(summary.boundary.at.lon, summary.boundary.at.lat);
    expect(Math.hypot(bx, by)).toBeCloseTo(20, 1);
    expect(out.layers.map((l) => l.name)).toEqual(["vibration_grid", "vibration_contours"]);
  });
});
