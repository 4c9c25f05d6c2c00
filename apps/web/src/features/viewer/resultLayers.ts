import type { CaseResult } from "@soracity/contracts";
import { RESULT_LAYERS } from "@soracity/contracts";
import type { CesiumWidget, Entity, PointPrimitiveCollection } from "cesium";
import type { FeatureCollection } from "./api";
import { addExtruded, addImageOverlay, addLines, addPoints } from "./cesiumLayers";
import { polygonsOf } from "./geometry";
import { heatColour, sunlitColour } from "./palette";

/** Everything the scene draws besides the city: result layers (data fetched), planned and model buildings. */
export interface SceneData {
  result: CaseResult | null;
  /** GeoJSON result layers by name (contours, outlines, walls, noise_contours, facades, vibration_contours...). */
  geojson: Record<string, FeatureCollection>;
  planned: { footprint: number[][][]; height: number; base: number }[];
  models: FeatureCollection[];
  /** Ground height for flat overlays and footprints without a base (orthometric m). */
  ground: number;
}

export interface LabelFormat {
  hours: (value: number) => string;
  db: (value: number) => string;
}

const num = (v: unknown, fallback = 0) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const corners = (meta: Record<string, unknown>) =>
  Array.isArray(meta.bounds) && meta.bounds.length === 4 ? (meta.bounds as number[][]) : null;

/** Adds the layers; returns the time outline groups (one entity group per output time) for the slider. */
export function addSceneData(
  widget: CesiumWidget,
  data: SceneData,
  format: LabelFormat,
): { outlines: Entity[][]; points: PointPrimitiveCollection[] } {
  const points: PointPrimitiveCollection[] = [];
  const ground = data.ground;
  const result = data.result;
  const layer = (name: string) => result?.layers.find((l) => l.name === name);
  const lift = ground + 0.3;
  for (const name of ["shade_hours_png", "noise_png"]) {
    const png = layer(name);
    const at = png ? corners(png.meta) : null;
    if (png && at) addImageOverlay(widget, name, png.url, at, ground + 0.1);
  }
  const shadeLegend = layer("shade_hours_png")?.meta.legend as { max_hours?: unknown } | undefined;
  const maxHours = num(shadeLegend?.max_hours, RESULT_LAYERS.shade_hours_png.legend.max);
  const contours = data.geojson.contours;
  if (contours)
    addLines(widget, "contours", contours, lift, (f) => {
      const hours = num(f.properties?.hours);
      return { colour: heatColour(hours / maxHours), label: format.hours(hours) };
    });
  let outlines: Entity[][] = [];
  if (data.geojson.outlines)
    outlines = addLines(widget, "outlines", data.geojson.outlines, lift + 0.2, (f) => ({
      colour: [20, 90, 200],
      label: typeof f.properties?.label === "string" ? f.properties.label : undefined,
    }));
  const walls = data.geojson.walls;
  if (walls)
    points.push(
      addPoints(widget, "walls", walls, lift, (f) =>
        sunlitColour(num(f.properties?.sunlit_hours) / maxHours),
      ),
    );
  const noiseLegend = layer("noise_png")?.meta.legend as { min_db?: unknown; max_db?: unknown } | undefined;
  const noiseDefaults = RESULT_LAYERS.noise_png.legend;
  const [minDb, maxDb] = [
    num(noiseLegend?.min_db, noiseDefaults.min),
    num(noiseLegend?.max_db, noiseDefaults.max),
  ];
  const level = (v: unknown) => heatColour((num(v) - minDb) / Math.max(1e-6, maxDb - minDb));
  for (const name of ["noise_contours", "vibration_contours"]) {
    const lines = data.geojson[name];
    if (lines)
      addLines(widget, name, lines, lift, (f) => ({
        colour: level(f.properties?.min_db ?? f.properties?.level_db),
        label: typeof f.properties?.min_db === "number" ? format.db(f.properties.min_db) : undefined,
      }));
  }
  if (data.geojson.facades)
    points.push(
      addPoints(widget, "facades", data.geojson.facades, lift, (f) => level(f.properties?.level_db)),
    );
  addExtruded(
    widget,
    "planned",
    data.planned.map((p) => ({ polygons: [p.footprint], base: p.base, height: p.height, properties: {} })),
    [240, 120, 40],
  );
  for (const model of data.models)
    addExtruded(
      widget,
      "model",
      model.features.map((f) => ({
        polygons: polygonsOf(f),
        base: num(f.properties?.ground_z, ground),
        height: num(f.properties?.height, 3),
        properties: { name: f.properties?.name ?? null },
      })),
      [90, 140, 220],
    );
  return { outlines, points };
}
