import { PNG } from "pngjs";
import { heatColour } from "../colours";
import type { GridSpec } from "../grid/grid";
import type { Hours } from "../units";

/**
 * A PNG heat map of shade hours (one pixel per cell, north up), encoded in memory: unshaded cells are
 * transparent, the rest coloured from pale yellow (a moment) to dark purple (`maxHours`).
 */
export function shadeHeatmapPng(hours: Float32Array, grid: GridSpec, maxHours: Hours): Uint8Array {
  const png = new PNG({ width: grid.nx, height: grid.ny });
  for (let j = 0; j < grid.ny; j++) {
    const row = grid.ny - 1 - j; // image rows run north to south
    for (let i = 0; i < grid.nx; i++) {
      const h = hours[j * grid.nx + i]!;
      const o = (row * grid.nx + i) * 4;
      if (!(h > 0)) {
        png.data[o + 3] = 0;
        continue;
      }
      const [r, g, b] = heatColour(Math.min(1, h / maxHours));
      png.data[o] = r;
      png.data[o + 1] = g;
      png.data[o + 2] = b;
      png.data[o + 3] = 255;
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}
