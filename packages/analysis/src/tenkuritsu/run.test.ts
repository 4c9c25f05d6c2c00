import { skyChartPropertiesSchema } from "@soracity/contracts";
import type { SkyPoint } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { AnalysisInputError, runAnalysis } from "../index";
import type { AnalysisInput } from "../index";
import { SiteFrame } from "../frame";
import { localRect, parseLayer } from "../testing/geometry";

const SITE = { lon: 139.7671, lat: 35.6812 };
const frame = new SiteFrame(SITE.lon, SITE.lat);

const input = (parameters: Record<string, unknown>): AnalysisInput => ({
  service: "tenkuritsu",
  site: SITE,
  parameters,
  cityBuildings: [],
  modelBuildings: [],
});

/**
 * Ab of a vertical wall facing the eye at distance d, rising h above the eye, over offsets s1 … s2 along it
 * (packages/engine/src/sky/README: ψ = atan(s / d), Ab = ½ [ψ − (d/r) atan(d tan ψ / r)], r = √(d² + h²)).
 */
function wallAb(d: number, h: number, s1: number, s2: number): number {
  const r = Math.hypot(d, h);
  const f = (s: number) => Math.atan(s / d) - (d / r) * Math.atan(s / r);
  return (f(s2) - f(s1)) / 2;
}

// A box 20 m wide, 20 m deep and 15 m high whose south wall is 10 m north of the point: from the point on the
// ground only that wall is seen (the top and the side walls face away), so Rs = 1 − Ab/π of the wall alone.
const BOX = { footprint: localRect(frame, -10, 10, 10, 30), height: 15 };
// The wall as the run sees it: lon/lat is rounded to 1e-7° (about 1 cm), which moves Rs by about 1e-4.
const [sw = [0, 0], se = [0, 0]] = frame.ring(BOX.footprint.coordinates[0] ?? []);
const southWallAb = (h: number) => wallAb((sw[1] + se[1]) / 2, h, sw[0], se[0]);

describe("the 天空率 run", () => {
  it("gives a point's sky factor of a box in closed form, without a site", async () => {
    const out = await runAnalysis(input({ planned_buildings: [BOX], points: [frame.toLonLat(0, 0)] }));
    const expected = 1 - southWallAb(15) / Math.PI;
    const [point] = out.points as SkyPoint[];
    expect(point?.sky_factor.planned).toBeCloseTo(expected, 6);
    expect(point).toMatchObject({ id: "P1", check: null, edge: null, height: 0, margin: null });
    expect(point?.sky_factor).toMatchObject({ conforming: null, pass: null });
    expect(out.summary).toMatchObject({ service_type: "tenkuritsu", pass: null, checks: [], points: 1 });
    expect(out.layers.map((l) => l.name)).toEqual(["sky_points", "sky_charts"]);
    const charts = parseLayer<{
      features: { properties: { planned: { rs: number; triangles: unknown[] } } }[];
    }>(out.layers[1]?.data ?? new Uint8Array());
    const chart = charts.features[0]?.properties.planned;
    expect(chart?.rs).toBeCloseTo(expected, 6);
    expect(chart?.triangles.length).toBeGreaterThan(0);
  });

  it("sees more sky from a raised point and under nothing but sky where no building stands", async () => {
    const params = { planned_buildings: [BOX], points: [frame.toLonLat(0, 0), frame.toLonLat(0, -200)] };
    const low = (await runAnalysis(input(params))).points as SkyPoint[];
    const high = (await runAnalysis(input({ ...params, point_height: 10 }))).points as SkyPoint[];
    // Raised 10 m, the wall rises 5 m above the eye.
    expect(high[0]?.sky_factor.planned).toBeCloseTo(1 - southWallAb(5) / Math.PI, 4);
    expect(high[0]?.sky_factor.planned).toBeGreaterThan(low[0]?.sky_factor.planned ?? 1);
    expect(low[1]?.sky_factor.planned).toBeGreaterThan(0.99);
  });

  it("charts every point, the regulation's and the user's, with Rs as the point's", async () => {
    const out = await runAnalysis(
      input({
        site_boundary: localRect(frame, -15, -15, 15, 15),
        zone: "residential_1",
        floor_area_ratio: 200,
        road_edges: [{ edge: 0, width: 6 }],
        planned_buildings: [{ footprint: localRect(frame, -8, -8, 8, 2), height: 25 }],
        points: [frame.toLonLat(0, -20)],
      }),
    );
    const points = out.points as SkyPoint[];
    const layer = out.layers.find((l) => l.name === "sky_charts");
    const charts = parseLayer<{ features: { properties: unknown; geometry: { coordinates: number[] } }[] }>(
      layer?.data ?? new Uint8Array(),
    ).features;
    expect(layer?.meta).toEqual({ count: points.length });
    // More regulation points than the checks' worst points (road and neighbour).
    expect(points.filter((p) => p.check !== null).length).toBeGreaterThan(2);
    expect(charts).toHaveLength(points.length);
    charts.forEach((feature, i) => {
      const chart = skyChartPropertiesSchema.parse(feature.properties);
      const point = points[i];
      expect(chart.id).toBe(point?.id);
      expect(feature.geometry.coordinates).toEqual([point?.lon, point?.lat]);
      expect(chart.planned.rs).toBeCloseTo(point?.sky_factor.planned ?? -1, 9);
      expect(chart.conforming === null).toBe(point?.sky_factor.conforming === null);
      if (chart.conforming) expect(chart.conforming.rs).toBeCloseTo(point?.sky_factor.conforming ?? -1, 9);
    });
  });

  it("refuses a point inside the building and a bow-tie footprint with their field paths", async () => {
    const inside = input({ planned_buildings: [BOX], points: [frame.toLonLat(0, 20)] });
    await expect(runAnalysis(inside)).rejects.toMatchObject({
      fields: [{ path: "points.0", message: "analysis.point_inside_building" }],
    });
    const [a, b, c, d] = [
      frame.toLonLat(0, 10),
      frame.toLonLat(20, 30),
      frame.toLonLat(20, 10),
      frame.toLonLat(0, 30),
    ];
    const bowTie = { footprint: { type: "Polygon", coordinates: [[a, b, c, d, a]] }, height: 10 };
    const error: unknown = await runAnalysis(
      input({ planned_buildings: [bowTie], points: [frame.toLonLat(-50, 0)] }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalysisInputError);
    expect((error as AnalysisInputError).fields).toEqual([
      {
        path: "planned_buildings.0.footprint.coordinates.0",
        message: "analysis.footprint_self_intersecting",
      },
    ]);
  });
});
