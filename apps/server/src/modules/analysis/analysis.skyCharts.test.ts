import { describe, expect, it } from "vitest";
import { pointChartsOf } from "./analysis.skyCharts";

// Reading one point's charts out of a `sky_charts` layer: the feature of exactly that id (not of an id it is a
// prefix of), from the compact layer the run writes or from any other JSON layout of it.

const chart = (rs: number) => ({
  rs,
  rs_triangles: rs - 0.001,
  silhouette: [
    {
      outer: [
        [0, 0],
        [0.5, 0],
        [0, 0.5],
      ],
      holes: [],
    },
  ],
  triangles: [
    {
      vertices: [
        [0, 0],
        [0.5, 0],
        [0, 0.5],
      ],
      base: 0.5,
      height: 0.5,
      area: 0.125,
    },
  ],
});
const feature = (id: string, rs: number, lon: number) => ({
  type: "Feature",
  properties: { id, check: id.startsWith("P") ? null : "road", planned: chart(rs), conforming: null },
  geometry: { type: "Point", coordinates: [lon, 35.6] },
});
const layer = {
  type: "FeatureCollection",
  features: [feature("R1-1", 0.7, 139.1), feature("R1-16", 0.8, 139.2), feature("P1", 0.9, 139.3)],
};

describe("one point's charts of a sky_charts layer", () => {
  it("finds the point by its whole id in the compact layer and in any other layout", () => {
    for (const text of [JSON.stringify(layer), JSON.stringify(layer, null, 2)]) {
      const bytes = Buffer.from(text);
      expect(pointChartsOf(bytes, "R1-1")).toEqual({
        ...layer.features[0]?.properties,
        lon: 139.1,
        lat: 35.6,
      });
      expect(pointChartsOf(bytes, "R1-16").planned.rs).toBe(0.8);
      expect(pointChartsOf(bytes, "P1")).toMatchObject({ id: "P1", check: null, lon: 139.3 });
      expect(() => pointChartsOf(bytes, "R1-2")).toThrow(expect.objectContaining({ statusCode: 404 }));
    }
  });

  it("answers 404 for a feature that is not a chart", () => {
    const broken = {
      type: "FeatureCollection",
      features: [{ ...feature("R1-1", 0.7, 139), properties: { id: "R1-1" } }],
    };
    expect(() => pointChartsOf(Buffer.from(JSON.stringify(broken)), "R1-1")).toThrow(
      expect.objectContaining({ code: "not_found" }),
    );
  });
});
