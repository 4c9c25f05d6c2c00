import type { SharedCase } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { sharedResult } from "./sharedResult";

const base: SharedCase = {
  name: "ケース1",
  service_type: "noise",
  status: "done",
  process_start_at: "2026-01-01T00:00:00.000Z",
  process_end_at: "2026-01-01T00:01:00.000Z",
  computed_at: "2026-01-01T00:01:00.000Z",
  site: { lon: 139.7, lat: 35.6 },
  summary: {
    service_type: "noise",
    max_db: 70,
    area_above: [],
    facade_max: null,
    buildings: { city: 3, models: 0 },
    north_angle: 0,
  },
  points: [],
  layers: [{ name: "noise_png", media_type: "image/png", url: "/api/share/t/layers/noise_png", meta: {} }],
  exports: [],
};

describe("shared result", () => {
  it("carries the summary, points and share layer URLs for the result views", () => {
    const result = sharedResult(base);
    expect(result?.summary).toBe(base.summary);
    expect(result?.layers[0]?.url).toBe("/api/share/t/layers/noise_png");
    expect(result?.computed_at).toBe(base.computed_at);
  });

  it("is null without a finished run", () => {
    expect(sharedResult({ ...base, summary: null, computed_at: null, layers: [] })).toBeNull();
  });
});
