// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- shpjs has no types; the ambient module must travel with this file into every program that type-checks it
/// <reference path="../types/shpjs.d.ts" />
import { parseDbf, parseShp } from "shpjs";
import { CityModelError } from "../errors";
import type { GeoJsonFeature, GeoJsonGeometry } from "../geojson-types";
import { converterTo6668 } from "../geo/zones";
import type { Building } from "../model";
import { featuresToBuildings } from "./features";
import type { FootprintHeightOptions } from "./features";
import { MAX_UNCOMPRESSED_BYTES, unzipBounded } from "./zip";

export interface ShapefileOptions extends FootprintHeightOptions {
  /** CRS when the zip has no .prj: proj4 string, WKT or EPSG number (default: refuse). */
  crs?: string | number;
  /** Bound on the total uncompressed size (default 512 MiB). */
  maxUncompressedBytes?: number;
}

const PARTS = ["shp", "shx", "dbf", "prj", "cpg"] as const;

/**
 * Read a zipped shapefile (one or more layers) of building footprints, reprojected from its .prj to JGD2011
 * lon/lat and extruded by a height attribute or storeys x 3 m. Errors: malformed_zip, zip_too_large,
 * shapefile_incomplete (a .shp without its .shx or .dbf, or no .shp), malformed_shapefile, unsupported_crs,
 * no_buildings, invalid_footprint (a footprint that crosses itself, naming the building).
 */
export function readShapefileZip(bytes: Uint8Array, options: ShapefileOptions = {}): Building[] {
  const files = unzipBounded(
    bytes,
    (name) => !name.startsWith("__MACOSX/") && PARTS.some((ext) => name.toLowerCase().endsWith(`.${ext}`)),
    options.maxUncompressedBytes ?? MAX_UNCOMPRESSED_BYTES,
  );
  const byBase = new Map<string, Partial<Record<(typeof PARTS)[number], Uint8Array>>>();
  for (const [name, data] of files) {
    const dot = name.lastIndexOf(".");
    const base = name.slice(0, dot);
    const ext = name.slice(dot + 1).toLowerCase() as (typeof PARTS)[number];
    byBase.set(base, { ...byBase.get(base), [ext]: data });
  }
  const layers = [...byBase].filter(([, p]) => p.shp);
  if (layers.length === 0) throw new CityModelError("shapefile_incomplete", "the zip holds no .shp file");
  const buildings: Building[] = [];
  const decoder = new TextDecoder();
  for (const [base, parts] of layers) {
    const missing = (["shx", "dbf"] as const).filter((ext) => !parts[ext]);
    if (missing.length > 0) {
      throw new CityModelError(
        "shapefile_incomplete",
        `${base}.shp lacks ${missing.map((e) => `.${e}`).join(", ")}`,
      );
    }
    const crs = parts.prj ? decoder.decode(parts.prj) : options.crs;
    if (crs === undefined) throw new CityModelError("unsupported_crs", `${base} has no .prj; give the CRS`);
    const convert = converterTo6668(crs);
    checkShpHeader(base, parts.shp as Uint8Array);
    let geometries: GeoJsonGeometry[];
    let rows: Record<string, unknown>[];
    try {
      geometries = parseShp(parts.shp as Uint8Array) as GeoJsonGeometry[];
      rows = parseDbf(parts.dbf as Uint8Array, parts.cpg ? decoder.decode(parts.cpg) : "UTF-8");
    } catch (cause) {
      throw new CityModelError("malformed_shapefile", `${base}: ${(cause as Error).message}`, { cause });
    }
    if (geometries.length !== rows.length) {
      throw new CityModelError(
        "malformed_shapefile",
        `${base}: ${geometries.length} shapes but ${rows.length} records`,
      );
    }
    const features: GeoJsonFeature[] = geometries.map((geometry, i) => ({
      type: "Feature",
      geometry,
      properties: rows[i] ?? {},
    }));
    buildings.push(...featuresToBuildings(features, "shapefile", `shp:${base}`, convert, options));
  }
  if (buildings.length === 0) throw new CityModelError("no_buildings", "no polygon in the shapefile");
  return buildings;
}

/** The .shp header states its file code (9994) and length: shpjs reads a cut-off file without a word. */
function checkShpHeader(base: string, shp: Uint8Array): void {
  const view = new DataView(shp.buffer, shp.byteOffset, shp.byteLength);
  if (shp.length < 100 || view.getInt32(0, false) !== 9994) {
    throw new CityModelError("malformed_shapefile", `${base}.shp is not a shapefile`);
  }
  const declared = view.getInt32(24, false) * 2; // 16-bit words, big-endian
  if (declared !== shp.length) {
    throw new CityModelError(
      "malformed_shapefile",
      `${base}.shp holds ${shp.length} B, its header says ${declared} B`,
    );
  }
}
