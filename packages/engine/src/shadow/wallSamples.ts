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

/** One LOD1 wall: footprint edge `edge` of a prism, cut into `cols` x `rows` cells. */
interface PrismWall {
  prism: PreparedScene["prisms"][number];
  edge: number;
  /** Start, direction (edge vector) and outward unit normal in the plane. */
  ax: number;
  ay: number;
  dx: number;
  dy: number;
  nx: number;
  ny: number;
  cols: number;
  rows: number;
  face: number;
}

/** One mesh wall triangle `t` of mesh `m`, cut into div² similar triangles. */
interface MeshWall {
  mesh: number;
  triangle: number;
  /** Unit normal. */
  normal: [number, number, number];
  div: number;
  /** Face id of the triangle: after every prism wall. */
  face: number;
}

/** What to do with each wall the walk finds; the walk makes no wall objects without one. */
interface WallVisitor {
  prism(w: PrismWall): void;
  mesh(w: MeshWall): void;
}

/**
 * The one walk over the sampled walls, in sample order: LOD1 walls by prism then edge, then mesh wall
 * triangles. Returns the number of samples the walls make (cols x rows, div²) and hands each wall to
 * `visitor` when there is one. Without it nothing is allocated, so counting stays cheap for huge models.
 */
function walkWalls(
  scene: PreparedScene,
  spacing: Meters,
  targets: ReadonlySet<number> | undefined,
  visitor?: WallVisitor,
): number {
  let count = 0;
  let faceBase = 0;
  for (const p of scene.prisms) {
    const wanted = !targets || targets.has(p.index);
    const { xs, ys, ringStarts } = p;
    const rows = Math.max(1, Math.ceil((p.top - p.base) / spacing - 1e-9));
    for (let r = 0; wanted && r + 1 < ringStarts.length; r++) {
      const s = ringStarts[r]!;
      const e = ringStarts[r + 1]!;
      for (let a = s; a < e; a++) {
        const b = a + 1 < e ? a + 1 : s;
        const ax = xs[a]!;
        const ay = ys[a]!;
        const dx = xs[b]! - ax;
        const dy = ys[b]! - ay;
        const len = Math.hypot(dx, dy);
        if (len < 1e-9) continue;
        const cols = Math.max(1, Math.ceil(len / spacing - 1e-9));
        count += cols * rows;
        // interior on the left: outward normal on the right
        visitor?.prism({
          prism: p,
          edge: a,
          ax,
          ay,
          dx,
          dy,
          nx: dy / len,
          ny: -dx / len,
          cols,
          rows,
          face: faceBase + a,
        });
      }
    }
    faceBase += xs.length;
  }
  const { triangles, meshStarts, buildingIndex } = scene.meshes;
  const normal = new Float64Array(3);
  for (let m = 0; m + 1 < meshStarts.length; m++) {
    if (targets && !targets.has(buildingIndex[m]!)) continue;
    for (let t = meshStarts[m]!; t < meshStarts[m + 1]!; t++) {
      triangleNormal(triangles, t, normal);
      const nl = Math.hypot(normal[0]!, normal[1]!, normal[2]!);
      if (nl < 1e-12 || Math.abs(normal[2]! / nl) >= WALL_NZ) continue;
      const o = t * 9;
      const ax = triangles[o]!;
      const ay = triangles[o + 1]!;
      const az = triangles[o + 2]!;
      const bx = triangles[o + 3]!;
      const by = triangles[o + 4]!;
      const bz = triangles[o + 5]!;
      const cx = triangles[o + 6]!;
      const cy = triangles[o + 7]!;
      const cz = triangles[o + 8]!;
      const longest = Math.max(
        Math.hypot(bx - ax, by - ay, bz - az),
        Math.hypot(cx - ax, cy - ay, cz - az),
        Math.hypot(cx - bx, cy - by, cz - bz),
      );
      const div = Math.max(1, Math.ceil(longest / spacing - 1e-9));
      count += div * div;
      if (visitor) {
        const n: [number, number, number] = [normal[0]! / nl, normal[1]! / nl, normal[2]! / nl];
        visitor.mesh({ mesh: m, triangle: t, normal: n, div, face: faceBase + t });
      }
    }
  }
  return count;
}

/**
 * How many samples `wallSamples` gives for the same arguments: the same walk, counting wall by wall without
 * making anything, so that a caller can refuse a run before allocating them.
 */
export function wallSampleCount(
  scene: PreparedScene,
  spacing: Meters = 1,
  targets?: ReadonlySet<number>,
): number {
  return walkWalls(scene, spacing, targets);
}

/**
 * Facade samples at about `spacing` metres: LOD1 walls are cut into spacing x spacing cells (centres);
 * mesh wall triangles are subdivided into n² similar triangles (n = ceil(longest edge / spacing)) sampled
 * at their centroids. Samples are offset 1 cm outwards so they sit just outside their own wall. The walk
 * runs twice: bare to size the arrays (as {@link wallSampleCount}), then filling them (no growing JS arrays:
 * millions of samples stay typed arrays).
 * @param targets building indices whose walls are sampled (all when omitted)
 */
export function wallSamples(
  scene: PreparedScene,
  spacing: Meters = 1,
  targets?: ReadonlySet<number>,
): WallSamples {
  const count = wallSampleCount(scene, spacing, targets);
  const out: WallSamples = {
    count,
    position: new Float64Array(count * 3),
    normal: new Float32Array(count * 3),
    building: new Int32Array(count),
    surface: new Int32Array(count),
    face: new Int32Array(count),
  };
  let i = 0;
  const add = (
    x: number,
    y: number,
    z: number,
    n: readonly number[],
    building: number,
    surface: number,
    face: number,
  ) => {
    out.position[i * 3] = x;
    out.position[i * 3 + 1] = y;
    out.position[i * 3 + 2] = z;
    out.normal[i * 3] = n[0]!;
    out.normal[i * 3 + 1] = n[1]!;
    out.normal[i * 3 + 2] = n[2]!;
    out.building[i] = building;
    out.surface[i] = surface;
    out.face[i] = face;
    i++;
  };
  const OFF = 0.01;
  const { triangles, meshStarts, buildingIndex } = scene.meshes;
  const fill: WallVisitor = {
    prism: (w) => {
      const { prism: p, ax, ay, dx, dy, nx, ny } = w;
      const normal = [nx, ny, 0];
      for (let k = 0; k < w.cols; k++) {
        const u = (k + 0.5) / w.cols;
        for (let v = 0; v < w.rows; v++)
          add(
            ax + dx * u + nx * OFF,
            ay + dy * u + ny * OFF,
            p.base + ((v + 0.5) / w.rows) * (p.top - p.base),
            normal,
            p.index,
            w.edge,
            w.face,
          );
      }
    },
    mesh: ({ mesh, triangle: t, normal: n, div, face }) => {
      const o = t * 9;
      const v = (k: number) => triangles[o + k]!;
      const e1 = [v(3) - v(0), v(4) - v(1), v(5) - v(2)] as const;
      const e2 = [v(6) - v(0), v(7) - v(1), v(8) - v(2)] as const;
      const at = (a: number, b: number) =>
        add(
          v(0) + e1[0] * a + e2[0] * b + n[0] * OFF,
          v(1) + e1[1] * a + e2[1] * b + n[1] * OFF,
          v(2) + e1[2] * a + e2[2] * b + n[2] * OFF,
          n,
          buildingIndex[mesh]!,
          t - meshStarts[mesh]!,
          face,
        );
      // Centroids of the div² sub-triangles (upright and inverted) in barycentric steps of 1/div.
      for (let a = 0; a < div; a++)
        for (let b = 0; b < div - a; b++) {
          at((a + 1 / 3) / div, (b + 1 / 3) / div);
          if (b < div - a - 1) at((a + 2 / 3) / div, (b + 2 / 3) / div);
        }
    },
  };
  walkWalls(scene, spacing, targets, fill);
  return out;
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
