import { describe, expect, it } from "vitest";
import type { Feature, FeatureCollection } from "./api";
import { wallFaces } from "./wallFaces";

const LAT = 34.7;
const LON = 135.5;
// Metres per degree of latitude on the sphere of the engine's geometry (longitude: times cos lat).
const NORTH = 111_320;
const EAST = NORTH * Math.cos((LAT * Math.PI) / 180);

/** A wall sample `east`/`north` metres from the origin at height `h`. */
function sample(east: number, north: number, h: number, properties: Record<string, unknown>): Feature {
  return {
    type: "Feature",
    properties: { shaded_hours: 1, ...properties },
    geometry: { type: "Point", coordinates: [LON + east / EAST, LAT + north / NORTH, h] },
  };
}
const layer = (features: Feature[]): FeatureCollection => ({ type: "FeatureCollection", features });
/** A corner in metres from the origin (east, north, up). */
const metres = ([lon, lat, h]: number[]) => [(lon - LON) * EAST, (lat - LAT) * NORTH, h];

describe("wallFaces", () => {
  it("makes a face per sample the size of the facade's cells, just outside the wall", () => {
    // A south facade (outward normal -y) of one building: 3 columns 2 m apart, 2 rows 1.5 m apart.
    const south = { building: "b", surface: 0, normal: [0, -1, 0] };
    const features: Feature[] = [];
    for (const east of [1, 3, 5]) for (const h of [0.75, 2.25]) features.push(sample(east, 0, h, south));
    const faces = wallFaces(layer(features));
    expect(faces).toHaveLength(6);
    const face = faces.find((f) => f.feature === features[2])!;
    // The sample at (3, 0, 0.75): a 2 m x 1.5 m face 0.15 m south of it.
    const corners = face.corners.map(metres);
    const expected = [
      [2, -0.15, 0],
      [4, -0.15, 0],
      [4, -0.15, 1.5],
      [2, -0.15, 1.5],
    ];
    corners.forEach((c, i) => expected[i].forEach((v, k) => expect(c[k]).toBeCloseTo(v, 6)));
  });

  it("keeps facades apart, and sizes a one-column or one-sample facade by what it has", () => {
    // An east facade (normal +x) of one column, rows 3 m apart; another building's lone sample.
    const east = { building: "b", surface: 1, normal: [1, 0, 0] };
    const tall = [sample(10, 5, 1.5, east), sample(10, 5, 4.5, east)];
    const lone = sample(-20, 0, 2, { building: "c", surface: 0, normal: [0, 1, 0] });
    const faces = wallFaces(layer([...tall, lone]));
    expect(faces).toHaveLength(3);
    // One column: the face is as wide as a row is high (3 m), along the facade (north), 0.15 m east of it.
    const [a, b, , d] = faces.find((f) => f.feature === tall[0])!.corners.map(metres);
    expect(a[0]).toBeCloseTo(10.15, 6);
    expect(Math.abs(b[1] - a[1])).toBeCloseTo(3, 6);
    expect(d[2] - a[2]).toBeCloseTo(3, 6);
    // A lone sample: a 1 m square.
    const [p, q, , s] = faces.find((f) => f.feature === lone)!.corners.map(metres);
    expect(Math.abs(q[0] - p[0])).toBeCloseTo(1, 6);
    expect(s[2] - p[2]).toBeCloseTo(1, 6);
    expect(p[1]).toBeCloseTo(0.15, 6);
  });

  it("skips features without a point or a surface", () => {
    const noSurface = sample(0, 0, 1, { building: "b" });
    const noPoint: Feature = { type: "Feature", properties: { surface: 0 }, geometry: null };
    expect(wallFaces(layer([noSurface, noPoint]))).toEqual([]);
  });
});
