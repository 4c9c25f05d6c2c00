import type { PreparedPrism } from "./prism";

/**
 * The heights z at which the point (px, py, z) is hidden from the sun (sx, sy, sz > 0) by prism `p` of any
 * shape (concave, with holes), written as open intervals (out[at + 2m], out[at + 2m + 1]); returns how
 * many, or -1 when the sun is straight overhead. The horizontal trace (px, py) + t (sx, sy) crosses the
 * rings' edges at t_1 <= t_2 <= ... and is inside the footprint on (t_1, t_2), (t_3, t_4), ... (even-odd;
 * a vertex on the trace counts on one side only, so it is crossed once or not at all). The ray is inside
 * the prism where it is also between the base and the top, so a stretch (A, B) with B > 0 hides
 * base - B sz < z < top - max(A, 0) sz. `crossings` must hold one number per vertex of `p`.
 */
export function prismHiddenHeights(
  p: PreparedPrism,
  px: number,
  py: number,
  sx: number,
  sy: number,
  sz: number,
  out: Float64Array,
  at: number,
  crossings: Float64Array,
): number {
  const h2 = sx * sx + sy * sy;
  if (!(h2 > 0)) return -1;
  const { xs, ys, ringStarts } = p;
  let n = 0;
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    const end = ringStarts[r + 1]!;
    for (let a = end - 1, b = ringStarts[r]!; b < end; a = b, b++) {
      const ax = xs[a]!;
      const ay = ys[a]!;
      const bx = xs[b]!;
      const by = ys[b]!;
      // Side of each end of the edge (which side of the trace's line it lies on).
      const da = (ax - px) * sy - (ay - py) * sx;
      const db = (bx - px) * sy - (by - py) * sx;
      if (da > 0 === db > 0) continue;
      const f = da / (da - db);
      const t = ((ax + f * (bx - ax) - px) * sx + (ay + f * (by - ay) - py) * sy) / h2;
      let k = n++;
      for (; k > 0 && crossings[k - 1]! > t; k--) crossings[k] = crossings[k - 1]!;
      crossings[k] = t;
    }
  }
  let m = 0;
  for (let k = 0; k + 1 < n; k += 2) {
    const from = crossings[k]!;
    const to = crossings[k + 1]!;
    if (!(to > 0 && from < to)) continue;
    out[at + 2 * m] = p.base - to * sz;
    out[at + 2 * m + 1] = p.top - Math.max(from, 0) * sz;
    m++;
  }
  return m;
}
