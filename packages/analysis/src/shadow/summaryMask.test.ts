import { describe, expect, it } from "vitest";
import type { Footprint } from "./summaryMask";
import { maskedHours, summaryMask } from "./summaryMask";

// A 10 x 10 grid of 1 m cells, centres at 0.5 .. 9.5 m.
const grid = { originX: 0.5, originY: 0.5, spacing: 1, nx: 10, ny: 10 };
const rect = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const plan: Footprint = { rings: [rect(0, 0, 2, 2)], base: 0, top: 20, planned: true };
const existing: Footprint = { rings: [rect(5, 5, 8, 8), rect(6, 6, 7, 7)], base: 0, top: 9, planned: false };
const count = (mask: Uint8Array) => mask.reduce((n, v) => n + v, 0);

describe("where a view's figures are counted", () => {
  it("leaves out the plan's cells in the planned view, every building's in the others, holes kept", () => {
    expect(count(summaryMask(grid, 4, [plan, existing], null, "planned"))).toBe(4);
    // 3 x 3 cells less the courtyard's one.
    expect(count(summaryMask(grid, 4, [plan, existing], null, "composite"))).toBe(4 + 8);
    expect(count(summaryMask(grid, 4, [plan, existing], null, "added"))).toBe(4 + 8);
  });

  it("keeps cells under a building the plane passes above, and leaves out the site", () => {
    expect(count(summaryMask(grid, 10, [plan, existing], null, "composite"))).toBe(4);
    const site = rect(0, 0, 4, 4);
    expect(count(summaryMask(grid, 4, [plan], site, "planned"))).toBe(16);
  });

  it("zeroes the masked hours only", () => {
    const hours = new Float32Array(100).fill(3);
    const out = maskedHours(hours, summaryMask(grid, 4, [plan], null, "planned"));
    expect(out.filter((h) => h === 0)).toHaveLength(4);
    expect(hours.every((h) => h === 3)).toBe(true);
  });
});
