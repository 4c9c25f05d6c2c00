/**
 * Small planar helpers on flat (x, y) or [x, y] rings (segment intersection and point in ring: the engine's
 * geometry kernels).
 */
import { pointInRing, segmentsIntersect } from "@soracity/engine/geometry";

/**
 * The signed area of a ring of [lon, lat] points (positive when counter-clockwise), summed as
 * trapezoids (q.x - p.x)(q.y + p.y). Not the engine's `signedArea`: that shoelace multiplies absolute
 * coordinates (x_j·y_i - x_i·y_j), meant for local metres; on lon/lat (139.7 × 35.6) its products cancel
 * and a sliver's sign could flip, while the differences here keep the digits. Only its sign is used.
 */
function lonLatSignedArea(ring: readonly (readonly [number, number])[]): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const p = ring[i];
    const q = ring[j];
    a += (q[0] - p[0]) * (q[1] + p[1]);
  }
  return a / 2;
}

/** Drop a repeated closing point, if any. */
export function openRing<T extends readonly number[]>(ring: T[]): T[] {
  const f = ring[0];
  const l = ring[ring.length - 1];
  if (ring.length > 1 && f && l && f[0] === l[0] && f[1] === l[1]) return ring.slice(0, -1);
  return ring;
}

/** Orient a polygon: exterior counter-clockwise, holes clockwise (GeoJSON RFC 7946 order). */
export function orientPolygon<T extends readonly [number, number]>(rings: T[][]): T[][] {
  return rings.map((ring, i) => {
    const ccw = lonLatSignedArea(ring) > 0;
    return (i === 0) === ccw ? ring : [...ring].reverse();
  });
}

/** Point in polygon with holes. */
export function pointInPolygon(
  x: number,
  y: number,
  rings: readonly (readonly (readonly [number, number])[])[],
): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !pointInRing(x, y, outer)) return false;
  return !holes.some((h) => pointInRing(x, y, h));
}

/** Distance from a point to segment ab. */
export function pointSegmentDistance(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Whether two polygons (rings of [x, y]) share any point. */
export function polygonsIntersect(
  p: readonly (readonly (readonly [number, number])[])[],
  q: readonly (readonly (readonly [number, number])[])[],
): boolean {
  for (const rp of p) {
    for (const rq of q) {
      for (let i = 0, j = rp.length - 1; i < rp.length; j = i++) {
        const [ax, ay] = rp[j];
        const [bx, by] = rp[i];
        for (let k = 0, l = rq.length - 1; k < rq.length; l = k++) {
          const [cx, cy] = rq[l];
          const [dx, dy] = rq[k];
          if (segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) return true;
        }
      }
    }
  }
  const p0 = p[0]?.[0];
  const q0 = q[0]?.[0];
  return (!!p0 && pointInPolygon(p0[0], p0[1], q)) || (!!q0 && pointInPolygon(q0[0], q0[1], p));
}
