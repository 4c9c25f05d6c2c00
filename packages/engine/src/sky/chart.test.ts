// The sky chart (天空図): orientation (north up, east right), the silhouette's arcs, and the 三斜求積 table.
import { describe, expect, it } from "vitest";
import { skyChart } from "./chart";
import { skyFactor } from "./skyFactor";
import { p, shoelace } from "./test/reference";
import { tierSolid } from "./tiers";
import { measureTriangle } from "./triangles";
import type { ChartPoint } from "./types";

const rect = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
describe("skyChart", () => {
  it("draws a building to the east on the right, north up, with Rs exact", () => {
    const east = [tierSolid(rect(10, -4, 20, 6), 0, 30)];
    const chart = skyChart(p(0, 0, 0), east);
    expect(chart.rs).toBe(skyFactor(p(0, 0, 0), east));
    const points = chart.silhouette.flatMap((poly) => poly.outer);
    expect(Math.min(...points.map((q) => q[0]))).toBeGreaterThanOrEqual(0);
    // the wall spans azimuths from atan2(10, 6) to atan2(10, -4): its foot is on the horizon (unit circle)
    const onHorizon = points.filter((q) => Math.abs(Math.hypot(q[0], q[1]) - 1) < 1e-9);
    expect(Math.max(...onHorizon.map((q) => q[1]))).toBeCloseTo(Math.cos(Math.atan2(10, 6)), 9);
    expect(Math.min(...onHorizon.map((q) => q[1]))).toBeCloseTo(Math.cos(Math.atan2(10, -4)), 9);
  });

  it("splits arcs to at most the step asked for", () => {
    const solids = [tierSolid(rect(-30, 8, 30, 20), 0, 15)];
    for (const degrees of [0.5, 2]) {
      const outer = skyChart(p(0, 0, 1.5), solids, { maxArcDegrees: degrees }).silhouette[0]?.outer ?? [];
      const longest = Math.max(
        ...outer.map((a, i) => {
          const b = outer[(i + 1) % outer.length] ?? a;
          const up = (q: ChartPoint) => [q[0], q[1], Math.sqrt(Math.max(0, 1 - q[0] ** 2 - q[1] ** 2))];
          const [u, v] = [up(a), up(b)];
          return Math.acos(
            Math.min(1, (u[0] ?? 0) * (v[0] ?? 0) + (u[1] ?? 0) * (v[1] ?? 0) + (u[2] ?? 0) * (v[2] ?? 0)),
          );
        }),
      );
      expect(longest).toBeLessThanOrEqual(((degrees * Math.PI) / 180) * 1.001);
    }
  });

  it("lists triangles that tile the silhouette: base × height / 2, base the longest side", () => {
    const solids = [tierSolid(rect(-8, 6, 12, 16), 0, 25), tierSolid(rect(-3, -9, 4, 3), 5, 9)];
    const chart = skyChart(p(0, 0, 1.5), solids);
    const polygonArea = chart.silhouette.reduce(
      (sum, poly) => sum + shoelace(poly.outer) + poly.holes.reduce((s, h) => s + shoelace(h), 0),
      0,
    );
    expect(chart.trianglesArea).toBeCloseTo(polygonArea, 12);
    // the chords of 0.5° arcs lose ~θ²/12 of each arc's sweep: the table is within 1e-4 of the exact Ab
    expect(Math.abs(chart.trianglesArea - chart.blockedArea)).toBeLessThan(1e-4);
    expect(chart.rsTriangles).toBeGreaterThanOrEqual(chart.rs - 1e-4);
    for (const t of chart.triangles) {
      const [a, b, c] = t.vertices;
      const sides = [
        Math.hypot(b[0] - a[0], b[1] - a[1]),
        Math.hypot(c[0] - b[0], c[1] - b[1]),
        Math.hypot(a[0] - c[0], a[1] - c[1]),
      ];
      expect(t.base).toBeCloseTo(Math.max(...sides), 14);
      expect(t.area).toBeCloseTo((t.base * t.height) / 2, 14);
      expect(t.area).toBeCloseTo(Math.abs(shoelace([a, b, c])), 14);
    }
  });

  it("measures a 3-4-5 triangle as a surveyor would", () => {
    const t = measureTriangle([0, 0], [4, 0], [0, 3]);
    expect(t?.base).toBe(5);
    expect(t?.height).toBeCloseTo(2.4, 14);
    expect(t?.area).toBeCloseTo(6, 14);
    expect(measureTriangle([0, 0], [1, 1], [2, 2])).toBeNull();
  });

  it("gives an empty chart for an open sky", () => {
    const chart = skyChart(p(0, 0, 0), []);
    expect(chart).toMatchObject({ rs: 1, blockedArea: 0, silhouette: [], triangles: [], rsTriangles: 1 });
  });
});
