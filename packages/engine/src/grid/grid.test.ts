import { describe, expect, it } from "vitest";
import { contourPolygons } from "./contours";
import { gridFromBbox } from "./grid";

describe("grid", () => {
  it("covers a bbox with centres on the spacing", () => {
    expect(gridFromBbox([0, 0, 10, 4], 2)).toEqual({ originX: 0, originY: 0, spacing: 2, nx: 6, ny: 3 });
  });
  it("rejects a non-positive spacing", () => {
    expect(() => gridFromBbox([0, 0, 1, 1], 0)).toThrow(RangeError);
  });
});

describe("contourPolygons", () => {
  it("draws a closed ring around a raised block, in local metres", () => {
    const grid = gridFromBbox([100, 200, 104, 204], 1);
    const values = new Float64Array(grid.nx * grid.ny);
    for (let j = 1; j <= 3; j++) for (let i = 1; i <= 3; i++) values[j * grid.nx + i] = 2;
    const [feature] = contourPolygons(values, grid, [1]);
    const ring = feature?.geometry.coordinates[0]?.[0] ?? [];
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    const xs = ring.map((p) => p[0] ?? NaN);
    expect(Math.min(...xs)).toBeCloseTo(100.5, 6);
    expect(Math.max(...xs)).toBeCloseTo(103.5, 6);
  });
});
