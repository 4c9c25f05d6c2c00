import earcut from "earcut";
import { SPHERE_METRES_PER_DEGREE as M_PER_DEG, sphereMetresPerDegreeLon } from "@soracity/engine/geometry";

// Metres on the sphere (good to 0.5 %): enough to find a polygon's plane.

/**
 * Triangulate one planar 3D polygon given as flat (lon, lat, z) triples per ring (exterior first, rings not
 * closed). The polygon is projected to its best-fit plane (Newell normal) in a local metric frame, cut with
 * earcut, and the triangles are appended to `out` as original (lon, lat, z) triples. Returns triangles added.
 */
export function triangulatePolygon(rings: readonly (readonly number[])[], out: number[]): number {
  const first = rings[0];
  if (!first || first.length < 9) return 0;
  const lon0 = first[0];
  const lat0 = first[1];
  const kx = sphereMetresPerDegreeLon(lat0);
  const all: number[] = [];
  const holes: number[] = [];
  for (const ring of rings) {
    if (all.length > 0) holes.push(all.length / 3);
    for (let i = 0; i < ring.length; i += 3) {
      all.push((ring[i] - lon0) * kx, (ring[i + 1] - lat0) * M_PER_DEG, ring[i + 2]);
    }
  }
  // Newell's method over the exterior ring gives a robust normal even for non-convex rings.
  let nx = 0;
  let ny = 0;
  let nz = 0;
  const n0 = first.length / 3;
  for (let i = 0; i < n0; i++) {
    const j = (i + 1) % n0;
    const [x1, y1, z1] = [all[3 * i], all[3 * i + 1], all[3 * i + 2]];
    const [x2, y2, z2] = [all[3 * j], all[3 * j + 1], all[3 * j + 2]];
    nx += (y1 - y2) * (z1 + z2);
    ny += (z1 - z2) * (x1 + x2);
    nz += (x1 - x2) * (y1 + y2);
  }
  const len = Math.hypot(nx, ny, nz);
  if (len === 0) return 0;
  nx /= len;
  ny /= len;
  nz /= len;
  // Orthonormal basis (u, v) of the plane, with u x v = n so that the exterior stays counter-clockwise.
  const [ax, ay, az] = Math.abs(nz) < 0.9 ? [0, 0, 1] : [1, 0, 0];
  let ux = ay * nz - az * ny;
  let uy = az * nx - ax * nz;
  let uz = ax * ny - ay * nx;
  const ul = Math.hypot(ux, uy, uz);
  ux /= ul;
  uy /= ul;
  uz /= ul;
  const vx = ny * uz - nz * uy;
  const vy = nz * ux - nx * uz;
  const vz = nx * uy - ny * ux;
  const flat = new Array<number>((all.length / 3) * 2);
  for (let i = 0, k = 0; i < all.length; i += 3, k += 2) {
    const x = all[i];
    const y = all[i + 1];
    const z = all[i + 2];
    flat[k] = x * ux + y * uy + z * uz;
    flat[k + 1] = x * vx + y * vy + z * vz;
  }
  const indices = earcut(flat, holes.length > 0 ? holes : undefined, 2);
  const vertex = (idx: number): [number, number, number] => {
    let i = idx;
    for (const ring of rings) {
      const n = ring.length / 3;
      if (i < n) return [ring[3 * i], ring[3 * i + 1], ring[3 * i + 2]];
      i -= n;
    }
    throw new RangeError("vertex index out of range");
  };
  for (const idx of indices) out.push(...vertex(idx));
  return indices.length / 3;
}
