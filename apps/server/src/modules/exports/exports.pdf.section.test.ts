import { describe, expect, it } from "vitest";
import { sOf, sectionEdge, siteEdges, upperEnvelope, type Segment } from "./exports.pdf.section";

// The 適合建築物 sheets' section geometry: the silhouette of faces seen along an edge, and the edge each check's
// section is taken across.

/** A box's side view: [a, b] × [0, h]. */
const box = (a: number, b: number, h: number): Segment[] => [
  [a, 0, b, 0],
  [a, h, b, h],
  [a, 0, a, h],
  [b, 0, b, h],
];

describe("the silhouette of faces in a section", () => {
  it("is a box's outline from the ground up and down again", () => {
    expect(upperEnvelope(box(0, 10, 5), 0)).toEqual([
      [0, 0],
      [0, 5],
      [10, 5],
      [10, 0],
    ]);
  });

  it("takes the higher of two crossing slopes, with the corner where they cross", () => {
    // A 1.25 slope rising from 7.5 m at s = 0, a plane falling from 30 m at s = 0 to 10 m at s = 20.
    const env = upperEnvelope(
      [
        [0, 7.5, 20, 32.5],
        [0, 30, 20, 10],
      ],
      0,
    );
    // They cross where 7.5 + 1.25 s = 30 − s: s = 10.
    expect(env).toEqual([
      [0, 0],
      [0, 30],
      [10, 20],
      [20, 32.5],
      [20, 0],
    ]);
  });

  it("keeps the ground between two separate boxes and ignores what lies beneath", () => {
    const env = upperEnvelope([...box(0, 4, 3), ...box(1, 2, 1), ...box(6, 8, 2)], 0);
    expect(env).toEqual([
      [0, 0],
      [0, 3],
      [4, 3],
      [4, 0],
      [6, 0],
      [6, 2],
      [8, 2],
      [8, 0],
    ]);
    expect(upperEnvelope([[3, 0, 3, 9]], 0)).toEqual([]);
  });

  it("samples the silhouette of many edges within a moment, on the exact one where it is straight", () => {
    // 2,000 short steps of a 1.25 slope and 480 low boxes beneath it.
    const steps: Segment[] = Array.from({ length: 2000 }, (_, i): Segment => [
      i / 100,
      i / 80,
      (i + 1) / 100,
      (i + 1) / 80,
    ]);
    const beneath = Array.from({ length: 480 }, (_, i) => box(i / 25, i / 25 + 0.5, 0.1)).flat();
    const started = performance.now();
    const env = upperEnvelope([...steps, ...beneath], 0);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(env[0]).toEqual([0, 0]);
    expect(env[1]?.[1]).toBeCloseTo(0.1, 9);
    expect(env[env.length - 2]?.[0]).toBeCloseTo(20, 9);
    expect(env[env.length - 2]?.[1]).toBeCloseTo(25, 9);
    // The boxes' top until the slope passes it at s = 0.08, then the slope alone.
    expect(env).toHaveLength(5);
    expect(env[2]?.[0]).toBeCloseTo(0.08, 9);
  });
});

describe("the edge a check's section is taken across", () => {
  // A 40 × 30 m site, counter-clockwise from the south-west corner: edge 0 south, 1 east, 2 north, 3 west.
  const ccw: [number, number][] = [
    [-20, -15],
    [20, -15],
    [20, 15],
    [-20, 15],
  ];

  it("measures s inward from the edge, for either winding", () => {
    for (const ring of [ccw, [...ccw].reverse()]) {
      const edges = siteEdges(ring);
      const south = edges.find((e) => Math.abs(e.a[1] + 15) < 1e-9 && e.inward[1] > 0.5);
      expect(south).toBeDefined();
      if (south) expect(sOf(south, 0, 0)).toBeCloseTo(15, 9);
    }
  });

  it("is the road's for the road, the back edge for the neighbour, the north-facing edge for the north", () => {
    const edges = siteEdges(ccw);
    expect(sectionEdge("road", edges, [1])?.index).toBe(1);
    expect(sectionEdge("neighbour", edges, [1])?.index).toBe(3);
    expect(sectionEdge("neighbour", edges, [0])?.index).toBe(2);
    expect(sectionEdge("north", edges, [0])?.index).toBe(2);
  });
});
