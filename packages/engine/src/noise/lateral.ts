// Lateral diffraction: the paths around the vertical edges of obstacles (ISO 9613-2, 7.4), left and right.
import type { Crossings } from "./crossings";
import type { ObstacleIndex } from "./obstacles";
import type { DiffractedPath } from "./paths";

/**
 * The two lateral paths around vertical edges in plan: the left and right chains of the convex hull of S, R
 * and the vertices of the obstacles that block the line of sight. The height difference zr - zs is the
 * component parallel to the vertical edges (a in ISO 9613-2 eq 17). Obstacles other than the blocking ones
 * are not considered. Allocation-free after warm-up (typed scratch arrays, reused results).
 * @returns the number of paths written into `out` (0 to 2).
 */
export function lateralPaths(
  index: ObstacleIndex,
  crossings: Crossings,
  sx: number,
  sy: number,
  rx: number,
  ry: number,
  zs: number,
  zr: number,
  scratch: LateralScratch,
  out: DiffractedPath[],
): number {
  const a = zr - zs;
  const dp = Math.sqrt((rx - sx) * (rx - sx) + (ry - sy) * (ry - sy));
  if (dp === 0) return 0;
  const ux = (rx - sx) / dp;
  const uy = (ry - sy) / dp;
  // blocking obstacles, each once
  scratch.ensureObstacles(index.obstacleCount);
  const stamp = ++scratch.stamp;
  let owners = 0;
  let vertices = 0;
  for (let c = 0; c < crossings.count; c++) {
    const o = crossings.owner[c]!;
    const h = crossings.h[c]!;
    if (h <= zs + crossings.t[c]! * a + 1e-9 && h <= zs + crossings.t2[c]! * a + 1e-9) continue;
    if (scratch.seen[o] === stamp) continue;
    scratch.seen[o] = stamp;
    scratch.owners[owners++] = o;
    vertices += index.vertexStart[o + 1]! - index.vertexStart[o]!;
  }
  scratch.ensure(vertices + 2);
  // vertices in the frame u = along S->R, v = to the left; split by side (v > 0 left, v < 0 right)
  const { lu, lv, ru, rv } = scratch;
  let nl = 1; // from 1: aroundSide puts S first
  let nr = 1;
  for (let k = 0; k < owners; k++) {
    const o = scratch.owners[k]!;
    for (let v = index.vertexStart[o]!, end = index.vertexStart[o + 1]!; v < end; v++) {
      const wx = index.vx[v]! - sx;
      const wy = index.vy[v]! - sy;
      const u = wx * ux + wy * uy;
      const side = -wx * uy + wy * ux;
      if (side > 0) {
        lu[nl] = u;
        lv[nl++] = side;
      } else if (side < 0) {
        ru[nr] = u;
        rv[nr++] = -side;
      }
    }
  }
  let written = 0;
  for (let side = 0; side < 2; side++) {
    const result = (out[written] ??= { dss: 0, dsr: 0, e: 0, edges: 0, z: 0 });
    const left = side === 0;
    const { hull, rightMax } = scratch;
    if (aroundSide(left ? lu : ru, left ? lv : rv, (left ? nl : nr) - 1, dp, a, hull, rightMax, result))
      written++;
  }
  return written;
}

/** Scratch buffers for {@link lateralPaths}. */
export class LateralScratch {
  lu = new Float64Array(64);
  lv = new Float64Array(64);
  ru = new Float64Array(64);
  rv = new Float64Array(64);
  hull = new Int32Array(128);
  rightMax = new Float64Array(64);
  /** Obstacles taken for this path (seen[o] === stamp), listed in owners. */
  seen = new Int32Array(0);
  stamp = 0;
  owners = new Int32Array(0);
  ensure(n: number): void {
    if (n <= this.lu.length) return;
    for (const key of ["lu", "lv", "ru", "rv", "rightMax"] as const) this[key] = new Float64Array(2 * n);
    this.hull = new Int32Array(4 * n);
  }
  ensureObstacles(n: number): void {
    if (n <= this.seen.length) return;
    this.seen = new Int32Array(n);
    this.owners = new Int32Array(n);
  }
}

/**
 * Shortest plan path from S = (0, 0) to R = (dp, 0) passing on the far side of every point (u[i], v[i] > 0,
 * i = 1 ... n): the convex hull of S, R and the points (Andrew's monotone chain; S and R are neighbours on
 * it, the only points on v = 0), walked from S the long way round to R, which also goes around points
 * behind S or beyond R. S goes to index 0 and R to n + 1 (`us`/`vs` need room for n + 2; the points get
 * sorted and filtered), `rightMax` needs n + 2 and `hull` 2 (n + 2). Writes the path's lengths into `out`;
 * false when no point lies on this side.
 */
function aroundSide(
  us: Float64Array,
  vs: Float64Array,
  n: number,
  dp: number,
  a: number,
  hull: Int32Array,
  rightMax: Float64Array,
  out: DiffractedPath,
): boolean {
  if (n === 0) return false;
  us[0] = 0;
  vs[0] = 0;
  us[n + 1] = dp;
  vs[n + 1] = 0;
  const count = n + 2;
  // sort by (u, v); insertion sort: the vertices come obstacle by obstacle, nearly in order along S -> R
  for (let i = 1; i < count; i++) {
    const u = us[i]!;
    const v = vs[i]!;
    let j = i;
    while (j > 0 && (us[j - 1]! > u || (us[j - 1] === u && vs[j - 1]! > v))) {
      us[j] = us[j - 1]!;
      vs[j] = vs[j - 1]!;
      j--;
    }
    us[j] = u;
    vs[j] = v;
  }
  // a point between S and R (0 <= u <= dp) with a higher point on each side lies strictly inside the hull:
  // keep the two staircases, as for the path over the top, and S, R and whatever lies behind or beyond them
  let max = -Infinity;
  for (let i = count - 1; i >= 0; i--) {
    rightMax[i] = max;
    if (vs[i]! > max) max = vs[i]!;
  }
  let leftMax = -Infinity;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const u = us[i]!;
    const v = vs[i]!;
    if (v >= leftMax || v >= rightMax[i]! || u <= 0 || u >= dp) {
      us[kept] = u;
      vs[kept++] = v;
    }
    if (v > leftMax) leftMax = v;
  }
  // counter-clockwise hull: lower chain left to right, then upper chain back; collinear points dropped
  let k = 0;
  for (let i = 0; i < kept; i++) k = pushCcw(us, vs, hull, k, 2, i);
  for (let i = kept - 2, lower = k + 1; i >= 0; i--) k = pushCcw(us, vs, hull, k, lower, i);
  k--; // the first point closes the loop
  // S -> R clockwise: from S backwards through the counter-clockwise order
  let at = 0;
  while (at < k && !(vs[hull[at]!] === 0 && us[hull[at]!] === 0)) at++;
  let total = 0;
  let first = 0;
  let last = 0;
  let segments = 0;
  for (let step = 0; step < k; step++) {
    const from = hull[at]!;
    at = at === 0 ? k - 1 : at - 1;
    const to = hull[at]!;
    const du = us[to]! - us[from]!;
    const dv = vs[to]! - vs[from]!;
    last = Math.sqrt(du * du + dv * dv);
    if (segments++ === 0) first = last;
    total += last;
    if (vs[to] === 0 && us[to] === dp) break;
  }
  if (segments < 2) return false;
  out.dss = first;
  out.dsr = last;
  out.e = total - first - last;
  out.edges = segments - 1;
  out.z = a === 0 ? total - dp : Math.sqrt(total * total + a * a) - Math.sqrt(dp * dp + a * a);
  return true;
}

/** One monotone-chain step: pops while the last turn is not counter-clockwise, then pushes i. */
function pushCcw(
  us: Float64Array,
  vs: Float64Array,
  hull: Int32Array,
  k: number,
  min: number,
  i: number,
): number {
  const u = us[i]!;
  const v = vs[i]!;
  while (k >= min) {
    const p = hull[k - 2]!;
    const q = hull[k - 1]!;
    const pu = us[p]!;
    const pv = vs[p]!;
    if ((us[q]! - pu) * (v - pv) - (vs[q]! - pv) * (u - pu) <= 0) k--;
    else break;
  }
  hull[k] = i;
  return k + 1;
}
