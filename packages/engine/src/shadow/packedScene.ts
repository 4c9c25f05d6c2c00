import type { PreparedMeshes } from "./mesh";
import type { MeshEdges } from "./meshEdges";
import type { PreparedPrism } from "./prism";
import type { PreparedScene } from "./scene";

/**
 * A prepared scene in a few typed arrays on shared memory, for worker threads: posting it shares the
 * memory instead of copying (structured cloning a million-triangle mesh given as plain arrays took ~2 s
 * per thread), and the threads need not prepare the scene again.
 */
export interface PackedScene {
  prismXs: Float64Array;
  prismYs: Float64Array;
  /** Prism p owns vertices vertexStarts[p] .. vertexStarts[p + 1] - 1 of prismXs/prismYs. */
  vertexStarts: Int32Array;
  /** Ring starts of every prism (relative to the prism's first vertex); prism p owns ringOffsets[p] .. [p + 1] - 1. */
  ringStarts: Int32Array;
  ringOffsets: Int32Array;
  /** Per prism: index, convex (0/1), base, top, minX, minY, maxX, maxY. */
  prismProps: Float64Array;
  meshes: PreparedMeshes;
  /** Mesh edges already clipped above these plane heights. */
  meshEdges: { planeZ: number; edges: MeshEdges }[];
}

const PROPS = 8;

/** A copy of `array` on a SharedArrayBuffer. */
function shared<T extends Float64Array | Float32Array | Int32Array | Int8Array | Uint8Array>(array: T): T {
  const Ctor = array.constructor as new (buffer: SharedArrayBuffer) => T;
  const copy = new Ctor(new SharedArrayBuffer(array.byteLength));
  copy.set(array);
  return copy;
}

function packEdges(edges: MeshEdges): MeshEdges {
  return {
    coords: shared(edges.coords),
    triA: shared(edges.triA),
    triB: shared(edges.triB),
    sameWay: shared(edges.sameWay),
    edgeStarts: shared(edges.edgeStarts),
    normals: shared(edges.normals),
  };
}

/** Pack `scene` (with its mesh edges prepared so far) into shared memory. */
export function packScene(scene: PreparedScene): PackedScene {
  const { prisms } = scene;
  const vertexStarts = new Int32Array(prisms.length + 1);
  const ringOffsets = new Int32Array(prisms.length + 1);
  prisms.forEach((p, i) => {
    vertexStarts[i + 1] = vertexStarts[i]! + p.xs.length;
    ringOffsets[i + 1] = ringOffsets[i]! + p.ringStarts.length;
  });
  const prismXs = new Float64Array(vertexStarts[prisms.length]!);
  const prismYs = new Float64Array(prismXs.length);
  const ringStarts = new Int32Array(ringOffsets[prisms.length]!);
  const prismProps = new Float64Array(prisms.length * PROPS);
  prisms.forEach((p, i) => {
    prismXs.set(p.xs, vertexStarts[i]);
    prismYs.set(p.ys, vertexStarts[i]);
    ringStarts.set(p.ringStarts, ringOffsets[i]);
    prismProps.set([p.index, p.convex ? 1 : 0, p.base, p.top, p.minX, p.minY, p.maxX, p.maxY], i * PROPS);
  });
  const { meshes } = scene;
  return {
    prismXs: shared(prismXs),
    prismYs: shared(prismYs),
    vertexStarts: shared(vertexStarts),
    ringStarts: shared(ringStarts),
    ringOffsets: shared(ringOffsets),
    prismProps: shared(prismProps),
    meshes: {
      triangles: shared(meshes.triangles),
      meshStarts: shared(meshes.meshStarts),
      bounds: shared(meshes.bounds),
      buildingIndex: shared(meshes.buildingIndex),
      closed: shared(meshes.closed),
    },
    meshEdges: [...scene.meshEdges].map(([planeZ, edges]) => ({ planeZ, edges: packEdges(edges) })),
  };
}

/** The scene a packed scene holds, as views on its memory (nothing copied). */
export function unpackScene(packed: PackedScene): PreparedScene {
  const { prismXs, prismYs, vertexStarts, ringStarts, ringOffsets, prismProps } = packed;
  const prisms: PreparedPrism[] = [];
  for (let i = 0; i + 1 < vertexStarts.length; i++) {
    const o = i * PROPS;
    const prop = (k: number) => prismProps[o + k]!;
    const from = vertexStarts[i]!;
    const to = vertexStarts[i + 1]!;
    prisms.push({
      index: prop(0),
      convex: prop(1) === 1,
      base: prop(2),
      top: prop(3),
      minX: prop(4),
      minY: prop(5),
      maxX: prop(6),
      maxY: prop(7),
      xs: prismXs.subarray(from, to),
      ys: prismYs.subarray(from, to),
      ringStarts: ringStarts.subarray(ringOffsets[i], ringOffsets[i + 1]),
    });
  }
  return {
    prisms,
    meshes: packed.meshes,
    meshEdges: new Map(packed.meshEdges.map(({ planeZ, edges }) => [planeZ, edges])),
  };
}
