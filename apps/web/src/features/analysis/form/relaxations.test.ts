import type { LonLatPolygonGeoJson } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { cornerHeights, deemedOffset, planeRise, stackTier } from "./relaxations";

describe("deemed boundary offset (令135条の12第3項第1号)", () => {
  it("is half the width up to 10 m and 5 m short of the far side beyond", () => {
    expect(deemedOffset(6)).toBe(3);
    expect(deemedOffset(10)).toBe(5);
    expect(deemedOffset(20)).toBe(15);
    expect(deemedOffset(10.5)).toBeCloseTo(5.5, 10);
  });
});

describe("plane rise of a low site (令135条の12第3項第2号)", () => {
  it("is (H - 1) / 2 from a 1 m difference on, nothing below it or for a higher site", () => {
    expect(planeRise(10, 13)).toBe(1);
    expect(planeRise(10, 11)).toBe(0);
    expect(planeRise(10, 10.9)).toBe(0);
    expect(planeRise(12, 10)).toBe(0);
    expect(planeRise(undefined, 10)).toBeNull();
  });
});

describe("a tier stacked on another", () => {
  const footprint: LonLatPolygonGeoJson = {
    type: "Polygon",
    coordinates: [
      [
        [135, 34],
        [135.001, 34],
        [135.001, 34.001],
        [135, 34],
      ],
    ],
  };
  it("takes the footprint, starts at the top of the lower tier and names both one building", () => {
    const tiers = [
      { footprint, height: 28, base_height: 0 },
      { footprint, height: 9, building: "B" },
    ];
    const out = stackTier(tiers, 0, 4, "建物1");
    expect(out).toHaveLength(3);
    expect(out[0]).toMatchObject({ building: "建物1", height: 28 });
    expect(out[1]).toEqual({ footprint, building: "建物1", base_height: 28, height: 4, rooftop: false });
    expect(out[2]).toMatchObject({ building: "B" });
    expect(stackTier(out, 1, 3, "x")[2]).toMatchObject({ base_height: 32, building: "建物1" });
    expect(stackTier([{ footprint, height: 9, building: "" }], 0, 3, "建物2")[1]).toMatchObject({
      building: "建物2",
    });
  });
});

describe("ground heights typed per corner", () => {
  it("reads a list, leaves empty input unset", () => {
    expect(cornerHeights("3.2, 3.4、3")).toEqual([3.2, 3.4, 3]);
    expect(cornerHeights(" ")).toBeUndefined();
  });
});
