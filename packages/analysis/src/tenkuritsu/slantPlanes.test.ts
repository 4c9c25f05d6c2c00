import { describe, expect, it } from "vitest";
import { type SlantSite, type XY, limitAt, siteEdges, slantPieces } from "./slantPlanes";
import { RECT, RESIDENTIAL_200, neighbourEdge, road } from "./slantTestSites";

const [neighbour, residential200] = [neighbourEdge, RESIDENTIAL_200];

describe("site edges", () => {
  it("turn their normal into the site whatever the ring's orientation, keeping the caller's indices", () => {
    const ccw = siteEdges({
      ring: [...RECT, [0, 0]],
      edges: [road(6), neighbour(), neighbour(), neighbour()],
    });
    expect(ccw.map((e) => e.inward.map((v) => v + 0))).toEqual([
      [0, 1],
      [-1, 0],
      [0, -1],
      [1, 0],
    ]);
    const cw = siteEdges({
      ring: [...RECT].reverse(),
      edges: [neighbour(), neighbour(), road(6), neighbour()],
    });
    expect(cw.map((e) => [e.index, ...e.inward.map((v) => v + 0)])).toEqual([
      [0, 0, -1],
      [1, -1, 0],
      [2, 0, 1],
      [3, 1, 0],
    ]);
  });
});

it("keeps the caller's edge indices past a repeated vertex", () => {
  const ring: XY[] = [
    [0, 0],
    [20, 0],
    [20, 0],
    [20, 30],
    [0, 30],
    [0, 0],
  ];
  const edges = siteEdges({ ring, edges: [road(6), neighbour(), neighbour(), neighbour(), neighbour()] });
  expect(edges.map((e) => e.index)).toEqual([0, 2, 3, 4]);
});

describe("limits at a point", () => {
  it("gives the road plane from the far side, only within the application distance", () => {
    const site: SlantSite = { ring: RECT, edges: [road(8), neighbour(), neighbour(), neighbour()] };
    const pieces = slantPieces("road", site, residential200);
    expect(limitAt(pieces, 10, 4)).toBeCloseTo(15, 9); // 1.25 × (8 + 4)
    expect(limitAt(pieces, 10, 11.9)).toBeCloseTo(24.875, 9); // 1.25 × 19.9
    expect(limitAt(pieces, 10, 12.1)).toBeNull(); // 8 + 12.1 > 20
  });

  it("keeps parts above 20 m a setback away from the neighbour boundary, then adds it to the distance", () => {
    const site: SlantSite = {
      ring: RECT,
      edges: [road(6), neighbour(), neighbour(), neighbour(2)],
      groundLevel: 1,
    };
    const pieces = slantPieces("neighbour", site, residential200);
    expect(limitAt(pieces, 1, 15)).toBeCloseTo(21, 9); // within 2 m of the west boundary: the rise only
    expect(limitAt(pieces, 3, 15)).toBeCloseTo(1 + 20 + 1.25 * 5, 9); // (2 + 3) from the west boundary
    expect(limitAt(pieces, 19, 15)).toBeCloseTo(1 + 20 + 1.25 * 1, 9); // 1 m from the east boundary
  });

  it("uses the widest road's width near it and far from the narrow road's centre line (令132条)", () => {
    const site: SlantSite = { ring: RECT, edges: [road(6), road(4), neighbour(), neighbour()] };
    const pieces = slantPieces("road", site, residential200);
    expect(limitAt(pieces, 19, 11.9)).toBeCloseTo(1.25 * 7, 9); // within 12 m of the 6 m road
    expect(limitAt(pieces, 19, 12.1)).toBeCloseTo(1.25 * 5, 9); // beyond it, 1 m from the 4 m road
    expect(limitAt(pieces, 11.9, 25)).toBeCloseTo(1.25 * (6 + 8.1), 9); // 10.1 m from its centre line
    expect(limitAt(pieces, 12.1, 25)).toBeCloseTo(1.25 * (4 + 7.9), 9); // 9.9 m from it
  });
});
