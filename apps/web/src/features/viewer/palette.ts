import { HEAT_STOPS, heatColour } from "@soracity/engine/colours";

// The heat scale is the engine's (its PNG heat maps of shade hours and noise levels use the same stops), so the
// legends, the 2D map and the 3D layers match the images.
export { heatColour };

/** The heat scale's colour of a fraction (clamped to 0-1) as CSS `rgb(r, g, b)`. */
export const heatCss = (fraction: number): string => `rgb(${heatColour(fraction).join(", ")})`;

/** CSS linear-gradient of the scale, left to right. */
export const HEAT_GRADIENT = `linear-gradient(to right, ${HEAT_STOPS.map(([f, [r, g, b]]) => `rgb(${r} ${g} ${b}) ${f * 100}%`).join(", ")})`;

/** Sunlit hours on walls: few hours dark blue, many hours yellow (a different scale from shade). */
export function sunlitColour(fraction: number): [number, number, number] {
  const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return [Math.round(30 + 225 * f), Math.round(60 + 170 * f), Math.round(160 - 120 * f)];
}
