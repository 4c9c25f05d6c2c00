import { describe, expect, it } from "vitest";
import { regulationSun } from "../sun/regulation";
import { shadePoints } from "./points";
import { checkRegulation } from "./regulation";
import { chartOrder } from "./regulationChart";
import { buildSchedule } from "./schedule";
import { prepareScene } from "./scene";
import type { Ring2 } from "./types";

/** A 16 x 24 m site (x -8..8, y -12..12) in Osaka, a 20 m high building on all of it. */
const rect = (w: number, h: number): Ring2 => [
  [-w / 2, -h / 2],
  [w / 2, -h / 2],
  [w / 2, h / 2],
  [-w / 2, h / 2],
];
const site = rect(16, 24);
const sun = (t: number) => regulationSun(34.7, -23.45, t).vector;
const scene = prepareScene([{ footprint: site, base: 0, height: 20 }]);
const schedule = buildSchedule(sun, 8, 16, 10, 60);
const check = (chartSpacing?: number) =>
  checkRegulation(scene, schedule, 4, { site, limits: "5h/3h", chartSpacing }, sun);

describe("日影チャート along the 5 m and 10 m lines", () => {
  const result = check(1);
  const [m5, m10] = result.chart ?? [];

  it("unrolls each line once from its southernmost point, clockwise, at the spacing or finer", () => {
    expect(m5).toMatchObject({ line: "5m", limit: 5 });
    expect(m10).toMatchObject({ line: "10m", limit: 3 });
    const piece = m5?.pieces[0];
    expect(m5?.pieces).toHaveLength(1);
    // The site grown by 5 m with round corners: 2 (16 + 24) + 2π 5.
    expect(piece?.length).toBeCloseTo(80 + 10 * Math.PI, 1);
    expect(piece?.s[0]).toBe(0);
    expect(piece?.s.at(-1)).toBe(piece?.length);
    const gaps = (piece?.s ?? []).slice(1).map((s, i) => s - (piece?.s[i] ?? 0));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(1);
    expect(Math.min(...gaps)).toBeGreaterThan(0);
    // Starts at the west end of the south side, then goes west (clockwise).
    expect(piece?.points[0]?.[0]).toBeCloseTo(-8, 6);
    expect(piece?.points[0]?.[1]).toBeCloseTo(-17, 6);
    expect(piece?.points[1]?.[0] ?? 0).toBeLessThan(-8);
    expect(piece?.points.at(-1)).toEqual(piece?.points[0]);
  });

  it("gives each sample its exact hours and holds the check's worst point of the line", () => {
    const piece = m10?.pieces[0];
    const picks = [0, 40, 80, 120].map((i): [number, number] => piece?.points[i] ?? [0, 0]);
    const exact = shadePoints(scene, picks, sun, 8, 16, { planeZ: 4 });
    picks.forEach((_, k) => {
      const i = [0, 40, 80, 120][k] ?? 0;
      expect(Math.abs((piece?.hours[i] ?? -1) - (exact[k]?.shadeHours ?? 0))).toBeLessThan(1e-6);
    });
    const far = result.zones[1];
    const worstAt = piece?.hours.indexOf(far?.maxHours ?? -1) ?? -1;
    expect(worstAt).toBeGreaterThan(0);
    expect(piece?.points[worstAt]?.[1]).toBeCloseTo(far?.worst?.y ?? 0, 6);
    expect(Math.max(...(piece?.hours ?? []))).toBeLessThan((far?.maxHours ?? 0) + 1e-3);
    // The worst lies north: in the middle of a chart unrolled from the south.
    const s = piece?.s[worstAt] ?? 0;
    expect(s / (piece?.length ?? 1)).toBeGreaterThan(0.25);
    expect(s / (piece?.length ?? 1)).toBeLessThan(0.75);
  });

  it("is absent unless asked, and refuses a spacing out of range", () => {
    expect(check().chart).toBeUndefined();
    expect(() => check(0.01)).toThrow(expect.objectContaining({ code: "invalid_regulation" }));
  });

  it("orders a counter-clockwise path clockwise from the south", () => {
    const ccw = [
      { x: 0, y: -1 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
      { x: -1, y: 0 },
    ];
    expect(chartOrder(ccw)).toEqual([
      { x: 0, y: -1 },
      { x: -1, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 0 },
    ]);
  });
});
