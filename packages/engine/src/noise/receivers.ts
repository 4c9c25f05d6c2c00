import type { GridSpec } from "../grid/grid";
import { gridFromBbox } from "../grid/grid";
import { DEG_TO_RAD } from "../units";
import type { Building } from "./obstacles";
import type { ReceiverArrays } from "./prepare";
import type { GridInput } from "./scene";

/** A grid map in the local frame: cell (i, j) before rotation, then rotated about `centre` by northAngle. */
export interface NoiseGrid extends GridSpec {
  height: number;
  northAngle: number;
  centre: [number, number];
}

/** Grid from the scene's grid input (prediction height, optional rotation clockwise in degrees). */
export function noiseGrid(input: GridInput): NoiseGrid {
  const [minX, minY, maxX, maxY] = input.bbox;
  return {
    ...gridFromBbox(input.bbox, input.spacing),
    height: input.height,
    northAngle: input.northAngle ?? 0,
    centre: [(minX + maxX) / 2, (minY + maxY) / 2],
  };
}

/** Maps a point of the unrotated grid frame to the local frame (rotation clockwise about the centre). */
export function gridToLocal(grid: NoiseGrid): (x: number, y: number) => [number, number] {
  const a = grid.northAngle * DEG_TO_RAD;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const [cx, cy] = grid.centre;
  return (x, y) => [cx + (x - cx) * cos + (y - cy) * sin, cy - (x - cx) * sin + (y - cy) * cos];
}

/** Receivers at the grid cell centres at the prediction height, row by row (j major). */
export function gridReceivers(grid: NoiseGrid): ReceiverArrays {
  const n = grid.nx * grid.ny;
  const toLocal = gridToLocal(grid);
  const out = { x: new Float64Array(n), y: new Float64Array(n), z: new Float64Array(n).fill(grid.height) };
  for (let j = 0; j < grid.ny; j++)
    for (let i = 0; i < grid.nx; i++) {
      const [x, y] = toLocal(grid.originX + i * grid.spacing, grid.originY + j * grid.spacing);
      out.x[j * grid.nx + i] = x;
      out.y[j * grid.nx + i] = y;
    }
  return out;
}

/** Default spacing of facade receivers along a wall (m). */
export const FACADE_SPACING = 2;

/** Distance of facade receivers in front of the wall (m). */
export const FACADE_OFFSET = 0.1;

/** Each wall (footprint edge) of `buildings` with its outward unit normal and its number of pieces. */
function eachFacadeWall(
  buildings: readonly Building[],
  spacing: number,
  visit: (
    index: number,
    a: readonly number[],
    b: readonly number[],
    n: [number, number],
    pieces: number,
  ) => void,
): void {
  buildings.forEach((building, index) => {
    const ring = building.footprint;
    let area2 = 0;
    for (let i = 0; i < ring.length; i++) {
      const [ax, ay] = ring[i] ?? [0, 0];
      const [bx, by] = ring[(i + 1) % ring.length] ?? [0, 0];
      area2 += ax * by - bx * ay;
    }
    const outward = area2 > 0 ? 1 : -1; // counter-clockwise ring: the outside is on the right of each edge
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i] ?? [0, 0];
      const b = ring[(i + 1) % ring.length] ?? [0, 0];
      const [ax, ay] = a;
      const [bx, by] = b;
      const length = Math.hypot(bx - ax, by - ay);
      if (length === 0) continue;
      const n: [number, number] = [(outward * (by - ay)) / length, (-outward * (bx - ax)) / length];
      visit(index, a, b, n, Math.max(1, Math.ceil(length / spacing - 1e-9)));
    }
  });
}

/** How many receivers `facadeReceivers` places (counted wall by wall, none made). */
export function facadeReceiverCount(buildings: readonly Building[], spacing: number): number {
  let count = 0;
  eachFacadeWall(buildings, spacing, (_i, _a, _b, _n, pieces) => void (count += pieces));
  return count;
}

/**
 * Facade receivers: along every wall of every building, at the middle of pieces no longer than `spacing`,
 * 0.1 m outside the wall, at `height`. `building[k]` is the building of receiver k. The arrays are sized by
 * {@link facadeReceiverCount} first.
 */
export function facadeReceivers(
  buildings: readonly Building[],
  height: number,
  spacing: number,
): ReceiverArrays & { building: Int32Array } {
  const count = facadeReceiverCount(buildings, spacing);
  const out = {
    x: new Float64Array(count),
    y: new Float64Array(count),
    z: new Float64Array(count).fill(height),
    building: new Int32Array(count),
  };
  let k = 0;
  eachFacadeWall(buildings, spacing, (index, [ax = 0, ay = 0], [bx = 0, by = 0], [nx, ny], pieces) => {
    for (let p = 0; p < pieces; p++, k++) {
      const t = (p + 0.5) / pieces;
      out.x[k] = ax + t * (bx - ax) + FACADE_OFFSET * nx;
      out.y[k] = ay + t * (by - ay) + FACADE_OFFSET * ny;
      out.building[k] = index;
    }
  });
  return out;
}
