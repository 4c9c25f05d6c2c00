import type { Meters } from "../units";

/**
 * A regular grid of cell centres in the local frame. Cell (i, j) sits at
 * (originX + i * spacing, originY + j * spacing); values are stored row by row (j major).
 */
export interface GridSpec {
  originX: Meters;
  originY: Meters;
  spacing: Meters;
  nx: number;
  ny: number;
}

/** Grid covering bbox [minX, minY, maxX, maxY] with cell centres on multiples of `spacing` from minX/minY. */
export function gridFromBbox(bbox: readonly [Meters, Meters, Meters, Meters], spacing: Meters): GridSpec {
  const [minX, minY, maxX, maxY] = bbox;
  if (!(spacing > 0)) throw new RangeError("spacing must be > 0");
  if (!(maxX >= minX && maxY >= minY)) throw new RangeError("bbox must have max >= min");
  const nx = Math.floor((maxX - minX) / spacing + 1e-9) + 1;
  const ny = Math.floor((maxY - minY) / spacing + 1e-9) + 1;
  return { originX: minX, originY: minY, spacing, nx, ny };
}

export function cellCount(grid: GridSpec): number {
  return grid.nx * grid.ny;
}
