import { HEAT_STOPS, heatColour } from "@soracity/engine/colours";

// The heat scale is the engine's (its PNG heat maps of shade hours and noise levels use the same stops), so the
// legends, the 2D map and the 3D layers match the images.
export { heatColour };

/** The heat scale's colour of a fraction (clamped to 0-1) as CSS `rgb(r, g, b)`. */
export const heatCss = (fraction: number): string => `rgb(${heatColour(fraction).join(", ")})`;

/** CSS linear-gradient of the scale, left to right. */
export const HEAT_GRADIENT = `linear-gradient(to right, ${HEAT_STOPS.map(([f, [r, g, b]]) => `rgb(${r} ${g} ${b}) ${f * 100}%`).join(", ")})`;
