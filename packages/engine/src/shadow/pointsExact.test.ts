import { describe, expect, it } from "vitest";
import fixture from "../../test/fixtures/shadow/exact-cases.json";
import { regulationSun } from "../sun/regulation";
import { shadePoints } from "./points";
import { prepareScene } from "./scene";
import { prismToMesh, syntheticCity } from "./synthetic";
import { referenceIntervals } from "./testing/exactReference";
import type { PrismBuilding } from "./types";

const { latitude, declination, start, end } = fixture.sun;
const sun = (t: number) => regulationSun(latitude, declination, t).vector;
const SECOND = 1 / 3600;

/** Every event within 1 s of the reference (same number of intervals). */
function expectWithinASecond(found: [number, number][], expected: number[][]): void {
  expect(found.length).toBe(expected.length);
  found.forEach(([a, b], i) => {
    expect(Math.abs(a - (expected[i]?.[0] ?? NaN))).toBeLessThan(SECOND);
    expect(Math.abs(b - (expected[i]?.[1] ?? NaN))).toBeLessThan(SECOND);
  });
}

describe("points mode finds every event to the second (issue 14)", () => {
  const gap = fixture.gap;
  const buildings: PrismBuilding[] = gap.buildings.map((b) => ({
    footprint: b.footprint as [number, number][],
    base: 0,
    height: b.height,
  }));

  it("a sunlit slit of about 20 s between two blocks 5 cm apart (the reference's intervals)", () => {
    const points = gap.points as [number, number][];
    const results = shadePoints(prepareScene(buildings), points, sun, start, end, { planeZ: fixture.planeZ });
    results.forEach((r, i) => {
      const expected = gap.intervals[i] ?? [];
      expectWithinASecond(r.intervals, expected);
      const hours = expected.reduce((sum, [a = 0, b = 0]) => sum + b - a, 0);
      expect(Math.abs(r.shadeHours - hours)).toBeLessThan(SECOND);
    });
    // The slit is shorter than the old 1-minute scan: the points next to it do see the sun.
    const sunlit = results.slice(0, 4).map((r) => (end - start - r.shadeHours) * 3600);
    for (const seconds of sunlit) {
      expect(seconds).toBeGreaterThan(15);
      expect(seconds).toBeLessThan(30);
    }
  });

  it("the same blocks as triangle meshes give the same events", () => {
    const meshes = prepareScene(buildings.map((b) => prismToMesh(b, 5, 5)));
    const points = gap.points as [number, number][];
    const results = shadePoints(meshes, points, sun, start, end, { planeZ: fixture.planeZ });
    results.forEach((r, i) => expectWithinASecond(r.intervals, gap.intervals[i] ?? []));
  });

  it("points in a small city agree with the brute-force reference to the second", () => {
    const city = syntheticCity(64, 120, 21);
    const reference = city.map((b) => ({ footprint: b.footprint, base: b.base, top: b.base + b.height }));
    const points: [number, number][] = [
      [3.1, 7.7],
      [-21.4, 14.2],
      [30.05, -11.9],
    ];
    const results = shadePoints(prepareScene(city), points, sun, start, end, { planeZ: 1.5 });
    const sunRef = { latitude, declination, start, end };
    results.forEach((r, i) => {
      const [x = 0, y = 0] = points[i] ?? [];
      expectWithinASecond(r.intervals, referenceIntervals(reference, x, y, 1.5, sunRef));
    });
  }, 60_000);
});
