import type { AllowedHeightPoint, ResultLayer } from "@soracity/contracts";
import { allowedHeightMetaSchema, findResultLayer, GYAKUHIKAGE_LAYERS } from "@soracity/contracts";
import { heatColour } from "../../viewer/palette";

// The 逆日影 result on the 2D map (issue 26): the allowed-height grid painted as a heat map in the browser
// (the run writes the Float32 grid, no image), the height under a click, and the user's points.

/** The spec `findResultLayer` reads the allowed-height grid with (its name and the meta's schema). */
const ALLOWED_HEIGHT = { name: GYAKUHIKAGE_LAYERS.grid, meta: allowedHeightMetaSchema };

/** The allowed-height grid layer of a result with its meta checked, or null (another service's result). */
export const allowedHeightLayer = (layers: readonly ResultLayer[]) => findResultLayer(layers, ALLOWED_HEIGHT);
export type AllowedHeightLayer = NonNullable<ReturnType<typeof allowedHeightLayer>>;

/**
 * RGBA pixels of the grid as a canvas takes them (rows north first: the grid's rows run south to north),
 * each cell on the heat scale from 0 to `max` m, cells outside the site (NaN) transparent.
 */
export function heightPixels(
  values: Float32Array,
  nx: number,
  ny: number,
  max: number,
): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(nx * ny * 4);
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) {
      const v = values[j * nx + i];
      if (v === undefined || Number.isNaN(v)) continue;
      const [r, g, b] = heatColour(max > 0 ? v / max : 0);
      const at = ((ny - 1 - j) * nx + i) * 4;
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
      pixels[at + 3] = 255;
    }
  return pixels;
}

/** `[[south, west], [north, east]]` of the grid's corners (`[lon, lat]`: SW, SE, NE, NW). */
export function cornerBounds(corners: readonly (readonly number[])[]): [[number, number], [number, number]] {
  const lons = corners.map((c) => c[0] ?? 0);
  const lats = corners.map((c) => c[1] ?? 0);
  return [
    [Math.min(...lats), Math.min(...lons)],
    [Math.max(...lats), Math.max(...lons)],
  ];
}

/**
 * A height in metres as the result shows it: floored to the centimetre (an allowed height never rounds up),
 * without trailing zeros ("12.25", "12").
 */
export const formatHeight = (metres: number): string =>
  (Math.floor(metres * 100 + 1e-6) / 100).toFixed(2).replace(/\.?0+$/, "");

/** The result's points when they are allowed heights (a 逆日影 run's), else an empty list. */
export function allowedHeightPoints(points: readonly unknown[]): AllowedHeightPoint[] {
  return points.filter(
    (p): p is AllowedHeightPoint =>
      typeof p === "object" &&
      p !== null &&
      "max_height" in p &&
      typeof (p as { lon?: unknown }).lon === "number" &&
      typeof (p as { lat?: unknown }).lat === "number",
  );
}
