import { describe, expect, it } from "vitest";
import { labelPoint, linesOf, pointOf, polygonsOf } from "./geometry";

const feature = (type: string, coordinates: unknown) => ({ geometry: { type, coordinates } });

describe("viewer geometry helpers", () => {
  const ring = [
    [139.7, 35.6],
    [139.71, 35.6],
    [139.71, 35.61],
    [139.7, 35.6],
  ];
  it("reads polygons and multipolygons, and their rings as lines", () => {
    expect(polygonsOf(feature("Polygon", [ring]))).toEqual([[ring]]);
    expect(polygonsOf(feature("MultiPolygon", [[ring], [ring]]))).toHaveLength(2);
    expect(linesOf(feature("MultiPolygon", [[ring], [ring]]))).toEqual([ring, ring]);
    expect(linesOf(feature("MultiLineString", [ring]))).toEqual([ring]);
    expect(polygonsOf(feature("Point", [1, 2]))).toEqual([]);
    expect(polygonsOf({ geometry: null })).toEqual([]);
  });
  it("drops malformed positions, reads points and picks the northernmost vertex for labels", () => {
    expect(linesOf(feature("LineString", [[1, 2], ["x", 3], [4]]))).toEqual([[[1, 2]]]);
    expect(pointOf(feature("Point", [139.7, 35.6, 12]))).toEqual([139.7, 35.6, 12]);
    expect(pointOf(feature("LineString", [[1, 2]]))).toBeNull();
    expect(labelPoint(ring)).toEqual([139.71, 35.61]);
  });
});
