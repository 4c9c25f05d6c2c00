import { describe, expect, it } from "vitest";
import { ANALYSIS_MESSAGES, ANALYSIS_MESSAGE_KEYS, analysisMessage } from "./messages";
import { polygonAreaM2, polygonInside } from "./geo";
import { validateCaseParameters } from "./validate";

// A lon/lat square of about `side` metres centred on (lon, lat) (Tokyo: 1° lat = 110,950 m, 1° lon = 90,390 m).
const square = (lon: number, lat: number, side: number) => {
  const dLon = side / 2 / 90_390;
  const dLat = side / 2 / 110_950;
  return {
    type: "Polygon" as const,
    coordinates: [
      [
        [lon - dLon, lat - dLat],
        [lon + dLon, lat - dLat],
        [lon + dLon, lat + dLat],
        [lon - dLon, lat + dLat],
        [lon - dLon, lat - dLat],
      ],
    ],
  };
};
const LON = 139.7;
const LAT = 35.68;
const complete = {
  target_range: square(LON, LAT, 300),
  analysis_range: square(LON, LAT, 200),
  planned_buildings: [{ footprint: square(LON, LAT, 20), height: 20 }],
};
const errors = (service: "hikage" | "noise" | "vibration", p: unknown, mode: "draft" | "run") => {
  const r = validateCaseParameters(service, p, mode);
  return r.ok ? [] : r.fields;
};

describe("lon/lat geometry for the rules", () => {
  it("measures a polygon's area within 0.1 % of its metric size and tells inside from outside", () => {
    // 500 m x 500 m at 35.68° N (GRS80: N cos φ = 90,594 m/°, M = 110,951 m/° here; the square uses rounded
    // factors, so allow 0.5 %).
    expect(polygonAreaM2(square(LON, LAT, 500)) / 250_000).toBeCloseTo(1, 2);
    const ha = polygonAreaM2(square(LON, LAT, 100));
    expect(Math.abs(ha - 10_000)).toBeLessThan(60);
    expect(polygonInside(square(LON, LAT, 100), square(LON, LAT, 200))).toBe(true);
    expect(polygonInside(square(LON, LAT, 200), square(LON, LAT, 200))).toBe(true);
    expect(polygonInside(square(LON + 0.001, LAT, 100), square(LON, LAT, 200))).toBe(false);
  });
});

describe("hikage parameters", () => {
  it("applies the defaults of a run", () => {
    const r = validateCaseParameters("hikage", complete, "run");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      season: "winter_solstice",
      start_time: "08:00",
      end_time: "16:00",
      calc_interval_min: 5,
      output_interval_min: 60,
      plane_height: 4,
      height_standard: "relative_to_ground",
      grid_spacing: 1,
      points: [],
      model_ids: [],
    });
  });

  it("allows an empty draft but requires ranges to run", () => {
    expect(errors("hikage", {}, "draft")).toEqual([]);
    expect(errors("hikage", undefined, "draft")).toEqual([]);
    expect(errors("hikage", {}, "run")).toEqual([
      { path: "target_range", message: "common.required" },
      { path: "analysis_range", message: "analysis.analysis_range_or_points" },
    ]);
    // Points alone are enough besides the target range.
    const points = { target_range: complete.target_range, points: [[LON, LAT]] };
    expect(errors("hikage", points, "run")).toEqual([]);
  });

  it("checks types and ranges of what a draft gives, with field paths", () => {
    const bad = {
      center_latitude: 91,
      north_angle: -361,
      calc_interval_min: 0,
      start_time: "8h",
      season: "autumn",
      plane_height: 1000,
      planned_buildings: [{ height: -1 }, { footprint: { type: "Polygon", coordinates: [[[LON, LAT]]] } }],
      points: [
        [181, 0],
        [0, -91],
      ],
    };
    expect(errors("hikage", bad, "draft")).toEqual(
      expect.arrayContaining([
        { path: "center_latitude", message: "analysis.latitude_range" },
        { path: "north_angle", message: "analysis.angle_range" },
        { path: "calc_interval_min", message: "analysis.calc_interval_range" },
        { path: "start_time", message: "analysis.time_format" },
        { path: "season", message: "analysis.invalid_option" },
        { path: "plane_height", message: "analysis.height_range" },
        { path: "planned_buildings.0.height", message: "analysis.height_range" },
        { path: "planned_buildings.1.footprint.coordinates.0", message: "analysis.polygon_invalid" },
        { path: "points.0.0", message: "analysis.longitude_range" },
        { path: "points.1.1", message: "analysis.latitude_range" },
      ]),
    );
    // A draft planned building may lack its height; a run may not.
    const partial = { ...complete, planned_buildings: [{ footprint: square(LON, LAT, 20) }] };
    expect(errors("hikage", partial, "draft")).toEqual([]);
    expect(errors("hikage", partial, "run")).toEqual([
      { path: "planned_buildings.0.height", message: "common.required" },
    ]);
    expect(errors("hikage", { plane_height: "4" }, "draft")).toEqual([
      { path: "plane_height", message: "analysis.invalid_value" },
    ]);
  });

  it("output interval is an integer multiple of the calculation interval; end after start", () => {
    expect(errors("hikage", { calc_interval_min: 7 }, "draft")).toEqual([
      { path: "output_interval_min", message: "analysis.output_interval_multiple" },
    ]);
    expect(errors("hikage", { calc_interval_min: 10, output_interval_min: 30 }, "draft")).toEqual([]);
    expect(errors("hikage", { start_time: "16:00", end_time: "08:00" }, "draft")).toEqual([
      { path: "end_time", message: "analysis.time_order" },
    ]);
    expect(errors("hikage", { calc_interval_min: 2.5 }, "draft")[0]?.message).toBe(
      "analysis.calc_interval_range",
    );
  });

  it("limits the analysis range to 25 ha and keeps it inside the target range", () => {
    // 510 m x 510 m = 26 ha > 25 ha; 490 m x 490 m = 24 ha.
    const big = { target_range: square(LON, LAT, 600), analysis_range: square(LON, LAT, 510) };
    expect(errors("hikage", big, "draft")).toEqual([
      { path: "analysis_range", message: "analysis.area_max_25ha" },
    ]);
    const ok = { target_range: square(LON, LAT, 600), analysis_range: square(LON, LAT, 490) };
    expect(errors("hikage", ok, "draft")).toEqual([]);
    const outside = { target_range: square(LON, LAT, 100), analysis_range: square(LON + 0.0005, LAT, 100) };
    expect(errors("hikage", outside, "draft")).toEqual([
      { path: "analysis_range", message: "analysis.range_outside_target" },
    ]);
  });

  it("custom season needs a declination; a site boundary needs limits and a planned building", () => {
    expect(errors("hikage", { ...complete, season: "custom" }, "run")).toEqual([
      { path: "declination", message: "common.required" },
    ]);
    expect(errors("hikage", { ...complete, declination: 30 }, "draft")).toEqual([
      { path: "declination", message: "analysis.declination_range" },
    ]);
    const site = { ...complete, site_boundary: square(LON, LAT, 40), planned_buildings: [] };
    expect(errors("hikage", site, "run")).toEqual([
      { path: "limits", message: "common.required" },
      { path: "planned_buildings", message: "analysis.planned_required" },
    ]);
    const limits = { ...complete, site_boundary: square(LON, LAT, 40), limits: { hours5: 4 } };
    expect(errors("hikage", limits, "draft")).toEqual([]);
    expect(errors("hikage", limits, "run")).toEqual([{ path: "limits.hours10", message: "common.required" }]);
  });
});

describe("messages", () => {
  it("every key used by the schemas has both languages", () => {
    for (const key of ANALYSIS_MESSAGE_KEYS) {
      expect(ANALYSIS_MESSAGES[key].ja.length).toBeGreaterThan(0);
      expect(ANALYSIS_MESSAGES[key].en.length).toBeGreaterThan(0);
    }
    expect(analysisMessage("analysis.area_max_25ha", "en")).toBe("The maximum area is 25 ha");
    expect(analysisMessage("common.required", "jp")).toBe("この項目は必須です");
  });
});
