import { SiteFrame, turnClockwise } from "@soracity/analysis";
import { RESULT_LAYERS, type ExportQuery, type ResultLayerName } from "@soracity/contracts";
import { heightPoints } from "./exports.envelope";
import { cellLocal, type GridLayer, type LayerFeature, type ResultSource } from "./exports.source";

export const ATTRIBUTION_JP = "出典：国土交通省 Project PLATEAU";
export const ATTRIBUTION_EN = "Source: MLIT Project PLATEAU";

/** Feature kinds of the export, per result layer (null: not in the export); a new layer must be listed. */
const LAYER_KINDS: Record<ResultLayerName, string | null> = {
  shade_hours: null,
  shade_hours_png: null,
  contours: "contour",
  outlines: "outline",
  regulation_lines: "regulation_line",
  shade_chart: "shade_chart",
  walls: null,
  noise_grid: null,
  noise_png: null,
  noise_contours: "noise_contour",
  facades: "facade",
  vibration_grid: null,
  vibration_contours: "vibration_contour",
  sky_points: "sky_point",
  conforming: "conforming_face",
  // The charts are unit-disc drawings, not places: the PDF and the screens show them.
  sky_charts: null,
  allowed_height: null,
  allowed_height_contours: "allowed_height_contour",
  envelope: "envelope_tier",
};
const layerKind = (name: string): string | null =>
  Object.entries(LAYER_KINDS).find(([layer]) => layer === name)?.[1] ?? null;

/** The smallest contour hour of a shadow run (the default threshold of grid cells). */
export function defaultMinHours(source: ResultSource): number {
  const meta = RESULT_LAYERS.contours.meta.safeParse(source.layer(RESULT_LAYERS.contours.name)?.meta);
  const hours = meta.success ? meta.data.hours : [];
  return hours.length > 0 ? Math.min(...hours) : 0;
}

/** The square of grid cell (i, j) as a lon/lat ring. */
function cellRing(frame: SiteFrame, grid: GridLayer, i: number, j: number): number[][] {
  const h = grid.spacing / 2;
  const [x, y] = cellLocal(grid, i, j);
  const a = (grid.rotationDeg * Math.PI) / 180;
  const corner = (dx: number, dy: number) => frame.toLonLat(...turnClockwise(x, y, dx, dy, a), grid.z);
  const ring = [corner(-h, -h), corner(h, -h), corner(h, h), corner(-h, h)];
  return [...ring, ring[0]];
}

/** Shadow grid cells at or above `minHours` as square polygons with `hours`. */
async function cellFeatures(source: ResultSource, minHours: number): Promise<LayerFeature[]> {
  // Cells of a grid of hours (shadow), not of levels.
  if (source.spec("grid")?.unit !== RESULT_LAYERS.shade_hours.unit) return [];
  const grid = await source.grid();
  if (!grid) return [];
  const frame = new SiteFrame(grid.origin.lon, grid.origin.lat);
  const out: LayerFeature[] = [];
  for (let j = 0; j < grid.ny; j++)
    for (let i = 0; i < grid.nx; i++) {
      const v = grid.values[j * grid.nx + i];
      if (v > 0 && v >= minHours)
        out.push({
          type: "Feature",
          properties: { kind: "cell", hours: v, i, j },
          geometry: { type: "Polygon", coordinates: [cellRing(frame, grid, i, j)] },
        });
    }
  return out;
}

/**
 * One FeatureCollection (lon/lat, RFC 7946) of the result: contours, outlines, regulation lines, points
 * (shade hours and intervals, levels, or allowed heights), facades, the 逆日影 contours and envelope tiers, and the shadow grid's cells at or above `min_hours` (default
 * the smallest contour hour). Every feature has a `kind`; the collection carries the case name, service and
 * summary as foreign members.
 */
export async function toGeoJson(source: ResultSource, query: ExportQuery): Promise<Buffer> {
  const features: LayerFeature[] = [];
  for (const layer of source.layers) {
    const kind = layerKind(layer.name);
    if (!kind) continue;
    for (const f of await source.features(layer.name))
      features.push({ ...f, properties: { kind, ...f.properties } });
  }
  for (const p of source.shadePoints)
    features.push({
      type: "Feature",
      properties: { kind: "point", shade_hours: p.shade_hours, intervals: p.intervals },
      geometry: { type: "Point", coordinates: [p.lon, p.lat] },
    });
  for (const p of source.levelPoints)
    features.push({
      type: "Feature",
      properties: { kind: "receiver", level_db: p.level_db },
      geometry: { type: "Point", coordinates: [p.lon, p.lat] },
    });
  // 逆日影: the allowed height (m above the 平均地盤面) at the points asked; null outside the site.
  for (const p of heightPoints(source))
    features.push({
      type: "Feature",
      properties: { kind: "point", max_height: p.max_height },
      geometry: { type: "Point", coordinates: [p.lon, p.lat] },
    });
  features.push(...(await cellFeatures(source, query.min_hours ?? defaultMinHours(source))));
  const collection = {
    type: "FeatureCollection",
    name: source.name,
    service_type: source.serviceType,
    summary: source.summaryFields,
    attribution: ATTRIBUTION_JP,
    features,
  };
  return Buffer.from(JSON.stringify(collection), "utf8");
}
