import { CityModelError } from "../errors";
import type { GeoJsonFeature, GeoJsonFeatureCollection, GeoJsonGeometry } from "../geojson-types";
import { converterTo6668, epsgOf } from "../geo/zones";
import type { Building } from "../model";
import { featuresToBuildings } from "./features";
import type { FootprintHeightOptions } from "./features";

export interface GeoJsonOptions extends FootprintHeightOptions {
  /** CRS of the coordinates when the file names none: EPSG number or proj4/WKT (default lon/lat, RFC 7946). */
  crs?: string | number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/**
 * Read GeoJSON building footprints (Polygon / MultiPolygon features) with a height property. Accepts text,
 * bytes or a parsed object; a FeatureCollection, a Feature or a bare geometry. A legacy `crs` member naming an
 * EPSG plane zone is honoured. Errors: malformed_json, not_geojson, unsupported_crs, no_buildings,
 * invalid_footprint (a footprint that crosses itself, naming the building).
 */
export function readGeoJson(input: string | Uint8Array | object, options: GeoJsonOptions = {}): Building[] {
  let json: unknown = input;
  if (typeof input === "string" || input instanceof Uint8Array) {
    try {
      json = JSON.parse(typeof input === "string" ? input : new TextDecoder().decode(input));
    } catch (cause) {
      throw new CityModelError("malformed_json", (cause as Error).message, { cause });
    }
  }
  if (!isObject(json) || typeof json.type !== "string")
    throw new CityModelError("not_geojson", "no GeoJSON type");
  let features: GeoJsonFeature[];
  if (json.type === "FeatureCollection" && Array.isArray(json.features)) {
    features = (json.features as unknown[]).filter(
      (f): f is GeoJsonFeature => isObject(f) && f.type === "Feature",
    );
  } else if (json.type === "Feature") {
    features = [json as unknown as GeoJsonFeature];
  } else if (json.type === "Polygon" || json.type === "MultiPolygon") {
    features = [{ type: "Feature", geometry: json as unknown as GeoJsonGeometry, properties: {} }];
  } else {
    throw new CityModelError("not_geojson", `unexpected GeoJSON type ${json.type}`);
  }
  const named = (json as unknown as GeoJsonFeatureCollection).crs?.properties?.name;
  const epsg = named ? epsgOf(named) : undefined;
  const crs = options.crs ?? (named && /CRS84$/i.test(named) ? 6668 : epsg) ?? 6668;
  const convert = converterTo6668(crs);
  for (const f of features) {
    const g = f.geometry;
    if (g && (g.type === "Polygon" || g.type === "MultiPolygon") && !Array.isArray(g.coordinates)) {
      throw new CityModelError("not_geojson", "polygon without coordinates");
    }
  }
  const buildings = featuresToBuildings(features, "geojson", "geojson", convert, options);
  if (buildings.length === 0) throw new CityModelError("no_buildings", "no Polygon or MultiPolygon feature");
  return buildings;
}
