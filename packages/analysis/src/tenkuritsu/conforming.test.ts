import { slantParameters } from "@soracity/contracts";
import { pointInRing } from "@soracity/engine/geometry";
import { describe, expect, it } from "vitest";
import { type Vec3, conformingSolid, roadApplicationArea, solidVolume } from "./conforming";
import { limitAt, ringArea, slantPieces } from "./slantPlanes";
import type { SlantSite, XY } from "./slantPlanes";
import { LOW_RISE_100, RECT, RESIDENTIAL_200, neighbourEdge, road } from "./slantTestSites";

const neighbour = neighbourEdge();
const residential200 = RESIDENTIAL_200;

/** Every directed edge of the faces is met by its reverse: the surface is closed and consistently oriented. */
function unmatchedEdges(faces: readonly (readonly Vec3[])[]): number {
  const key = (p: Vec3) => [p.x, p.y, p.z].map((v) => v.toFixed(6)).join(",");
  const count = new Map<string, number>();
  for (const f of faces)
    f.forEach((p, i) => {
      const q = f[(i + 1) % f.length] ?? p;
      const [k, back] = [`${key(p)}>${key(q)}`, `${key(q)}>${key(p)}`];
      if ((count.get(back) ?? 0) > 0) count.set(back, (count.get(back) ?? 0) - 1);
      else count.set(k, (count.get(k) ?? 0) + 1);
    });
  return [...count.values()].reduce((s, n) => s + n, 0);
}

/** Height of the solid's top over (x, y): the highest upward face whose plan contains the point. */
function topAt(faces: readonly (readonly Vec3[])[], x: number, y: number): number | null {
  let top: number | null = null;
  for (const f of faces) {
    const o = f[0];
    if (!o) continue;
    // Newell's normal: right whatever vertices are collinear.
    const n = [0, 0, 0];
    f.forEach((p, i) => {
      const q = f[(i + 1) % f.length] ?? p;
      n[0] += (p.y - q.y) * (p.z + q.z);
      n[1] += (p.z - q.z) * (p.x + q.x);
      n[2] += (p.x - q.x) * (p.y + q.y);
    });
    const [nx = 0, ny = 0, nz = 0] = n;
    if (nz <= 1e-9) continue;
    let inside = false;
    for (let i = 0, j = f.length - 1; i < f.length; j = i++) {
      const [a, b] = [f[i] ?? o, f[j] ?? o];
      if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
    if (!inside) continue;
    const z = o.z - (nx * (x - o.x) + ny * (y - o.y)) / nz;
    top = top === null ? z : Math.max(top, z);
  }
  return top;
}

describe("the road check's conforming building (令135条の6)", () => {
  const site: SlantSite = { ring: RECT, edges: [road(6), neighbour, neighbour, neighbour] };

  it("rises 1.25 × (6 m + depth) from the road's far side, up to the 20 m application distance", () => {
    const solid = conformingSolid("road", site, residential200);
    expect(solid).not.toBeNull();
    const faces = solid?.faces ?? [];
    expect(topAt(faces, 10, 0.001)).toBeCloseTo(7.5, 2); // 1.25 × 6
    expect(topAt(faces, 5, 10)).toBeCloseTo(20, 6); // 1.25 × (6 + 10)
    expect(topAt(faces, 15, 13.9)).toBeCloseTo(24.875, 6); // 1.25 × 19.9
    expect(topAt(faces, 10, 14.5)).toBeNull(); // beyond 20 − 6 = 14 m into the site
    // 20 × ∫0..14 1.25 (6 + y) dy = 25 × (84 + 98)
    expect(solidVolume(faces)).toBeCloseTo(4550, 6);
    expect(unmatchedEdges(faces)).toBe(0);
    // A wedge: one sloped top, one bottom, four walls (the cells under one plane merge into one face).
    expect(faces).toHaveLength(6);
  });

  it("moves the far side out by the setback and keeps the setback strip empty (法56条2項)", () => {
    const setback: SlantSite = { ...site, edges: [road(6, 1), neighbour, neighbour, neighbour] };
    const faces = conformingSolid("road", setback, residential200)?.faces ?? [];
    expect(topAt(faces, 10, 0.5)).toBeNull();
    expect(topAt(faces, 10, 1.001)).toBeCloseTo(10.00125, 6); // 1.25 × (6 + 1 + 1.001)
    expect(topAt(faces, 10, 13.5)).toBeNull(); // 6 + 1 + t ≤ 20: t ≤ 13
    // 20 × ∫1..13 1.25 (7 + t) dt = 25 × (84 + 84)
    expect(solidVolume(faces)).toBeCloseTo(4200, 6);
    expect(unmatchedEdges(faces)).toBe(0);
    // The range where the road limit applies includes the setback strip: 20 m × 13 m.
    const area = roadApplicationArea(setback, residential200);
    expect(area.reduce((sum, polygon) => sum + ringArea(polygon), 0)).toBeCloseTo(260, 9);
    expect(Math.max(...area.flat().map(([, y]) => y))).toBeCloseTo(13, 9);
  });

  it("stands on the road's centre level and gives the same solid for a clockwise ring", () => {
    const clockwise: SlantSite = {
      ring: [...RECT].reverse(), // edges: 0 north, 1 east, 2 south, 3 west
      edges: [neighbour, neighbour, road(6), neighbour],
      roadLevel: 0.4,
    };
    const faces = conformingSolid("road", clockwise, residential200)?.faces ?? [];
    expect(topAt(faces, 5, 10)).toBeCloseTo(20.4, 6);
    // The bottom stays at the ground (0): 4550 + 0.4 × 20 × 14.
    expect(solidVolume(faces)).toBeCloseTo(4550 + 112, 6);
    expect(unmatchedEdges(faces)).toBe(0);
  });

  it("applies 令132条 on a corner site with roads south (6 m) and east (4 m)", () => {
    const corner: SlantSite = { ring: RECT, edges: [road(6), road(4), neighbour, neighbour] };
    const faces = conformingSolid("road", corner, residential200)?.faces ?? [];
    // Within 12 m of the south road, or more than 10 m from the east road's centre line (8 m in), the east road
    // counts as 6 m wide; elsewhere only the east road, 4 m wide, applies.
    expect(topAt(faces, 5, 5)).toBeCloseTo(13.75, 6); // south: 1.25 × (6 + 5)
    expect(topAt(faces, 18, 10)).toBeCloseTo(10, 6); // east as 6 m: 1.25 × (6 + 2)
    expect(topAt(faces, 18, 20)).toBeCloseTo(7.5, 6); // east as 4 m: 1.25 × (4 + 2)
    expect(topAt(faces, 18, 13)).toBeCloseTo(7.5, 6); // beyond 12 m of the south road: east only
    expect(topAt(faces, 11, 20)).toBeCloseTo(18.75, 6); // 9 m from the east edge: 1.25 × (6 + 9)
    expect(topAt(faces, 3, 20)).toBeNull(); // beyond both application distances
    // Integrated by hand over the regions (see the test's notes in the report): 1440 + 3240 + 2578 1/3.
    expect(solidVolume(faces)).toBeCloseTo(7258 + 1 / 3, 6);
    expect(unmatchedEdges(faces)).toBe(0);
    // Within 14 m of the south edge, or of the east edge (where it counts as 6 m wide; as 4 m, 16 m, only
    // beyond 12 m of the south road and within 8 m of the east edge): 20 × 30 less the 6 × 16 m corner.
    const area = roadApplicationArea(corner, residential200);
    expect(area.reduce((sum, polygon) => sum + ringArea(polygon), 0)).toBeCloseTo(600 - 96, 9);
  });
});

describe("a road of 12 m in 第一種住居 (法56条3項・4項)", () => {
  const residential300 = slantParameters("residential_1", { floorAreaRatio: 300 }); // 25 m

  it("steps up to 1.5 from 1.25 × 12 = 15 m off the far side", () => {
    const site: SlantSite = { ring: RECT, edges: [road(12), neighbour, neighbour, neighbour] };
    const faces = conformingSolid("road", site, residential300)?.faces ?? [];
    expect(topAt(faces, 10, 2)).toBeCloseTo(17.5, 6); // 1.25 × 14
    expect(topAt(faces, 10, 10)).toBeCloseTo(33, 6); // 1.5 × 22
    expect(topAt(faces, 10, 13.5)).toBeNull(); // 12 + 13.5 > 25
    // 20 × (1.25 ∫0..3 (12 + t) dt + 1.5 ∫3..13 (12 + t) dt) = 20 × (50.625 + 300)
    expect(solidVolume(faces)).toBeCloseTo(7012.5, 6);
    expect(unmatchedEdges(faces)).toBe(0);
  });

  it("moves the step to 1.25 × (12 + 2 × 1) = 17.5 m off the far side moved out by a 1 m setback", () => {
    const site: SlantSite = { ring: RECT, edges: [road(12, 1), neighbour, neighbour, neighbour] };
    const faces = conformingSolid("road", site, residential300)?.faces ?? [];
    expect(topAt(faces, 10, 4)).toBeCloseTo(21.25, 6); // 1.25 × (13 + 4)
    expect(topAt(faces, 10, 5)).toBeCloseTo(27, 6); // 1.5 × (13 + 5)
    // 20 × (1.25 ∫1..4.5 (13 + t) dt + 1.5 ∫4.5..12 (13 + t) dt) = 20 × (68.90625 + 239.0625)
    expect(solidVolume(faces)).toBeCloseTo(6159.375, 6);
    expect(unmatchedEdges(faces)).toBe(0);
  });
});

describe("the neighbour and north checks' conforming buildings (令135条の7, 135条の8)", () => {
  it("rises 20 m + 1.25 × the distance to the nearest neighbour boundary", () => {
    const site: SlantSite = { ring: RECT, edges: [road(6), neighbour, neighbour, neighbour] };
    const faces = conformingSolid("neighbour", site, residential200)?.faces ?? [];
    expect(topAt(faces, 10, 15)).toBeCloseTo(32.5, 6); // 10 m from east and west
    expect(topAt(faces, 5, 28)).toBeCloseTo(22.5, 6); // 2 m from the north boundary
    expect(topAt(faces, 10, 1)).toBeCloseTo(32.5, 6); // the road side sets no neighbour limit
    // 20 × 600 + 1.25 × 2 ∫0..10 (30x − x²/2) dx = 12000 + 1.25 × 8000 / 3
    expect(solidVolume(faces)).toBeCloseTo(12000 + 10000 / 3, 6);
    expect(unmatchedEdges(faces)).toBe(0);
  });

  it("rises 5 m + 1.25 × the distance due north in 第一種低層, past a north road's far side", () => {
    const lowRise = LOW_RISE_100;
    const site: SlantSite = { ring: RECT, edges: [road(6), neighbour, neighbour, neighbour] };
    const faces = conformingSolid("north", site, lowRise)?.faces ?? [];
    expect(topAt(faces, 10, 20)).toBeCloseTo(17.5, 6); // 5 + 1.25 × 10
    // 20 × ∫0..30 (5 + 1.25 (30 − y)) dy = 20 × (150 + 562.5)
    expect(solidVolume(faces)).toBeCloseTo(14250, 6);
    expect(unmatchedEdges(faces)).toBe(0);
    const northRoad: SlantSite = { ring: RECT, edges: [neighbour, neighbour, road(4), neighbour] };
    const facesRoad = conformingSolid("north", northRoad, lowRise)?.faces ?? [];
    expect(topAt(facesRoad, 10, 20)).toBeCloseTo(22.5, 6); // 5 + 1.25 × (10 + 4)
  });

  it("measures along true north when it is turned from the y axis", () => {
    const lowRise = LOW_RISE_100;
    const site: SlantSite = { ring: RECT, edges: [road(6), neighbour, neighbour, neighbour], northAngle: 45 };
    const faces = conformingSolid("north", site, lowRise)?.faces ?? [];
    // From (15, 20) the north-east ray leaves through the east boundary after 5√2 m.
    expect(topAt(faces, 15, 20)).toBeCloseTo(5 + 1.25 * 5 * Math.SQRT2, 6);
    // From (5, 25) it leaves through the north boundary after 5√2 m too.
    expect(topAt(faces, 5, 25)).toBeCloseTo(5 + 1.25 * 5 * Math.SQRT2, 6);
    expect(unmatchedEdges(faces)).toBe(0);
  });

  it("ends on a site whose east edge leans north by a hair (a lon/lat rectangle in the site frame)", () => {
    // The east edge faces north with a cosine of 2.5e-6: its north plane rises 1.25 / 2.5e-6 m per metre,
    // so it meets the north edge's plane only in rounding-sized slivers. This overflowed the stack once.
    const ring: XY[] = [
      [-20, -20],
      [20, -20],
      [19.9999, 20],
      [-20, 20],
    ];
    const site: SlantSite = { ring, edges: [road(6), neighbour, neighbour, neighbour] };
    const faces = conformingSolid(
      "north",
      site,
      slantParameters("mid_high_1", { floorAreaRatio: 200 }),
    )?.faces;
    expect(faces).toBeDefined();
    expect(topAt(faces ?? [], 0, 10)).toBeCloseTo(10 + 1.25 * 10, 3); // 10 m + 1.25 × 10 m to the north edge
    // 40 × ∫-20..20 (10 + 1.25 (20 − y)) dy = 40 × (400 + 1000), less the 0.1 mm lean (under 0.2 m³)
    expect(Math.abs(solidVolume(faces ?? []) - 56_000)).toBeLessThan(0.5);
    expect(unmatchedEdges(faces ?? [])).toBe(0);
  });

  it("has no conforming building where the zone has no such plane", () => {
    const site: SlantSite = { ring: RECT, edges: [road(6), neighbour, neighbour, neighbour] };
    expect(conformingSolid("north", site, residential200)).toBeNull();
    expect(
      conformingSolid("neighbour", site, slantParameters("low_rise_1", { floorAreaRatio: 100 })),
    ).toBeNull();
  });
});

describe("awkward sites", () => {
  it("leaves no building where a road plane far below the ground would run under it", () => {
    const site: SlantSite = { ring: RECT, edges: [road(6), neighbour, neighbour, neighbour], roadLevel: -10 };
    const faces = conformingSolid("road", site, residential200)?.faces ?? [];
    expect(topAt(faces, 10, 1)).toBeNull(); // −10 + 1.25 × 7 < 0
    expect(topAt(faces, 10, 10)).toBeCloseTo(10, 6); // −10 + 1.25 × 16
    // 20 × ∫2..14 (1.25 (6 + y) − 10) dy = 20 × (210 − 120)
    expect(solidVolume(faces)).toBeCloseTo(1800, 6);
    expect(unmatchedEdges(faces)).toBe(0);
  });

  it("closes the solid of an L-shaped site, its volume the integral of the limit", () => {
    const ring: XY[] = [
      [0, 0],
      [20, 0],
      [20, 10],
      [10, 10],
      [10, 30],
      [0, 30],
    ];
    const site: SlantSite = { ring, edges: [road(6), neighbour, neighbour, neighbour, neighbour, neighbour] };
    for (const check of ["road", "neighbour"] as const) {
      const faces = conformingSolid(check, site, residential200)?.faces ?? [];
      expect(unmatchedEdges(faces)).toBe(0);
      const pieces = slantPieces(check, site, residential200);
      let integral = 0;
      const h = 0.1;
      for (let x = h / 2; x < 20; x += h)
        for (let y = h / 2; y < 30; y += h)
          if (x < 10 || y < 10) integral += (limitAt(pieces, x, y) ?? 0) * h * h;
      expect(solidVolume(faces) / integral).toBeCloseTo(1, 3);
    }
  });
  it("stays closed and small on a 24-sided site, splitting only where the envelope bends", () => {
    const ring = Array.from({ length: 24 }, (_, i): XY => {
      const a = (2 * Math.PI * i) / 24;
      return [30 * Math.cos(a), 20 * Math.sin(a)];
    });
    const site: SlantSite = { ring, edges: ring.map((_, i) => (i < 6 ? road(6) : neighbour)) };
    const faces = conformingSolid("neighbour", site, residential200)?.faces ?? [];
    expect(unmatchedEdges(faces)).toBe(0);
    // One top per neighbour plane at most, a bottom, a wall per edge.
    expect(faces.length).toBeLessThanOrEqual(18 + 1 + 24);
    const pieces = slantPieces("neighbour", site, residential200);
    let integral = 0;
    const h = 0.2;
    for (let x = -30 + h / 2; x < 30; x += h)
      for (let y = -20 + h / 2; y < 20; y += h)
        if (pointInRing(x, y, ring)) integral += (limitAt(pieces, x, y) ?? 0) * h * h;
    expect(solidVolume(faces) / integral).toBeCloseTo(1, 3);
  });
});
