// The straightforward way to draw meshes' shadows, kept as the reference the edge method of meshEdges.ts
// is checked against: every triangle clipped above the plane, projected and filled on its own.
import type { ScanlineRaster } from "../../grid/scanline";

// Scratch for the clipped triangle (at most 4 vertices after one plane clip).
const cx = new Float64Array(4);
const cy = new Float64Array(4);
const cz = new Float64Array(4);
const px = new Float64Array(4);
const py = new Float64Array(4);

/**
 * Rasterise the shadows of triangles t0..t1-1 on the plane z = planeZ: the part of each triangle above the
 * plane is projected along the sun ray (q = p + (z - planeZ) * k, k = -S_xy / S_z) and filled.
 */
export function rasteriseTriangles(
  triangles: Float32Array,
  t0: number,
  t1: number,
  planeZ: number,
  kx: number,
  ky: number,
  raster: ScanlineRaster,
  mask: Uint8Array | Int32Array,
  cullAwayFrom: readonly [number, number, number] | null = null,
): void {
  for (let t = t0; t < t1; t++) {
    const o = t * 9;
    if (cullAwayFrom) {
      // Closed solid: only triangles facing the sun matter (every sun ray leaves through one).
      const e1x = triangles[o + 3]! - triangles[o]!;
      const e1y = triangles[o + 4]! - triangles[o + 1]!;
      const e1z = triangles[o + 5]! - triangles[o + 2]!;
      const e2x = triangles[o + 6]! - triangles[o]!;
      const e2y = triangles[o + 7]! - triangles[o + 1]!;
      const e2z = triangles[o + 8]! - triangles[o + 2]!;
      const [sx, sy, sz] = cullAwayFrom;
      if ((e1y * e2z - e1z * e2y) * sx + (e1z * e2x - e1x * e2z) * sy + (e1x * e2y - e1y * e2x) * sz <= 0)
        continue;
    }
    const z0 = triangles[o + 2]! - planeZ;
    const z1 = triangles[o + 5]! - planeZ;
    const z2 = triangles[o + 8]! - planeZ;
    if (z0 <= 0 && z1 <= 0 && z2 <= 0) continue;
    let n = 0;
    if (z0 >= 0 && z1 >= 0 && z2 >= 0) {
      for (let v = 0; v < 3; v++) {
        cx[v] = triangles[o + v * 3]!;
        cy[v] = triangles[o + v * 3 + 1]!;
        cz[v] = triangles[o + v * 3 + 2]! - planeZ;
      }
      n = 3;
    } else {
      // Clip against z >= 0 (Sutherland-Hodgman with one plane).
      for (let v = 0; v < 3; v++) {
        const w = (v + 1) % 3;
        const ax = triangles[o + v * 3]!;
        const ay = triangles[o + v * 3 + 1]!;
        const az = triangles[o + v * 3 + 2]! - planeZ;
        const bx = triangles[o + w * 3]!;
        const by = triangles[o + w * 3 + 1]!;
        const bz = triangles[o + w * 3 + 2]! - planeZ;
        if (az >= 0) {
          cx[n] = ax;
          cy[n] = ay;
          cz[n] = az;
          n++;
        }
        if (az >= 0 !== bz >= 0) {
          const s = az / (az - bz);
          cx[n] = ax + s * (bx - ax);
          cy[n] = ay + s * (by - ay);
          cz[n] = 0;
          n++;
        }
      }
    }
    // Project, then feed the (convex) polygon's edges counter-clockwise.
    let area = 0;
    for (let v = 0; v < n; v++) {
      px[v] = cx[v]! + kx * cz[v]!;
      py[v] = cy[v]! + ky * cz[v]!;
    }
    for (let a = n - 1, b = 0; b < n; a = b, b++) area += px[a]! * py[b]! - px[b]! * py[a]!;
    if (area === 0) continue;
    const diff = mask instanceof Int32Array ? mask : null;
    if (area > 0) {
      for (let a = n - 1, b = 0; b < n; a = b, b++) {
        if (diff) raster.edgeToCoverage(px[a]!, py[a]!, px[b]!, py[b]!, diff);
        else raster.edge(px[a]!, py[a]!, px[b]!, py[b]!);
      }
    } else {
      for (let a = 0, b = n - 1; a < n; b = a, a++) {
        if (diff) raster.edgeToCoverage(px[a]!, py[a]!, px[b]!, py[b]!, diff);
        else raster.edge(px[a]!, py[a]!, px[b]!, py[b]!);
      }
    }
    if (diff) continue;
    raster.fillConvex(mask);
  }
}
