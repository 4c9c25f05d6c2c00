import type { SiteFrame } from "./frame";

/** A GeoJSON feature with any geometry and properties (lon/lat output). */
export interface Feature {
  type: "Feature";
  properties: Record<string, unknown>;
  geometry:
    | { type: "Point"; coordinates: number[] }
    | { type: "LineString"; coordinates: number[][] }
    | { type: "MultiLineString"; coordinates: number[][][] }
    | { type: "MultiPolygon"; coordinates: number[][][][] };
}

/** Local MultiPolygon coordinates (x, y in metres) to lon/lat at height z of the frame. */
export function multiPolygonToLonLat(coordinates: number[][][][], frame: SiteFrame, z = 0): number[][][][] {
  return coordinates.map((poly) => poly.map((ring) => ring.map(([x = 0, y = 0]) => frame.toLonLat(x, y, z))));
}

/** Closed local rings as a lon/lat MultiLineString's coordinates. */
export function ringsToLonLat(
  rings: readonly (readonly (readonly number[])[])[],
  frame: SiteFrame,
): number[][][] {
  return rings.map((ring) => ring.map((p) => frame.toLonLat(p[0] ?? 0, p[1] ?? 0)));
}

/** UTF-8 bytes of a FeatureCollection. */
export function geojsonBytes(features: Feature[]): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ type: "FeatureCollection", features }));
}

/** Bytes of a typed array (a copy, so the layer owns its buffer). */
export function float32Bytes(values: Float32Array): Uint8Array {
  return new Uint8Array(values.buffer.slice(values.byteOffset, values.byteOffset + values.byteLength));
}
