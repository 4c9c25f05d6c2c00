// shpjs ships no types; these are the two parsers we use (lib/index.js).
declare module "shpjs" {
  import type { GeoJsonGeometry } from "../geojson-types";
  export function parseShp(shp: ArrayBuffer | ArrayBufferView, prj?: string): GeoJsonGeometry[];
  export function parseDbf(dbf: ArrayBuffer | ArrayBufferView, cpg?: string): Record<string, unknown>[];
}
