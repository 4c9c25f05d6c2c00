import { tangentPlane } from "@soracity/engine/geometry";

/** A Float32 result grid (`shade_hours`, `noise_grid`) as the result API describes it in `meta`. */
export interface GridMeta {
  nx: number;
  ny: number;
  spacing_m: number;
  /** The site frame's origin: local x east, y true north (metres). */
  origin: { lon: number; lat: number };
  /** Centres of the first and last cells before rotation, local metres. */
  bbox_local: [number, number, number, number];
  /** Clockwise turn of the grid about `centre_local` (degrees); absent or 0 for shadow planes. */
  rotation_deg?: number;
  centre_local?: [number, number];
}

/** Parses a grid's meta from the result manifest; null when a field is missing. */
export function gridMetaOf(meta: Record<string, unknown>): GridMeta | null {
  const { nx, ny, spacing_m, origin, bbox_local } = meta;
  if (typeof nx !== "number" || typeof ny !== "number" || typeof spacing_m !== "number") return null;
  if (!Array.isArray(bbox_local) || bbox_local.length !== 4) return null;
  if (typeof origin !== "object" || origin === null) return null;
  const o = origin as { lon?: unknown; lat?: unknown };
  if (typeof o.lon !== "number" || typeof o.lat !== "number") return null;
  const centre = meta.centre_local;
  return {
    nx,
    ny,
    spacing_m,
    origin: { lon: o.lon, lat: o.lat },
    bbox_local: bbox_local as GridMeta["bbox_local"],
    rotation_deg: typeof meta.rotation_deg === "number" ? meta.rotation_deg : 0,
    centre_local: Array.isArray(centre) ? (centre as [number, number]) : undefined,
  };
}

/**
 * The value of the grid cell under lon/lat (rows south to north); null outside the grid or on NaN. A rotated
 * grid (clockwise by rotation_deg about centre_local) is turned back first.
 */
export function sampleGrid(meta: GridMeta, values: Float32Array, lon: number, lat: number): number | null {
  // The site frame's local metres: the tangent plane with GRS80's radii at the origin (within 5 cm of the
  // server's ENU frame over 1 km).
  let [x, y] = tangentPlane(meta.origin).toLocal(lon, lat);
  const rotation = ((meta.rotation_deg ?? 0) * Math.PI) / 180;
  if (rotation !== 0 && meta.centre_local) {
    const [cx, cy] = meta.centre_local;
    const [dx, dy] = [x - cx, y - cy];
    // The grid's points p were turned by (x cos a + y sin a, -x sin a + y cos a); undo it.
    [x, y] = [
      cx + dx * Math.cos(rotation) - dy * Math.sin(rotation),
      cy + dx * Math.sin(rotation) + dy * Math.cos(rotation),
    ];
  }
  const i = Math.round((x - meta.bbox_local[0]) / meta.spacing_m);
  const j = Math.round((y - meta.bbox_local[1]) / meta.spacing_m);
  if (i < 0 || j < 0 || i >= meta.nx || j >= meta.ny) return null;
  const v = values[j * meta.nx + i];
  return v === undefined || Number.isNaN(v) ? null : v;
}
