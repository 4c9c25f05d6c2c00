import type { Meters } from "../units";

/** A flat 2D ring in local metres: x east, y north (first point not repeated). */
export type Ring2 = readonly (readonly [number, number])[];

/** An LOD1 building: a vertical prism from `base` to `base + height` (metres, same vertical datum as the plane). */
export interface PrismBuilding {
  id?: string;
  /** A planned building (the regulation check evaluates these). */
  planned?: boolean;
  footprint: Ring2;
  /** Inner rings (courtyards). */
  holes?: readonly Ring2[];
  base: Meters;
  height: Meters;
}

/**
 * A triangle mesh (LOD2 or a user's model): `positions` holds x, y, z per vertex; `indices` three vertex
 * indices per triangle (when omitted, every three vertices form a triangle).
 */
export interface MeshBuilding {
  id?: string;
  planned?: boolean;
  positions: ArrayLike<number>;
  indices?: ArrayLike<number>;
  /**
   * A closed solid with consistently outward triangles (counter-clockwise seen from outside): for wall shade
   * only its sun-facing triangles are drawn into the sun-view depth map. Leave unset for open or unoriented
   * meshes. (Shade on a plane needs no such hint: see meshEdges.ts.)
   */
  closed?: boolean;
}

export type Building = PrismBuilding | MeshBuilding;

export function isMesh(building: Building): building is MeshBuilding {
  return (building as MeshBuilding).positions !== undefined;
}
