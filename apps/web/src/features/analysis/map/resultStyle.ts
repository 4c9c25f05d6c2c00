import type { ResultLayer, ResultLayerKind } from "@soracity/contracts";
import { resultLayerByName } from "@soracity/contracts";

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
export const RESULT_GROUPS = [
  "heatmap",
  "contours",
  "outlines",
  "regulation",
  "walls",
  "facades",
  "conforming",
  "sky",
] as const;
export type ResultGroup = (typeof RESULT_GROUPS)[number];

/**
 * The map's group of each kind of layer (grids have none: they are for the 3D viewer; the wall points are
 * drawn as facades; the 日影チャート is drawn as a chart beside the map, not on it).
 */
const GROUP_OF_KIND: Record<ResultLayerKind, ResultGroup | null> = {
  grid: null,
  heatmap: "heatmap",
  contours: "contours",
  outlines: "outlines",
  lines: "regulation",
  points: "walls",
  facades: "facades",
  chart: null,
  markers: "sky",
  // The conforming buildings' faces, seen from above: their plan on the map, the solids in 3D.
  solids: "conforming",
  // The 逆日影 envelope's tiers: shown in 3D; its contours stand for it on the map.
  prisms: null,
};

/** The group a layer belongs to, by its kind in the contracts' registry (null: not drawn on the map). */
export function groupOf(name: string): ResultGroup | null {
  const spec = resultLayerByName(name);
  return spec ? GROUP_OF_KIND[spec.kind] : null;
}

/** Colours of the 天空率 checks' conforming buildings (道路, 隣地, 北側). */
export const SKY_CHECK_COLORS: Record<string, string> = {
  road: "#1565c0",
  neighbour: "#6a1b9a",
  north: "#00838f",
};

/** Colours of the regulation lines. */
export const LINE_COLORS: Record<string, string> = { site: "#212121", "5m": "#1565c0", "10m": "#6a1b9a" };
