import type { Meters } from "../units";

/** A 3D point or direction in the local frame: x east, y north, z up (metres). */
export interface Vec3 {
  readonly x: Meters;
  readonly y: Meters;
  readonly z: Meters;
}

/** A planar face: a simple polygon (possibly non-convex), vertices in order, first not repeated. */
export type Face = readonly Vec3[];

/**
 * An obstruction: its planar faces. When `outward` is true the solid is closed and every face runs
 * counter-clockwise seen from outside; faces turned away from the eye are then skipped (the union of a closed
 * solid's front faces is its silhouette), halving the work. Leave it unset for open or unoriented faces.
 */
export interface Solid {
  readonly faces: readonly Face[];
  readonly outward?: boolean;
}

/** A point of the sky chart: orthographic projection onto the unit disc, x = cos(e)·sin(az) east, y = cos(e)·cos(az) north. */
export type ChartPoint = readonly [x: number, y: number];

/** One triangle of the 三斜求積 split (unit-disc units): its base is its longest side. */
export interface ChartTriangle {
  readonly vertices: readonly [ChartPoint, ChartPoint, ChartPoint];
  readonly base: number;
  readonly height: number;
  readonly area: number;
}
