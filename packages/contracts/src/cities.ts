import { z } from "zod";

/** PLATEAU city code (全国地方公共団体コード, 5 digits), e.g. `13100` Tokyo 23 wards, `27100` Osaka city. */
export const cityCodeSchema = z.string().regex(/^\d{5}$/, "city.invalid_code");

/** GET /api/cities: one catalogue entry. */
export const citySchema = z.object({
  code: cityCodeSchema,
  name_ja: z.string(),
  name_en: z.string(),
  /** First day of simulation coverage, `YYYY-MM-DD`. */
  coverage_from: z.string(),
  /** Survey year of the PLATEAU data, as in the attribution line. */
  data_year: z.number().int(),
  /** "出典：国土交通省 Project PLATEAU 3D都市モデル（<city>, <year>）": show it wherever the city model is shown. */
  attribution: z.string(),
  /** Buildings loaded on this server (0: catalogued, no building data yet). */
  buildings: z.number().int(),
  loaded: z.boolean(),
  /** `[minLon, minLat, maxLon, maxLat]` of the loaded buildings, null when none. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  /** Issue 28 (city-fetch contract): whether this server holds buildings of the city (same as `loaded`). */
  has_buildings: z.boolean(),
  /** Buildings held (same as `buildings`). */
  building_count: z.number().int(),
  /** `[minLon, minLat, maxLon, maxLat]` of the held buildings, null when none (same as `bbox`). */
  buildings_bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  /** Where the held buildings are (the median of their centres), null when none: the site dialog centres here. */
  buildings_center: z.tuple([z.number(), z.number()]).nullable(),
});
export type City = z.infer<typeof citySchema>;
export const cityListSchema = z.array(citySchema);

export const cityParamsSchema = z.object({ code: cityCodeSchema });

/** Largest bbox side the buildings query accepts, in degrees (about 5.5 km north-south, 4.5 km east-west). */
export const BUILDINGS_BBOX_MAX_DEGREES = 0.05;
export const BUILDINGS_LIMIT_DEFAULT = 1000;
export const BUILDINGS_LIMIT_MAX = 5000;

/** `minLon,minLat,maxLon,maxLat` (JGD2011 degrees) -> tuple; bounded in size. */
export const bboxParamSchema = z.string({ error: "city.bbox_required" }).transform((value, ctx) => {
  const parts = value.split(",").map((p) => (p.trim() === "" ? Number.NaN : Number(p)));
  const [minLon, minLat, maxLon, maxLat] = parts as [number, number, number, number];
  const ok =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    minLon >= -180 &&
    maxLon <= 180 &&
    minLat >= -90 &&
    maxLat <= 90 &&
    minLon < maxLon &&
    minLat < maxLat;
  if (!ok) {
    ctx.addIssue({ code: "custom", message: "city.bbox_invalid" });
    return z.NEVER;
  }
  if (maxLon - minLon > BUILDINGS_BBOX_MAX_DEGREES || maxLat - minLat > BUILDINGS_BBOX_MAX_DEGREES) {
    ctx.addIssue({ code: "custom", message: "city.bbox_too_large" });
    return z.NEVER;
  }
  return [minLon, minLat, maxLon, maxLat] as [number, number, number, number];
});

/** GET /api/cities/:code/buildings query. */
export const buildingsQuerySchema = z.object({
  bbox: bboxParamSchema,
  limit: z.coerce
    .number()
    .int("city.limit_invalid")
    .min(1, "city.limit_invalid")
    .max(BUILDINGS_LIMIT_MAX, "city.limit_invalid")
    .default(BUILDINGS_LIMIT_DEFAULT),
});
export type BuildingsQuery = z.input<typeof buildingsQuerySchema>;

const position = z.array(z.number());
/** One building: footprint (MultiPolygon, lon/lat) with its height and attributes. */
export const buildingFeatureSchema = z.object({
  type: z.literal("Feature"),
  id: z.string(),
  geometry: z.object({
    type: z.literal("MultiPolygon"),
    coordinates: z.array(z.array(z.array(position))),
  }),
  properties: z.object({
    gml_id: z.string(),
    building_id: z.string().nullable(),
    mesh_code: z.string(),
    /** Metres above the base. */
    height: z.number(),
    /** measuredHeight, lod1, lod2 or none. */
    height_source: z.string(),
    /** Orthometric height of the base (m). */
    ground_z: z.number(),
    lods: z.array(z.number().int()),
    attributes: z.record(z.string(), z.unknown()),
  }),
});
export type BuildingFeature = z.infer<typeof buildingFeatureSchema>;

export const buildingCollectionSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(buildingFeatureSchema),
  /** True when more buildings intersect the bbox than `limit`: ask again with a smaller bbox. */
  truncated: z.boolean(),
  attribution: z.string(),
});
export type BuildingCollection = z.infer<typeof buildingCollectionSchema>;

/** Tile zoom levels served as GLB (XYZ / Web Mercator tiling). */
export const CITY_TILE_ZOOM = { min: 15, max: 18 } as const;

/** GET /api/cities/:code/tiles/:z/:x/:y.glb */
export const cityTileParamsSchema = z
  .object({
    code: cityCodeSchema,
    z: z.coerce
      .number()
      .int()
      .min(CITY_TILE_ZOOM.min, "city.tile_zoom")
      .max(CITY_TILE_ZOOM.max, "city.tile_zoom"),
    x: z.coerce.number().int().min(0, "city.tile_invalid"),
    y: z.coerce.number().int().min(0, "city.tile_invalid"),
  })
  .refine((p) => p.x < 2 ** p.z && p.y < 2 ** p.z, { message: "city.tile_invalid", path: ["x"] });
