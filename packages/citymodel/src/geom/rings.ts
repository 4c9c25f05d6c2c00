/** Small planar helpers on flat (x, y) or [x, y] rings. */

/** Signed area of a ring of [x, y] points (positive when counter-clockwise). */
export function signedArea(ring: readonly (readonly [number, number])[]): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const p = ring[i] as readonly [number, number];
    const q = ring[j] as readonly [number, number];
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
    const ccw = signedArea(ring) > 0;
    return (i === 0) === ccw ? ring : [...ring].reverse();
  });
}

/** Point in ring (even-odd). */
export function pointInRing(x: number, y: number, ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as readonly [number, number];
    const [xj, yj] = ring[j] as readonly [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
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

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
}

/** Whether closed segments ab and cd intersect (collinear overlaps count). */
export function segmentsIntersect(
  a: readonly number[],
  b: readonly number[],
  c: readonly number[],
  d: readonly number[],
): boolean {
  const [ax, ay, bx, by, cx, cy, dx, dy] = [a[0], a[1], b[0], b[1], c[0], c[1], d[0], d[1]] as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const o1 = orient(ax, ay, bx, by, cx, cy);
  const o2 = orient(ax, ay, bx, by, dx, dy);
  const o3 = orient(cx, cy, dx, dy, ax, ay);
  const o4 = orient(cx, cy, dx, dy, bx, by);
  if (o1 !== o2 && o3 !== o4) return true;
  const on = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
    Math.min(px, qx) <= rx && rx <= Math.max(px, qx) && Math.min(py, qy) <= ry && ry <= Math.max(py, qy);
  return (
    (o1 === 0 && on(ax, ay, bx, by, cx, cy)) ||
    (o2 === 0 && on(ax, ay, bx, by, dx, dy)) ||
    (o3 === 0 && on(cx, cy, dx, dy, ax, ay)) ||
    (o4 === 0 && on(cx, cy, dx, dy, bx, by))
  );
}

/** Whether two polygons (rings of [x, y]) share any point. */
export function polygonsIntersect(
  p: readonly (readonly (readonly [number, number])[])[],
  q: readonly (readonly (readonly [number, number])[])[],
): boolean {
  for (const rp of p) {
    for (const rq of q) {
      for (let i = 0, j = rp.length - 1; i < rp.length; j = i++) {
        for (let k = 0, l = rq.length - 1; k < rq.length; l = k++) {
          if (
            segmentsIntersect(
              rp[j] as [number, number],
              rp[i] as [number, number],
              rq[l] as [number, number],
              rq[k] as [number, number],
            )
          )
            return true;
        }
      }
    }
  }
  const p0 = p[0]?.[0];
  const q0 = q[0]?.[0];
  return (!!p0 && pointInPolygon(p0[0], p0[1], q)) || (!!q0 && pointInPolygon(q0[0], q0[1], p));
}
