/**
 * The heat scale of result maps: the engine's PNG heat maps (shade hours, noise levels) and the web's legends
 * and 3D layers draw from these stops. It loads nothing, so the web can take it as `@soracity/engine/colours`.
 */
export type Rgb = [r: number, g: number, b: number];

/** Fraction of the legend's range -> RGB: pale yellow through orange and red to dark purple. */
export const HEAT_STOPS: readonly (readonly [fraction: number, rgb: Readonly<Rgb>])[] = [
  [0, [255, 255, 178]],
  [0.25, [254, 204, 92]],
  [0.5, [253, 141, 60]],
  [0.75, [227, 26, 28]],
  [1, [84, 0, 80]],
];

/** RGB of a fraction of the heat scale (clamped to 0-1; not a number reads as 0), interpolated linearly. */
export function heatColour(fraction: number): Rgb {
  const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  for (let s = 1; s < HEAT_STOPS.length; s++) {
    const [f1, c1] = HEAT_STOPS[s]!;
    const [f0, c0] = HEAT_STOPS[s - 1]!;
    if (f <= f1) {
      const t = (f - f0) / (f1 - f0);
      return [0, 1, 2].map((i) => Math.round(c0[i]! + t * (c1[i]! - c0[i]!))) as Rgb;
    }
  }
  return [84, 0, 80];
}
