import type { ModelFileErrorCode, ModelKind } from "@soracity/contracts";
import { AppError } from "../../lib/errors";

/**
 * The answer's message per refusal code: stable English (the web shows its own translation of `errors.<code>`),
 * never a reader's or a library's wording, which goes to the log instead.
 */
export const MODEL_FILE_MESSAGES: Record<ModelFileErrorCode, string> = {
  malformed_xml: "The file is not well-formed XML.",
  not_citygml: "The file is not a CityGML document.",
  malformed_ifc: "The IFC file could not be read.",
  malformed_zip: "The ZIP file could not be read.",
  shapefile_incomplete: "The ZIP must contain the .shp, .shx and .dbf files of the shapefile.",
  zip_too_large: "The ZIP expands to more data than allowed.",
  malformed_shapefile: "The shapefile is damaged or cut off.",
  malformed_json: "The file is not valid JSON.",
  not_geojson: "The file is not GeoJSON with polygon features.",
  malformed_gltf: "The glTF/GLB file could not be read.",
  unsupported_crs: "The coordinate reference system of the file is not supported.",
  no_buildings: "No buildings were found in the file.",
  invalid_footprint: "A building's footprint crosses itself; draw each footprint as a simple polygon.",
  non_finite_number: "A coordinate or height in the file is not a finite number.",
  unstorable_text:
    "An attribute in the file holds characters that cannot be stored (NUL or a broken surrogate pair).",
  implausible_geometry:
    "A building in the file lies outside longitude and latitude, or is wider than 5 km or higher than 1,000 m; check the coordinate system, the units and the anchor.",
  shapefile_not_zipped: "Shapefiles must be uploaded zipped (.shp, .shx and .dbf in one .zip).",
  unsupported_model_type:
    "Upload IFC (.ifc), a zipped shapefile (.zip), GeoJSON (.geojson/.json), glTF (.glb/.gltf) or CityGML (.gml).",
};

/** What an unexpected reader failure (not a reader's own refusal), a time-out or a memory overrun is, per kind. */
export const FALLBACK_CODE: Record<ModelKind, ModelFileErrorCode> = {
  citygml: "malformed_xml",
  ifc: "malformed_ifc",
  shapefile: "malformed_shapefile",
  geojson: "malformed_json",
  gltf: "malformed_gltf",
};

/** A 422 refusal of an uploaded file; `detail` (the reader's own words) is for the log, never the answer. */
export class ModelFileRefusal extends AppError {
  constructor(
    code: ModelFileErrorCode,
    readonly detail: string,
    message = MODEL_FILE_MESSAGES[code],
  ) {
    super(422, code, message);
  }
}
