import type { SkyPoint } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { AnalysisInputError, runAnalysis } from "../index";
import type { AnalysisInput } from "../index";
import { SiteFrame } from "../frame";
import { localRect, parseLayer } from "../testing/geometry";

// Regulation points the user moves (`moved_points`, issue 25: "the user can add or move points"): the point of
// that id is evaluated where the user put it, for the same check at the same height; ids the layout does not
// have and positions inside the site are refused with their field paths.

const SITE = { lon: 139.7671, lat: 35.6812 };
const frame = new SiteFrame(SITE.lon, SITE.lat);

// A 30 × 30 m site (edge 0 south, on a 6 m road), a 16 × 6 m building 25 m high within the road plane's 20 m
// application distance from the far side of the road (up to 14 m into the site), so the road check counts
// all of it.
const base = {
  site_boundary: localRect(frame, -15, -15, 15, 15),
  zone: "residential_1",
  floor_area_ratio: 200,
  road_edges: [{ edge: 0, width: 6 }],
  planned_buildings: [{ footprint: localRect(frame, -8, -10, 8, -4), height: 25 }],
};
const input = (parameters: Record<string, unknown>): AnalysisInput => ({
  service: "tenkuritsu",
  site: SITE,
  parameters: { ...base, ...parameters },
  cityBuildings: [],
  modelBuildings: [],
});
const run = async (parameters: Record<string, unknown>) => {
  const out = await runAnalysis(input(parameters));
  return { out, points: out.points as SkyPoint[] };
};
const fieldsOf = async (parameters: Record<string, unknown>) => {
  const error: unknown = await runAnalysis(input(parameters)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AnalysisInputError);
  return (error as AnalysisInputError).fields;
};

describe("moving a regulation point", () => {
  it("evaluates the point where the user put it, for the same check at the same height", async () => {
    const before = await run({});
    const original = before.points.find((p) => p.id === "R1-2");
    expect(original?.check).toBe("road");
    // 4 m further south, beyond the far side of the road; a user point at the same place and height.
    const [ox, oy] = frame.toLocal(original?.lon ?? 0, original?.lat ?? 0);
    const position = frame.toLonLat(ox, oy - 4);
    const after = await run({ moved_points: [{ id: "R1-2", position }], points: [position] });

    const moved = after.points.find((p) => p.id === "R1-2");
    expect(moved).toMatchObject({ check: "road", edge: 0, height: original?.height, moved: true });
    expect(moved?.lon).toBeCloseTo(position[0], 9);
    expect(moved?.lat).toBeCloseTo(position[1], 9);
    // The road check counts all of this building (cut out of the road limit's area at 0.01 mm): the planned
    // Rs is the user point's there.
    const user = after.points.find((p) => p.id === "P1");
    expect(moved?.sky_factor.planned).toBeCloseTo(user?.sky_factor.planned ?? -1, 7);
    // Farther from both buildings, both sky factors grow.
    expect(moved?.sky_factor.planned).toBeGreaterThan(original?.sky_factor.planned ?? 1);
    expect(moved?.sky_factor.conforming).toBeGreaterThan(original?.sky_factor.conforming ?? 1);

    // The other points are as before and not marked; the same points, in the same order.
    expect(after.points.filter((p) => p.check !== null).map((p) => p.id)).toEqual(
      before.points.map((p) => p.id).filter((id) => id !== "P1"),
    );
    for (const p of after.points.filter((q) => q.id !== "R1-2" && q.check !== null)) {
      expect(p.moved, p.id).toBeUndefined();
      expect(p, p.id).toEqual(before.points.find((q) => q.id === p.id));
    }
    // The layers carry the mark and chart the moved point where it stands.
    const layer = (name: string) =>
      parseLayer<{
        features: { properties: Record<string, unknown>; geometry: { coordinates: number[] } }[];
      }>(after.out.layers.find((l) => l.name === name)?.data ?? new Uint8Array()).features.find(
        (f) => f.properties.id === "R1-2",
      );
    expect(layer("sky_points")?.properties.moved).toBe(true);
    const chart = layer("sky_charts");
    expect(chart?.geometry.coordinates).toEqual([moved?.lon, moved?.lat]);
    expect((chart?.properties.planned as { rs: number }).rs).toBeCloseTo(moved?.sky_factor.planned ?? -1, 9);
  });

  it("refuses an id the layout does not have, a position inside the site and a point moved twice", async () => {
    const outside = frame.toLonLat(0, -30);
    // Edge 9 does not exist; 第一種住居地域 has no north plane; no point 99 on the road.
    expect(
      await fieldsOf({
        moved_points: [
          { id: "R9-1", position: outside },
          { id: "N1-1", position: outside },
          { id: "R1-99", position: outside },
          { id: "A2-1", position: frame.toLonLat(40, 0) },
        ],
      }),
    ).toEqual([
      { path: "moved_points.0.id", message: "analysis.moved_point_unknown" },
      { path: "moved_points.1.id", message: "analysis.moved_point_unknown" },
      { path: "moved_points.2.id", message: "analysis.moved_point_unknown" },
    ]);
    // Without the regulation's points there is nothing to move.
    expect(
      await fieldsOf({ regulation_points: false, moved_points: [{ id: "R1-1", position: outside }] }),
    ).toEqual([{ path: "moved_points.0.id", message: "analysis.moved_point_unknown" }]);
    expect(
      await fieldsOf({
        moved_points: [
          { id: "R1-1", position: frame.toLonLat(0, 0) },
          { id: "R1-2", position: outside },
          { id: "R1-2", position: outside },
          { id: "../x", position: outside },
        ],
      }),
    ).toEqual([
      { path: "moved_points.3.id", message: "analysis.moved_point_unknown" },
      { path: "moved_points.0.position", message: "analysis.moved_point_inside_site" },
      { path: "moved_points.2.id", message: "analysis.duplicate_point" },
    ]);
  });
});
