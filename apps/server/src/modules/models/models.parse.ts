import {
  type Building,
  CityModelError,
  fileKind,
  type Placement,
  readCityGmlAll,
  readGeoJson,
  readGltf,
  readIfc,
  readShapefileZip,
} from "@soracity/citymodel";
import type { ModelFileErrorCode, ModelKind, modelPlacementFieldsSchema } from "@soracity/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/errors";

export type PlacementFields = z.output<typeof modelPlacementFieldsSchema>;

export const modelError = (code: ModelFileErrorCode, message: string) => new AppError(422, code, message);

/** What an unexpected reader failure (not a CityModelError) is reported as, per kind. */
const FALLBACK_CODE: Record<ModelKind, ModelFileErrorCode> = {
  citygml: "malformed_xml",
  ifc: "malformed_ifc",
  shapefile: "malformed_shapefile",
  geojson: "malformed_json",
  gltf: "malformed_gltf",
};

/** The reader for a file name, or a 422 (bare shapefile parts, unknown types). */
export function modelKindOf(fileName: string): ModelKind {
  if (/\.(shp|shx|dbf|prj|cpg|sbn|sbx)$/i.test(fileName)) {
    throw modelError(
      "shapefile_not_zipped",
      "Shapefiles must be uploaded zipped (.shp, .shx and .dbf in one .zip).",
    );
  }
  const kind = fileKind(fileName);
  if (!kind) {
    throw modelError(
      "unsupported_model_type",
      "Upload IFC (.ifc), a zipped shapefile (.zip), GeoJSON (.geojson/.json), glTF (.glb/.gltf) or CityGML (.gml).",
    );
  }
  return kind;
}

/**
 * Reads an uploaded model into buildings (nothing is written). IFC and glTF need the anchor fields unless the
 * file is georeferenced; reader failures become 422 with the reader's code.
 */
export async function parseModel(bytes: Uint8Array, fileName: string, fields: PlacementFields) {
  const kind = modelKindOf(fileName);
  if (
    (kind === "ifc" || kind === "gltf") &&
    (fields.anchor_lon === undefined || fields.anchor_lat === undefined)
  ) {
    throw new AppError(
      400,
      "validation_failed",
      "IFC and glTF models need an anchor (anchor_lon, anchor_lat).",
      [
        {
          path: fields.anchor_lon === undefined ? "anchor_lon" : "anchor_lat",
          message: "model.anchor_required",
        },
      ],
    );
  }
  const placement: Placement = {
    lon: fields.anchor_lon ?? 0,
    lat: fields.anchor_lat ?? 0,
    rotation: fields.rotation ?? 0,
    heightStandard: fields.height_standard ?? "absolute",
    elevation: fields.elevation ?? 0,
  };
  // Footprints (shapefile, GeoJSON) stand on `elevation` when given (else a ground attribute, else 0 m).
  const footprintOptions = {
    ...(fields.height_attribute ? { heightAttribute: fields.height_attribute } : {}),
    ...(fields.elevation !== undefined ? { groundElevation: fields.elevation } : {}),
  };
  let buildings: Building[];
  try {
    if (kind === "citygml") buildings = await readCityGmlAll(bytes, { fileName });
    else if (kind === "ifc") buildings = [await readIfc(bytes, placement, fileName)];
    else if (kind === "gltf") buildings = [await readGltf(bytes, placement, { id: fileName })];
    else if (kind === "shapefile") buildings = readShapefileZip(bytes, footprintOptions);
    else buildings = readGeoJson(bytes, footprintOptions);
  } catch (err) {
    if (err instanceof CityModelError) throw modelError(err.code, err.message);
    throw modelError(FALLBACK_CODE[kind], err instanceof Error ? err.message : String(err));
  }
  if (buildings.length === 0) throw modelError("no_buildings", "The file holds no buildings.");
  return { kind, buildings, placement };
}
