export * from "./errors";
export { BUILDING_MAX_HEIGHT_METRES, BUILDING_MAX_SPAN_METRES, checkUserBuilding } from "./checks";
export type * from "./model";
export { readCityGml, readCityGmlAll } from "./citygml/reader";
export type { CityGmlInput, CityGmlOptions } from "./citygml/reader";
export { cityCodeFromPath, meshCodeFromPath, parseCodelist, plateauCodelistDirs } from "./citygml/codelist";
export { triangulatePolygon } from "./geom/triangulate";
export { EnuFrame, ecefToGeodetic, geodeticToEcef } from "./geo/enu";
export type { Enu, Geodetic } from "./geo/enu";
export {
  converterTo6668,
  epsgOf,
  fromPlane,
  meridianConvergence,
  toPlane,
  zoneEpsg,
  zoneOfEpsg,
  zoneOrigin,
} from "./geo/zones";
export { convergenceAt, planeZoneAt } from "./geo/zoneAt";
export { toLocal } from "./local";
export type { LocalBuilding } from "./local";
export { readShapefileZip } from "./readers/shapefile";
export type { ShapefileOptions } from "./readers/shapefile";
export type { FootprintHeightOptions } from "./readers/features";
export { unzipBounded, MAX_UNCOMPRESSED_BYTES } from "./readers/zip";
export type * from "./geojson-types";
export { readGeoJson } from "./readers/geojson";
export type { GeoJsonOptions } from "./readers/geojson";
export { readIfc } from "./readers/ifc";
export { anchorTransform } from "./readers/placement";
export type { HeightStandard, Placement } from "./readers/placement";
export { readGltf } from "./readers/gltf";
export type { GltfOptions } from "./readers/gltf";
export { CityIndex } from "./index/spatial";
export type { LonLatBbox, QueryArea } from "./index/spatial";
export { readBuildingsFromFile, fileKind } from "./readers/any";
export type { FileKind, ReadFileOptions } from "./readers/any";
export { SummaryBuilder, summarize } from "./summary";
export type { CityModelSummary } from "./summary";
export { buildingToFeature } from "./geojson-out";
export { buildingsToGlb, featuresToGlb } from "./writers/glb";
export type { GlbFeature, GlbOptions } from "./writers/glb";
export type { FeatureProperties } from "./writers/metadata";
export { prismTriangles } from "./writers/prism";
