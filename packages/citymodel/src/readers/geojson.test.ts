import { describe, expect, it } from "vitest";
import { readGeoJson } from "./geojson";
import { CityModelError } from "../errors";
import { toPlane } from "../geo/zones";

const square = (x: number, y: number, d: number) => [
  [
    [x, y],
    [x + d, y],
    [x + d, y + d],
    [x, y + d],
    [x, y],
  ],
];
const codeOf = (f: () => unknown) => {
  try {
    f();
    return "ok";
  } catch (e) {
    return e instanceof CityModelError ? e.code : String(e);
  }
};

describe("readGeoJson", () => {
  it("reads polygons and multipolygons with height, storeys fallback and ids", () => {
    const fc = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          id: 7,
          geometry: { type: "Polygon", coordinates: square(139.7, 35.6, 0.0001) },
          properties: { height: 12.5 },
        },
        {
          type: "Feature",
          geometry: {
            type: "MultiPolygon",
            coordinates: [square(139.71, 35.6, 0.0001), square(139.72, 35.6, 0.0001)],
          },
          properties: { storeys: 4, name: "A" },
        },
        { type: "Feature", geometry: { type: "Point", coordinates: [139.7, 35.6] }, properties: {} },
      ],
    };
    const bs = readGeoJson(JSON.stringify(fc));
    expect(bs).toHaveLength(2); // the point is not a building
    expect(bs[0]).toMatchObject({ id: "7", height: 12.5, heightSource: "attribute", source: "geojson" });
    expect(bs[0]?.footprint[0]?.[0]).toHaveLength(4); // closing point dropped
    expect(bs[1]).toMatchObject({ id: "geojson:1", height: 12, heightSource: "storeys" });
    expect(bs[1]?.attributes.name).toBe("A");
    expect(bs[1]?.footprint).toHaveLength(2);
  });

  it("honours a legacy crs member naming a plane rectangular zone", () => {
    const [e, n] = toPlane(9, 139.7671, 35.6812);
    const fc = {
      type: "FeatureCollection",
      crs: { type: "name", properties: { name: "urn:ogc:def:crs:EPSG::6677" } },
      features: [
        {
          type: "Feature",
          geometry: { type: "Polygon", coordinates: square(e, n, 10) },
          properties: { height: 3 },
        },
      ],
    };
    const [b] = readGeoJson(fc);
    const p = b?.footprint[0]?.[0]?.[0];
    expect(p?.[0]).toBeCloseTo(139.7671, 8);
    expect(p?.[1]).toBeCloseTo(35.6812, 8);
  });

  it("rejects malformed JSON, non-GeoJSON and files without polygons", () => {
    expect(codeOf(() => readGeoJson('{"type": "FeatureCollection", "features": ['))).toBe("malformed_json");
    expect(codeOf(() => readGeoJson(new TextEncoder().encode("\u00ff garbage")))).toBe("malformed_json");
    expect(codeOf(() => readGeoJson({ hello: "world" }))).toBe("not_geojson");
    expect(codeOf(() => readGeoJson({ type: "FeatureCollection", features: [] }))).toBe("no_buildings");
  });
});
