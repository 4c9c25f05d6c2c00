import { z } from "zod";

/** The shape palette (PRODUCT.md §9) and leaflet-draw's default colour for new shapes. */
export const PALETTE = ["#db1d0f", "#025100", "#ffff00", "#0000ff"] as const;
export const DEFAULT_SHAPE_COLOR = "#3388ff";
/** The selected shape while it is edited (PRODUCT.md §3): dashed 10,10 with a pink fill at 0.1. */
export const SELECTED_STYLE = { dashArray: "10, 10", fill: true, fillColor: "#fe57a1", fillOpacity: 0.1 };

export const SHAPE_KINDS = ["polyline", "polygon", "rectangle", "circle", "marker", "circlemarker"] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

/** `[lon, lat]` in degrees (GeoJSON order). */
export type LonLat = [number, number];

/** A drawn shape, independent of Leaflet: what export writes and import reads. */
export type Shape =
  | { kind: "marker"; color: string; position: LonLat }
  | { kind: "circlemarker"; color: string; position: LonLat; radiusPx: number }
  | { kind: "circle"; color: string; position: LonLat; radiusM: number }
  | { kind: "polyline"; color: string; path: LonLat[] }
  | { kind: "polygon" | "rectangle"; color: string; rings: LonLat[][] };

/** Largest file and number of shapes an import accepts. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_SHAPES = 2000;
const CIRCLEMARKER_RADIUS_PX = 10;

const lonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number());
const ring = z.array(lonLat).min(4);
const geometry = z.discriminatedUnion("type", [
  z.object({ type: z.literal("Point"), coordinates: lonLat }),
  z.object({ type: z.literal("MultiPoint"), coordinates: z.array(lonLat).min(1) }),
  z.object({ type: z.literal("LineString"), coordinates: z.array(lonLat).min(2) }),
  z.object({ type: z.literal("MultiLineString"), coordinates: z.array(z.array(lonLat).min(2)).min(1) }),
  z.object({ type: z.literal("Polygon"), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(z.array(ring).min(1)).min(1) }),
]);
type Geometry = z.infer<typeof geometry>;
const properties = z
  .object({
    shape: z.enum(SHAPE_KINDS).optional().catch(undefined),
    color: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i)
      .optional()
      .catch(undefined),
    radius: z.number().positive().optional().catch(undefined),
  })
  .nullish()
  .catch(undefined);
const feature = z.object({ type: z.literal("Feature"), geometry, properties });
const document = z.union([
  z.object({ type: z.literal("FeatureCollection"), features: z.array(feature).min(1) }),
  feature,
  geometry,
]);
type Properties = z.infer<typeof properties>;

const pos = (p: number[]): LonLat => [p[0] ?? 0, p[1] ?? 0];

function shapesOf(g: Geometry, props: Properties): Shape[] {
  const color = props?.color?.toLowerCase() ?? DEFAULT_SHAPE_COLOR;
  const point = (p: number[]): Shape => {
    if (props?.shape === "circle" && props.radius)
      return { kind: "circle", color, position: pos(p), radiusM: props.radius };
    if (props?.shape === "circlemarker")
      return {
        kind: "circlemarker",
        color,
        position: pos(p),
        radiusPx: props.radius ?? CIRCLEMARKER_RADIUS_PX,
      };
    return { kind: "marker", color, position: pos(p) };
  };
  const area = (rings: number[][][]): Shape => ({
    kind: props?.shape === "rectangle" ? "rectangle" : "polygon",
    color,
    rings: rings.map((r) => r.map(pos)),
  });
  switch (g.type) {
    case "Point":
      return [point(g.coordinates)];
    case "MultiPoint":
      return g.coordinates.map(point);
    case "LineString":
      return [{ kind: "polyline", color, path: g.coordinates.map(pos) }];
    case "MultiLineString":
      return g.coordinates.map((line) => ({ kind: "polyline", color, path: line.map(pos) }));
    case "Polygon":
      return [area(g.coordinates)];
    case "MultiPolygon":
      return g.coordinates.map(area);
  }
}

export type ParseResult = { ok: true; shapes: Shape[] } | { ok: false };

/**
 * Reads the text of a GeoJSON file into shapes: a FeatureCollection, a Feature or a bare geometry with points,
 * lines or polygons in lon/lat degrees. Anything else (not JSON, other types, coordinates out of range, no
 * shapes, too many) is not a valid file: the caller shows 'invalid data format'.
 */
export function parseShapes(text: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  const parsed = document.safeParse(json);
  if (!parsed.success) return { ok: false };
  const doc = parsed.data;
  const features =
    doc.type === "FeatureCollection"
      ? doc.features
      : doc.type === "Feature"
        ? [doc]
        : [{ geometry: doc, properties: undefined }];
  const shapes = features.flatMap((f) => shapesOf(f.geometry, f.properties));
  if (shapes.length === 0 || shapes.length > IMPORT_MAX_SHAPES) return { ok: false };
  return { ok: true, shapes };
}

/** One shape as a GeoJSON feature; `shape`, `color` and `radius` in its properties bring it back on import. */
export function shapeToFeature(shape: Shape) {
  const props = { shape: shape.kind, color: shape.color };
  switch (shape.kind) {
    case "marker":
      return { type: "Feature", properties: props, geometry: { type: "Point", coordinates: shape.position } };
    case "circlemarker":
      return {
        type: "Feature",
        properties: { ...props, radius: shape.radiusPx },
        geometry: { type: "Point", coordinates: shape.position },
      };
    case "circle":
      return {
        type: "Feature",
        properties: { ...props, radius: shape.radiusM },
        geometry: { type: "Point", coordinates: shape.position },
      };
    case "polyline":
      return {
        type: "Feature",
        properties: props,
        geometry: { type: "LineString", coordinates: shape.path },
      };
    default:
      return { type: "Feature", properties: props, geometry: { type: "Polygon", coordinates: shape.rings } };
  }
}

/** The drawn shapes as a GeoJSON FeatureCollection (text for the download). */
export function shapesToGeoJson(shapes: Shape[]): string {
  return JSON.stringify({ type: "FeatureCollection", features: shapes.map(shapeToFeature) }, null, 2);
}
