import { describe, expect, it } from "vitest";
import { outlineKey, outlineTimes } from "./outlineTimes";

const layer = (...properties: Record<string, unknown>[]) => ({
  type: "FeatureCollection",
  features: properties.map((p) => ({ type: "Feature", properties: p, geometry: null })),
});

describe("outlineTimes", () => {
  it("lists the numeric output times the shadow pipeline stores, once each, with their labels", () => {
    const data = layer(
      { time: 8, label: "08:00" },
      { time: 8, label: "08:00" },
      { time: 8.5, label: "08:30" },
      { time: 9, label: "09:00" },
    );
    expect(outlineTimes(data)).toEqual([
      { time: "8", label: "08:00" },
      { time: "8.5", label: "08:30" },
      { time: "9", label: "09:00" },
    ]);
  });

  it("keeps string times and falls back to the key for a missing label", () => {
    expect(outlineTimes(layer({ time: "10:00" }, { time: 11 }))).toEqual([
      { time: "10:00", label: "10:00" },
      { time: "11", label: "11" },
    ]);
  });

  it("ignores features without a usable time and data that is not a collection", () => {
    expect(outlineTimes(layer({ time: null }, { time: Number.NaN }, {}))).toEqual([]);
    expect(outlineTimes(undefined)).toEqual([]);
    expect(outlineTimes({ features: "no" })).toEqual([]);
  });

  it("gives the map filter the same key as the selector", () => {
    expect(outlineKey(8.5)).toBe(outlineTimes(layer({ time: 8.5 }))[0]?.time);
    expect(outlineKey("")).toBeNull();
  });
});
