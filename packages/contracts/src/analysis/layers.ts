import { z } from "zod";
import {
  allowedHeightContoursMetaSchema,
  allowedHeightMetaSchema,
  envelopeMetaSchema,
} from "./gyakuhikageResult";
import { conformingMetaSchema, skyChartsMetaSchema, skyPointsMetaSchema } from "./tenkuritsuResult";
import { SHADOW_VIEWS } from "./views";
import { layerBaseName } from "./views";

// What each result layer is (issue 23): its kind, media type, unit, legend defaults and the schema of its
// `meta` as the pipeline (packages/analysis) writes it. The services' registry (services.ts) lists each
// service's layers from here; every consumer (web map and viewer, exports) asks the registry.

/** How a layer is drawn: a value grid (3D viewer and exports), its heat map, contour lines or bands, ... */
export const RESULT_LAYER_KINDS = [
  "grid",
  "heatmap",
  "contours",
  "outlines",
  "lines",
  "points",
  "facades",
  "chart",
  /** Labelled points with values in their properties (the 天空率 measurement points). */
  "markers",
  /** 3D faces ([lon, lat, z]) of solids (the 天空率 conforming buildings). */
  "solids",
  /**
   * Footprint polygons of prisms with their base and top in the properties (the 逆日影 envelope's tiers:
   * `base_elevation`, `top_elevation`, `height_m`), to extrude.
   */
  "prisms",
] as const;
export type ResultLayerKind = (typeof RESULT_LAYER_KINDS)[number];

export const RESULT_MEDIA_TYPES = ["application/octet-stream", "image/png", "application/geo+json"] as const;
export type ResultMediaType = (typeof RESULT_MEDIA_TYPES)[number];

/**
 * Units of result values: hours of shade, A-weighted sound level, vibration level, a share of 1 (天空率), a
 * height in metres (逆日影: above the 平均地盤面).
 */
export const RESULT_UNITS = ["h", "dB(A)", "dB", "ratio", "m"] as const;
export type ResultUnit = (typeof RESULT_UNITS)[number];

const lonLat = z.object({ lon: z.number(), lat: z.number() });
/** [lon, lat] or [lon, lat, z]. */
const position = z.array(z.number()).min(2).max(3);
const corners = z.array(position).length(4);
const numbers = z.array(z.number());

/** Meta of the grids of the site frame: size, spacing, frame origin and corners (SW, SE, NE, NW). */
const gridFrame = {
  nx: z.number().int(),
  ny: z.number().int(),
  spacing_m: z.number(),
  origin: lonLat,
  /** Cell centres of the first and last cells, local metres. */
  bbox_local: numbers.length(4),
  corners,
  row_order: z.literal("south_to_north"),
  dtype: z.literal("float32"),
};
/** Noise and vibration extents: a rectangle turned about its centre. */
const extentFrame = { ...gridFrame, rotation_deg: z.number(), centre_local: numbers.length(2) };
const imageFrame = { bounds: corners, row_order: z.literal("north_to_south") };

const shadeLegend = z.looseObject({ hours: numbers, max_hours: z.number() });
/** The view of a shadow layer (views.ts); absent in runs of older versions (composite only). */
const view = { view: z.enum(SHADOW_VIEWS).optional() };
const levelLegend = z.looseObject({ min_db: z.number(), max_db: z.number() });

/** The meta of every result layer, by layer name (loose: a later key does not break an earlier reader). */
export const resultLayerMetaSchemas = {
  shade_hours: z.looseObject({
    ...view,
    ...gridFrame,
    plane_z: z.number(),
    window_hours: z.number(),
    legend: shadeLegend,
    unit: z.literal("h"),
  }),
  shade_hours_png: z.looseObject({ ...view, ...imageFrame, legend: shadeLegend }),
  contours: z.looseObject({ ...view, hours: numbers }),
  outlines: z.looseObject({ ...view, count: z.number().int() }),
  regulation_lines: z.looseObject({
    ...view,
    limits: z.object({ hours5: z.number(), hours10: z.number() }),
    worst: z.array(
      z.object({
        zone: z.string(),
        worst: lonLat.extend({ x: z.number(), y: z.number(), hours: z.number() }).nullable(),
      }),
    ),
  }),
  walls: z.looseObject({ ...view, intervals: z.array(numbers), count: z.number().int() }),
  /**
   * 日影チャート: shade hours along the 5 m and 10 m lines (planned view). The GeoJSON has one LineString per
   * line piece with `line` ("5m" | "10m"), `limit`, and `s` (m along the piece) with `hours` at each `s`.
   */
  shade_chart: z.looseObject({
    ...view,
    lines: z.array(
      z.object({
        line: z.enum(["5m", "10m"]),
        limit: z.number(),
        length_m: z.number(),
        max_hours: z.number(),
        /** Where along the line (m, over its pieces in order) the hours are largest. */
        worst_s: z.number().nullable(),
      }),
    ),
  }),
  noise_grid: z.looseObject({ ...extentFrame, height_m: z.number(), unit: z.literal("dB(A)") }),
  noise_png: z.looseObject({ ...imageFrame, legend: levelLegend }),
  noise_contours: z.looseObject({ contours: numbers }),
  facades: z.looseObject({ height_m: z.number(), count: z.number().int() }),
  vibration_grid: z.looseObject({ ...extentFrame, unit: z.literal("dB") }),
  vibration_contours: z.looseObject({ contours: numbers, limit_db: z.number() }),
  sky_points: skyPointsMetaSchema,
  conforming: conformingMetaSchema,
  sky_charts: skyChartsMetaSchema,
  allowed_height: allowedHeightMetaSchema,
  allowed_height_contours: allowedHeightContoursMetaSchema,
  envelope: envelopeMetaSchema,
} as const;
export type ResultLayerName = keyof typeof resultLayerMetaSchemas;
export type ResultLayerMeta<N extends ResultLayerName> = z.infer<(typeof resultLayerMetaSchemas)[N]>;

/** A colour scale's range when a layer's meta gives none (e.g. a noise run without contours). */
export interface LegendRange {
  min: number;
  max: number;
}

/** What a result layer is. */
export interface ResultLayerSpec<N extends ResultLayerName = ResultLayerName> {
  name: N;
  kind: ResultLayerKind;
  media_type: ResultMediaType;
  /** Unit of the layer's values (null: geometry only, e.g. the regulation lines). */
  unit: ResultUnit | null;
  /** Range of the colour scale when the meta has none. */
  legend: LegendRange | null;
  meta: (typeof resultLayerMetaSchemas)[N];
  /** i18n key of the layer's name (apps/web/src/i18n), null when no screen names it. */
  label: string | null;
}

const layer = <N extends ResultLayerName, L extends LegendRange | null>(
  name: N,
  spec: Omit<ResultLayerSpec<N>, "name" | "meta" | "label" | "legend"> & { legend: L; label?: string },
): ResultLayerSpec<N> & { legend: L } => ({
  name,
  ...spec,
  meta: resultLayerMetaSchemas[name],
  label: spec.label ?? null,
});

const hours: LegendRange = { min: 0, max: 8 };
const noiseLevels: LegendRange = { min: 40, max: 80 };
const vibrationLevels: LegendRange = { min: 55, max: 85 };
const skyFactors: LegendRange = { min: 0, max: 1 };
/** Allowed heights (m above the 平均地盤面) when a grid's meta gives no maximum. */
const allowedHeights: LegendRange = { min: 0, max: 30 };
const geo = "application/geo+json" as const;

/** Every layer the pipeline writes, with its kind, unit and legend defaults. */
export const RESULT_LAYERS = {
  shade_hours: layer("shade_hours", {
    kind: "grid",
    media_type: "application/octet-stream",
    unit: "h",
    legend: hours,
  }),
  shade_hours_png: layer("shade_hours_png", {
    kind: "heatmap",
    media_type: "image/png",
    unit: "h",
    legend: hours,
  }),
  contours: layer("contours", {
    kind: "contours",
    media_type: geo,
    unit: "h",
    legend: hours,
    label: "viewer.layer.contours",
  }),
  outlines: layer("outlines", {
    kind: "outlines",
    media_type: geo,
    unit: null,
    legend: null,
    label: "viewer.layer.outlines",
  }),
  regulation_lines: layer("regulation_lines", { kind: "lines", media_type: geo, unit: null, legend: null }),
  shade_chart: layer("shade_chart", {
    kind: "chart",
    media_type: geo,
    unit: "h",
    legend: hours,
    label: "viewer.layer.shade_chart",
  }),
  walls: layer("walls", {
    kind: "points",
    media_type: geo,
    unit: "h",
    legend: hours,
    label: "viewer.layer.walls",
  }),
  noise_grid: layer("noise_grid", {
    kind: "grid",
    media_type: "application/octet-stream",
    unit: "dB(A)",
    legend: noiseLevels,
  }),
  noise_png: layer("noise_png", {
    kind: "heatmap",
    media_type: "image/png",
    unit: "dB(A)",
    legend: noiseLevels,
  }),
  noise_contours: layer("noise_contours", {
    kind: "contours",
    media_type: geo,
    unit: "dB(A)",
    legend: noiseLevels,
    label: "viewer.layer.noise_contours",
  }),
  facades: layer("facades", {
    kind: "facades",
    media_type: geo,
    unit: "dB(A)",
    legend: noiseLevels,
    label: "viewer.layer.facades",
  }),
  vibration_grid: layer("vibration_grid", {
    kind: "grid",
    media_type: "application/octet-stream",
    unit: "dB",
    legend: vibrationLevels,
  }),
  vibration_contours: layer("vibration_contours", {
    kind: "contours",
    media_type: geo,
    unit: "dB",
    legend: vibrationLevels,
    label: "viewer.layer.vibration_contours",
  }),
  sky_points: layer("sky_points", {
    kind: "markers",
    media_type: geo,
    unit: "ratio",
    legend: skyFactors,
    label: "viewer.layer.sky_points",
  }),
  conforming: layer("conforming", {
    kind: "solids",
    media_type: geo,
    unit: null,
    legend: null,
    label: "viewer.layer.conforming",
  }),
  // One Point feature per measurement point with both charts in its properties (GeoJSON, as every layer
  // not binary, so the exports read it as the others).
  sky_charts: layer("sky_charts", {
    kind: "chart",
    media_type: geo,
    unit: "ratio",
    legend: skyFactors,
  }),
  // 逆日影 (issue 26): the allowed height over the site, its contours and the envelope's tiers.
  allowed_height: layer("allowed_height", {
    kind: "grid",
    media_type: "application/octet-stream",
    unit: "m",
    legend: allowedHeights,
  }),
  allowed_height_contours: layer("allowed_height_contours", {
    kind: "contours",
    media_type: geo,
    unit: "m",
    legend: allowedHeights,
    label: "viewer.layer.allowed_height_contours",
  }),
  envelope: layer("envelope", {
    kind: "prisms",
    media_type: geo,
    unit: "m",
    legend: allowedHeights,
    label: "viewer.layer.envelope",
  }),
} satisfies { [N in ResultLayerName]: ResultLayerSpec<N> };

const BY_NAME = new Map<string, ResultLayerSpec>(Object.values(RESULT_LAYERS).map((l) => [l.name, l]));

/** The spec of a result layer by its name, a view's suffix ignored (undefined for a name no service writes). */
export const resultLayerByName = (name: string): ResultLayerSpec | undefined =>
  BY_NAME.get(layerBaseName(name));
