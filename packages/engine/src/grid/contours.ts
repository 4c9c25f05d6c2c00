import { contours } from "d3-contour";
import type { GridSpec } from "./grid";

export interface ContourFeature {
  type: "Feature";
  properties: { value: number };
  /** Areas where the value is >= `value`, in local metres. */
  geometry: { type: "MultiPolygon"; coordinates: number[][][][] };
}

/**
 * Iso-area polygons (value >= threshold) by marching squares with linear interpolation (d3-contour),
 * mapped from grid indices to local metres. Their rings are the iso-lines; they close at the grid edge.
 */
export function contourPolygons(
  values: ArrayLike<number>,
  grid: GridSpec,
  thresholds: readonly number[],
): ContourFeature[] {
  const generator = contours()
    .size([grid.nx, grid.ny])
    .thresholds([...thresholds]);
  // d3-contour treats each value as a pixel spanning [i, i+1]; its centre is at i + 0.5.
  const toLocal = (point: number[]): number[] => [
    grid.originX + ((point[0] ?? 0) - 0.5) * grid.spacing,
    grid.originY + ((point[1] ?? 0) - 0.5) * grid.spacing,
  ];
  return generator(Array.from(values)).map((multi) => ({
    type: "Feature",
    properties: { value: multi.value },
    geometry: {
      type: "MultiPolygon",
      coordinates: multi.coordinates.map((polygon) => polygon.map((ring) => ring.map(toLocal))),
    },
  }));
}
