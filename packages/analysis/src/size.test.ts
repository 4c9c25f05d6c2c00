import { ANALYSIS_SIZE_LIMITS } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { checkRun } from "./check";
import { SiteFrame } from "./frame";
import { localRect } from "./testing/geometry";
import type { AnalysisInput } from "./types";

// Issue 22, F3: the counts of a run at the real limits (ANALYSIS_SIZE_LIMITS), without computing it.
const SITE = { lon: 139.7671, lat: 35.6812 };
const frame = new SiteFrame(SITE.lon, SITE.lat);
const input = (service: AnalysisInput["service"], parameters: unknown): AnalysisInput => ({
  service,
  site: SITE,
  parameters,
  cityBuildings: [],
  modelBuildings: [],
});
const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return error;
  }
};

/**
 * A planned building of `width` x `depth` x 99.9 m with its walls sampled at 0.25 m: 2 (ceil(4 width) +
 * ceil(4 depth)) x 400 samples (sizes off the 0.25 m steps, so rounding cannot move a count).
 */
const walls = (width: number, depth: number) =>
  input("hikage", {
    target_range: localRect(frame, -200, -200, 200, 200),
    points: [frame.toLonLat(0, -150)],
    planned_buildings: [{ footprint: localRect(frame, 0, 0, width, depth), height: 99.9, base: 0 }],
    ground_elevation: 0,
    walls: { enabled: true, spacing: 0.25 },
  });

describe("analysis sizes at the real limits", () => {
  it("walls: 500,000 samples run, 500,800 are refused with the figure and the limit", () => {
    expect(ANALYSIS_SIZE_LIMITS.wallSamples).toBe(500_000);
    // 2 x (400 + 225) x 400 = 500,000; 8 hourly intervals: 4,000,000 values.
    expect(refusal(() => checkRun(walls(99.9, 56.1)))).toBeNull();
    expect(refusal(() => checkRun(walls(99.9, 56.3)))).toMatchObject({
      code: "analysis_too_large",
      message: expect.stringContaining("500,800 wallSamples (at most 500,000)"),
      fields: [
        { path: "walls.spacing", message: "analysis.too_large", params: { count: 500_800, limit: 500_000 } },
      ],
    });
  });

  it("walls: values per output interval (1-minute outputs) are counted too", () => {
    const p = { ...(walls(19.9, 9.9).parameters as object), calc_interval_min: 1, output_interval_min: 1 };
    // 2 x (80 + 40) x 400 = 96,000 samples x 480 intervals = 46,080,000 values.
    expect(refusal(() => checkRun(input("hikage", p)))).toMatchObject({
      fields: [
        { path: "walls.spacing", params: { count: 46_080_000, limit: ANALYSIS_SIZE_LIMITS.wallValues } },
      ],
    });
  });

  it("regulation: the grid pass over a 999 m tower's shade at 0.25 m is refused, at 2 m it runs", () => {
    const tower = (spacing: number) =>
      input("hikage", {
        target_range: localRect(frame, -200, -200, 200, 200),
        points: [frame.toLonLat(0, -150)],
        planned_buildings: [{ footprint: localRect(frame, -10, -10, 10, 10), height: 999, base: 0 }],
        ground_elevation: 0,
        site_boundary: localRect(frame, -20, -20, 20, 20),
        limits: { hours5: 4, hours10: 2.5 },
        grid_spacing: spacing,
      });
    expect(refusal(() => checkRun(tower(0.25)))).toMatchObject({
      message: expect.stringContaining("regulationCells (at most 16,000,000)"),
      fields: [{ path: "grid_spacing", message: "analysis.too_large" }],
    });
    expect(refusal(() => checkRun(tower(2)))).toBeNull();
  });

  it("shadow plane: a 25 ha range at 0.25 m over 24 hours at 1-minute steps is refused", () => {
    const range = localRect(frame, -249, -249, 249, 249);
    const p = {
      target_range: range,
      analysis_range: range,
      grid_spacing: 0.25,
      start_time: "00:00",
      end_time: "24:00",
      calc_interval_min: 1,
    };
    // 1,992 x 1,992 cells x 1,441 steps
    expect(refusal(() => checkRun(input("hikage", p)))).toMatchObject({
      fields: [{ path: "grid_spacing", params: { count: 1992 * 1992 * 1441, limit: 4_500_000_000 } }],
    });
    // The same range over 8 hours (481 steps, 9 outputs) runs: 1.9e9 cell-steps, 35.7e6 outline cells.
    expect(
      refusal(() => checkRun(input("hikage", { ...p, start_time: "08:00", end_time: "16:00" }))),
    ).toBeNull();
  });

  it("noise: 160,000,000 paths run, 453 sources over a 420 m grid at 1 m; one source more is refused", () => {
    expect(ANALYSIS_SIZE_LIMITS.noisePaths).toBe(160_000_000);
    const [w, s] = frame.toLonLat(-210, -210);
    const [e, n] = frame.toLonLat(210, 210);
    const grid = (sources: number, lateral?: boolean) =>
      input("noise", {
        extent: { min_lon: w, min_lat: s, max_lon: e, max_lat: n },
        calculation_type: "grid",
        grid_spacing: 1,
        ...(lateral === undefined ? {} : { lateral }),
        sources: Array.from({ length: sources }, (_, i) => {
          const [lon, lat] = frame.toLonLat(-200 + (i % 20) * 20, -200 + Math.floor(i / 20) * 17);
          return { lon, lat, height: 1, lw: 80 };
        }),
      });
    // 420 x 420 cells x 453 sources x 2 (lateral paths on by default; no obstacles, so no more for sides)
    expect(refusal(() => checkRun(grid(453)))).toBeNull();
    expect(refusal(() => checkRun(grid(454)))).toMatchObject({
      code: "analysis_too_large",
      message: expect.stringContaining("160,171,200 noisePaths (at most 160,000,000)"),
      fields: [
        {
          path: "grid_spacing",
          message: "analysis.too_large",
          params: { count: 160_171_200, limit: 160_000_000 },
        },
      ],
    });
    // without lateral paths a pair is one path: 454 sources run, and so do the 500 a case may have
    expect(refusal(() => checkRun(grid(454, false)))).toBeNull();
    expect(refusal(() => checkRun(grid(500, false)))).toBeNull();
  });

  it("noise: line sources of 100,000 pieces in all run, one more piece is refused", () => {
    // Ten lines of 5 km (shorter ones: over 50 km the tangent plane drifts from the ground by metres).
    const lines = (last: number) =>
      input("noise", {
        extent: {
          min_lon: SITE.lon - 0.001,
          min_lat: SITE.lat - 0.001,
          max_lon: SITE.lon,
          max_lat: SITE.lat,
        },
        calculation_type: "grid",
        grid_spacing: 50,
        sources: Array.from({ length: 10 }, (_, i) => ({
          type: "line",
          points: [frame.toLonLat(i * 10, 0), frame.toLonLat(i * 10, i === 9 ? last : 4_999.9)],
          height: 1,
          lw: 80,
          spacing: 0.5,
        })),
      });
    expect(refusal(() => checkRun(lines(4_999.9)))).toBeNull();
    expect(refusal(() => checkRun(lines(5_000.4)))).toMatchObject({
      fields: [{ path: "sources", params: { count: 100_001, limit: 100_000 } }],
    });
  });
});
