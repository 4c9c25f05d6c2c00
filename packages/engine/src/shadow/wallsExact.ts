import type { SunVector } from "../sun/regulation";
import { raysHitTriangles, triangleNormals } from "./mesh";
import type { PreparedPrism } from "./prism";
import { prismShadesPoint } from "./prism";
import type { PreparedScene } from "./scene";
import type { OccluderBins } from "./sunview";
import { convexOwnOccluders } from "./wallsOwn";
import { prismHiddenHeights } from "./wallsSpans";

/**
 * The occluders of a scene for the exact wall test: ids 0 .. prisms - 1 are the prisms, then one id per
 * mesh triangle. A sample is sunlit when the ray from it towards the sun hits none of them (its own
 * building included: an L-shaped or courtyard building shades its own walls); the sample sits 1 cm outside
 * its wall, so the ray of a wall facing the sun never meets the wall itself.
 */
export class WallOccluders {
  readonly prisms: readonly PreparedPrism[];
  readonly triangles: Float32Array;
  /** Triangle normals (from the vertex order), for culling the back of closed meshes. */
  private readonly normals: Float64Array;
  /** 1 for triangles of closed meshes: only their sun-facing triangles are binned. */
  private readonly closed: Uint8Array;
  readonly count: number;
  /**
   * Per building index of the caller's list: the occluder ids [ownFrom, ownTo) a sample on its own wall
   * facing the sun need not be tested against (the building is a convex solid; see wallsOwn.ts).
   */
  private readonly ownFrom: Int32Array;
  private readonly ownTo: Int32Array;
  /** Convex prisms' footprints flattened (prism id owns vertexStart[id] .. vertexStart[id + 1] - 1). */
  private readonly vertexStart: Int32Array;
  private readonly vx: Float64Array;
  private readonly vy: Float64Array;
  /** Per prism: base, top, 1 when convex. */
  private readonly base: Float64Array;
  private readonly top: Float64Array;
  private readonly convex: Uint8Array;
  /** The most intervals hiddenHeights writes for one occluder, and its scratch (one slot per vertex). */
  readonly spanLimit: number;
  private readonly crossings: Float64Array;

  constructor(scene: PreparedScene) {
    this.prisms = scene.prisms;
    const prismCount = scene.prisms.length;
    this.vertexStart = new Int32Array(prismCount + 1);
    scene.prisms.forEach((p, id) => (this.vertexStart[id + 1] = this.vertexStart[id]! + p.xs.length));
    this.vx = new Float64Array(this.vertexStart[prismCount]!);
    this.vy = new Float64Array(this.vx.length);
    this.base = new Float64Array(prismCount);
    this.top = new Float64Array(prismCount);
    this.convex = new Uint8Array(prismCount);
    scene.prisms.forEach((p, id) => {
      this.vx.set(p.xs, this.vertexStart[id]);
      this.vy.set(p.ys, this.vertexStart[id]);
      this.base[id] = p.base;
      this.top[id] = p.top;
      this.convex[id] = p.convex ? 1 : 0;
    });
    const mostVertices = Math.max(4, ...scene.prisms.map((p) => p.xs.length));
    this.crossings = new Float64Array(mostVertices);
    this.spanLimit = Math.ceil(mostVertices / 2);
    const { triangles, meshStarts, closed } = scene.meshes;
    this.triangles = triangles;
    this.normals = triangleNormals(triangles);
    const own = convexOwnOccluders(scene, this.normals);
    this.ownFrom = own.from;
    this.ownTo = own.to;
    const triangleCount = triangles.length / 9;
    this.closed = new Uint8Array(triangleCount);
    for (let m = 0; m + 1 < meshStarts.length; m++)
      if (closed[m] === 1) this.closed.fill(1, meshStarts[m], meshStarts[m + 1]);
    this.count = this.prisms.length + triangleCount;
  }

  /**
   * Bin every occluder that can shade anything for sun `s` into `bins`. Any ray that meets a solid leaves
   * it (towards the sun) through a sun-facing surface, so a closed mesh needs only its sun-facing triangles.
   */
  bin(bins: OccluderBins, s: SunVector): void {
    bins.begin(s, this.count);
    if (!bins.up) return;
    const { ux, uy, vx, vy, vz, sx, sy, sz } = bins;
    this.prisms.forEach((p, id) => {
      let uMin = Infinity;
      let uMax = -Infinity;
      let hMin = Infinity;
      let hMax = -Infinity;
      let wMax = -Infinity;
      const { xs, ys } = p;
      for (let k = 0; k < xs.length; k++) {
        const x = xs[k]!;
        const y = ys[k]!;
        const u = x * ux + y * uy;
        const h = x * vx + y * vy;
        const w = x * sx + y * sy;
        if (u < uMin) uMin = u;
        if (u > uMax) uMax = u;
        if (h < hMin) hMin = h;
        if (h > hMax) hMax = h;
        if (w > wMax) wMax = w;
      }
      // V and W grow with height (vz = cos(altitude) >= 0, sz > 0).
      bins.setBox(id, uMin, uMax, hMin + p.base * vz, hMax + p.top * vz, wMax + p.top * sz);
    });
    const tri = this.triangles;
    const n = this.normals;
    const first = this.prisms.length;
    for (let t = 0; t < tri.length / 9; t++) {
      const nx = n[t * 3]!;
      const ny = n[t * 3 + 1]!;
      const nz = n[t * 3 + 2]!;
      if (nx === 0 && ny === 0 && nz === 0) continue; // degenerate
      if (this.closed[t] === 1 && nx * sx + ny * sy + nz * sz <= 0) continue;
      let uMin = Infinity;
      let uMax = -Infinity;
      let vMin = Infinity;
      let vMax = -Infinity;
      let wMax = -Infinity;
      for (let c = t * 9; c < t * 9 + 9; c += 3) {
        const x = tri[c]!;
        const y = tri[c + 1]!;
        const z = tri[c + 2]!;
        const u = x * ux + y * uy;
        const v = x * vx + y * vy + z * vz;
        const w = x * sx + y * sy + z * sz;
        if (u < uMin) uMin = u;
        if (u > uMax) uMax = u;
        if (v < vMin) vMin = v;
        if (v > vMax) vMax = v;
        if (w > wMax) wMax = w;
      }
      bins.setBox(first + t, uMin, uMax, vMin, vMax, wMax);
    }
    bins.build(this.count);
  }

  /** The first occluder id a sample of building `building` need not be tested against (see ownFrom). */
  ownStart(building: number): number {
    return building < this.ownFrom.length ? this.ownFrom[building]! : 0;
  }

  /** The end of that range (ownStart .. ownEnd - 1; empty when equal). */
  ownEnd(building: number): number {
    return building < this.ownTo.length ? this.ownTo[building]! : 0;
  }

  /** Does the ray from (px, py, pz) towards the sun (sx, sy, sz > 0) meet occluder `id`? Exact. */
  hits(id: number, px: number, py: number, pz: number, sx: number, sy: number, sz: number): boolean {
    if (id < this.base.length) {
      // The ray is inside the prism's height between t0 and t1; its horizontal trace over that stretch
      // must meet the footprint.
      const t0 = Math.max(0, (this.base[id]! - pz) / sz);
      const t1 = (this.top[id]! - pz) / sz;
      if (!(t1 > t0)) return false;
      if (this.convex[id] === 1) return this.crossesConvex(id, px, py, sx, sy, t0, t1);
      const p = this.prisms[id]!;
      return prismShadesPoint(p, px, py, -t0 * sx, -t0 * sy, -t1 * sx, -t1 * sy);
    }
    const t = id - this.prisms.length;
    return raysHitTriangles(this.triangles, t, t + 1, px, py, pz, sx, sy, sz);
  }

  /**
   * The first occluder of cell list `bins` (the sun of its last `bin` call) that hides (px, py, pz), a
   * sample of building `building` (its own occluders left out as ownStart says), or -1.
   * Occluders whose projected box misses the point, or that lie wholly farther from the sun, are skipped
   * before the exact test.
   */
  blocker(bins: OccluderBins, px: number, py: number, pz: number, building: number): number {
    const u = px * bins.ux + py * bins.uy;
    const v = px * bins.vx + py * bins.vy + pz * bins.vz;
    const c = bins.cellAt(u, v);
    if (c < 0) return -1;
    const w = px * bins.sx + py * bins.sy + pz * bins.sz;
    const box = bins.boxes;
    const skipFrom = this.ownStart(building);
    const skipTo = this.ownEnd(building);
    for (let k = bins.cellFrom(c), end = bins.cellTo(c); k < end; k++) {
      const id = bins.item(k);
      if (id >= skipFrom && id < skipTo) continue;
      const o = id * 5;
      if (u < box[o]! || u > box[o + 1]!) continue;
      if (v < box[o + 2]! || v > box[o + 3]! || w >= box[o + 4]!) continue;
      if (this.hits(id, px, py, pz, bins.sx, bins.sy, bins.sz)) return id;
    }
    return -1;
  }

  /**
   * Write to `out` every occluder binned in `bins` that hides (px, py, pz), a sample of building
   * `building` (as in `blocker`), for the sun `bins` was built for; returns how many.
   */
  allBlockers(
    bins: OccluderBins,
    px: number,
    py: number,
    pz: number,
    building: number,
    out: Int32Array,
  ): number {
    const u = px * bins.ux + py * bins.uy;
    const v = px * bins.vx + py * bins.vy + pz * bins.vz;
    const c = bins.cellAt(u, v);
    if (c < 0) return 0;
    const w = px * bins.sx + py * bins.sy + pz * bins.sz;
    const box = bins.boxes;
    const skipFrom = this.ownStart(building);
    const skipTo = this.ownEnd(building);
    let n = 0;
    for (let k = bins.cellFrom(c), end = bins.cellTo(c); k < end; k++) {
      const id = bins.item(k);
      if (id >= skipFrom && id < skipTo) continue;
      const o = id * 5;
      if (u < box[o]! || u > box[o + 1]!) continue;
      if (v < box[o + 2]! || v > box[o + 3]! || w >= box[o + 4]!) continue;
      if (this.hits(id, px, py, pz, bins.sx, bins.sy, bins.sz)) out[n++] = id;
    }
    return n;
  }

  /**
   * For a convex prism: the length (in t) of the ray's stretch inside it, negative by how far it misses
   * (continuous in the sun while the ray stays off-parallel to the edges), or NaN for other occluders or a
   * ray parallel to an edge. Used to guess when a shadow edge crosses a sample (see litPart in walls.ts).
   */
  convexMargin(id: number, px: number, py: number, pz: number, sx: number, sy: number, sz: number): number {
    if (id >= this.base.length || this.convex[id] !== 1 || !(sz > 0)) return NaN;
    let from = (this.base[id]! - pz) / sz;
    if (from < 0) from = 0;
    let to = (this.top[id]! - pz) / sz;
    const { vx, vy } = this;
    const end = this.vertexStart[id + 1]!;
    for (let a = end - 1, b = this.vertexStart[id]!; b < end; a = b, b++) {
      const ax = vx[a]!;
      const ay = vy[a]!;
      const ex = vx[b]! - ax;
      const ey = vy[b]! - ay;
      const c0 = ey * (px - ax) - ex * (py - ay);
      const c1 = ey * sx - ex * sy;
      if (c1 === 0) return NaN;
      const cut = -c0 / c1;
      if (c1 > 0) {
        if (cut < to) to = cut;
      } else if (cut > from) from = cut;
    }
    return to - from;
  }

  /**
   * For prism `id`: the heights z of the points (px, py, z) whose ray towards the sun meets it, written as
   * open intervals (out[at + 2m], out[at + 2m + 1]) from `at` (room for `spanLimit` is needed); returns how
   * many, or -1 for a mesh triangle (or a concave prism under a sun straight overhead).
   */
  hiddenHeights(
    id: number,
    px: number,
    py: number,
    sx: number,
    sy: number,
    sz: number,
    out: Float64Array,
    at: number,
  ): number {
    if (id >= this.base.length) return -1;
    if (this.convex[id] !== 1)
      return prismHiddenHeights(this.prisms[id]!, px, py, sx, sy, sz, out, at, this.crossings);
    // The clipping of crossesConvex with the heights left free: the horizontal trace is inside the
    // footprint for A < t < B, and a point at height z is hidden when its ray is there between the base
    // and the top, i.e. base - B sz < z < top - max(A, 0) sz (with B > 0).
    const { vx, vy } = this;
    const end = this.vertexStart[id + 1]!;
    let from = -Infinity;
    let to = Infinity;
    for (let a = end - 1, b = this.vertexStart[id]!; b < end && from < to; a = b, b++) {
      const ax = vx[a]!;
      const ay = vy[a]!;
      const ex = vx[b]! - ax;
      const ey = vy[b]! - ay;
      const c0 = ey * (px - ax) - ex * (py - ay);
      const c1 = ey * sx - ex * sy;
      if (c1 === 0) {
        if (c0 >= 0) to = -Infinity;
      } else if (c1 > 0) {
        const cut = -c0 / c1;
        if (cut < to) to = cut;
      } else {
        const cut = -c0 / c1;
        if (cut > from) from = cut;
      }
    }
    if (!(from < to && to > 0)) return 0;
    out[at] = this.base[id]! - to * sz;
    out[at + 1] = this.top[id]! - Math.max(from, 0) * sz;
    return 1;
  }

  /**
   * Does the horizontal trace (px, py) + t (sx, sy), t0 < t < t1, pass through the inside of convex prism
   * `id`'s footprint (counter-clockwise)? The stretch is clipped by each edge's half-plane in turn
   * (Cyrus-Beck); it hits when something is left. Exact, and a few operations per edge.
   */
  private crossesConvex(
    id: number,
    px: number,
    py: number,
    sx: number,
    sy: number,
    t0: number,
    t1: number,
  ): boolean {
    const { vx, vy } = this;
    const first = this.vertexStart[id]!;
    const end = this.vertexStart[id + 1]!;
    let from = t0;
    let to = t1;
    for (let a = end - 1, b = first; b < end; a = b, b++) {
      const ax = vx[a]!;
      const ay = vy[a]!;
      const ex = vx[b]! - ax;
      const ey = vy[b]! - ay;
      // Outside the edge (on its right) when ey (x - ax) - ex (y - ay) > 0; along the trace: c0 + t c1.
      const c0 = ey * (px - ax) - ex * (py - ay);
      const c1 = ey * sx - ex * sy;
      if (c1 === 0) {
        if (c0 >= 0) return false;
      } else if (c1 > 0) {
        const cut = -c0 / c1;
        if (cut < to) to = cut;
      } else {
        const cut = -c0 / c1;
        if (cut > from) from = cut;
      }
      if (from >= to) return false;
    }
    return true;
  }
}
