import { openRing } from "@soracity/contracts";
import { runParameters } from "./validate";

export type LonLatBbox = [minLon: number, minLat: number, maxLon: number, maxLat: number];

function grow(b: LonLatBbox | null, points: readonly (readonly number[])[]): LonLatBbox | null {
  let out = b;
  for (const [lon = 0, lat = 0] of points) {
    out = out
      ? [Math.min(out[0], lon), Math.min(out[1], lat), Math.max(out[2], lon), Math.max(out[3], lat)]
      : [lon, lat, lon, lat];
  }
  return out;
}

/** Shadow: the target range (the engine uses the buildings whose bbox meets it, as a bbox query of the
 * catalogue returns them; the shadows of buildings beyond it are left out by definition of the target range).
 */
export function shadowCityBbox(parameters: unknown): LonLatBbox | null {
  const p = runParameters("hikage", parameters);
  return p.target_range ? grow(null, openRing(p.target_range.coordinates[0] ?? [])) : null;
}

/** Noise: the extent (rotated) with the sources, barriers and receivers. */
export function noiseCityBbox(parameters: unknown): LonLatBbox | null {
  const p = runParameters("noise", parameters);
  let b: LonLatBbox | null = null;
  if (p.extent) {
    const e = p.extent;
    // A rotated extent stays within the circle through its corners: take that circle's bbox in degrees.
    const cx = (e.min_lon + e.max_lon) / 2;
    const cy = (e.min_lat + e.max_lat) / 2;
    const k = Math.cos((cy * Math.PI) / 180);
    const r = Math.hypot((e.max_lon - e.min_lon) * k, e.max_lat - e.min_lat) / 2;
    b = grow(null, [
      [cx - r / k, cy - r],
      [cx + r / k, cy + r],
    ]);
  }
  for (const s of p.sources)
    b = grow(b, s.points ?? (s.lon !== undefined && s.lat !== undefined ? [[s.lon, s.lat]] : []));
  for (const bar of p.barriers) b = grow(b, bar.points);
  return grow(b, p.receivers);
}
