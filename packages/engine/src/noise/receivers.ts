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

/** Distance of facade receivers in front of the wall (m). */
export const FACADE_OFFSET = 0.1;

/**
 * Facade receivers: along every wall of every building, at the middle of pieces no longer than `spacing`,
 * 0.1 m outside the wall, at `height`. `building[k]` is the building of receiver k.
 */
export function facadeReceivers(
  buildings: readonly Building[],
  height: number,
  spacing: number,
): ReceiverArrays & { building: Int32Array } {
  const xs: number[] = [];
  const ys: number[] = [];
  const owner: number[] = [];
  buildings.forEach((b, index) => {
    const ring = b.footprint;
    let area2 = 0;
    for (let i = 0; i < ring.length; i++) {
      const [ax, ay] = ring[i] ?? [0, 0];
      const [bx, by] = ring[(i + 1) % ring.length] ?? [0, 0];
      area2 += ax * by - bx * ay;
    }
    const outward = area2 > 0 ? 1 : -1; // counter-clockwise ring: the outside is on the right of each edge
    for (let i = 0; i < ring.length; i++) {
      const [ax, ay] = ring[i] ?? [0, 0];
      const [bx, by] = ring[(i + 1) % ring.length] ?? [0, 0];
      const length = Math.hypot(bx - ax, by - ay);
      if (length === 0) continue;
      const nx = (outward * (by - ay)) / length;
      const ny = (-outward * (bx - ax)) / length;
      const pieces = Math.max(1, Math.ceil(length / spacing - 1e-9));
      for (let p = 0; p < pieces; p++) {
        const t = (p + 0.5) / pieces;
        xs.push(ax + t * (bx - ax) + FACADE_OFFSET * nx);
        ys.push(ay + t * (by - ay) + FACADE_OFFSET * ny);
        owner.push(index);
      }
    }
  });
  return {
    x: Float64Array.from(xs),
    y: Float64Array.from(ys),
    z: new Float64Array(xs.length).fill(height),
    building: Int32Array.from(owner),
  };
}
