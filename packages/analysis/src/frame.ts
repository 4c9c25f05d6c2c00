import { EnuFrame } from "@soracity/citymodel";
import type { Degrees, LocalPoint, LocalPoint3, Meters } from "@soracity/engine/units";

/** Decimal places of lon/lat in results: 1e-7° is about 1 cm. */
const ROUND = 1e7;
const round = (v: number): number => Math.round(v * ROUND) / ROUND;

/** A GeoJSON-like polygon: rings of [lon, lat], the outer ring first. */
export interface LonLatPolygonLike {
  coordinates: readonly (readonly (readonly number[])[])[];
}

/** Local metric bbox [minX, minY, maxX, maxY]. */
export type LocalBbox = [Meters, Meters, Meters, Meters];

/**
 * The site's local frame: ENU at the site centre at height 0 (x east, y true north, z up; z is the
 * orthometric height less the Earth's curvature drop, about 1 cm at 400 m). The one place where the
 * analysis converts between lon/lat and metres (citymodel's EnuFrame).
 */
export class SiteFrame {
  readonly enu: EnuFrame;

  constructor(
    readonly lon: Degrees,
    readonly lat: Degrees,
  ) {
    this.enu = new EnuFrame([lon, lat, 0]);
  }

  /** lon/lat (degrees) and height (m) to local metres. */
  toLocal(lon: Degrees, lat: Degrees, h: Meters = 0): LocalPoint3 {
    return this.enu.toLocal([lon, lat, h]);
  }

  /**
   * Local x, y (z) to [lon, lat] rounded to 1e-7°: a plain mutable pair, written into GeoJSON results and
   * spread into calls (an intersection-tagged tuple cannot be spread).
   */
  toLonLat(x: Meters, y: Meters, z: Meters = 0): [lon: Degrees, lat: Degrees] {
    const [lon, lat] = this.enu.toGeodetic([x, y, z]);
    return [round(lon), round(lat)];
  }

  /** A ring of [lon, lat] as local [x, y], without the closing point. */
  ring(ring: readonly (readonly number[])[]): LocalPoint[] {
    const out = ring.map((p) => {
      const [x, y] = this.toLocal(p[0] ?? 0, p[1] ?? 0);
      return [x, y] as const;
    });
    const first = ring[0];
    const last = ring[ring.length - 1];
    if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
    return out;
  }

  /** A polygon's outer ring, local. */
  outer(polygon: LonLatPolygonLike): LocalPoint[] {
    return this.ring(polygon.coordinates[0] ?? []);
  }

  /** A GeoJSON Polygon (lon/lat, closed ring) of the local rectangle [x0, y0]-[x1, y1] (metres). */
  rectangle(
    x0: Meters,
    y0: Meters,
    x1: Meters,
    y1: Meters,
  ): { type: "Polygon"; coordinates: [number, number][][] } {
    const corners = [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ] as const;
    return { type: "Polygon", coordinates: [corners.map(([x, y]) => this.toLonLat(x, y))] };
  }

  /** Local bbox of a polygon's outer ring. */
  bbox(polygon: LonLatPolygonLike): LocalBbox {
    return bboxOf(this.outer(polygon));
  }
}

/** Bbox of local points. */
export function bboxOf(points: readonly (readonly number[])[]): LocalBbox {
  const b: LocalBbox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    const x = p[0] ?? 0;
    const y = p[1] ?? 0;
    b[0] = Math.min(b[0], x);
    b[1] = Math.min(b[1], y);
    b[2] = Math.max(b[2], x);
    b[3] = Math.max(b[3], y);
  }
  return b;
}

/** Whether two bboxes meet (touching counts). */
export const bboxesMeet = (a: LocalBbox, b: LocalBbox): boolean =>
  a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

/** A range within 2 cm of a whole number of cells has that many (lon/lat drawn at 1e-7° is about 1 cm off). */
const SNAP_M = 0.02;

/**
 * Cell centres half a cell inside a bbox, centred: `size / spacing` cells a side (at least one). The
 * returned bbox holds the first and last centres, as the engines' grids expect.
 */
export function cellCentres(bbox: LocalBbox, spacing: Meters): LocalBbox {
  const count = (size: number) => {
    const r = size / spacing;
    return Math.max(1, Math.abs(size - Math.round(r) * spacing) < SNAP_M ? Math.round(r) : Math.floor(r));
  };
  const nx = count(bbox[2] - bbox[0]);
  const ny = count(bbox[3] - bbox[1]);
  const cx = (bbox[0] + bbox[2]) / 2;
  const cy = (bbox[1] + bbox[3]) / 2;
  const hx = ((nx - 1) * spacing) / 2;
  const hy = ((ny - 1) * spacing) / 2;
  return [cx - hx, cy - hy, cx + hx, cy + hy];
}
