import type { PreparedScene } from "./scene";

/** How far a vertex may stand out of a face's plane for a closed mesh still to count as convex (m). */
const CONVEX_TOLERANCE = 1e-4;
/** Meshes needing more vertex-plane tests than this are not checked (and count as not convex). */
const CONVEX_CHECK_LIMIT = 1_000_000;

/**
 * Per building index of the caller's list: the occluder ids [from[b], to[b]) that cannot hide a sample on
 * that building's own wall facing the sun, because the building is a convex solid: its convex prism, or
 * every triangle of a closed mesh that is convex (each vertex on the inner side of every face's plane).
 * The sample sits 1 cm outside its face and its ray leaves the face's plane, behind which a convex solid
 * lies whole. Other buildings get an empty range. Occluder ids as in WallOccluders (prisms, then
 * triangles); `normals` are the triangles' (any length, outward).
 */
export function convexOwnOccluders(
  scene: PreparedScene,
  normals: Float64Array,
): { from: Int32Array; to: Int32Array } {
  const { prisms, meshes } = scene;
  const lastIndex = Math.max(-1, ...prisms.map((p) => p.index), ...meshes.buildingIndex);
  const from = new Int32Array(lastIndex + 1);
  const to = new Int32Array(lastIndex + 1);
  prisms.forEach((p, id) => {
    if (!p.convex) return;
    from[p.index] = id;
    to[p.index] = id + 1;
  });
  const { meshStarts, buildingIndex, closed } = meshes;
  for (let m = 0; m + 1 < meshStarts.length; m++) {
    const first = meshStarts[m]!;
    const end = meshStarts[m + 1]!;
    if (closed[m] !== 1 || !convexMesh(meshes.triangles, normals, first, end)) continue;
    const b = buildingIndex[m]!;
    from[b] = prisms.length + first;
    to[b] = prisms.length + end;
  }
  return { from, to };
}

/** Do all vertices of triangles first .. end - 1 lie on the inner side of each of their planes? */
function convexMesh(triangles: Float32Array, normals: Float64Array, first: number, end: number): boolean {
  const count = end - first;
  if (count === 0 || count * count * 3 > CONVEX_CHECK_LIMIT) return false;
  for (let t = first; t < end; t++) {
    const nx = normals[t * 3]!;
    const ny = normals[t * 3 + 1]!;
    const nz = normals[t * 3 + 2]!;
    const length = Math.hypot(nx, ny, nz);
    if (length === 0) continue;
    const ax = triangles[t * 9]!;
    const ay = triangles[t * 9 + 1]!;
    const az = triangles[t * 9 + 2]!;
    for (let c = first * 9; c < end * 9; c += 3) {
      const out = nx * (triangles[c]! - ax) + ny * (triangles[c + 1]! - ay) + nz * (triangles[c + 2]! - az);
      if (out > CONVEX_TOLERANCE * length) return false;
    }
  }
  return true;
}
