import type { ScanlineRaster } from "../grid/scanline";
import type { PreparedMeshes } from "./mesh";
import { triangleNormals } from "./mesh";
import { PairTable, weldVertices } from "./pairTable";

/**
 * The edges of triangle meshes clipped to the part above a plane, ready to draw the meshes' shadows on the
 * plane by their outlines only.
 *
 * Why: the shadow of a mesh is the union of its triangles' shadows. Drawn into a coverage buffer, each
 * triangle (clipped to the plane, projected along the sun and turned counter-clockwise) adds its three or
 * four edges; an edge shared by two triangles that face the sun the same way is drawn once each way and
 * cancels. So per time step only the edges between a sun-facing and a sun-averted triangle (drawn twice, as
 * weight 2), edges on the cut by the plane and on open borders are drawn: O(outline) instead of O(triangles).
 * Edges between coplanar neighbours always cancel and are dropped here once.
 */
export interface MeshEdges {
  /** Per edge: x0, y0, h0, x1, y1, h1 (h = height above the plane, >= 0), in the direction triangle A runs it. */
  coords: Float64Array;
  /** Triangle A (index into `normals`). */
  triA: Int32Array;
  /** Triangle B sharing the edge, or -1 (an edge on the cut by the plane or on an open border). */
  triB: Int32Array;
  /** +1 when B runs the edge the same way as A (inconsistently oriented neighbours), -1 when the other way. */
  sameWay: Int8Array;
  /** Mesh m owns edges edgeStarts[m] .. edgeStarts[m + 1] - 1. */
  edgeStarts: Int32Array;
  /** Normal (not normalised) of each triangle of `PreparedMeshes`, from its vertex order. */
  normals: Float64Array;
}

/** Growable typed storage for edges while they are collected. */
class EdgeBuilder {
  coords = new Float64Array(6 * 1024);
  triA = new Int32Array(1024);
  triB = new Int32Array(1024);
  sameWay = new Int8Array(1024);
  /** Key of the start point (to tell which way a second triangle runs the edge). */
  startKey = new Int32Array(1024);
  count = 0;

  add(
    t: number,
    startKey: number,
    x0: number,
    y0: number,
    h0: number,
    x1: number,
    y1: number,
    h1: number,
  ): number {
    if (this.count === this.triA.length) this.grow();
    const e = this.count++;
    const c = this.coords;
    c[e * 6] = x0;
    c[e * 6 + 1] = y0;
    c[e * 6 + 2] = h0;
    c[e * 6 + 3] = x1;
    c[e * 6 + 4] = y1;
    c[e * 6 + 5] = h1;
    this.triA[e] = t;
    this.triB[e] = -1;
    this.sameWay[e] = -1;
    this.startKey[e] = startKey;
    return e;
  }

  private grow(): void {
    const n = this.triA.length * 2;
    const coords = new Float64Array(6 * n);
    coords.set(this.coords);
    const triA = new Int32Array(n);
    triA.set(this.triA);
    const triB = new Int32Array(n);
    triB.set(this.triB);
    const sameWay = new Int8Array(n);
    sameWay.set(this.sameWay);
    const startKey = new Int32Array(n);
    startKey.set(this.startKey);
    Object.assign(this, { coords, triA, triB, sameWay, startKey });
  }
}

/** Are the normals of triangles a and b parallel and alike (within about 1e-5 rad)? */
function nearlyParallel(normals: Float64Array, a: number, b: number): boolean {
  const ax = normals[a * 3]!;
  const ay = normals[a * 3 + 1]!;
  const az = normals[a * 3 + 2]!;
  const bx = normals[b * 3]!;
  const by = normals[b * 3 + 1]!;
  const bz = normals[b * 3 + 2]!;
  const dot = ax * bx + ay * by + az * bz;
  if (dot <= 0) return false;
  const cx = ay * bz - az * by;
  const cy = az * bx - ax * bz;
  const cz = ax * by - ay * bx;
  return cx * cx + cy * cy + cz * cz <= 1e-10 * dot * dot;
}

/** Union-find over the triangles t0 .. t1 - 1 of one mesh. */
class FacetSets {
  private readonly parent: Int32Array;

  constructor(
    private readonly t0: number,
    t1: number,
  ) {
    this.parent = new Int32Array(t1 - t0).map((_, i) => i);
  }

  private find(t: number): number {
    const parent = this.parent;
    let r = t - this.t0;
    while (parent[r] !== r) r = parent[r]!;
    for (let i = t - this.t0; parent[i] !== r;) {
      const next = parent[i]!;
      parent[i] = r;
      i = next;
    }
    return r;
  }

  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[ra > rb ? ra : rb] = ra > rb ? rb : ra;
  }

  same(a: number, b: number): boolean {
    return this.find(a) === this.find(b);
  }

  /** Give every triangle its facet's normal (the normal of the facet's first triangle). */
  shareNormals(normals: Float64Array): void {
    for (let i = 0; i < this.parent.length; i++) {
      const r = this.find(i + this.t0) + this.t0;
      const t = i + this.t0;
      if (r === t) continue;
      normals[t * 3] = normals[r * 3]!;
      normals[t * 3 + 1] = normals[r * 3 + 1]!;
      normals[t * 3 + 2] = normals[r * 3 + 2]!;
    }
  }
}

// Scratch for one clipped triangle: up to 4 points (key, x, y, h).
const pointKey = new Int32Array(4);
const pointX = new Float64Array(4);
const pointY = new Float64Array(4);
const pointH = new Float64Array(4);

/** Clip, key and collect the edges of every mesh's triangles above `planeZ`. */
export function meshEdgesAbovePlane(meshes: PreparedMeshes, planeZ: number): MeshEdges {
  const { triangles, meshStarts } = meshes;
  const normals = triangleNormals(triangles);
  const meshCount = meshStarts.length - 1;
  const edgeStarts = new Int32Array(meshCount + 1);
  const out = new EdgeBuilder();
  const edgeTable = new PairTable();
  const cutTable = new PairTable();
  const vertexIds = new Int32Array(3 * Math.max(1, triangles.length / 9));
  for (let m = 0; m < meshCount; m++) {
    edgeStarts[m] = out.count;
    const t0 = meshStarts[m]!;
    const t1 = meshStarts[m + 1]!;
    const vertexCount = weldVertices(triangles, t0 * 3, t1 * 3, vertexIds);
    edgeTable.reset(4 * (t1 - t0));
    cutTable.reset(2 * (t1 - t0));
    let nextCutKey = vertexCount;
    const first = out.count;
    for (let t = t0; t < t1; t++) {
      const nz2 = normals[t * 3]! ** 2 + normals[t * 3 + 1]! ** 2 + normals[t * 3 + 2]! ** 2;
      if (nz2 === 0) continue;
      const o = t * 9;
      const id0 = vertexIds[(t - t0) * 3]!;
      const id1 = vertexIds[(t - t0) * 3 + 1]!;
      const id2 = vertexIds[(t - t0) * 3 + 2]!;
      if (id0 === id1 || id1 === id2 || id2 === id0) continue;
      // Clip against h >= 0, keeping the triangle's vertex order; cut points are keyed by the welded edge.
      let n = 0;
      for (let v = 0; v < 3; v++) {
        const w = v === 2 ? 0 : v + 1;
        const idA = v === 0 ? id0 : v === 1 ? id1 : id2;
        const idB = w === 0 ? id0 : w === 1 ? id1 : id2;
        const ha = triangles[o + v * 3 + 2]! - planeZ;
        const hb = triangles[o + w * 3 + 2]! - planeZ;
        if (ha >= 0) {
          pointKey[n] = idA;
          pointX[n] = triangles[o + v * 3]!;
          pointY[n] = triangles[o + v * 3 + 1]!;
          pointH[n] = ha;
          n++;
        }
        if (ha >= 0 !== hb >= 0) {
          // Computed from the lower id's end so both triangles sharing the edge get the same point.
          const lo = idA < idB ? v : w;
          const hi = idA < idB ? w : v;
          const hLo = idA < idB ? ha : hb;
          const s = hLo / (hLo - (idA < idB ? hb : ha));
          const key = cutTable.getOrInsert(Math.min(idA, idB), Math.max(idA, idB), nextCutKey);
          if (key === nextCutKey) nextCutKey++;
          const xl = triangles[o + lo * 3]!;
          const yl = triangles[o + lo * 3 + 1]!;
          pointKey[n] = key;
          pointX[n] = xl + s * (triangles[o + hi * 3]! - xl);
          pointY[n] = yl + s * (triangles[o + hi * 3 + 1]! - yl);
          pointH[n] = 0;
          n++;
        }
      }
      for (let a = 0; a < n; a++) {
        const b = a + 1 === n ? 0 : a + 1;
        const ka = pointKey[a]!;
        const kb = pointKey[b]!;
        if (ka === kb) continue;
        const lo = ka < kb ? ka : kb;
        const hi = ka < kb ? kb : ka;
        const found = edgeTable.getOrInsert(lo, hi, out.count);
        if (found !== out.count && out.triB[found] === -1) {
          out.triB[found] = t;
          out.sameWay[found] = out.startKey[found] === ka ? 1 : -1;
          continue;
        }
        const e = out.add(t, ka, pointX[a]!, pointY[a]!, pointH[a]!, pointX[b]!, pointY[b]!, pointH[b]!);
        // A third triangle on one edge (non-manifold): later ones pair with this new entry.
        if (found !== e) edgeTable.set(lo, hi, e);
      }
    }
    // Facets: neighbours whose normals agree (within ~1e-5 rad, for float32 vertices) share one normal, so
    // they always face the sun alike and the edges between them cancel exactly: those are dropped.
    const facets = new FacetSets(t0, t1);
    for (let e = first; e < out.count; e++) {
      const b = out.triB[e]!;
      const a = out.triA[e]!;
      if (b >= 0 && out.sameWay[e] === -1 && nearlyParallel(normals, a, b)) facets.union(a, b);
    }
    facets.shareNormals(normals);
    let kept = first;
    for (let e = first; e < out.count; e++) {
      const b = out.triB[e]!;
      if (b >= 0 && out.sameWay[e] === -1 && facets.same(out.triA[e]!, b)) continue;
      if (kept !== e) {
        out.coords.copyWithin(kept * 6, e * 6, e * 6 + 6);
        out.triA[kept] = out.triA[e]!;
        out.triB[kept] = b;
        out.sameWay[kept] = out.sameWay[e]!;
      }
      kept++;
    }
    out.count = kept;
  }
  edgeStarts[meshCount] = out.count;
  const n = out.count;
  return {
    coords: out.coords.slice(0, n * 6),
    triA: out.triA.slice(0, n),
    triB: out.triB.slice(0, n),
    sameWay: out.sameWay.slice(0, n),
    edgeStarts,
    normals,
  };
}

/**
 * Draw the shadow of mesh m into the coverage buffer `diff` for one sun position: `s` the sun vector and
 * (kx, ky) the shadow displacement per metre of height. Each edge is drawn with the net weight of its two
 * triangles (each turned to run counter-clockwise on the plane): 0 (skipped), 1 or 2.
 */
export function drawMeshShadow(
  edges: MeshEdges,
  m: number,
  sx: number,
  sy: number,
  sz: number,
  kx: number,
  ky: number,
  raster: ScanlineRaster,
  diff: Int32Array,
): void {
  const { coords, triA, triB, sameWay, normals } = edges;
  const end = edges.edgeStarts[m + 1]!;
  for (let e = edges.edgeStarts[m]!; e < end; e++) {
    const a = triA[e]! * 3;
    const da = normals[a]! * sx + normals[a + 1]! * sy + normals[a + 2]! * sz;
    let net = da > 0 ? 1 : da < 0 ? -1 : 0;
    const b = triB[e]! * 3;
    if (b >= 0) {
      const db = normals[b]! * sx + normals[b + 1]! * sy + normals[b + 2]! * sz;
      net += sameWay[e]! * (db > 0 ? 1 : db < 0 ? -1 : 0);
    }
    if (net === 0) continue;
    const o = e * 6;
    const h0 = coords[o + 2]!;
    const h1 = coords[o + 5]!;
    const x0 = coords[o]! + kx * h0;
    const y0 = coords[o + 1]! + ky * h0;
    const x1 = coords[o + 3]! + kx * h1;
    const y1 = coords[o + 4]! + ky * h1;
    if (net > 0) raster.edgeToCoverage(x0, y0, x1, y1, diff, net);
    else raster.edgeToCoverage(x1, y1, x0, y0, diff, -net);
  }
}
