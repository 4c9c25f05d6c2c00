import type { ResultLayer, ResultLayerKind } from "@soracity/contracts";
import { resultLayerByName } from "@soracity/contracts";

// The heat map's colour stops (fraction of the legend's maximum -> RGB), as packages/engine's heatmap.ts
// paints the PNG: pale yellow (a moment) through orange and red to dark purple (the maximum).
const STOPS: [number, [number, number, number]][] = [
  [0, [255, 255, 178]],
  [0.25, [254, 204, 92]],
  [0.5, [253, 141, 60]],
  [0.75, [227, 26, 28]],
  [1, [84, 0, 80]],
];

/** Colour of a fraction 0-1 of the legend's range, as `rgb(r, g, b)`. */
export function rampColor(fraction: number): string {
  const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  for (let s = 1; s < STOPS.length; s += 1) {
    const [f1, c1] = STOPS[s];
    if (f > f1) continue;
    const [f0, c0] = STOPS[s - 1];
    const t = f1 > f0 ? (f - f0) / (f1 - f0) : 0;
    const mix = [0, 1, 2].map((i) => Math.round((c0[i] ?? 0) + t * ((c1[i] ?? 0) - (c0[i] ?? 0))));
    return `rgb(${mix.join(", ")})`;
  }
  return "rgb(84, 0, 80)";
}

/** CSS gradient of the legend bar (left: 0, right: the maximum). */
export const RAMP_GRADIENT = `linear-gradient(to right, ${STOPS.map(([f, c]) => `rgb(${c.join(", ")}) ${f * 100}%`).join(", ")})`;

/** `[[south, west], [north, east]]` of a PNG layer's `meta.bounds` corners (`[lon, lat]` x 4), or null. */
export function imageBounds(layer: ResultLayer): [[number, number], [number, number]] | null {
  const corners = layer.meta.bounds;
  if (!Array.isArray(corners) || corners.length < 4) return null;
  const points = corners.filter(
    (c): c is [number, number] => Array.isArray(c) && typeof c[0] === "number" && typeof c[1] === "number",
  );
  if (points.length < 4) return null;
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [
    [Math.min(...lats), Math.min(...lons)],
    [Math.max(...lats), Math.max(...lons)],
  ];
}

/** The legend of a heat map layer: unit and range (shadow: 0 to the window's hours; levels: min to max dB). */
export function legendOf(layer: ResultLayer): { min: number; max: number; unit: "h" | "dB" } | null {
  const legend = layer.meta.legend;
  if (typeof legend !== "object" || legend === null) return null;
  const l = legend as Record<string, unknown>;
  if (typeof l.max_hours === "number") return { min: 0, max: l.max_hours, unit: "h" };
  if (typeof l.min_db === "number" && typeof l.max_db === "number")
    return { min: l.min_db, max: l.max_db, unit: "dB" };
  return null;
}

/** Result layer groups the map can show, in drawing order. */
export const RESULT_GROUPS = ["heatmap", "contours", "outlines", "regulation", "facades"] as const;
export type ResultGroup = (typeof RESULT_GROUPS)[number];

/** The map's group of each kind of layer (grids and wall points have none: they are for the 3D viewer). */
const GROUP_OF_KIND: Record<ResultLayerKind, ResultGroup | null> = {
  grid: null,
  heatmap: "heatmap",
  contours: "contours",
  outlines: "outlines",
  lines: "regulation",
  points: null,
  facades: "facades",
};

/** The group a layer belongs to, by its kind in the contracts' registry (null: not drawn on the map). */
export function groupOf(name: string): ResultGroup | null {
  const spec = resultLayerByName(name);
  return spec ? GROUP_OF_KIND[spec.kind] : null;
}

/** Colours of the regulation lines. */
export const LINE_COLORS: Record<string, string> = { site: "#212121", "5m": "#1565c0", "10m": "#6a1b9a" };
