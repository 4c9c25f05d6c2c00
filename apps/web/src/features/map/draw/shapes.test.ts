import { describe, expect, it } from "vitest";
import { DEFAULT_SHAPE_COLOR, IMPORT_MAX_SHAPES, parseShapes, shapesToGeoJson } from "./shapes";
import type { Shape } from "./shapes";

const square: [number, number][] = [
  [139.76, 35.68],
  [139.77, 35.68],
  [139.77, 35.69],
  [139.76, 35.69],
  [139.76, 35.68],
];

const every: Shape[] = [
  { kind: "marker", color: "#db1d0f", position: [139.76, 35.68] },
  { kind: "circlemarker", color: "#025100", position: [139.761, 35.681], radiusPx: 10 },
  { kind: "circle", color: "#ffff00", position: [139.762, 35.682], radiusM: 120.5 },
  {
    kind: "polyline",
    color: "#0000ff",
    path: [
      [139.76, 35.68],
      [139.77, 35.69],
    ],
  },
  { kind: "polygon", color: DEFAULT_SHAPE_COLOR, rings: [square] },
  { kind: "rectangle", color: "#db1d0f", rings: [square] },
];

describe("GeoJSON export and import of the drawn shapes", () => {
  it("round-trips every shape kind with its colour and radius", () => {
    const text = shapesToGeoJson(every);
    const json = JSON.parse(text) as { type: string; features: { geometry: { type: string } }[] };
    expect(json.type).toBe("FeatureCollection");
    expect(json.features.map((f) => f.geometry.type)).toEqual([
      "Point",
      "Point",
      "Point",
      "LineString",
      "Polygon",
      "Polygon",
    ]);
    expect(parseShapes(text)).toEqual({ ok: true, shapes: every });
  });

  it("reads plain GeoJSON from other tools: a bare geometry, a feature, multi-geometries", () => {
    expect(parseShapes(JSON.stringify({ type: "Point", coordinates: [135.5, 34.7, 12] }))).toEqual({
      ok: true,
      shapes: [{ kind: "marker", color: DEFAULT_SHAPE_COLOR, position: [135.5, 34.7] }],
    });
    const multi = {
      type: "Feature",
      properties: { name: "x", color: "not a colour", shape: "hexagon" },
      geometry: { type: "MultiPolygon", coordinates: [[square], [square]] },
    };
    const result = parseShapes(JSON.stringify(multi));
    expect(result.ok && result.shapes.map((s) => [s.kind, s.color])).toEqual([
      ["polygon", DEFAULT_SHAPE_COLOR],
      ["polygon", DEFAULT_SHAPE_COLOR],
    ]);
  });

  it("takes a circle without a radius as a marker", () => {
    const text = JSON.stringify({
      type: "Feature",
      properties: { shape: "circle" },
      geometry: { type: "Point", coordinates: [139.7, 35.6] },
    });
    expect(parseShapes(text)).toEqual({
      ok: true,
      shapes: [{ kind: "marker", color: DEFAULT_SHAPE_COLOR, position: [139.7, 35.6] }],
    });
  });

  it.each([
    ["not JSON", "{ nope"],
    ["JSON that is not GeoJSON", JSON.stringify({ hello: "world" })],
    ["an empty collection", JSON.stringify({ type: "FeatureCollection", features: [] })],
    ["a longitude out of range", JSON.stringify({ type: "Point", coordinates: [190, 35] })],
    ["a latitude out of range", JSON.stringify({ type: "Point", coordinates: [139, -95] })],
    ["a one-point line", JSON.stringify({ type: "LineString", coordinates: [[139, 35]] })],
    ["an open triangle", JSON.stringify({ type: "Polygon", coordinates: [square.slice(0, 3)] })],
    ["a geometry collection", JSON.stringify({ type: "GeometryCollection", geometries: [] })],
    ["text coordinates", JSON.stringify({ type: "Point", coordinates: ["139", "35"] })],
  ])("refuses %s", (_label, text) => {
    expect(parseShapes(text)).toEqual({ ok: false });
  });

  it("refuses more shapes than it can draw", () => {
    const points = Array.from({ length: IMPORT_MAX_SHAPES + 1 }, () => [139, 35]);
    expect(parseShapes(JSON.stringify({ type: "MultiPoint", coordinates: points }))).toEqual({ ok: false });
  });
});
