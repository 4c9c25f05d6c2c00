import type { PreparedMeshes } from "./mesh";
import { prepareMeshes } from "./mesh";
import type { MeshEdges } from "./meshEdges";
import { meshEdgesAbovePlane } from "./meshEdges";
import type { PreparedPrism } from "./prism";
import { preparePrism } from "./prism";
import type { Building, MeshBuilding } from "./types";
import { isMesh } from "./types";

/** Buildings normalised once for all time steps: prisms and flattened triangle meshes. */
export interface PreparedScene {
  prisms: PreparedPrism[];
  meshes: PreparedMeshes;
  /** The meshes' edges clipped above each plane height used so far (see meshEdgesAbovePlane). */
  meshEdges: Map<number, MeshEdges>;
}

/** The scene's mesh edges above the plane z = planeZ, prepared on first use. */
export function meshEdgesFor(scene: PreparedScene, planeZ: number): MeshEdges {
  let edges = scene.meshEdges.get(planeZ);
  if (!edges) {
    edges = meshEdgesAbovePlane(scene.meshes, planeZ);
    scene.meshEdges.set(planeZ, edges);
  }
  return edges;
}

/** Prepare buildings (any mix of LOD1 prisms and triangle meshes) for shadow computation. */
export function prepareScene(buildings: readonly Building[]): PreparedScene {
  const prisms: PreparedPrism[] = [];
  const meshes: { building: MeshBuilding; index: number }[] = [];
  buildings.forEach((building, index) => {
    if (isMesh(building)) meshes.push({ building, index });
    else if (building.footprint.length >= 3 && building.height > 0)
      prisms.push(preparePrism(building, index));
  });
  return { prisms, meshes: prepareMeshes(meshes), meshEdges: new Map() };
}

/** Shadow displacement per metre of height above the plane, k = -S_xy / S_z, or null when the sun is down. */
export function shadowPerMeter(vectors: Float64Array, step: number): readonly [number, number] | null {
  const sz = vectors[step * 3 + 2]!;
  if (!(sz > 1e-9)) return null;
  return [-vectors[step * 3]! / sz, -vectors[step * 3 + 1]! / sz];
}
