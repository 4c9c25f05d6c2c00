// Plain geometry of the demo: metres around a site on a local tangent plane (ample over a few hundred metres).
import { SPHERE_METRES_PER_DEGREE as METRES_PER_DEGREE_LAT } from "@soracity/engine/geometry";

export interface LonLat {
  lon: number;
  lat: number;
}

/** Axis-aligned box in degrees. */
export interface Bbox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

// The sphere's scale, with its own cos((lat·π)/180): sphereMetresPerDegreeLon takes lat·(π/180), which rounds
// differently in the last bit for about one latitude in eight, and the demo's sites must stay where they were.
const metresPerDegreeLon = (lat: number) => METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);

/** [lon, lat] of the point `east`, `north` metres from `site`. */
export function offset(site: LonLat, east: number, north: number): [number, number] {
  return [site.lon + east / metresPerDegreeLon(site.lat), site.lat + north / METRES_PER_DEGREE_LAT];
}

/** A GeoJSON Polygon: the rectangle [x0, x1] x [y0, y1] metres around the site (closed ring). */
export function rectangle(site: LonLat, x0: number, y0: number, x1: number, y1: number) {
  const ring = [offset(site, x0, y0), offset(site, x1, y0), offset(site, x1, y1), offset(site, x0, y1)];
  return { type: "Polygon" as const, coordinates: [[...ring, ring[0]]] };
}

/** The rotated-rectangle extent of noise and vibration cases: [x0, x1] x [y0, y1] metres, no rotation. */
export function extent(site: LonLat, x0: number, y0: number, x1: number, y1: number) {
  const [minLon, minLat] = offset(site, x0, y0);
  const [maxLon, maxLat] = offset(site, x1, y1);
  return { min_lon: minLon, min_lat: minLat, max_lon: maxLon, max_lat: maxLat, rotation: 0 };
}

/**
 * The bbox of a third-level (1 km, 8-digit) standard grid square of JIS X 0410, e.g. a PLATEAU tile's mesh:
 * 40' x 1 deg, then 5' x 7.5', then 30" x 45".
 */
export function meshBbox(code: string): Bbox {
  if (!/^\d{8}$/.test(code)) throw new Error(`not a third-level mesh code: ${code}`);
  const d = (i: number) => Number(code[i]);
  const minLat = Number(code.slice(0, 2)) / 1.5 + d(4) / 12 + d(6) / 120;
  const minLon = Number(code.slice(2, 4)) + 100 + d(5) / 8 + d(7) / 80;
  return { minLon, minLat, maxLon: minLon + 1 / 80, maxLat: minLat + 1 / 120 };
}

/** The bbox of a ring list (GeoJSON MultiPolygon coordinates or any nesting of [lon, lat] positions). */
export function bboxOf(coordinates: number[][][][]): Bbox {
  const box = { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
  for (const polygon of coordinates)
    for (const ring of polygon)
      for (const [lon = NaN, lat = NaN] of ring) {
        box.minLon = Math.min(box.minLon, lon);
        box.maxLon = Math.max(box.maxLon, lon);
        box.minLat = Math.min(box.minLat, lat);
        box.maxLat = Math.max(box.maxLat, lat);
      }
  return box;
}

const overlaps = (a: Bbox, b: Bbox) =>
  a.minLon < b.maxLon && b.minLon < a.maxLon && a.minLat < b.maxLat && b.minLat < a.maxLat;

/**
 * The demo's site: the free spot nearest the centre of `buildings` (mean of their bbox centres) where a square
 * of `clearance` metres on each side of the site touches no building's bbox; searched on rings 5 m apart up
 * to 300 m out. Without buildings, null.
 */
export function freeSiteNear(buildings: readonly Bbox[], clearance: number): LonLat | null {
  if (buildings.length === 0) return null;
  const centre = {
    lon: buildings.reduce((s, b) => s + (b.minLon + b.maxLon) / 2, 0) / buildings.length,
    lat: buildings.reduce((s, b) => s + (b.minLat + b.maxLat) / 2, 0) / buildings.length,
  };
  for (let radius = 0; radius <= 300; radius += 5) {
    const steps = radius === 0 ? 1 : Math.ceil((2 * Math.PI * radius) / 5);
    for (let i = 0; i < steps; i += 1) {
      const angle = (2 * Math.PI * i) / steps;
      const [lon, lat] = offset(centre, radius * Math.cos(angle), radius * Math.sin(angle));
      const site = { lon, lat };
      const [minLon, minLat] = offset(site, -clearance, -clearance);
      const [maxLon, maxLat] = offset(site, clearance, clearance);
      if (!buildings.some((b) => overlaps(b, { minLon, minLat, maxLon, maxLat }))) return site;
    }
  }
  return centre;
}
