// Lateral diffraction: the paths around the vertical edges of obstacles (ISO 9613-2, 7.4), left and right.
import { Crossings } from "./crossings";
import type { ObstacleIndex } from "./obstacles";
import type { DiffractedPath } from "./paths";
import type { SourceView } from "./sourceView";

/**
 * The two lateral paths around vertical edges in plan: the left and right chains of the convex hull of S, R
 * and the obstacle vertices that stand in the lateral plane (the plane through S and R that is horizontal
 * across the path; its height at distance u along S -> R is zs + (zr - zs) u / dp). An obstacle counts by
 * its cut in that plane: the part of its footprint (or polyline) whose top is above the plane, so with a
 * receiver above the roof the path goes round the part of the building that still stands in the plane, not
 * the whole footprint (ISO/TR 17534-3). The obstacles that block the line of sight start the hull; any other
 * obstacle that stands in the plane where a lateral path crosses it joins, and the paths are found again
 * (MAX_ROUNDS times). The height difference zr - zs is the component parallel to the vertical edges
 * (a in ISO 9613-2 eq 17). Allocation-free after warm-up (typed scratch arrays, reused results). `view`,
 * the source's view when there is one, gives the crossings of the paths' first segments.
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
  view: SourceView | null = null,
): number {
  const a = zr - zs;
  const dp = Math.sqrt((rx - sx) * (rx - sx) + (ry - sy) * (ry - sy));
  if (dp === 0) return 0;
  const frame = new Frame(sx, sy, rx, ry, dp, zs, zr);
  scratch.ensureObstacles(index.obstacleCount);
  const stamp = ++scratch.stamp;
  scratch.nl = 1; // from 1: aroundSide puts S first
  scratch.nr = 1;
  scratch.joining = false;
  // blocking obstacles, each once
  for (let c = 0; c < crossings.count; c++) {
    const o = crossings.owner[c]!;
    const h = crossings.h[c]!;
    if (h <= zs + crossings.t[c]! * a + 1e-9 && h <= zs + crossings.t2[c]! * a + 1e-9) continue;
    if (scratch.seen[o] === stamp) continue;
    scratch.seen[o] = stamp;
    addCut(index, o, frame, scratch);
  }
  // sides whose point set changed since their path was found (bit 0 left, bit 1 right)
  let changed = 3;
  for (let round = 0; ; round++) {
    for (let side = 0; side < 2; side++) {
      if (!(changed & (1 << side))) continue;
      const left = side === 0;
      const n = (left ? scratch.nl : scratch.nr) - 1;
      scratch.ensure(n + 2);
      const { wu, wv, hull, rightMax } = scratch;
      wu.set((left ? scratch.lu : scratch.ru).subarray(0, n + 1));
      wv.set((left ? scratch.lv : scratch.rv).subarray(0, n + 1));
      const path = left ? scratch.leftPath : scratch.rightPath;
      path.count = 0;
      const k = aroundSide(wu, wv, n, dp, a, hull, rightMax, scratch.sides[side]!, path);
      scratch.found[side] = k > 0 ? 1 : 0;
      scratch.hullCount[side] = 0;
      if (k > 0 && round < MAX_ROUNDS) keepHull(scratch, side, k);
    }
    if (round === MAX_ROUNDS || !(scratch.found[0] || scratch.found[1])) break;
    scratch.joining = true;
    const nl = scratch.nl;
    const nr = scratch.nr;
    joinCrossed(index, view, frame, scratch, stamp, scratch.leftPath, true);
    joinCrossed(index, view, frame, scratch, stamp, scratch.rightPath, false);
    scratch.joining = false;
    changed = (scratch.nl > nl ? 1 : 0) | (scratch.nr > nr ? 2 : 0);
    if (!changed) break;
  }
  let written = 0;
  for (let side = 0; side < 2; side++) {
    if (!scratch.found[side]) continue;
    const from = scratch.sides[side]!;
    const to = (out[written++] ??= { dss: 0, dsr: 0, e: 0, edges: 0, z: 0 });
    to.dss = from.dss;
    to.dsr = from.dsr;
    to.e = from.e;
    to.edges = from.edges;
    to.z = from.z;
  }
  return written;
}

/**
 * Rounds of obstacles joining the lateral paths after the blocking ones: one. Each round re-walks both
 * paths through the edge index and re-hulls; in a dense city every round adds buildings and the hull grows
 * towards the city's outline (1,500 buildings, 25 m grid, lateral on: 0.48 s with no round, 1.0 s with one,
 * 1.9 s with two, 25 s with eight), while the paths that far round add little. One round takes the
 * obstacles beside the line of sight that the first paths cross (ISO/TR 17534-3 T17); an obstacle that
 * only the second paths would cross is not taken.
 */
export const MAX_ROUNDS = 1;

/** The frame of one path: S, the unit vector along S -> R, and the lateral plane's height zs + slope u. */
class Frame {
  readonly ux: number;
  readonly uy: number;
  readonly slope: number;
  constructor(
    readonly sx: number,
    readonly sy: number,
    rx: number,
    ry: number,
    dp: number,
    readonly zs: number,
    zr: number,
  ) {
    this.ux = (rx - sx) / dp;
    this.uy = (ry - sy) / dp;
    this.slope = (zr - zs) / dp;
  }
}

/** A lateral path's corners in the frame (u along S -> R, v away from the line on its side), S to R. */
export class SidePath {
  u = new Float64Array(16);
  v = new Float64Array(16);
  count = 0;
  push(u: number, v: number): void {
    if (this.count === this.u.length) {
      const grow = (x: Float64Array) => {
        const y = new Float64Array(2 * x.length);
        y.set(x);
        return y;
      };
      this.u = grow(this.u);
      this.v = grow(this.v);
    }
    this.u[this.count] = u;
    this.v[this.count++] = v;
  }
}

/**
 * Adds to the hull points the obstacles met by the segments of `path` that stand in the lateral plane there
 * and were not taken yet. @returns whether any joined.
 */
function joinCrossed(
  index: ObstacleIndex,
  view: SourceView | null,
  f: Frame,
  scratch: LateralScratch,
  stamp: number,
  path: SidePath,
  left: boolean,
): boolean {
  const hits = scratch.crossings;
  const sign = left ? 1 : -1;
  let added = false;
  for (let i = 0; i + 1 < path.count; i++) {
    const u1 = path.u[i]!;
    const v1 = sign * path.v[i]!;
    const u2 = path.u[i + 1]!;
    const v2 = sign * path.v[i + 1]!;
    const x2 = f.sx + u2 * f.ux - v2 * f.uy;
    const y2 = f.sy + u2 * f.uy + v2 * f.ux;
    // the first segment starts at S (u = v = 0): the source's view gives the same crossings, faster
    const n =
      i === 0 && view
        ? view.crossings(x2, y2, hits)
        : index.crossings(f.sx + u1 * f.ux - v1 * f.uy, f.sy + u1 * f.uy + v1 * f.ux, x2, y2, hits);
    for (let c = 0; c < n; c++) {
      const o = hits.owner[c]!;
      if (scratch.seen[o] === stamp) continue;
      const h = hits.h[c]!;
      const plane1 = f.zs + f.slope * (u1 + hits.t[c]! * (u2 - u1));
      const plane2 = f.zs + f.slope * (u1 + hits.t2[c]! * (u2 - u1));
      if (h <= plane1 + 1e-9 && h <= plane2 + 1e-9) continue;
      scratch.seen[o] = stamp;
      addCut(index, o, f, scratch);
      added = true;
    }
  }
  return added;
}

/**
 * Adds the cut of obstacle o in the lateral plane to the hull points of each side: its vertices whose top is
 * above the plane, and where an edge passes from above to below, the point where the plane meets the top.
 */
function addCut(index: ObstacleIndex, o: number, f: Frame, scratch: LateralScratch): void {
  const start = index.vertexStart[o]!;
  const end = index.vertexStart[o + 1]!;
  const n = end - start;
  scratch.ensure(scratch.nl + scratch.nr + 2 * n + 2);
  const height = index.height[o]!;
  const closed = o < index.buildingCount;
  const edges = closed ? n : n - 1;
  let pu = 0;
  let pv = 0;
  let pAbove = false;
  for (let k = 0; k <= n; k++) {
    if (k === n && !closed) break;
    const v = start + (k % n);
    const wx = index.vx[v]! - f.sx;
    const wy = index.vy[v]! - f.sy;
    const u = wx * f.ux + wy * f.uy;
    const side = -wx * f.uy + wy * f.ux;
    const above = height > f.zs + f.slope * u;
    if (k > 0 && k <= edges && above !== pAbove) {
      // the plane meets the top between the previous vertex and this one, at u = (height - zs) / slope
      const s = (height - f.zs - f.slope * pu) / (f.slope * (u - pu));
      addPoint(scratch, pu + s * (u - pu), pv + s * (side - pv));
    }
    if (above && k < n) addPoint(scratch, u, side);
    pu = u;
    pv = side;
    pAbove = above;
  }
}

/**
 * A hull point (u, side): v > 0 to the left, v < 0 to the right; points on the line S -> R count on neither.
 * While obstacles join (scratch.joining), a point strictly inside the side's hull so far is left out: the
 * hull with it is the hull without it, so the path is the same to the bit, and the hull is found again from
 * the old hull's corners and the points outside it, not from every point met (a few dozen fewer to sort).
 */
function addPoint(scratch: LateralScratch, u: number, side: number): void {
  if (side > 0) {
    if (scratch.joining && insideHull(scratch, 0, u, side)) return;
    scratch.lu[scratch.nl] = u;
    scratch.lv[scratch.nl++] = side;
  } else if (side < 0) {
    if (scratch.joining && insideHull(scratch, 1, u, -side)) return;
    scratch.ru[scratch.nr] = u;
    scratch.rv[scratch.nr++] = -side;
  }
}

/** Margin (m) by which a point must lie inside a hull to be left out: far above rounding, far below a wall. */
const INSIDE_MARGIN = 1e-6;

/** Whether (u, v) lies inside the side's kept hull by more than INSIDE_MARGIN (left of every edge). */
function insideHull(scratch: LateralScratch, side: number, u: number, v: number): boolean {
  const n = scratch.hullCount[side]!;
  const h = side === 0 ? scratch.leftHull : scratch.rightHull;
  for (let i = 0; i < 5 * n; i += 5)
    if (h[i + 2]! * (v - h[i + 1]!) - h[i + 3]! * (u - h[i]!) <= h[i + 4]!) return false;
  return n > 2;
}

/**
 * Keeps the side's hull after its path is found (k corners in hull[], counter-clockwise, indexing the sorted
 * working copy): as a polygon for insideHull, and as the side's points (its corners but S and R, the only
 * ones on v = 0), which span the same hull as all the points did.
 */
function keepHull(scratch: LateralScratch, side: number, k: number): void {
  const left = side === 0;
  scratch.ensureHull(k);
  const h = left ? scratch.leftHull : scratch.rightHull;
  const pu = left ? scratch.lu : scratch.ru;
  const pv = left ? scratch.lv : scratch.rv;
  const { hull, wu, wv } = scratch;
  let n = 1;
  for (let i = 0; i < k; i++) {
    const from = hull[i]!;
    const to = hull[i + 1 === k ? 0 : i + 1]!;
    const u = wu[from]!;
    const v = wv[from]!;
    const eu = wu[to]! - u;
    const ev = wv[to]! - v;
    // per edge: start (u, v), direction (eu, ev), and the cross product a point must pass to be inside
    h[5 * i] = u;
    h[5 * i + 1] = v;
    h[5 * i + 2] = eu;
    h[5 * i + 3] = ev;
    h[5 * i + 4] = INSIDE_MARGIN * Math.sqrt(eu * eu + ev * ev);
    if (v === 0) continue;
    pu[n] = u;
    pv[n++] = v;
  }
  scratch.hullCount[side] = k;
  if (left) scratch.nl = n;
  else scratch.nr = n;
}

/** Scratch buffers for {@link lateralPaths}. */
export class LateralScratch {
  /** Hull points per side (from index 1; index 0 is for S), nl / nr used. */
  lu = new Float64Array(64);
  lv = new Float64Array(64);
  ru = new Float64Array(64);
  rv = new Float64Array(64);
  nl = 1;
  nr = 1;
  /** Working copies for aroundSide, which sorts and filters in place. */
  wu = new Float64Array(64);
  wv = new Float64Array(64);
  hull = new Int32Array(128);
  rightMax = new Float64Array(64);
  leftPath = new SidePath();
  rightPath = new SidePath();
  crossings = new Crossings();
  /** Each side's path and whether it has one (copied to the caller's list at the end). */
  sides: DiffractedPath[] = [
    { dss: 0, dsr: 0, e: 0, edges: 0, z: 0 },
    { dss: 0, dsr: 0, e: 0, edges: 0, z: 0 },
  ];
  found = new Uint8Array(2);
  /** Each side's hull so far, kept while obstacles join the paths: 5 numbers an edge (see keepHull). */
  leftHull = new Float64Array(80);
  rightHull = new Float64Array(80);
  hullCount = new Int32Array(2);
  /** True while joinCrossed adds points: addPoint then leaves out the points inside the hull so far. */
  joining = false;
  /** Obstacles taken for this path (seen[o] === stamp). */
  seen = new Int32Array(0);
  stamp = 0;
  /** Room for n points per side (keeps what is there). */
  ensure(n: number): void {
    if (n + 2 <= this.lu.length) return;
    const size = 2 * (n + 2);
    for (const key of ["lu", "lv", "ru", "rv"] as const) {
      const next = new Float64Array(size);
      next.set(this[key]);
      this[key] = next;
    }
    for (const key of ["wu", "wv", "rightMax"] as const) this[key] = new Float64Array(size);
    this.hull = new Int32Array(2 * size);
  }
  /** Room for hulls of k corners (the side's hull may be dropped: it is kept again before use). */
  ensureHull(k: number): void {
    if (5 * k <= this.leftHull.length) return;
    for (const key of ["leftHull", "rightHull"] as const) {
      const next = new Float64Array(10 * k);
      next.set(this[key]);
      this[key] = next;
    }
  }
  ensureObstacles(n: number): void {
    if (n <= this.seen.length) return;
    this.seen = new Int32Array(n);
  }
}

/**
 * Shortest plan path from S = (0, 0) to R = (dp, 0) passing on the far side of every point (u[i], v[i] > 0,
 * i = 1 ... n): the convex hull of S, R and the points (Andrew's monotone chain; S and R are neighbours on
 * it, the only points on v = 0), walked from S the long way round to R, which also goes around points
 * behind S or beyond R. S goes to index 0 and R to n + 1 (`us`/`vs` need room for n + 2; the points get
 * sorted and filtered), `rightMax` needs n + 2 and `hull` 2 (n + 2). Writes the path's lengths into `out`
 * and its corners, S to R, into `path`. @returns the number of hull corners (in `hull`, counter-clockwise,
 * indexing the sorted `us`/`vs`), 0 when no point lies on this side.
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
  path: SidePath,
): number {
  if (n === 0) return 0;
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
  path.push(0, 0);
  for (let step = 0; step < k; step++) {
    const from = hull[at]!;
    at = at === 0 ? k - 1 : at - 1;
    const to = hull[at]!;
    const du = us[to]! - us[from]!;
    const dv = vs[to]! - vs[from]!;
    last = Math.sqrt(du * du + dv * dv);
    if (segments++ === 0) first = last;
    total += last;
    path.push(us[to]!, vs[to]!);
    if (vs[to] === 0 && us[to] === dp) break;
  }
  if (segments < 2) return 0;
  out.dss = first;
  out.dsr = last;
  out.e = total - first - last;
  out.edges = segments - 1;
  out.z = a === 0 ? total - dp : Math.sqrt(total * total + a * a) - Math.sqrt(dp * dp + a * a);
  return k;
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
