import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import {
  MAX_ENVELOPE_CELLS,
  gyakuhikageParametersDraftSchema,
  gyakuhikageParametersSchema,
} from "./gyakuhikage";
import { gyakuhikageSummarySchema } from "./gyakuhikageResult";
import { ANALYSIS_MESSAGES } from "./messages";
import { lonLatSquare } from "./testing";

const LON = 135.5;
const LAT = 34.69;
const site = lonLatSquare(LON, LAT, 30);
const limits = { hours5: 4, hours10: 2.5 };
const fields = (schema: ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("gyakuhikage parameters", () => {
  it("runs with a site and limits, and applies the shadow set-up's defaults and its own", () => {
    const r = gyakuhikageParametersSchema.parse({ site_boundary: site, limits, points: [[LON, LAT]] });
    expect(r).toMatchObject({
      grid_spacing: 1,
      storey_height: 3,
      plane_height: 4,
      hokkaido: false,
      custom_limits: false,
      deemed_edges: [],
      points: [[LON, LAT]],
    });
  });

  it("needs a site and limits to run, nothing in a draft", () => {
    expect(fields(gyakuhikageParametersSchema, {})).toEqual([
      { path: "limits", message: "common.required" },
      { path: "site_boundary", message: "common.required" },
    ]);
    expect(fields(gyakuhikageParametersSchema, { site_boundary: site })).toEqual([
      { path: "limits", message: "common.required" },
    ]);
    expect(fields(gyakuhikageParametersDraftSchema, {})).toEqual([]);
  });

  it("takes the hikage fields' own messages (plane, zone row, table limits, deemed edges)", () => {
    expect(
      fields(gyakuhikageParametersDraftSchema, {
        site_boundary: site,
        zone: "mid_high_1",
        ordinance_row: "2",
        plane_height: 1.5,
        limits: { hours5: 5, hours10: 3 },
        deemed_edges: [{ edge: 4, width: 6 }],
      }),
    ).toEqual([
      { path: "deemed_edges.0.edge", message: "analysis.invalid_value" },
      { path: "plane_height", message: "analysis.plane_not_in_zone" },
      { path: "limits", message: "analysis.limits_not_in_table" },
    ]);
  });

  it("refuses limits out of range: not over 0 h, as long as the window, beyond 10 m above 5-10 m", () => {
    expect(fields(gyakuhikageParametersDraftSchema, { limits: { hours5: 0, hours10: 2 } })).toEqual([
      { path: "limits.hours5", message: "analysis.hours_range" },
    ]);
    expect(fields(gyakuhikageParametersDraftSchema, { limits: { hours5: 8, hours10: 2 } })).toEqual([
      { path: "limits.hours5", message: "analysis.limits_range" },
    ]);
    expect(fields(gyakuhikageParametersDraftSchema, { limits: { hours5: 3, hours10: 4 } })).toEqual([
      { path: "limits.hours10", message: "analysis.limits_range" },
    ]);
    // Hokkaido's window is 6 hours (9:00-15:00).
    expect(
      fields(gyakuhikageParametersDraftSchema, { hokkaido: true, limits: { hours5: 6, hours10: 6.5 } }),
    ).toEqual([
      { path: "limits.hours5", message: "analysis.limits_range" },
      { path: "limits.hours10", message: "analysis.limits_range" },
    ]);
    expect(
      fields(gyakuhikageParametersDraftSchema, { hokkaido: true, limits: { hours5: 3, hours10: 2 } }),
    ).toEqual([]);
  });

  it("refuses a grid of more than 4 million cells and a spacing outside 0.25-2 m", () => {
    // 600 m square at 0.25 m: 5.76 million cells; at 0.5 m: 1.44 million.
    const big = lonLatSquare(LON, LAT, 600);
    expect(fields(gyakuhikageParametersDraftSchema, { site_boundary: big, grid_spacing: 0.25 })).toEqual([
      { path: "grid_spacing", message: "analysis.envelope_cells_max" },
    ]);
    expect(fields(gyakuhikageParametersDraftSchema, { site_boundary: big, grid_spacing: 0.5 })).toEqual([]);
    expect(MAX_ENVELOPE_CELLS).toBe(4_000_000);
    expect(fields(gyakuhikageParametersDraftSchema, { grid_spacing: 0.2 })).toEqual([
      { path: "grid_spacing", message: "analysis.grid_spacing_range" },
    ]);
    expect(fields(gyakuhikageParametersDraftSchema, { grid_spacing: 2.5 })).toEqual([
      { path: "grid_spacing", message: "analysis.grid_spacing_range" },
    ]);
    expect(fields(gyakuhikageParametersDraftSchema, { storey_height: 1 })).toEqual([
      { path: "storey_height", message: "analysis.invalid_value" },
    ]);
  });

  it("refuses a site with holes (the envelope would stand on its outer ring)", () => {
    const outer = site.coordinates[0] ?? [];
    const hole = lonLatSquare(LON, LAT, 10).coordinates[0] ?? [];
    const holed = { type: "Polygon", coordinates: [outer, [...hole].reverse()] };
    expect(fields(gyakuhikageParametersSchema, { site_boundary: holed, limits })).toEqual([
      { path: "site_boundary", message: "analysis.site_holes" },
    ]);
    expect(fields(gyakuhikageParametersDraftSchema, { site_boundary: holed })).toEqual([
      { path: "site_boundary", message: "analysis.site_holes" },
    ]);
  });

  it("is strict: a shadow case's field it does not take is refused", () => {
    expect(fields(gyakuhikageParametersDraftSchema, { planned_buildings: [] })).toEqual([
      { path: "", message: "analysis.invalid_value" },
    ]);
  });

  it("has both texts of its new keys", () => {
    const keys = ["analysis.limits_range", "analysis.envelope_cells_max", "analysis.site_holes"] as const;
    for (const key of keys) {
      expect(ANALYSIS_MESSAGES[key].ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(ANALYSIS_MESSAGES[key].en).toMatch(/^[A-Z]/);
    }
  });
});

describe("gyakuhikage summary", () => {
  it("names the forward check's zones as the shadow service does", () => {
    const zone = (name: string, limit: number) => ({
      zone: name,
      limit,
      max_hours: 1,
      worst: null,
      pass: true,
    });
    const summary = {
      service_type: "gyakuhikage",
      forward_check: { pass: true, zones: [zone("5-10m", 4), zone("beyond10m", 2.5)], lowered: 0, tiers: 3 },
      volume: 1000,
      floor_area_estimate: 300,
      storeys: 3,
      max_height: 10,
      storey_height: 3,
      window_family: "noon",
      site_area: 900,
      grid: { nx: 30, ny: 30, spacing_m: 1, cells: 900 },
      setup: {
        zone: null,
        ordinance_row: null,
        hokkaido: false,
        from_table: false,
        plane_height: 4,
        average_ground: { elevation: 0, method: "typed", edges: [] },
        plane_rise_m: 0,
        subject: null,
        deemed_edges: [],
      },
      north_angle: -0.03,
    };
    expect(gyakuhikageSummarySchema.safeParse(summary).success).toBe(true);
    const wrong = { ...summary, forward_check: { ...summary.forward_check, zones: [zone("0-5m", 4)] } };
    expect(gyakuhikageSummarySchema.safeParse(wrong).success).toBe(false);
  });
});
