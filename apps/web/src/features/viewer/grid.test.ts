import { describe, expect, it } from "vitest";
import { gridMetaOf, sampleGrid } from "./grid";

describe("result grid sampling", () => {
  const origin = { lon: 139.7671, lat: 35.6812 };

  it("finds the cell under a point, rows south to north, and nothing outside", () => {
    const meta = gridMetaOf({ nx: 3, ny: 2, spacing_m: 10, origin, bbox_local: [-10, -5, 10, 5] });
    if (!meta) throw new Error("meta");
    const values = Float32Array.from([1, 2, 3, 4, 5, NaN]);
    const at = (x: number, y: number) => {
      const lon = origin.lon + x / 90_560;
      const lat = origin.lat + y / 110_940;
      return sampleGrid(meta, values, lon, lat);
    };
    expect(at(-10, -5)).toBe(1);
    expect(at(9, -4)).toBe(3);
    expect(at(0, 6)).toBe(5);
    expect(at(10, 5)).toBeNull(); // NaN cell
    expect(at(40, 0)).toBeNull();
  });

  it("turns a rotated grid back before indexing", () => {
    // A 3 x 1 grid along x, turned 90 degrees clockwise about the origin: its cells now run north to south.
    const meta = gridMetaOf({
      nx: 3,
      ny: 1,
      spacing_m: 10,
      origin,
      bbox_local: [-10, 0, 10, 0],
      rotation_deg: 90,
      centre_local: [0, 0],
    });
    if (!meta) throw new Error("meta");
    const values = Float32Array.from([7, 8, 9]);
    const lat = (y: number) => origin.lat + y / 110_940;
    expect(sampleGrid(meta, values, origin.lon, lat(10))).toBe(7);
    expect(sampleGrid(meta, values, origin.lon, lat(-10))).toBe(9);
  });

  it("refuses a meta without its fields", () => {
    expect(gridMetaOf({ nx: 3 })).toBeNull();
  });
});
