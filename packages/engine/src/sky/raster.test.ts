// The exact sky factor against an independent raster: the orthographic sky map of 1,000 × 1,000 px, each
// pixel's direction ray-cast against every face. Sampling pixel centres along a silhouette of length ≲ 10
// (unit-disc units) misclassifies at most ~5,000 boundary pixels of 4e-6 each, with errors of both signs
// that mostly cancel: the two agree within 1e-3.
import { describe, expect, it } from "vitest";
import { skyChart } from "./chart";
import { skyFactor } from "./skyFactor";
import { rasterSkyFactor } from "./test/raster";
import { p, shoelace } from "./test/reference";
import { randomScene } from "./test/scenes";
import { tierSolid } from "./tiers";

describe("skyFactor against the raster sky map", () => {
  it.each(Array.from({ length: 12 }, (_, k) => k + 1))("agrees on random scene %i", (seed) => {
    const { eye, solids } = randomScene(seed);
    const exact = skyFactor(eye, solids);
    expect(Math.abs(exact - rasterSkyFactor(eye, solids))).toBeLessThan(1e-3);
    // a faithful chart too: its triangles sum to the exact area within the 0.5° densification
    expect(Math.abs(skyChart(eye, solids).rsTriangles - exact)).toBeLessThan(1e-4);
  });

  it("agrees under an overhang that rests on a lower tier (union, not sum)", () => {
    const eye = p(0, 0, 1.5);
    const ring = (x0: number, x1: number): [number, number][] => [[x0, -8], [x1, -8], [x1, 8], [x0, 8]]; // prettier-ignore
    const solids = [tierSolid(ring(6, 14), 0, 4), tierSolid(ring(-5, 14), 4, 14)];
    expect(Math.abs(skyFactor(eye, solids) - rasterSkyFactor(eye, solids))).toBeLessThan(1e-3);
  });

  it("agrees in a courtyard, where the sky is a hole in the silhouette", () => {
    const eye = p(0, 0, 1.5);
    const outer: [number, number][] = [[-15, -12], [15, -12], [15, 12], [-15, 12]]; // prettier-ignore
    const court: [number, number][] = [[-6, -5], [6, -5], [6, 5], [-6, 5]]; // prettier-ignore
    const solids = [tierSolid(outer, 0, 20, [court])];
    const exact = skyFactor(eye, solids);
    expect(Math.abs(exact - rasterSkyFactor(eye, solids))).toBeLessThan(1e-3);
    const chart = skyChart(eye, solids);
    expect(chart.silhouette).toHaveLength(1);
    expect(chart.silhouette[0]?.holes).toHaveLength(1);
    // the outline counter-clockwise, the hole clockwise: the triangles tile the ring between them
    const [outline, hole] = [chart.silhouette[0]?.outer ?? [], chart.silhouette[0]?.holes[0] ?? []];
    expect(shoelace(outline)).toBeGreaterThan(0);
    expect(shoelace(hole)).toBeLessThan(0);
    expect(chart.trianglesArea).toBeCloseTo(shoelace(outline) + shoelace(hole), 12);
  });
});
