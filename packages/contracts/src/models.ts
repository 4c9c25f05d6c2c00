import { z } from "zod";
import { LIMITS } from "./limits";
import { oneLineText } from "./text";

/**
 * Why an uploaded model was refused (422): the @soracity/citymodel reader codes plus the upload's own. The web
 * translates them under `errors.<code>`. Add, never rename. The reader's `malformed_json` is already a general
 * API code (ERROR_CODES), so it is not repeated here.
 */
export const MODEL_FILE_ERROR_CODES = [
  "malformed_xml",
  "not_citygml",
  "malformed_ifc",
  "malformed_zip",
  "shapefile_incomplete",
  "zip_too_large",
  "malformed_shapefile",
  "not_geojson",
  "malformed_gltf",
  "unsupported_crs",
  "no_buildings",
  /** A building's footprint crosses or touches itself (a bow-tie): refused, never repaired. */
  "invalid_footprint",
  /** A coordinate or height that is not a finite number (1e309, NaN in a glTF buffer): issue 22, F8. */
  "non_finite_number",
  "unstorable_text",
  /** Outside longitude/latitude, wider than 5 km or higher than 1,000 m: wrong units or a broken file. */
  "implausible_geometry",
  /** A bare .shp/.shx/.dbf/.prj: PRODUCT.md §5, shapefiles must be zipped. */
  "shapefile_not_zipped",
  /** Not .gml/.xml, .ifc, .zip, .geojson/.json, .glb/.gltf. */
  "unsupported_model_type",
] as const;
export type ModelFileErrorCode = (typeof MODEL_FILE_ERROR_CODES)[number] | "malformed_json";

export const MODEL_KINDS = ["citygml", "ifc", "shapefile", "geojson", "gltf"] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

/** Height standards of a user model (PRODUCT.md §3) (absolute, clamp to ground, relative to ground). */
export const HEIGHT_STANDARDS = ["absolute", "clampToGround", "relativeToGround"] as const;

/** Upload limit (PRODUCT.md §5/§9: under 100 MB) and the 413 wording. */
export const MODEL_UPLOAD_MAX_BYTES = LIMITS.uploadMaxBytes;
export const MODEL_TOO_LARGE_MESSAGE = "Uploaded file must be under 100 MB.";

const optionalNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : v),
    z.coerce.number({ error: message }).min(min, message).max(max, message).optional(),
  );

/** Multipart fields sent with the `file` of POST /api/project/:id/models. */
export const modelPlacementFieldsSchema = z.object({
  /** Where the model's origin goes (required for IFC and glTF without their own georeference). */
  anchor_lon: optionalNumber(LIMITS.longitude.min, LIMITS.longitude.max, "model.anchor_lon"),
  anchor_lat: optionalNumber(LIMITS.latitude.min, LIMITS.latitude.max, "model.anchor_lat"),
  /** Degrees clockwise from true north of the model's +y axis. */
  rotation: optionalNumber(LIMITS.angleDegrees.min, LIMITS.angleDegrees.max, "model.rotation"),
  /** Metres; meaning per height standard. */
  elevation: optionalNumber(-1000, 10000, "model.elevation"),
  height_standard: z.enum(HEIGHT_STANDARDS, { error: "model.height_standard" }).optional(),
  /** Shapefile / GeoJSON property with the building height in metres (default `height`). */
  height_attribute: oneLineText().max(LIMITS.nameMaxChars, "model.height_attribute").optional(),
});
export type ModelPlacementFields = z.input<typeof modelPlacementFieldsSchema>;

export const projectModelSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  /** Original file name. */
  name: z.string(),
  kind: z.enum(MODEL_KINDS),
  size_bytes: z.number().int(),
  buildings: z.number().int(),
  /** `[minLon, minLat, maxLon, maxLat]` of the placed model. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  placement: z.object({
    anchor_lon: z.number().nullable(),
    anchor_lat: z.number().nullable(),
    rotation: z.number(),
    elevation: z.number(),
    height_standard: z.enum(HEIGHT_STANDARDS),
    height_attribute: z.string().nullable(),
  }),
  created_at: z.string(),
  /** The stored file (project readers only). */
  file_url: z.string(),
  /** The placed buildings as GeoJSON footprints with heights. */
  buildings_url: z.string(),
});
export type ProjectModel = z.infer<typeof projectModelSchema>;
export const projectModelListSchema = z.array(projectModelSchema);

export const projectModelParamsSchema = z.object({
  id: z.uuid({ error: "common.invalid_id" }),
  modelId: z.uuid({ error: "common.invalid_id" }),
});

const position = z.array(z.number());
/**
 * A placed building of a model as GeoJSON (citymodel's buildingToFeature): footprint in lon/lat, with its height
 * (m above the ground), ground elevation and source as properties; the source file's own attributes (any
 * names) pass through beside them.
 */
export const modelBuildingFeatureSchema = z.object({
  type: z.literal("Feature"),
  id: z.string(),
  geometry: z.discriminatedUnion("type", [
    z.object({ type: z.literal("Polygon"), coordinates: z.array(z.array(position)) }),
    z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(z.array(z.array(position))) }),
  ]),
  properties: z.looseObject({
    id: z.string(),
    gml_id: z.string().optional(),
    source: z.string(),
    height: z.number(),
    heightSource: z.string(),
    groundZ: z.number(),
    lod1TopZ: z.number().optional(),
    lods: z.array(z.number().int()),
    parts: z.number().int(),
  }),
});
export type ModelBuildingFeature = z.infer<typeof modelBuildingFeatureSchema>;
/** GET /api/project/{id}/models/{modelId}/buildings. */
export const modelBuildingsSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(modelBuildingFeatureSchema),
});
export type ModelBuildings = z.infer<typeof modelBuildingsSchema>;
