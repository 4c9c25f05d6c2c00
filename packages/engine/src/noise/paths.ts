import type { Crossings } from "./crossings";

/**
 * A diffracted path: lengths source -> first edge (dss), last edge -> receiver (dsr), first -> last edge (e),
 * number of edges, and path difference z against the direct distance (all metres).
 */
export interface DiffractedPath {
  dss: number;
  dsr: number;
  e: number;
  edges: number;
  z: number;
}

/** Reusable scratch for hull computations (no allocation per path). */
export class PathScratch {
  px = new Float64Array(64);
  py = new Float64Array(64);
  hull = new Int32Array(64);
  /** Highest y to the right of each point (or interval). */
  rightMax = new Float64Array(64);
  /** Crossings in order of entry. */
  order = new Int32Array(64);
  ensure(n: number): void {
    if (n <= this.px.length) return;
    this.px = new Float64Array(2 * n);
    this.py = new Float64Array(2 * n);
    this.hull = new Int32Array(2 * n);
    this.rightMax = new Float64Array(2 * n);
    this.order = new Int32Array(2 * n);
  }
}

/**
 * Drops the points (sorted by x, n of them) that cannot be on the upper hull: those with a higher point on
 * each side, which lie strictly under the chord between the two. What stays is a rising staircase from the
 * first point and a falling one to the last, usually a handful of points. Returns the new count.
 */
function staircases(px: Float64Array, py: Float64Array, n: number, rightMax: Float64Array): number {
  let max = -Infinity;
  for (let i = n - 1; i >= 0; i--) {
    rightMax[i] = max;
    if (py[i]! > max) max = py[i]!;
  }
  let leftMax = -Infinity;
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const y = py[i]!;
    if (y >= leftMax || y >= rightMax[i]!) {
      px[kept] = px[i]!;
      py[kept++] = y;
    }
    if (y > leftMax) leftMax = y;
  }
  return kept;
}

/** Upper chain of a monotone-chain hull over points sorted by x; returns the number of hull indices. */
function upperChain(px: Float64Array, py: Float64Array, n: number, hull: Int32Array): number {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const x = px[i]!;
    const y = py[i]!;
    while (k >= 2) {
      const a = hull[k - 2]!;
      const b = hull[k - 1]!;
      const ax = px[a]!;
      const ay = py[a]!;
      // not a right turn: b lies on or under the chord a -> i
      if ((px[b]! - ax) * (y - ay) - (py[b]! - ay) * (x - ax) >= 0) k--;
      else break;
    }
    hull[k++] = i;
  }
  return k;
}

/** Lengths of a chain of hull indices into a DiffractedPath; `direct` is the straight distance. */
function chainPath(
  px: Float64Array,
  py: Float64Array,
  hull: Int32Array,
  k: number,
  direct: number,
  a: number,
  out: DiffractedPath = { dss: 0, dsr: 0, e: 0, edges: 0, z: 0 },
): DiffractedPath {
  let dss = 0;
  let dsr = 0;
  let e = 0;
  for (let m = 1; m < k; m++) {
    const i = hull[m - 1]!;
    const j = hull[m]!;
    const du = px[j]! - px[i]!;
    const dv = py[j]! - py[i]!;
    const len = Math.sqrt(du * du + dv * dv);
    if (m === 1) dss = len;
    else if (m === k - 1) dsr = len;
    else e += len;
  }
  const total = dss + e + dsr;
  const z = a === 0 ? total - direct : Math.sqrt(total * total + a * a) - Math.sqrt(direct * direct + a * a);
  out.dss = dss;
  out.dsr = dsr;
  out.e = e;
  out.edges = k - 2;
  out.z = z;
  return out;
}

/** Inserts (x, y) into the points [1, m) sorted by x (after equal x); returns the new count. */
function insertSorted(px: Float64Array, py: Float64Array, m: number, x: number, y: number): number {
  let i = m;
  while (i > 1 && px[i - 1]! > x) {
    px[i] = px[i - 1]!;
    py[i] = py[i - 1]!;
    i--;
  }
  px[i] = x;
  py[i] = y;
  return m + 1;
}

/**
 * Lays out S = (0, zs), the crossings' entry and exit points (t dp, h) and R = (dp, zr) sorted by distance,
 * keeping only the staircases (see {@link staircases}), into the scratch points; returns their count. The
 * crossings are sorted as intervals (insertion sort: those of a source view come nearly in order); when
 * none overlap, an interval's two points at one height are kept or dropped together, so the staircases are
 * taken per interval, half the work. Overlapping intervals (rare) go point by point.
 */
function stairPoints(crossings: Crossings, zs: number, zr: number, dp: number, scratch: PathScratch): number {
  const n = crossings.count;
  const { t, t2, h } = crossings;
  const { px, py, order, rightMax } = scratch;
  for (let c = 0; c < n; c++) {
    let i = c;
    while (i > 0 && t[order[i - 1]!]! > t[c]!) {
      order[i] = order[i - 1]!;
      i--;
    }
    order[i] = c;
  }
  let disjoint = true;
  for (let k = 0; k + 1 < n && disjoint; k++) disjoint = t2[order[k]!]! <= t[order[k + 1]!]!;
  px[0] = 0;
  py[0] = zs;
  let m = 1;
  if (!disjoint) {
    for (let c = 0; c < n; c++) {
      m = insertSorted(px, py, m, t[c]! * dp, h[c]!);
      if (t2[c]! > t[c]!) m = insertSorted(px, py, m, t2[c]! * dp, h[c]!);
    }
    px[m] = dp;
    py[m] = zr;
    return staircases(px, py, m + 1, rightMax);
  }
  let max = zr;
  for (let k = n - 1; k >= 0; k--) {
    rightMax[k] = max;
    const y = h[order[k]!]!;
    if (y > max) max = y;
  }
  let leftMax = zs;
  for (let k = 0; k < n; k++) {
    const c = order[k]!;
    const y = h[c]!;
    if (y >= leftMax || y >= rightMax[k]!) {
      px[m] = t[c]! * dp;
      py[m++] = y;
      if (t2[c]! > t[c]!) {
        px[m] = t2[c]! * dp;
        py[m++] = y;
      }
    }
    if (y > leftMax) leftMax = y;
  }
  px[m] = dp;
  py[m] = zr;
  return m + 1;
}

/**
 * Path over the top edges (the "rubber band") in the vertical plane through S and R: the upper convex hull
 * of S = (0, zs), the crossed obstacle tops (t dp, h) and R = (dp, zr). Null when nothing rises strictly
 * above the line of sight (a partially screened path is treated as free).
 */
export function topPath(
  crossings: Crossings,
  zs: number,
  zr: number,
  dp: number,
  scratch: PathScratch,
  out?: DiffractedPath,
): DiffractedPath | null {
  const n = crossings.count;
  const { t, t2, h } = crossings;
  const a = zr - zs;
  let blocked = false;
  for (let c = 0; c < n && !blocked; c++)
    blocked = h[c]! > zs + t[c]! * a + 1e-9 || h[c]! > zs + t2[c]! * a + 1e-9;
  if (!blocked) return null;
  scratch.ensure(2 * n + 2);
  const { px, py, hull } = scratch;
  const m = stairPoints(crossings, zs, zr, dp, scratch);
  const k = upperChain(px, py, m, hull);
  return chainPath(px, py, hull, k, Math.sqrt(dp * dp + (zr - zs) * (zr - zs)), 0, out);
}
