import type { MeshBuilding } from "./types";

/** Triangle meshes flattened for projection: 9 floats per triangle, with per-mesh triangle ranges and bboxes. */
export interface PreparedMeshes {
  triangles: Float32Array;
  /** Mesh m owns triangles meshStarts[m] .. meshStarts[m + 1] - 1. */
  meshStarts: Int32Array;
  /** minX, minY, minZ, maxX, maxY, maxZ per mesh. */
  bounds: Float64Array;
  /** Index of each mesh in the caller's building list. */
  buildingIndex: Int32Array;
  /** 1 when the mesh is a closed solid with outward normals (only its sun-facing triangles cast shadow). */
  closed: Uint8Array;
}

/** Flatten meshes (indexed or not) into one triangle array. */
export function prepareMeshes(meshes: readonly { building: MeshBuilding; index: number }[]): PreparedMeshes {
  const counts = meshes.map(({ building }) =>
    Math.floor((building.indices ? building.indices.length : building.positions.length / 3) / 3),
  );
  const total = counts.reduce((a, b) => a + b, 0);
  const triangles = new Float32Array(total * 9);
  const meshStarts = new Int32Array(meshes.length + 1);
  const bounds = new Float64Array(meshes.length * 6);
  const buildingIndex = new Int32Array(meshes.length);
  const closed = new Uint8Array(meshes.length);
  let t = 0;
  meshes.forEach(({ building, index }, m) => {
    meshStarts[m] = t;
    buildingIndex[m] = index;
    closed[m] = building.closed ? 1 : 0;
    const { positions, indices } = building;
    const b = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
    const n = counts[m] ?? 0;
    for (let i = 0; i < n; i++, t++) {
      for (let v = 0; v < 3; v++) {
        const vi = indices ? indices[i * 3 + v]! : i * 3 + v;
        for (let c = 0; c < 3; c++) {
          const value = positions[vi * 3 + c]!;
          triangles[t * 9 + v * 3 + c] = value;
          if (value < b[c]!) b[c] = value;
          if (value > b[c + 3]!) b[c + 3] = value;
        }
      }
    }
    bounds.set(b, m * 6);
  });
  meshStarts[meshes.length] = t;
  return { triangles, meshStarts, bounds, buildingIndex, closed };
}

/**
 * The normal of triangle t of a flat triangle array (9 numbers per triangle), not normalised, from its vertex
 * order: (B - A) x (C - A). Written to out[o], out[o + 1], out[o + 2]. The one place the triangles' edges are
 * crossed: mesh edges, wall samples and the exact wall test all take their normals from here.
 */
export function triangleNormal(triangles: ArrayLike<number>, t: number, out: Float64Array, o = 0): void {
  const i = t * 9;
  const ax = triangles[i]!;
  const ay = triangles[i + 1]!;
  const az = triangles[i + 2]!;
  const e1x = triangles[i + 3]! - ax;
  const e1y = triangles[i + 4]! - ay;
  const e1z = triangles[i + 5]! - az;
  const e2x = triangles[i + 6]! - ax;
  const e2y = triangles[i + 7]! - ay;
  const e2z = triangles[i + 8]! - az;
  out[o] = e1y * e2z - e1z * e2y;
  out[o + 1] = e1z * e2x - e1x * e2z;
  out[o + 2] = e1x * e2y - e1y * e2x;
}

/** The normals of all triangles (3 per triangle; see triangleNormal). */
export function triangleNormals(triangles: Float32Array): Float64Array {
  const count = triangles.length / 9;
  const normals = new Float64Array(count * 3);
  for (let t = 0; t < count; t++) triangleNormal(triangles, t, normals, t * 3);
  return normals;
}

/**
 * Does the ray from (px, py, pz) towards the sun (sx, sy, sz) hit any of triangles t0..t1-1 at a positive
 * distance? (Moller-Trumbore.)
 */
export function raysHitTriangles(
  triangles: Float32Array,
  t0: number,
  t1: number,
  px: number,
  py: number,
  pz: number,
  sx: number,
  sy: number,
  sz: number,
): boolean {
  for (let t = t0; t < t1; t++) {
    const o = t * 9;
    const ax = triangles[o]!;
    const ay = triangles[o + 1]!;
    const az = triangles[o + 2]!;
    const e1x = triangles[o + 3]! - ax;
    const e1y = triangles[o + 4]! - ay;
    const e1z = triangles[o + 5]! - az;
    const e2x = triangles[o + 6]! - ax;
    const e2y = triangles[o + 7]! - ay;
    const e2z = triangles[o + 8]! - az;
    const hx = sy * e2z - sz * e2y;
    const hy = sz * e2x - sx * e2z;
    const hz = sx * e2y - sy * e2x;
    const det = e1x * hx + e1y * hy + e1z * hz;
    if (Math.abs(det) < 1e-12) continue;
    const inv = 1 / det;
    const qx = px - ax;
    const qy = py - ay;
    const qz = pz - az;
    const u = (qx * hx + qy * hy + qz * hz) * inv;
    if (u < -1e-9 || u > 1 + 1e-9) continue;
    const rx = qy * e1z - qz * e1y;
    const ry = qz * e1x - qx * e1z;
    const rz = qx * e1y - qy * e1x;
    const v = (sx * rx + sy * ry + sz * rz) * inv;
    if (v < -1e-9 || u + v > 1 + 1e-9) continue;
    const dist = (e2x * rx + e2y * ry + e2z * rz) * inv;
    if (dist > 1e-9) return true;
  }
  return false;
}
