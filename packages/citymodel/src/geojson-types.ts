/** The slice of GeoJSON (RFC 7946) the readers and the CLI use. */
export type Position = number[];
export type GeoJsonGeometry =
  | { type: "Polygon"; coordinates: Position[][] }
  | { type: "MultiPolygon"; coordinates: Position[][][] }
  | { type: "Point"; coordinates: Position }
  | { type: "MultiPoint" | "LineString"; coordinates: Position[] }
  | { type: "MultiLineString"; coordinates: Position[][] }
  | { type: "GeometryCollection"; geometries: GeoJsonGeometry[] };
export interface GeoJsonFeature {
  type: "Feature";
  id?: string | number;
  geometry: GeoJsonGeometry | null;
  properties: Record<string, unknown> | null;
}
export interface GeoJsonFeatureCollection {
  type: "FeatureCollection";
  features: GeoJsonFeature[];
  /** Legacy (2008) named CRS, still written by some tools. */
  crs?: { type?: string; properties?: { name?: string } };
}
