import { describe, expect, it } from "vitest";
import { ringSelfIntersection, selfIntersectionMessage } from "./simpleRing";
import { segmentCrossing, segmentsIntersect } from "./segments";

/** A 20 m square with two corners swapped: edges 0 (0,0)-(20,20) and 2 (20,0)-(0,20) cross at (10, 10). */
const BOW_TIE = [
  [0, 0],
  [20, 20],
  [20, 0],
  [0, 20],
];
const SQUARE = [
  [0, 0],
  [20, 0],
  [20, 20],
  [0, 20],
];

describe("segment kernels", () => {
  it("segmentCrossing gives t along the first segment, open at its ends, closed on the edge", () => {
    expect(segmentCrossing(0, 0, 10, 0, 4, -1, 0, 2)).toBeCloseTo(0.4, 12);
    expect(segmentCrossing(0, 0, 10, 0, 4, 0, 0, 2)).toBeCloseTo(0.4, 12); // edge vertex on the path
    expect(segmentCrossing(0, 0, 10, 0, 10, -1, 0, 2)).toBe(-1); // at the path's end
    expect(segmentCrossing(0, 0, 10, 0, 4, 1, 0, 2)).toBe(-1); // edge above the path
    expect(segmentCrossing(0, 0, 10, 0, 2, 0, 5, 0)).toBe(-1); // collinear
  });
  it("segmentsIntersect counts crossings, touches and collinear overlaps, not near misses", () => {
    expect(segmentsIntersect(0, 0, 2, 2, 0, 2, 2, 0)).toBe(true);
    expect(segmentsIntersect(0, 0, 2, 0, 1, 0, 1, 5)).toBe(true);
    expect(segmentsIntersect(0, 0, 2, 0, 1, 0, 3, 0)).toBe(true);
    expect(segmentsIntersect(0, 0, 2, 0, 2.001, 0, 3, 0)).toBe(false);
    expect(segmentsIntersect(0, 0, 2, 0, 1, 0.001, 1, 5)).toBe(false);
  });
});

describe("ringSelfIntersection", () => {
  it("finds the bow-tie's crossing edges (0 and 2)", () => {
    expect(ringSelfIntersection(BOW_TIE)).toEqual({ first: 0, second: 2 });
    expect(selfIntersectionMessage("b1", { first: 0, second: 2 })).toContain("building b1");
  });
  it("accepts simple rings in either orientation, with a repeated closing point or repeated vertices", () => {
    expect(ringSelfIntersection(SQUARE)).toBeNull();
    expect(ringSelfIntersection([...SQUARE].reverse())).toBeNull();
    expect(ringSelfIntersection([...SQUARE, [0, 0]])).toBeNull();
    expect(ringSelfIntersection([[0, 0], [0, 0], [20, 0], [20, 20], [20, 20], [0, 20]])).toBeNull(); // prettier-ignore
    // an L shape: concave but simple
    expect(ringSelfIntersection([[0, 0], [20, 0], [20, 5], [5, 5], [5, 20], [0, 20]])).toBeNull(); // prettier-ignore
  });
  it("refuses a vertex touching another edge and a spike folding back", () => {
    // vertex 3 (10, 0) lies on edge 0
    expect(ringSelfIntersection([[0, 0], [20, 0], [20, 20], [10, 0], [0, 20]])).toMatchObject({ first: 0 }); // prettier-ignore
    // (20, 0) -> (30, 0) -> (25, 0): edges 1 and 2 fold back
    expect(ringSelfIntersection([[0, 0], [20, 0], [30, 0], [25, 0], [20, 20]])).not.toBeNull(); // prettier-ignore
  });
  it("numbers the edges of the ring as given (repeated points included)", () => {
    expect(ringSelfIntersection([[0, 0], [0, 0], [20, 20], [20, 0], [0, 20]])).toEqual({ first: 1, second: 3 }); // prettier-ignore
  });
  it("checks a 100,000-vertex ring in a sweep (all n² pairs would take minutes; each edge meets only those overlapping it in x), and finds one crossing", () => {
    const n = 100_000;
    const star = Array.from({ length: n }, (_, k) => {
      const a = (2 * Math.PI * k) / n;
      const r = 100 + 0.5 * Math.sin(50 * a); // a wavy outline: concave and convex runs
      return [r * Math.cos(a), r * Math.sin(a)];
    });
    const t0 = performance.now();
    expect(ringSelfIntersection(star)).toBeNull();
    // about 0.2 s alone; the bound leaves room for a machine shared with other work
    expect(performance.now() - t0).toBeLessThan(15_000);
    // vertex 500 pulled across the ring to the far side
    const crossed = star.map((p, k) => (k === 500 ? [-200, 0] : p));
    expect(ringSelfIntersection(crossed)).not.toBeNull();
  });
});
