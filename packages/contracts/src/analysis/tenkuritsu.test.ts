import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { ANALYSIS_MESSAGES } from "./messages";
import { lonLatSquare } from "./testing";
import {
  roundSkyDown,
  roundSkyUp,
  skyPointPasses,
  tenkuritsuParametersDraftSchema,
  tenkuritsuParametersSchema,
} from "./tenkuritsu";

const square = lonLatSquare;
const LON = 135.5;
const LAT = 34.69;
const building = { footprint: square(LON, LAT, 10), height: 30 };
const site = square(LON, LAT, 30);
const fields = (schema: ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("tenkuritsu parameters", () => {
  it("runs with planned buildings and points alone, and applies the defaults", () => {
    const r = tenkuritsuParametersSchema.parse({
      planned_buildings: [building],
      points: [[LON, LAT + 0.0003]],
    });
    expect(r).toMatchObject({ point_height: 0, road_edges: [], regulation_points: true, safety_margin: 0 });
  });

  it("needs a building and points or a site to run, and a zone and 容積率 with a site and roads", () => {
    expect(fields(tenkuritsuParametersSchema, {})).toEqual([
      { path: "planned_buildings", message: "analysis.planned_required" },
      { path: "points", message: "analysis.points_or_site" },
    ]);
    expect(
      fields(tenkuritsuParametersSchema, {
        site_boundary: site,
        planned_buildings: [building],
        road_edges: [{ edge: 0, width: 6 }],
      }),
    ).toEqual([
      { path: "zone", message: "common.required" },
      { path: "floor_area_ratio", message: "common.required" },
    ]);
    expect(fields(tenkuritsuParametersDraftSchema, {})).toEqual([]);
  });

  it("refuses a building outside the site, a point inside a building, bad and repeated road edges", () => {
    const outside = { footprint: square(LON + 0.0003, LAT, 10), height: 10 };
    expect(
      fields(tenkuritsuParametersDraftSchema, {
        site_boundary: site,
        planned_buildings: [building, outside],
        points: [[LON, LAT]],
        road_edges: [
          { edge: 0, width: 0 },
          { edge: 4, width: 6 },
          { edge: 4, width: 8 },
        ],
      }),
    ).toEqual([
      { path: "road_edges.0.width", message: "analysis.distance_positive" },
      { path: "road_edges.1.edge", message: "analysis.invalid_value" },
      { path: "road_edges.2.edge", message: "analysis.invalid_value" },
      { path: "road_edges.2.edge", message: "analysis.duplicate_edge" },
      { path: "planned_buildings.1.footprint", message: "analysis.building_outside_site" },
      { path: "points.0", message: "analysis.point_inside_building" },
    ]);
  });

  it("takes moved regulation points outside the site, refuses them inside, twice, or with a bad id", () => {
    const out: [number, number] = [LON, LAT - 0.0004];
    const moved = (moved_points: unknown) =>
      fields(tenkuritsuParametersDraftSchema, { site_boundary: site, moved_points });
    expect(moved([{ id: "R1-2", position: out }])).toEqual([]);
    expect(
      tenkuritsuParametersSchema.parse({ planned_buildings: [building], points: [out] }).moved_points,
    ).toEqual([]);
    expect(
      moved([
        { id: "R1-2", position: [LON, LAT] },
        { id: "R1-2", position: out },
        { id: "P1", position: out },
        { id: "A1-0", position: out },
        { id: "N12345-1", position: out },
        { id: "A1-1", position: [200, LAT] },
      ]),
    ).toEqual([
      { path: "moved_points.2.id", message: "analysis.moved_point_unknown" },
      { path: "moved_points.3.id", message: "analysis.moved_point_unknown" },
      { path: "moved_points.4.id", message: "analysis.moved_point_unknown" },
      { path: "moved_points.5.position.0", message: "analysis.longitude_range" },
      { path: "moved_points.0.position", message: "analysis.moved_point_inside_site" },
      { path: "moved_points.1.id", message: "analysis.duplicate_point" },
    ]);
    // A draft may leave a field out; a run needs both.
    expect(moved([{ id: "R1-1" }])).toEqual([]);
    expect(
      fields(tenkuritsuParametersSchema, {
        planned_buildings: [building],
        points: [out],
        moved_points: [{ id: "R1-1" }],
      }),
    ).toEqual([{ path: "moved_points.0.position", message: "common.required" }]);
    const many = Array.from({ length: 201 }, (_, i) => ({ id: `R1-${i + 1}`, position: out }));
    expect(moved(many)).toEqual([{ path: "moved_points", message: "analysis.too_many" }]);
  });

  it("has a Japanese and an English text for each of its messages", () => {
    for (const key of [
      "analysis.points_or_site",
      "analysis.building_outside_site",
      "analysis.point_inside_building",
      "analysis.duplicate_edge",
      "analysis.moved_point_unknown",
      "analysis.moved_point_inside_site",
      "analysis.duplicate_point",
    ] as const) {
      expect(ANALYSIS_MESSAGES[key].ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(ANALYSIS_MESSAGES[key].en).toMatch(/^[A-Z]/);
    }
  });
});

describe("sky factor comparison at the third decimal", () => {
  it("rounds the planned value down and the conforming value up", () => {
    expect(roundSkyDown(0.61249)).toBe(0.612);
    expect(roundSkyUp(0.61201)).toBe(0.613);
    expect(roundSkyDown(0.5)).toBe(0.5);
    expect(roundSkyUp(0.5)).toBe(0.5);
  });

  it("passes only when the rounded planned value reaches the rounded conforming value plus the margin", () => {
    expect(skyPointPasses(0.6129, 0.6121)).toBe(false); // 0.612 < 0.613
    expect(skyPointPasses(0.6131, 0.6121)).toBe(true); // 0.613 ≥ 0.613
    expect(skyPointPasses(0.6231, 0.6121, 0.01)).toBe(true); // 0.623 ≥ 0.623
    expect(skyPointPasses(0.6229, 0.6121, 0.01)).toBe(false);
  });
});
