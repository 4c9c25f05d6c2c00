/**
 * Segment intersection, the one kernel behind the noise paths' edge crossings and the simple-ring check
 * (plain numbers in any planar frame; callers pass local metres).
 */

/**
 * Where the segment P + t·D crosses the segment A + u·E: the parameter t along P -> P + D, or -1 when they
 * do not cross. t is open (0 < t < 1: a crossing at either end of P -> P + D does not count), u is closed
 * (0 <= u <= 1: a crossing at a vertex of A -> A + E counts); parallel and collinear segments never cross.
 * Both noise path finders (obstacle grid, source view) call this, so they find exactly the same crossings.
 */
export function segmentCrossing(
  px: number,
  py: number,
  dx: number,
  dy: number,
  ax: number,
  ay: number,
  ex: number,
  ey: number,
): number {
  const denom = dx * ey - dy * ex;
  if (denom === 0) return -1;
  const wx = ax - px;
  const wy = ay - py;
  const t = (wx * ey - wy * ex) / denom;
  if (t <= 0 || t >= 1) return -1;
  const u = (wx * dy - wy * dx) / denom;
  return u >= 0 && u <= 1 ? t : -1;
}

/** Sign of the turn a -> b -> c: 1 counter-clockwise, -1 clockwise, 0 collinear. */
export function orientation(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
}

/** Whether (rx, ry), known collinear with p and q, lies within the bbox of segment pq. */
function within(px: number, py: number, qx: number, qy: number, rx: number, ry: number): boolean {
  return Math.min(px, qx) <= rx && rx <= Math.max(px, qx) && Math.min(py, qy) <= ry && ry <= Math.max(py, qy);
}

/**
 * Whether the closed segments ab and cd share any point: a proper crossing, an end touching the other segment,
 * or a collinear overlap.
 */
export function segmentsIntersect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const o1 = orientation(ax, ay, bx, by, cx, cy);
  const o2 = orientation(ax, ay, bx, by, dx, dy);
  const o3 = orientation(cx, cy, dx, dy, ax, ay);
  const o4 = orientation(cx, cy, dx, dy, bx, by);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && within(ax, ay, bx, by, cx, cy)) ||
    (o2 === 0 && within(ax, ay, bx, by, dx, dy)) ||
    (o3 === 0 && within(cx, cy, dx, dy, ax, ay)) ||
    (o4 === 0 && within(cx, cy, dx, dy, bx, by))
  );
}
