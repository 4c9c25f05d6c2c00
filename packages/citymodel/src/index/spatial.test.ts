import { describe, expect, it } from "vitest";
import { CityIndex } from "./spatial";
import type { Building } from "../model";

const M = 111_320;
/** A square building of side `s` metres with its south-west corner `e` m east and `n` m north of (135, 35). */
function square(id: string, e: number, n: number, s: number, height: number): Building {
  const k = M * Math.cos((35 * Math.PI) / 180);
  const lon = (x: number) => 135 + x / k;
  const lat = (y: number) => 35 + y / M;
  return {
    id,
    source: "geojson",
    footprint: [
      [
        [
          [lon(e), lat(n)],
          [lon(e + s), lat(n)],
          [lon(e + s), lat(n + s)],
          [lon(e), lat(n + s)],
        ],
      ],
    ],
    groundZ: 1,
    height,
    heightSource: "attribute",
    lods: [1],
    parts: 0,
    surfaces: [],
    attributes: {},
  };
}

describe("CityIndex", () => {
  // A 10 x 10 grid of 10 m squares every 50 m; height = 1 + column + 10 * row.
  const buildings: Building[] = [];
  for (let r = 0; r < 10; r++)
    for (let c = 0; c < 10; c++) buildings.push(square(`${r}-${c}`, c * 50, r * 50, 10, 1 + c + 10 * r));
  const index = new CityIndex(buildings);
  const k = M * Math.cos((35 * Math.PI) / 180);
  const ll = (e: number, n: number) => [135 + e / k, 35 + n / M] as [number, number];

  it("finds buildings intersecting a bbox, exact at the edges", () => {
    const [x0, y0] = ll(-1, -1);
    const [x1, y1] = ll(105, 5); // touches columns 0..2 of row 0
    expect(
      index
        .inBbox([x0, y0, x1, y1])
        .map((b) => b.id)
        .sort(),
    ).toEqual(["0-0", "0-1", "0-2"]);
    const [a0, b0] = ll(20, 20);
    const [a1, b1] = ll(40, 40); // the gap between squares
    expect(index.inBbox([a0, b0, a1, b1])).toEqual([]);
  });

  it("finds buildings intersecting a polygon (a triangle that misses a box its bbox covers)", () => {
    const tri = [[ll(-5, -5), ll(160, -5), ll(-5, 160)]];
    const ids = index
      .inPolygon(tri)
      .map((b) => b.id)
      .sort();
    // Squares whose south-west corner (c*50, r*50) satisfies c*50 + r*50 < 150 m: the diagonal band.
    expect(ids).toEqual(["0-0", "0-1", "0-2", "0-3", "1-0", "1-1", "1-2", "2-0", "2-1", "3-0"]);
  });

  it("finds buildings within a distance in metres and the tallest in a range", () => {
    // From (25, 5): square 0-0 spans x 0..10 -> 15 m away; 0-1 spans 50..60 -> 25 m away.
    const c = ll(25, 5);
    expect(index.withinDistance(c, 14.9).map((b) => b.id)).toEqual([]);
    expect(index.withinDistance(c, 15.1).map((b) => b.id)).toEqual(["0-0"]);
    expect(
      index
        .withinDistance(c, 25.1)
        .map((b) => b.id)
        .sort(),
    ).toEqual(["0-0", "0-1"]);
    expect(index.withinDistance(ll(5, 5), 0).map((b) => b.id)).toEqual(["0-0"]); // inside
    const t = index.tallest({ center: ll(255, 255), radius: 60 });
    // Around (255, 255) with 60 m: 6-6's nearest corner (300, 300) is 63.6 m away, out; 6-5 (x 250..260,
    // y 300..310) is 45 m away, height 1 + 5 + 60 = 66; 5-6 is 45 m away but only 57 m tall.
    expect(t?.building.id).toBe("6-5");
    expect(t?.height).toBe(66);
    expect(t?.topZ).toBe(67);
    expect(index.tallest({ bbox: [...ll(-100, -100), ...ll(-50, -50)] })).toBeUndefined();
  });
});
