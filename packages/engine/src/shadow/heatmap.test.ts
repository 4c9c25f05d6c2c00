import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { gridFromBbox } from "../grid/grid";
import { shadeHeatmapPng } from "./heatmap";

describe("shade heat map PNG", () => {
  it("one pixel per cell, north up, transparent where unshaded", () => {
    const grid = gridFromBbox([0, 0, 2, 1], 1); // 3 x 2 cells
    const hours = Float32Array.from([0, 4, 8, 0, 0, 2]);
    const png = PNG.sync.read(Buffer.from(shadeHeatmapPng(hours, grid, 8)));
    expect([png.width, png.height]).toEqual([3, 2]);
    const px = (x: number, y: number) => [...png.data.subarray((y * 3 + x) * 4, (y * 3 + x) * 4 + 4)];
    // Grid row 0 (south) is the bottom image row.
    expect(px(0, 1)[3]).toBe(0);
    expect(px(2, 1)).toEqual([84, 0, 80, 255]); // 8 h of 8: darkest
    expect(px(1, 1)).toEqual([253, 141, 60, 255]); // 4 h: half way
    expect(px(2, 0)[3]).toBe(255); // row 1, 2 h
  });
});
