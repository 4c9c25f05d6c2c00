import { z } from "zod";
import { LIMITS } from "../limits";

// Geometry of analysis parameters: lon/lat (JGD2011 degrees) as GeoJSON. Only what the validation rules need
// (area, inside) is computed here; every metric conversion of the analysis itself happens in
// packages/analysis (citymodel's EnuFrame).

/** Wrong JSON type: `common.required` when absent, else `analysis.invalid_value`. */
export const typeError = (issue: { input?: unknown }): string =>
  issue.input === undefined ? "common.required" : "analysis.invalid_value";

export const lonSchema = z
  .number({ error: typeError })
  .min(LIMITS.longitude.min, "analysis.longitude_range")
  .max(LIMITS.longitude.max, "analysis.longitude_range");
export const latSchema = z
  .number({ error: typeError })
  .min(LIMITS.latitude.min, "analysis.latitude_range")
  .max(LIMITS.latitude.max, "analysis.latitude_range");
export const angleSchema = z
  .number({ error: typeError })
  .min(LIMITS.angleDegrees.min, "analysis.angle_range")
  .max(LIMITS.angleDegrees.max, "analysis.angle_range");
/** Heights above ground of sources, barriers, buildings (PRODUCT.md §9: 0-999 m). */
export const heightSchema = z
  .number({ error: typeError })
  .min(LIMITS.heightMeters.min, "analysis.height_range")
  .max(LIMITS.heightMeters.max, "analysis.height_range");
/** An elevation (orthometric metres), e.g. a building's base. */
export const elevationSchema = z
  .number({ error: typeError })
  .min(-1000, "analysis.elevation_range")
  .max(10_000, "analysis.elevation_range");

/** A position [lon, lat] in degrees. */
export const lonLatSchema = z.tuple([lonSchema, latSchema], { error: typeError });
export type LonLatPair = [number, number];

/** Most vertices of one drawn ring, and most points of a list (measurement points, receivers). */
export const MAX_RING_POINTS = 10_000;
export const MAX_LIST_ITEMS = 1000;

/** A ring of [lon, lat]; closed (GeoJSON) or not; at least 3 distinct positions. */
const ringSchema = z
  .array(lonLatSchema, { error: typeError })
  .max(MAX_RING_POINTS, "analysis.too_many")
  .refine((ring) => openRing(ring).length >= 3, "analysis.polygon_invalid");

/** Smallest spread (m²) of a drawn polygon's points: below it they are all on one line (or nearly). */
export const MIN_POLYGON_AREA_M2 = 0.01;

/**
 * A GeoJSON Polygon in lon/lat: the outer ring, then holes. Its outer ring must enclose an area (three points
 * on a line passed once, and the run ended as a generic failure).
 */
export const polygonSchema = z
  .object(
    {
      type: z.literal("Polygon", { error: "analysis.polygon_invalid" }),
      coordinates: z.array(ringSchema, { error: typeError }).min(1, "analysis.polygon_invalid"),
    },
    { error: typeError },
  )
  .refine((p) => spreadM2(p.coordinates[0] ?? []) >= MIN_POLYGON_AREA_M2, "analysis.polygon_zero_area");
export type LonLatPolygonGeoJson = z.infer<typeof polygonSchema>;

/** The ring without its closing position (GeoJSON repeats the first position at the end). */
export function openRing(ring: readonly (readonly number[])[]): [number, number][] {
  const out = ring.map((p) => [p[0] ?? 0, p[1] ?? 0] as [number, number]);
  while (out.length > 1) {
    const a = out[0];
    const b = out[out.length - 1];
    if (a[0] !== b[0] || a[1] !== b[1]) break;
    out.pop();
  }
  return out;
}

// GRS80 (JGD2011).
const A = 6378137;
const E2 = (1 / 298.257222101) * (2 - 1 / 298.257222101);

/**
 * Projects lon/lat onto a tangent plane about (lon0, lat0): x east, y north in metres, with the ellipsoid's
 * meridian (M) and prime-vertical (N) radii at lat0 (local equirectangular). Over a few hundred metres the
 * scale error is of the order of (d / R)² and the variation of cos(lat) across the extent: areas of extents up
 * to a few km across are within 0.01 % of the geodesic area, plenty for the 25 ha rule.
 */
export function tangentProjection(lon0: number, lat0: number): (p: readonly number[]) => [number, number] {
  const phi = (lat0 * Math.PI) / 180;
  const s = Math.sin(phi);
  const w = Math.sqrt(1 - E2 * s * s);
  const n = A / w;
  const m = (A * (1 - E2)) / (w * w * w);
  const kx = (n * Math.cos(phi) * Math.PI) / 180;
  const ky = (m * Math.PI) / 180;
  return (p) => [((p[0] ?? 0) - lon0) * kx, ((p[1] ?? 0) - lat0) * ky];
}

function ringCentre(ring: readonly (readonly number[])[]): [number, number] {
  let lon = 0;
  let lat = 0;
  for (const p of ring) [lon, lat] = [lon + (p[0] ?? 0), lat + (p[1] ?? 0)];
  return [lon / Math.max(1, ring.length), lat / Math.max(1, ring.length)];
}

function planarArea(ring: readonly [number, number][]): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const p = ring[i];
    const q = ring[j];
    a += q[0] * p[1] - p[0] * q[1];
  }
  return a / 2;
}

/**
 * Area (m²) of the largest triangle of a lon/lat ring's first point, its farthest point and any other: 0 when
 * all its points are on one line (see {@link tangentProjection}). Not the ring's own area, which a bow-tie's
 * two halves cancel (that one is refused as self-intersecting instead).
 */
function spreadM2(ring: readonly (readonly number[])[]): number {
  const open = openRing(ring);
  const [lon0, lat0] = ringCentre(open);
  const pts = open.map(tangentProjection(lon0, lat0));
  const first = pts[0];
  if (!first) return 0;
  const dist = (p: [number, number]) => Math.hypot(p[0] - first[0], p[1] - first[1]);
  const far = pts.reduce((a, b) => (dist(b) > dist(a) ? b : a), first);
  return pts.reduce((max, p) => Math.max(max, Math.abs(cross(first, far, p)) / 2), 0);
}

/** Area (m²) of a lon/lat polygon (outer ring less its holes), see {@link tangentProjection}. */
export function polygonAreaM2(polygon: { coordinates: readonly (readonly (readonly number[])[])[] }): number {
  const outer = openRing(polygon.coordinates[0] ?? []);
  const [lon0, lat0] = ringCentre(outer);
  const project = tangentProjection(lon0, lat0);
  const areaOf = (ring: readonly (readonly number[])[]) => Math.abs(planarArea(openRing(ring).map(project)));
  const holes = polygon.coordinates.slice(1).reduce((sum, ring) => sum + areaOf(ring), 0);
  return Math.max(0, areaOf(outer) - holes);
}

/** Drawn extents may cover at most this many m² (PRODUCT.md §9: 25 ha). */
export const MAX_EXTENT_M2 = LIMITS.drawnAreaMaxHectares * 10_000;

function pointInRing(ring: readonly [number, number][], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function onSegment(p: [number, number], a: [number, number], b: [number, number], tol: number): boolean {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0;
  return Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]) <= tol;
}

const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function properlyCross(a: [number, number], b: [number, number], c: [number, number], d: [number, number]) {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/**
 * Whether the outer ring of `inner` lies inside the outer ring of `outer` (touching the boundary allowed,
 * within 1 cm): every vertex inside or on it and no edges crossing. Holes of `outer` are not considered.
 */
export function polygonInside(
  inner: { coordinates: readonly (readonly (readonly number[])[])[] },
  outer: { coordinates: readonly (readonly (readonly number[])[])[] },
): boolean {
  const { ring, project } = projectedOuterRing(outer);
  const pts = openRing(inner.coordinates[0] ?? []).map(project);
  const tol = 0.01;
  const onBoundary = (p: [number, number]) =>
    ring.some((a, i) => onSegment(p, a, ring[(i + 1) % ring.length], tol));
  if (!pts.every((p) => onBoundary(p) || pointInRing(ring, p[0], p[1]))) return false;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    for (let k = 0; k < ring.length; k++)
      if (properlyCross(a, b, ring[k], ring[(k + 1) % ring.length])) return false;
  }
  return true;
}

/** Whether a [lon, lat] position lies strictly inside the outer ring of a polygon (more than 1 cm in). */
export function pointStrictlyInside(
  point: readonly number[],
  polygon: { coordinates: readonly (readonly (readonly number[])[])[] },
): boolean {
  const { ring, project } = projectedOuterRing(polygon);
  const p = project(point);
  const onBoundary = ring.some((a, i) => onSegment(p, a, ring[(i + 1) % ring.length], 0.01));
  return !onBoundary && pointInRing(ring, p[0], p[1]);
}

/** A polygon's outer ring in metres on the tangent plane at its centre, and that projection. */
function projectedOuterRing(polygon: { coordinates: readonly (readonly (readonly number[])[])[] }) {
  const o = openRing(polygon.coordinates[0] ?? []);
  const [lon0, lat0] = ringCentre(o);
  const project = tangentProjection(lon0, lat0);
  return { ring: o.map(project), project };
}
