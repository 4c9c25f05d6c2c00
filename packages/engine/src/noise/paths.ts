import type { Crossings } from "./crossings";
import type { ObstacleIndex } from "./obstacles";

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
  ensure(n: number): void {
    if (n <= this.px.length) return;
    this.px = new Float64Array(2 * n);
    this.py = new Float64Array(2 * n);
    this.hull = new Int32Array(2 * n);
  }
}

/** Upper chain of a monotone-chain hull over points sorted by x; returns the number of hull indices. */
function upperChain(px: Float64Array, py: Float64Array, n: number, hull: Int32Array): number {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const x = px[i];
    const y = py[i];
    while (k >= 2) {
      const a = hull[k - 2];
      const b = hull[k - 1];
      const ax = px[a];
      const ay = py[a];
      // not a right turn: b lies on or under the chord a -> i
      if ((px[b] - ax) * (y - ay) - (py[b] - ay) * (x - ax) >= 0) k--;
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
    const i = hull[m - 1];
    const j = hull[m];
    const du = px[j] - px[i];
    const dv = py[j] - py[i];
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
  while (i > 1 && px[i - 1] > x) {
    px[i] = px[i - 1];
    py[i] = py[i - 1];
    i--;
  }
  px[i] = x;
  py[i] = y;
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
    blocked = h[c] > zs + t[c] * a + 1e-9 || h[c] > zs + t2[c] * a + 1e-9;
  if (!blocked) return null;
  scratch.ensure(2 * n + 2);
  const { px, py, hull } = scratch;
  // S, the entry and exit of each obstacle sorted by distance, R. Insertion sort: the crossings of a source
  // view come nearly in order, and a path meets a few dozen obstacles.
  px[0] = 0;
  py[0] = zs;
  let m = 1;
  for (let c = 0; c < n; c++) {
    m = insertSorted(px, py, m, t[c] * dp, h[c]);
    if (t2[c] > t[c]) m = insertSorted(px, py, m, t2[c] * dp, h[c]);
  }
  px[m] = dp;
  py[m] = zr;
  const k = upperChain(px, py, m + 1, hull);
  return chainPath(px, py, hull, k, Math.sqrt(dp * dp + (zr - zs) * (zr - zs)), 0, out);
}

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
  let owners = 0;
  let vertices = 0;
  for (let c = 0; c < crossings.count; c++) {
    const o = crossings.owner[c];
    const h = crossings.h[c];
    if (h <= zs + crossings.t[c] * a + 1e-9 && h <= zs + crossings.t2[c] * a + 1e-9) continue;
    let seen = false;
    for (let k = 0; k < owners && !seen; k++) seen = scratch.owners[k] === o;
    if (seen) continue;
    scratch.ensureOwners(owners + 1);
    scratch.owners[owners++] = o;
    vertices += index.vertexStart[o + 1] - index.vertexStart[o];
  }
  scratch.ensure(vertices + 1);
  // vertices in the frame u = along S->R, v = to the left; split by side (v > 0 left, v < 0 right)
  const { lu, lv, ru, rv } = scratch;
  let nl = 0;
  let nr = 0;
  for (let k = 0; k < owners; k++) {
    const o = scratch.owners[k];
    for (let v = index.vertexStart[o], end = index.vertexStart[o + 1]; v < end; v++) {
      const wx = index.vx[v] - sx;
      const wy = index.vy[v] - sy;
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
    if (
      wrapSide(side === 0 ? lu : ru, side === 0 ? lv : rv, side === 0 ? nl : nr, dp, a, scratch.used, result)
    )
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
  used = new Uint8Array(65);
  owners = new Int32Array(16);
  ensure(n: number): void {
    if (n <= this.lu.length) return;
    for (const key of ["lu", "lv", "ru", "rv"] as const) this[key] = new Float64Array(2 * n);
    this.used = new Uint8Array(2 * n + 1);
  }
  ensureOwners(n: number): void {
    if (n > this.owners.length) {
      const grown = new Int32Array(2 * n);
      grown.set(this.owners);
      this.owners = grown;
    }
  }
}

/**
 * Shortest plan path from S = (0, 0) to R = (dp, 0) passing on the far side of every point (u[i], v[i] > 0):
 * the hull chain found by gift wrapping (which also walks around points behind S or beyond R). Writes its
 * lengths into `out`; false when no point lies on this side.
 */
function wrapSide(
  us: Float64Array,
  vs: Float64Array,
  n: number,
  dp: number,
  a: number,
  used: Uint8Array,
  out: DiffractedPath,
): boolean {
  if (n === 0) return false;
  used.fill(0, 0, n + 1);
  let cu = 0;
  let cv = 0;
  let total = 0;
  let first = 0;
  let last = 0;
  let count = 0;
  for (let guard = 0; guard <= n; guard++) {
    let best = -1;
    let bu = 0;
    let bv = 0;
    let bestLen2 = 0;
    for (let i = 0; i <= n; i++) {
      if (used[i]) continue;
      const pu = i === n ? dp : us[i];
      const pv = i === n ? 0 : vs[i];
      const len2 = (pu - cu) * (pu - cu) + (pv - cv) * (pv - cv);
      if (len2 === 0) continue;
      if (best >= 0) {
        // keep best unless p lies to its left (outside the chain) or is farther on the same line
        const cross = (bu - cu) * (pv - cv) - (bv - cv) * (pu - cu);
        if (cross < 0 || (cross === 0 && len2 <= bestLen2)) continue;
      }
      best = i;
      bu = pu;
      bv = pv;
      bestLen2 = len2;
    }
    if (best < 0) break;
    const bestLen = Math.sqrt(bestLen2);
    used[best] = 1;
    if (count === 0) first = bestLen;
    last = bestLen;
    total += bestLen;
    count++;
    cu = bu;
    cv = bv;
    if (best === n) break;
  }
  if (count < 2) return false;
  out.dss = first;
  out.dsr = last;
  out.e = total - first - last;
  out.edges = count - 1;
  out.z = a === 0 ? total - dp : Math.sqrt(total * total + a * a) - Math.sqrt(dp * dp + a * a);
  return true;
}
