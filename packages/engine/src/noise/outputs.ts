import { pointInRing, signedArea } from "../geometry/rings";
import { contourPolygons } from "../grid/contours";
import type { NoiseGrid } from "./receivers";
import { gridToLocal } from "./receivers";

/** Default contour band edges: every 5 dB from 40 to 80 dB(A). */
export const DEFAULT_CONTOURS = [40, 45, 50, 55, 60, 65, 70, 75, 80];
/** Default summary thresholds (dB(A)). */
export const SUMMARY_THRESHOLDS = [55, 60, 65, 70];

type Ring = number[][];

export interface BandFeature {
  type: "Feature";
  /** The band [min, max) in dB(A); max null for the top band. */
  properties: { min: number; max: number | null };
  geometry: { type: "MultiPolygon"; coordinates: Ring[][] };
}

/** A point just inside a ring: the middle of its longest edge, nudged inwards. */
function insidePoint(ring: Ring): [number, number] {
  let best = 0;
  let length = -1;
  for (let i = 1; i < ring.length; i++) {
    const l = Math.hypot(
      (ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0),
      (ring[i]?.[1] ?? 0) - (ring[i - 1]?.[1] ?? 0),
    );
    if (l > length) {
      length = l;
      best = i;
    }
  }
  const [ax = 0, ay = 0] = ring[best - 1] ?? [];
  const [bx = 0, by = 0] = ring[best] ?? [];
  const eps = 1e-6 * Math.max(1, length);
  const side = signedArea(ring) > 0 ? 1 : -1; // interior on the left of a counter-clockwise ring
  return [
    (ax + bx) / 2 - (side * eps * (by - ay)) / length,
    (ay + by) / 2 + (side * eps * (bx - ax)) / length,
  ];
}

/**
 * The band lo <= v < hi as polygons: areas >= lo minus areas >= hi. Rings of both iso-areas are regrouped:
 * outers are the outers of (>= lo) and the holes of (>= hi); every other ring becomes a hole of the
 * smallest outer that contains it. Rings follow the RFC 7946 winding.
 */
function bandPolygons(lo: Ring[][], hi: Ring[][]): Ring[][] {
  const outers = [...lo.map((p) => p[0] ?? []), ...hi.flatMap((p) => p.slice(1))].filter((r) => r.length > 3);
  const holes = [...lo.flatMap((p) => p.slice(1)), ...hi.map((p) => p[0] ?? [])].filter((r) => r.length > 3);
  const polygons = outers.map((outer) => ({ rings: [outer], area: Math.abs(signedArea(outer)) }));
  for (const hole of holes) {
    const [x, y] = insidePoint(hole);
    let owner: { rings: Ring[]; area: number } | null = null;
    for (const p of polygons)
      if ((!owner || p.area < owner.area) && pointInRing(x, y, p.rings[0] ?? [])) owner = p;
    owner?.rings.push(hole);
  }
  // RFC 7946 winding: exterior rings counter-clockwise, holes clockwise
  return polygons.map((p) =>
    p.rings.map((ring, i) => (signedArea(ring) > 0 === (i === 0) ? ring : [...ring].reverse())),
  );
}

/**
 * Iso-level bands of a grid of levels as GeoJSON features in local metres (rotated with the grid): one
 * feature per band [edges[i], edges[i+1]) and one for >= the last edge. NaN (inside buildings) counts as
 * below every band.
 */
export function contourBands(
  values: ArrayLike<number>,
  grid: NoiseGrid,
  edges = DEFAULT_CONTOURS,
): BandFeature[] {
  const low = Math.min(...edges) - 100;
  const clean = Float64Array.from({ length: values.length }, (_, i) => {
    const v = values[i] ?? Number.NaN;
    return Number.isFinite(v) ? v : low;
  });
  const toLocal = gridToLocal(grid);
  const areas = contourPolygons(clean, grid, edges).map((f) =>
    f.geometry.coordinates.map((poly) => poly.map((ring) => ring.map(([x = 0, y = 0]) => toLocal(x, y)))),
  );
  return edges.map((min, i) => ({
    type: "Feature",
    properties: { min, max: edges[i + 1] ?? null },
    geometry: { type: "MultiPolygon", coordinates: bandPolygons(areas[i] ?? [], areas[i + 1] ?? []) },
  }));
}

export interface NoiseSummary {
  /** Highest level (dB(A)), null when no receiver has a value. */
  max: number | null;
  /** Area at or above each threshold (m²): cell count x spacing². */
  areaAbove: Record<string, number>;
}

/** Max and areas above thresholds of a grid of LA values (NaN cells ignored). */
export function summarise(
  values: ArrayLike<number>,
  spacing: number,
  thresholds = SUMMARY_THRESHOLDS,
): NoiseSummary {
  let max = -Infinity;
  const counts = thresholds.map(() => 0);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? Number.NaN;
    if (!Number.isFinite(v)) continue;
    if (v > max) max = v;
    thresholds.forEach((t, k) => {
      if (v >= t) counts[k] = (counts[k] ?? 0) + 1;
    });
  }
  const areaAbove: Record<string, number> = {};
  thresholds.forEach((t, k) => (areaAbove[String(t)] = (counts[k] ?? 0) * spacing * spacing));
  return { max: Number.isFinite(max) ? max : null, areaAbove };
}
