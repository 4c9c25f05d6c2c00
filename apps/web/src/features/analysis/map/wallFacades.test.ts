import { describe, expect, it } from "vitest";
import { facadeSegments } from "./wallFacades";

const sample = (
  building: string | null,
  surface: number,
  normal: number[],
  at: number[],
  shaded: number,
) => ({
  type: "Feature",
  properties: { building, surface, normal, z: at[2], sunlit_hours: 8 - shaded, shaded_hours: shaded },
  geometry: { type: "Point", coordinates: at },
});

// A south wall (normal -y) of three columns at two heights, lower samples shaded longer; an east wall.
const south = [135.5, 135.5001, 135.5002].flatMap((lon, i) => [
  sample("bldg-a", 0, [0, -1, 0], [lon, 34.7, 1], 3 + i),
  sample("bldg-a", 0, [0, -1, 0], [lon, 34.7, 7], 1 + i * 0.5),
]);
const east = [34.7, 34.7001].map((lat) => sample("bldg-a", 1, [1, 0, 0], [135.5002, lat, 1], 0.5));

describe("facades of the walls layer on the 2D map", () => {
  it("makes one segment per facade between its outermost samples, worst first", () => {
    const [first, second] = facadeSegments({ type: "FeatureCollection", features: [...east, ...south] });
    expect(first).toMatchObject({ building: "bldg-a", facade: 0, worst: 5, least: 1, worstZ: 1, samples: 6 });
    expect([first?.from, first?.to]).toEqual([
      [34.7, 135.5],
      [34.7, 135.5002],
    ]);
    expect(second).toMatchObject({ facade: 1, worst: 0.5, samples: 2 });
    expect([second?.from, second?.to]).toEqual([
      [34.7, 135.5002],
      [34.7001, 135.5002],
    ]);
  });

  it("keeps apart facades of buildings without an id by their normal", () => {
    const walls = [
      sample(null, 0, [0, -1, 0], [135.5, 34.7, 1], 2),
      sample(null, 0, [1, 0, 0], [135.6, 34.7, 1], 4),
    ];
    expect(facadeSegments({ features: walls }).map((s) => s.worst)).toEqual([4, 2]);
  });

  it("reads nothing from a layer that is not a feature collection", () => {
    expect(facadeSegments(undefined)).toEqual([]);
    expect(facadeSegments({ features: [{ properties: {}, geometry: null }] })).toEqual([]);
  });
});
