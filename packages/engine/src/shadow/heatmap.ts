import { PNG } from "pngjs";
import type { GridSpec } from "../grid/grid";
import type { Hours } from "../units";

// Colour stops (hours fraction of the window -> RGB): unshaded is transparent; then pale yellow through
// orange and red to dark purple for shade all window.
const STOPS: [number, [number, number, number]][] = [
  [0, [255, 255, 178]],
  [0.25, [254, 204, 92]],
  [0.5, [253, 141, 60]],
  [0.75, [227, 26, 28]],
  [1, [84, 0, 80]],
];

function colour(f: number): [number, number, number] {
  for (let s = 1; s < STOPS.length; s++) {
    const [f1, c1] = STOPS[s]!;
    const [f0, c0] = STOPS[s - 1]!;
    if (f <= f1) {
      const t = (f - f0) / (f1 - f0);
      return [0, 1, 2].map((i) => Math.round(c0[i]! + t * (c1[i]! - c0[i]!))) as [number, number, number];
    }
  }
  return STOPS[STOPS.length - 1]?.[1] ?? [0, 0, 0];
}

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
      const [r, g, b] = colour(Math.min(1, h / maxHours));
      png.data[o] = r;
      png.data[o + 1] = g;
      png.data[o + 2] = b;
      png.data[o + 3] = 255;
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}
