import { slantParameters } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { measurementPoints } from "./measurementPoints";
import type { SlantSite } from "./slantPlanes";
import { LOW_RISE_100, RECT, RESIDENTIAL_200, neighbourEdge, road } from "./slantTestSites";

const neighbour = neighbourEdge();
const [residential200, lowRise] = [RESIDENTIAL_200, LOW_RISE_100];
const xy = (points: readonly { x: number; y: number }[]) => points.map((p) => [p.x, p.y]);

describe("令135条の9: road points on the far side of the road", () => {
  it("spans the frontage's ends at equal spacing of at most half the width, at the road centre's height", () => {
    const site: SlantSite = {
      ring: RECT,
      edges: [road(6), neighbour, neighbour, neighbour],
      roadLevel: -0.3,
    };
    const points = measurementPoints("road", site, residential200);
    // 20 m of frontage at most 3 m apart: 7 intervals of 20/7 m, on y = −6.
    expect(points).toHaveLength(8);
    points.forEach((p, i) => {
      expect(p.x).toBeCloseTo((20 * i) / 7, 9);
      expect(p.y).toBeCloseTo(-6, 9);
      expect(p.z).toBe(-0.3);
      expect(p).toMatchObject({ check: "road", edge: 0 });
    });
  });

  it("moves the line out by the setback and spaces at most (width + 2 × setback) / 2 (令135条の9第2項)", () => {
    const site: SlantSite = { ring: RECT, edges: [road(6, 1), neighbour, neighbour, neighbour] };
    const points = measurementPoints("road", site, residential200);
    expect(xy(points).map(([x, y]) => [x, y])).toEqual([
      [0, -7],
      [4, -7],
      [8, -7],
      [12, -7],
      [16, -7],
      [20, -7],
    ]);
  });

  it("gives each road of a corner site its own line", () => {
    const site: SlantSite = { ring: RECT, edges: [road(6), road(4), neighbour, neighbour] };
    const points = measurementPoints("road", site, residential200);
    const east = points.filter((p) => p.edge === 1);
    // 30 m on x = 24 at most 2 m apart: 15 intervals.
    expect(east).toHaveLength(16);
    expect(east.every((p) => Math.abs(p.x - 24) < 1e-9)).toBe(true);
    expect(east.map((p) => p.y).sort((a, b) => a - b)[1]).toBeCloseTo(2, 9);
    expect(points.filter((p) => p.edge === 0)).toHaveLength(8);
  });
});

describe("令135条の10: neighbour points on the base line", () => {
  it("lies 16 m out, at most 8 m apart, for 20 m + 1.25 planes", () => {
    const site: SlantSite = { ring: RECT, edges: [road(6), neighbour, neighbour, neighbour], groundLevel: 2 };
    const points = measurementPoints("neighbour", site, residential200);
    const east = points.filter((p) => p.edge === 1);
    expect(xy(east).map(([x, y]) => [x, Number(y?.toFixed(9))])).toEqual([
      [36, 0],
      [36, 7.5],
      [36, 15],
      [36, 22.5],
      [36, 30],
    ]);
    expect(points.filter((p) => p.edge === 2).every((p) => Math.abs((p.y ?? 0) - 46) < 1e-9)).toBe(true);
    expect(points.filter((p) => p.edge === 2)).toHaveLength(4); // 20 m in 3 intervals
    expect(points).toHaveLength(14);
    expect(points.every((p) => p.z === 2)).toBe(true);
  });

  it("lies 12.4 m out, at most 6.2 m apart, for 31 m + 2.5 planes", () => {
    const site: SlantSite = { ring: RECT, edges: [road(6), neighbour, road(6), road(6)] };
    const points = measurementPoints(
      "neighbour",
      site,
      slantParameters("commercial", { floorAreaRatio: 400 }),
    );
    // 30 m at most 6.2 m apart: 5 intervals of 6 m.
    expect(xy(points)).toEqual([0, 6, 12, 18, 24, 30].map((y) => [32.4, y]));
  });
});

describe("令135条の11: north points due north of the north boundary", () => {
  it("lies 4 m north, at most 1 m apart, in 第一種低層", () => {
    const site: SlantSite = { ring: RECT, edges: [road(6), neighbour, neighbour, neighbour] };
    const points = measurementPoints("north", site, lowRise);
    expect(points).toHaveLength(21);
    expect(points.every((p) => Math.abs(p.y - 34) < 1e-9 && p.edge === 2)).toBe(true);
  });

  it("lies 8 m north, at most 2 m apart, in 中高層 zones; none on a north road", () => {
    const midHigh = slantParameters("mid_high_1", { floorAreaRatio: 200 });
    const site: SlantSite = { ring: RECT, edges: [road(6), neighbour, neighbour, neighbour] };
    const points = measurementPoints("north", site, midHigh);
    expect(points).toHaveLength(11);
    expect(points.every((p) => Math.abs(p.y - 38) < 1e-9)).toBe(true);
    const northRoad: SlantSite = { ring: RECT, edges: [neighbour, neighbour, road(6), neighbour] };
    expect(measurementPoints("north", northRoad, midHigh)).toEqual([]);
  });

  it("follows true north: both the north and the east boundary face a north-east north", () => {
    const site: SlantSite = { ring: RECT, edges: [road(6), neighbour, neighbour, neighbour], northAngle: 45 };
    const points = measurementPoints("north", site, lowRise);
    const shift = 4 / Math.SQRT2;
    expect(points.filter((p) => p.edge === 2)).toHaveLength(21);
    const east = points.filter((p) => p.edge === 1);
    expect(east).toHaveLength(31);
    expect(east.every((p) => Math.abs(p.x - (20 + shift)) < 1e-9)).toBe(true);
  });
});
