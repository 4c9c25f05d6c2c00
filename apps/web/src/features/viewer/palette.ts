/**
 * The heat map colours of the result PNGs (packages/engine shadow/heatmap.ts, used for shade hours and noise
 * levels): fraction of the legend's range -> RGB, pale yellow through orange and red to dark purple.
 */
export const HEAT_STOPS: readonly [number, readonly [number, number, number]][] = [
  [0, [255, 255, 178]],
  [0.25, [254, 204, 92]],
  [0.5, [253, 141, 60]],
  [0.75, [227, 26, 28]],
  [1, [84, 0, 80]],
];

/** RGB of a fraction (clamped to 0-1) of the heat scale. */
export function heatColour(fraction: number): [number, number, number] {
  const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  for (let s = 1; s < HEAT_STOPS.length; s++) {
    const [f1, c1] = HEAT_STOPS[s];
    const [f0, c0] = HEAT_STOPS[s - 1];
    if (f <= f1) {
      const t = (f - f0) / (f1 - f0);
      return [0, 1, 2].map((i) => Math.round(c0[i] + t * (c1[i] - c0[i]))) as [number, number, number];
    }
  }
  return [84, 0, 80];
}

/** CSS linear-gradient of the scale, left to right. */
export const HEAT_GRADIENT = `linear-gradient(to right, ${HEAT_STOPS.map(([f, [r, g, b]]) => `rgb(${r} ${g} ${b}) ${f * 100}%`).join(", ")})`;

/** Sunlit hours on walls: few hours dark blue, many hours yellow (a different scale from shade). */
export function sunlitColour(fraction: number): [number, number, number] {
  const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return [Math.round(30 + 225 * f), Math.round(60 + 170 * f), Math.round(160 - 120 * f)];
}
