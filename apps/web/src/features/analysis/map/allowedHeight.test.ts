import { describe, expect, it } from "vitest";
import { GYAKUHIKAGE_LAYERS } from "@soracity/contracts";
import { heatColour } from "../../viewer/palette";
import {
  allowedHeightLayer,
  allowedHeightPoints,
  cornerBounds,
  formatHeight,
  heightPixels,
} from "./allowedHeight";

describe("the allowed-height grid on the 2D map", () => {
  it("paints rows north first, on 0 to the largest height, and leaves cells outside the site clear", () => {
    // 2 x 2, south row first: [0, 6] south, [12, NaN] north.
    const pixels = heightPixels(Float32Array.from([0, 6, 12, NaN]), 2, 2, 12);
    const at = (row: number, column: number) =>
      Array.from(pixels.slice((row * 2 + column) * 4, (row * 2 + column) * 4 + 4));
    // The image's first row is the grid's north row.
    expect(at(0, 0)).toEqual([...heatColour(1), 255]);
    expect(at(0, 1)).toEqual([0, 0, 0, 0]);
    expect(at(1, 0)).toEqual([...heatColour(0), 255]);
    expect(at(1, 1)).toEqual([...heatColour(0.5), 255]);
    // A site where nothing may rise (max 0) is painted at the scale's start, not divided by zero.
    expect(Array.from(heightPixels(Float32Array.from([0]), 1, 1, 0))).toEqual([...heatColour(0), 255]);
  });

  it("bounds the image by its corners", () => {
    const corners = [
      [135.5, 34.69],
      [135.5004, 34.69001],
      [135.50041, 34.6904],
      [135.49999, 34.69039],
    ];
    expect(cornerBounds(corners)).toEqual([
      [34.69, 135.49999],
      [34.6904, 135.50041],
    ]);
  });

  it("shows heights floored to the centimetre without trailing zeros", () => {
    expect(formatHeight(12)).toBe("12");
    expect(formatHeight(12.25)).toBe("12.25");
    expect(formatHeight(12.5)).toBe("12.5");
    // Never rounded up: 9.999 m is 9.99 m, not 10 m.
    expect(formatHeight(9.999)).toBe("9.99");
    expect(formatHeight(0)).toBe("0");
  });

  it("takes the points and the grid of a 逆日影 result only", () => {
    const points = [
      { lon: 135.5, lat: 34.69, max_height: 10.5 },
      { lon: 135.6, lat: 34.7, max_height: null },
    ];
    expect(allowedHeightPoints(points)).toEqual(points);
    expect(allowedHeightPoints([{ lon: 135.5, lat: 34.69, shade_hours: 2, intervals: [] }])).toEqual([]);

    const meta = {
      nx: 2,
      ny: 2,
      spacing_m: 1,
      origin: { lon: 135.5, lat: 34.69 },
      bbox_local: [-0.5, -0.5, 0.5, 0.5],
      corners: [
        [135.5, 34.69],
        [135.5, 34.69],
        [135.5, 34.69],
        [135.5, 34.69],
      ],
      row_order: "south_to_north",
      dtype: "float32",
      unit: "m",
      ground_elevation: 3.2,
      max_height: 12,
    };
    const grid = { name: GYAKUHIKAGE_LAYERS.grid, url: "/x", media_type: "application/octet-stream", meta };
    const shade = { ...grid, name: "shade_hours" };
    expect(allowedHeightLayer([shade, grid])?.meta.max_height).toBe(12);
    expect(allowedHeightLayer([shade])).toBeNull();
    // A manifest whose meta does not fit (an older run) is not taken.
    expect(allowedHeightLayer([{ ...grid, meta: { ...meta, unit: "h" } }])).toBeNull();
  });
});
