/**
 * Stable error codes of the readers. The server maps each to a 422 with a translated reason, so the codes are
 * part of the contract: add, never rename.
 */
export type CityModelErrorCode =
  | "malformed_xml"
  | "not_citygml"
  | "malformed_ifc"
  | "malformed_zip"
  | "shapefile_incomplete"
  | "zip_too_large"
  | "malformed_shapefile"
  | "malformed_json"
  | "not_geojson"
  | "malformed_gltf"
  | "unsupported_crs"
  | "no_buildings"
  /** A building's footprint crosses or touches itself (a bow-tie); the message names the building. */
  | "invalid_footprint"
  /** A coordinate or height that is not a finite number. */
  | "non_finite_number"
  /** A building outside longitude/latitude, wider than 5 km or higher than 1,000 m. */
  | "implausible_geometry";

export class CityModelError extends Error {
  readonly code: CityModelErrorCode;
  constructor(code: CityModelErrorCode, message: string, options?: { cause?: unknown }) {
    super(`${code}: ${message}`, options);
    this.name = "CityModelError";
    this.code = code;
  }
}
