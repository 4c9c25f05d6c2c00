import type { CaseResult } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { summaryLines } from "./demo.summary";

const base = { case_id: "c", run_id: "r", computed_at: "", stale: false, points: [], layers: [] };
const results = {
  hikage: {
    ...base,
    service_type: "hikage",
    run_time_ms: 1400,
    summary: {
      service_type: "hikage",
      max_hours: 8,
      areas: [],
      regulation: {
        pass: false,
        limits: { hours5: 4, hours10: 2.5 },
        zones: [
          { zone: "5-10m", limit: 4, max_hours: 3, worst: null, pass: true },
          { zone: "beyond10m", limit: 2.5, max_hours: 2.67, worst: null, pass: false },
        ],
      },
      buildings: { city: 7, models: 0, planned: 1 },
      window_hours: 8,
      plane_z: 4,
      north_angle: 0,
    },
  },
  noise: {
    ...base,
    service_type: "noise",
    run_time_ms: 300,
    summary: {
      service_type: "noise",
      max_db: 70.61,
      area_above: [],
      facade_max: { lon: 0, lat: 0, level_db: 69.94, building: "BLD_1" },
      buildings: { city: 7, models: 0 },
      north_angle: 0,
    },
  },
  vibration: {
    ...base,
    service_type: "vibration",
    run_time_ms: 40,
    summary: {
      service_type: "vibration",
      max_db: 90,
      boundary: { max_db: 81.12, at: { lon: 0, lat: 0 }, limit: 75, exceeds: true },
    },
  },
  tenkuritsu: {
    ...base,
    service_type: "tenkuritsu",
    run_time_ms: 250,
    summary: {
      service_type: "tenkuritsu",
      pass: false,
      checks: [
        {
          check: "road",
          points: 9,
          pass: false,
          worst: { id: "R1-4", lon: 0, lat: 0, planned: 0.612, conforming: 0.6251, margin: -0.014 },
        },
        {
          check: "neighbour",
          points: 24,
          pass: true,
          worst: { id: "A2-1", lon: 0, lat: 0, planned: 0.8817, conforming: 0.8704, margin: 0.011 },
        },
      ],
      min_sky_factor: 0.612,
      points: 33,
      safety_margin: 0,
      north_angle: 0,
    },
  },
  gyakuhikage: {
    ...base,
    service_type: "gyakuhikage",
    run_time_ms: 1600,
    summary: {
      service_type: "gyakuhikage",
      forward_check: {
        pass: true,
        zones: [
          { zone: "5-10m", limit: 4, max_hours: 3.92, worst: null, pass: true },
          { zone: "beyond10m", limit: 2.5, max_hours: 2.41, worst: null, pass: true },
        ],
        lowered: 0,
        tiers: 12,
      },
      volume: 12345.6,
      floor_area_estimate: 3210.4,
      storeys: 7,
      max_height: 21.5,
      storey_height: 3,
      window_family: "noon:0/noon:0",
      site_area: 1600,
      grid: { nx: 40, ny: 40, spacing_m: 1, cells: 1600 },
      setup: {
        zone: null,
        ordinance_row: null,
        hokkaido: false,
        from_table: false,
        plane_height: 4,
        average_ground: { elevation: 3, method: "typed", edges: [] },
        plane_rise_m: 0,
        subject: null,
        deemed_edges: [],
      },
      north_angle: 0,
    },
  },
} satisfies Record<string, CaseResult>;

describe("the demo's summary", () => {
  it("gives run times, the shadow zones' verdicts, the facade maximum, the boundary level, the sky checks", () => {
    const text = summaryLines(results, 9400).join("\n");
    expect(text).toContain("1.4 s");
    expect(text).toContain("5-10 m line: 3.00 h (limit 4.00 h) pass 適合");
    expect(text).toContain("beyond 10 m: 2.67 h (limit 2.50 h) FAIL 不適合");
    expect(text).toContain("facade max 69.9 dB(A) (BLD_1)");
    expect(text).toContain("site boundary 81.1 dB (limit 75 dB) EXCEEDS 超過");
    expect(text).toContain("33 points, lowest Rs 0.612");
    expect(text).toContain("road 道路: R1-4 0.612 vs 0.625 (-0.014) FAIL 不適合");
    expect(text).toContain("neighbour 隣地: A2-1 0.882 vs 0.870 (+0.011) pass 適合");
    expect(text).toContain("max height 21.50 m, 12346 m³, ~3210 m² (7 storeys of 3 m)");
    expect(text).toContain("forward check beyond 10 m: 2.41 h (limit 2.50 h) pass 適合");
    expect(text).toContain("Total 9.4 s");
  });
});
