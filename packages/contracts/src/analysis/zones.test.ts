import { describe, expect, it } from "vitest";
import { lonLatSquare } from "./testing";
import { validateCaseParameters } from "./validate";
import { layerBaseName, layersOfView, resultViews, viewLayerName } from "./views";
import { ZONE_CLAUSES, ZONING_DISTRICTS, zoneLimits } from "./zones";

const square = lonLatSquare;
const base = {
  target_range: square(139.7, 35.68, 300),
  analysis_range: square(139.7, 35.68, 200),
  site_boundary: square(139.7, 35.68, 40),
  planned_buildings: [{ footprint: square(139.7, 35.68, 20), height: 20 }],
};
const fieldsOf = (p: unknown) => {
  const r = validateCaseParameters("hikage", p, "run");
  return r.ok ? [] : r.fields.map((f) => `${f.path} ${f.message}`);
};

describe("the table of 別表第4", () => {
  it("gives each regulated zone its clause's rows, plane heights and Hokkaido's shorter limits", () => {
    expect(zoneLimits("low_rise_1", "1", false)).toEqual({ hours5: 3, hours10: 2 });
    expect(zoneLimits("low_rise_1", "3", true)).toEqual({ hours5: 4, hours10: 2.5 });
    // 三の項 has rows (一)(二) only, with the hours of the other clauses' (二)(三).
    expect(zoneLimits("residential_1", "1", false)).toEqual({ hours5: 4, hours10: 2.5 });
    expect(zoneLimits("residential_1", "3", false)).toBeNull();
    expect(ZONE_CLAUSES.undesignated_ro?.planeHeights).toEqual([4]);
    expect(ZONE_CLAUSES.mid_high_2?.planeHeights).toEqual([4, 6.5]);
    expect(ZONE_CLAUSES.commercial).toBeNull();
    // Within 10 m the Hokkaido limit is an hour shorter, beyond it half an hour, in every row of every clause.
    for (const zone of ZONING_DISTRICTS)
      for (const row of ["1", "2", "3"] as const) {
        const [std, hok] = [zoneLimits(zone, row, false), zoneLimits(zone, row, true)];
        if (!std || !hok) continue;
        expect(std.hours5 - hok.hours5).toBe(1);
        expect(std.hours10 - hok.hours10).toBe(0.5);
      }
  });

  it("refuses a row, plane or limits the zone does not have, unless the values are an ordinance's", () => {
    const limits = { hours5: 4, hours10: 2.5 };
    expect(fieldsOf({ ...base, zone: "mid_high_1", ordinance_row: "2", plane_height: 4, limits })).toEqual(
      [],
    );
    expect(
      fieldsOf({ ...base, zone: "residential_1", ordinance_row: "3", plane_height: 4, limits }),
    ).toContain("ordinance_row analysis.row_not_in_zone");
    expect(fieldsOf({ ...base, zone: "low_rise_1", ordinance_row: "2", plane_height: 4, limits })).toContain(
      "plane_height analysis.plane_not_in_zone",
    );
    expect(fieldsOf({ ...base, zone: "mid_high_1", ordinance_row: "1", plane_height: 4, limits })).toContain(
      "limits analysis.limits_not_in_table",
    );
    const typed = { ...base, zone: "low_rise_1", plane_height: 4, limits, custom_limits: true };
    expect(fieldsOf(typed)).toEqual([]);
  });

  it("checks the planned models and the corners' ground heights", () => {
    const tier = { footprint: square(139.7, 35.68, 20), height: 20, ground_heights: [10, 10, 11] };
    expect(
      fieldsOf({
        ...base,
        limits: { hours5: 3, hours10: 2 },
        planned_buildings: [tier],
        planned_model_ids: ["m"],
      }),
    ).toEqual([
      "planned_model_ids.0 analysis.planned_model_not_in_case",
      "planned_buildings.0.ground_heights analysis.ground_heights_count",
    ]);
  });
});

describe("views of a shadow result", () => {
  const layer = (name: string, view?: string) => ({ name, meta: view ? { view } : {} });
  it("names the default view's layers bare and filters a result's layers by view", () => {
    expect(viewLayerName("contours", "planned", "planned")).toBe("contours");
    expect(viewLayerName("contours", "added", "planned")).toBe("contours.added");
    expect(layerBaseName("contours.added")).toBe("contours");
    const layers = [
      layer("contours", "planned"),
      layer("contours.composite", "composite"),
      layer("regulation_lines", "planned"),
      layer("noise_grid"),
    ];
    expect(resultViews(layers)).toEqual(["planned", "composite"]);
    expect(layersOfView(layers, "composite").map((l) => l.name)).toEqual([
      "contours.composite",
      "regulation_lines",
      "noise_grid",
    ]);
  });
});
