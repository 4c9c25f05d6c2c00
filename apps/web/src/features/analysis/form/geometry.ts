import {
  MAX_EXTENT_M2,
  openRing,
  polygonAreaM2,
  polygonInside,
  rectangleAreaM2,
  tangentProjection,
} from "@soracity/contracts";
import type { LonLatPolygonGeoJson } from "@soracity/contracts";
import type { Shape } from "../../map/draw/shapes";

export type Polygon = LonLatPolygonGeoJson;
export type Rect = { min_lon: number; min_lat: number; max_lon: number; max_lat: number; rotation?: number };

/** A drawn polygon or rectangle as a GeoJSON Polygon (rings closed), else null. */
export function shapeToPolygon(shape: Shape): Polygon | null {
  if (shape.kind !== "polygon" && shape.kind !== "rectangle") return null;
  const rings = shape.rings.map((ring) => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    const closed = first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
    return closed.map(([lon, lat]) => [lon, lat] as [number, number]);
  });
  return { type: "Polygon", coordinates: rings };
}

/** The bounding rectangle of a drawn shape (noise and vibration extents). */
export function shapeToRect(shape: Shape): Rect | null {
  const polygon = shapeToPolygon(shape);
  const ring = polygon?.coordinates[0];
  if (!ring?.length) return null;
  const lons = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return {
    min_lon: Math.min(...lons),
    min_lat: Math.min(...lats),
    max_lon: Math.max(...lons),
    max_lat: Math.max(...lats),
    rotation: 0,
  };
}

/** The position of a drawn marker (or circle marker), else null. */
export function shapeToPoint(shape: Shape): [number, number] | null {
  return shape.kind === "marker" || shape.kind === "circlemarker"
    ? [shape.position[0], shape.position[1]]
    : null;
}

/** A drawn line's points, else null. */
export function shapeToLine(shape: Shape): [number, number][] | null {
  return shape.kind === "polyline" ? shape.path.map(([lon, lat]) => [lon, lat] as [number, number]) : null;
}

export const rectToPolygon = (r: Rect): Polygon => ({
  type: "Polygon",
  coordinates: [
    [
      [r.min_lon, r.min_lat],
      [r.max_lon, r.min_lat],
      [r.max_lon, r.max_lat],
      [r.min_lon, r.max_lat],
      [r.min_lon, r.min_lat],
    ],
  ],
});

/** PRODUCT.md §5/§8 map limit: a drawn extent covers at most 25 ha (the key of the message, or null). */
export const over25ha = (polygon: Polygon): string | null =>
  polygonAreaM2(polygon) > MAX_EXTENT_M2 ? "analysis.area_max_25ha" : null;

export const rectOver25ha = (rect: Rect): string | null =>
  rectangleAreaM2(rect) > MAX_EXTENT_M2 ? "analysis.area_max_25ha" : null;

/** The analysis range must lie inside the target building range. */
export const outsideTarget = (analysis: Polygon, target: Polygon | undefined): string | null =>
  target && !polygonInside(analysis, target) ? "analysis.range_outside_target" : null;

/** Area in hectares, for the field's summary. */
export const hectares = (polygon: Polygon) => (polygonAreaM2(polygon) / 10_000).toFixed(2);

export const isPolygon = (value: unknown): value is Polygon =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "Polygon";

/**
 * The extent as drawn: the rectangle turned by `rotation` degrees clockwise about its centre in the local
 * metric frame (what the engines compute on), as a closed lon/lat ring.
 */
export function rotatedRectPolygon(r: Rect): Polygon {
  const lon0 = (r.min_lon + r.max_lon) / 2;
  const lat0 = (r.min_lat + r.max_lat) / 2;
  const project = tangentProjection(lon0, lat0);
  const [kx, ky] = project([lon0 + 1, lat0 + 1]);
  const angle = ((r.rotation ?? 0) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const ring = rectToPolygon(r).coordinates[0] ?? [];
  const turned = ring.map((p): [number, number] => {
    const [x, y] = project(p);
    return [lon0 + (x * cos + y * sin) / kx, lat0 + (-x * sin + y * cos) / ky];
  });
  return { type: "Polygon", coordinates: [turned] };
}

/** An edge of a polygon's outer ring: edge i runs from vertex i to vertex i + 1 (the schema's numbering). */
export interface Edge {
  index: number;
  from: [number, number];
  to: [number, number];
  lengthM: number;
}

/** The edges of a polygon's outer ring with their lengths (m). */
export function polygonEdges(polygon: Polygon): Edge[] {
  const ring = openRing(polygon.coordinates[0] ?? []);
  const first = ring[0];
  if (!first) return [];
  const project = tangentProjection(first[0], first[1]);
  return ring.map((from, index) => {
    const to = ring[(index + 1) % ring.length] ?? from;
    const [ax, ay] = project(from);
    const [bx, by] = project(to);
    return { index, from, to, lengthM: Math.hypot(bx - ax, by - ay) };
  });
}
