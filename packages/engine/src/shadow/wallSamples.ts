import type { Meters } from "../units";
import { triangleNormal } from "./mesh";
import type { PreparedScene } from "./scene";

/**
 * Sample points on facades, as flat typed arrays: position (3), outward unit normal (3), the building index
 * (in the caller's list), the surface index within that building (LOD1: footprint edge, holes after the
 * outer ring; meshes: triangle) and a face id unique across the scene (used against self-occlusion).
 */
export interface WallSamples {
  count: number;
  position: Float64Array;
  normal: Float32Array;
  building: Int32Array;
  surface: Int32Array;
  face: Int32Array;
}

// Face ids: prism walls first (by prism, then edge = its first vertex index), then mesh triangles.

/** Mesh triangles steeper than this (|n_z| below it) are walls. */
const WALL_NZ = 0.5;

/**
 * Facade samples at about `spacing` metres: LOD1 walls are cut into spacing x spacing cells (centres);
 * mesh wall triangles are subdivided into n² similar triangles (n = ceil(longest edge / spacing)) sampled
 * at their centroids. Samples are offset 1 cm outwards so they sit just outside their own wall.
 * @param targets building indices whose walls are sampled (all when omitted)
 */
export function wallSamples(
  scene: PreparedScene,
  spacing: Meters = 1,
  targets?: ReadonlySet<number>,
): WallSamples {
  const pos: number[] = [];
  const nor: number[] = [];
  const bld: number[] = [];
  const srf: number[] = [];
  const fac: number[] = [];
  const OFF = 0.01;
  let faceBase = 0;
  for (const p of scene.prisms) {
    const wanted = !targets || targets.has(p.index);
    const { xs, ys, ringStarts } = p;
    for (let r = 0; wanted && r + 1 < ringStarts.length; r++) {
      const s = ringStarts[r] as number;
      const e = ringStarts[r + 1] as number;
      for (let a = s; a < e; a++) {
        const b = a + 1 < e ? a + 1 : s;
        const ax = xs[a] as number;
        const ay = ys[a] as number;
        const dx = (xs[b] as number) - ax;
        const dy = (ys[b] as number) - ay;
        const len = Math.hypot(dx, dy);
        if (len < 1e-9) continue;
        const nx = dy / len; // interior on the left: outward normal on the right
        const ny = -dx / len;
        const cols = Math.max(1, Math.ceil(len / spacing - 1e-9));
        const rows = Math.max(1, Math.ceil((p.top - p.base) / spacing - 1e-9));
        for (let k = 0; k < cols; k++) {
          const u = (k + 0.5) / cols;
          for (let v = 0; v < rows; v++) {
            pos.push(
              ax + dx * u + nx * OFF,
              ay + dy * u + ny * OFF,
              p.base + ((v + 0.5) / rows) * (p.top - p.base),
            );
            nor.push(nx, ny, 0);
            bld.push(p.index);
            srf.push(a);
            fac.push(faceBase + a);
          }
        }
      }
    }
    faceBase += xs.length;
  }
  const { triangles, meshStarts, buildingIndex } = scene.meshes;
  const normal = new Float64Array(3);
  for (let m = 0; m + 1 < meshStarts.length; m++) {
    const index = buildingIndex[m] as number;
    if (targets && !targets.has(index)) continue;
    for (let t = meshStarts[m] as number; t < (meshStarts[m + 1] as number); t++) {
      const o = t * 9;
      const v = (i: number) => triangles[o + i] as number;
      const e1 = [v(3) - v(0), v(4) - v(1), v(5) - v(2)];
      const e2 = [v(6) - v(0), v(7) - v(1), v(8) - v(2)];
      triangleNormal(triangles, t, normal);
      const nl = Math.hypot(normal[0] as number, normal[1] as number, normal[2] as number);
      if (nl < 1e-12) continue;
      const nx = (normal[0] as number) / nl;
      const ny = (normal[1] as number) / nl;
      const nz = (normal[2] as number) / nl;
      if (Math.abs(nz) >= WALL_NZ) continue;
      const longest = Math.max(
        Math.hypot(...e1),
        Math.hypot(...e2),
        Math.hypot(v(6) - v(3), v(7) - v(4), v(8) - v(5)),
      );
      const div = Math.max(1, Math.ceil(longest / spacing - 1e-9));
      // Centroids of the div² sub-triangles (upright and inverted) in barycentric steps of 1/div.
      for (let i = 0; i < div; i++) {
        for (let j = 0; j < div - i; j++) {
          const cents: [number, number][] = [[(i + 1 / 3) / div, (j + 1 / 3) / div]];
          if (j < div - i - 1) cents.push([(i + 2 / 3) / div, (j + 2 / 3) / div]);
          for (const [a, b] of cents) {
            pos.push(
              v(0) + (e1[0] as number) * a + (e2[0] as number) * b + nx * OFF,
              v(1) + (e1[1] as number) * a + (e2[1] as number) * b + ny * OFF,
              v(2) + (e1[2] as number) * a + (e2[2] as number) * b + nz * OFF,
            );
            nor.push(nx, ny, nz);
            bld.push(index);
            srf.push(t - (meshStarts[m] as number));
            fac.push(faceBase + t);
          }
        }
      }
    }
  }
  return {
    count: bld.length,
    position: Float64Array.from(pos),
    normal: Float32Array.from(nor),
    building: Int32Array.from(bld),
    surface: Int32Array.from(srf),
    face: Int32Array.from(fac),
  };
}

/** A copy of typed array `array` on a SharedArrayBuffer. */
function onSharedMemory<T extends Float64Array | Float32Array | Int32Array>(array: T): T {
  const Ctor = array.constructor as new (buffer: SharedArrayBuffer) => T;
  const copy = new Ctor(new SharedArrayBuffer(array.byteLength));
  copy.set(array);
  return copy;
}

/**
 * The samples on shared memory, so that posting them to worker threads shares them instead of copying
 * (cloning 400,000 samples for each thread and run took longer than one thread's computation).
 */
export function shareWallSamples(samples: WallSamples): WallSamples {
  return {
    count: samples.count,
    position: onSharedMemory(samples.position),
    normal: onSharedMemory(samples.normal),
    building: onSharedMemory(samples.building),
    surface: onSharedMemory(samples.surface),
    face: onSharedMemory(samples.face),
  };
}
