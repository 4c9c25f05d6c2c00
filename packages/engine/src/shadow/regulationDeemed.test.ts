import { describe, expect, it } from "vitest";
import { regulationSun } from "../sun/regulation";
import { checkRegulation, deemedShift, deemedSite, offsetLine } from "./regulation";
import { buildSchedule } from "./schedule";
import { prepareScene } from "./scene";
import type { Ring2 } from "./types";

// 令135条の12第3項第1号: a site edge on a road, water or railway of width W is deemed to lie W/2 out for
// W ≤ 10 m, and W - 5 m out (5 m short of the far side) for W > 10 m. The 5 m and 10 m lines are drawn from
// that deemed boundary.

/** A 20 m square site, its south edge (edge 0) on y = -10. */
const site: Ring2 = [
  [-10, -10],
  [10, -10],
  [10, 10],
  [-10, 10],
];

const extent = (paths: { x: number; y: number }[][]) => {
  const pts = paths.flat();
  return {
    minY: Math.min(...pts.map((p) => p.y)),
    maxY: Math.max(...pts.map((p) => p.y)),
    minX: Math.min(...pts.map((p) => p.x)),
    maxX: Math.max(...pts.map((p) => p.x)),
  };
};

describe("deemed boundary on a road, water or railway (令135条の12第3項第1号)", () => {
  it("moves out W/2 up to 10 m and W - 5 beyond, 5 m at W = 10 on both rules", () => {
    expect(deemedShift(6)).toBe(3);
    expect(deemedShift(10)).toBe(5);
    expect(deemedShift(10.000001)).toBeCloseTo(5, 5);
    expect(deemedShift(20)).toBe(15);
  });

  for (const [width, offset] of [
    [6, 3],
    [10, 5],
    [20, 15],
  ] as const)
    it(`puts the boundary and the 5 m / 10 m lines of a ${width} m road exactly (offset ${offset} m)`, () => {
      const deemed = [{ edge: 0, width, kind: "road" as const }];
      const boundary = extent(deemedSite(site, deemed));
      expect(boundary.minY).toBeCloseTo(-10 - offset, 6);
      // The other edges stay where they are.
      expect(boundary).toMatchObject({ maxY: 10, minX: -10, maxX: 10 });
      for (const distance of [5, 10]) {
        const line = extent(offsetLine(site, distance, deemed));
        expect(line.minY).toBeCloseTo(-10 - offset - distance, 6);
        expect(line.maxY).toBeCloseTo(10 + distance, 6);
        expect(line.maxX).toBeCloseTo(10 + distance, 6);
      }
    });

  it("moves water and railway edges alike, each edge by its own width", () => {
    const deemed = [
      { edge: 1, width: 8, kind: "water" as const },
      { edge: 2, width: 30, kind: "railway" as const },
    ];
    const line = extent(offsetLine(site, 10, deemed));
    expect(line.maxX).toBeCloseTo(10 + 4 + 10, 6);
    expect(line.maxY).toBeCloseTo(10 + 25 + 10, 6);
    expect(line.minY).toBeCloseTo(-20, 6);
    expect(line.minX).toBeCloseTo(-20, 6);
  });

  it("judges the check on the lines of the deemed boundary", () => {
    const sun = (t: number) => regulationSun(35.6833, -23.45, t).vector;
    const schedule = buildSchedule(sun, 8, 16, 10, 60);
    const scene = prepareScene([{ footprint: site, base: 0, height: 20 }]);
    // The north edge (edge 2) on a 20 m road: the lines move 15 m north, where the shade is shorter.
    const plain = checkRegulation(scene, schedule, 4, { site, limits: "5h/3h" }, sun);
    const road = checkRegulation(
      scene,
      schedule,
      4,
      { site, limits: "5h/3h", deemed: [{ edge: 2, width: 20 }] },
      sun,
    );
    const northmost = (rings: number[][][]) => Math.max(...rings.flat().map((p) => p[1] ?? 0));
    expect(northmost(road.lines.m5)).toBeCloseTo(10 + 15 + 5, 6);
    expect(northmost(road.lines.m10)).toBeCloseTo(10 + 15 + 10, 6);
    expect(road.zones[0]?.worst?.y).toBeCloseTo(30, 3);
    expect(road.zones[0]?.maxHours ?? 0).toBeLessThan(plain.zones[0]?.maxHours ?? 0);
  });
});
