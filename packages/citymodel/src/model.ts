import type { LonLat, Meters } from "@soracity/engine/units";

/** Geographic position, JGD2011 (EPSG:6668): longitude, latitude in degrees (tagged: not local metres). */
export type { LonLat };
/** A closed ring of positions; the first point is not repeated at the end. */
export type LonLatRing = readonly LonLat[];
/** A polygon: exterior ring first (counter-clockwise), then holes (clockwise). */
export type LonLatPolygon = readonly LonLatRing[];

/** CityGML boundary surface kinds, plus `other` for meshes whose role is unknown (glTF, IFC furniture...). */
export type SurfaceType = "roof" | "wall" | "ground" | "outerCeiling" | "outerFloor" | "closure" | "other";

/** Triangles of one surface type: 9 numbers per triangle, (lon deg, lat deg, orthometric height m) x 3. */
export interface SurfaceTriangles {
  type: SurfaceType;
  positions: Float64Array;
}

export type BuildingSource = "citygml" | "ifc" | "shapefile" | "geojson" | "gltf";

/**
 * Where `height` comes from: CityGML measuredHeight, the LOD1 solid's (or LOD2's) z range, an attribute of a
 * user file, storeys x 3 m, the mesh extent (IFC, glTF), or nothing known (`none`, height 0).
 */
export type HeightSource = "measuredHeight" | "lod1" | "lod2" | "attribute" | "storeys" | "geometry" | "none";

/** Descriptive attributes; every field optional because sources differ. */
export interface BuildingAttributes {
  buildingId?: string;
  name?: string;
  /** Code as in the file (e.g. "411") and its label from the code list when one was found. */
  usage?: string;
  usageLabel?: string;
  storeysAboveGround?: number;
  storeysBelowGround?: number;
  yearOfConstruction?: number;
  address?: string;
  /** 5-digit local government code (e.g. "13111"). */
  cityCode?: string;
  /** IFC storeys (name and elevation in metres) in model order. */
  storeys?: { name: string; elevation: Meters }[];
  /** Anything else from the source (shapefile / GeoJSON properties), as strings or numbers. */
  extra?: Record<string, string | number | boolean | null>;
}

/**
 * One building, whatever its source. Geometry is geographic (JGD2011 lon/lat, orthometric height in metres);
 * `toLocal` gives the engines' metric frame.
 */
export interface Building {
  /** Stable id within its source: gml:id for CityGML, else derived from the file (e.g. "shp:12"). */
  id: string;
  source: BuildingSource;
  gmlId?: string;
  /** Footprint polygons (several for multi-part buildings). */
  footprint: LonLatPolygon[];
  /** Ground elevation of the base (m, orthometric). */
  groundZ: Meters;
  /** Building height above its base (m). */
  height: Meters;
  heightSource: HeightSource;
  /** Top of the LOD1 prism when a solid gives it (m, orthometric); else groundZ + height. */
  lod1TopZ?: Meters;
  /** Levels of detail present in the source (0, 1, 2; meshes count as 2). */
  lods: number[];
  /** Number of CityGML BuildingParts merged into this building (0 when none). */
  parts: number;
  /** LOD2 (or mesh) surfaces as triangles, by surface type. Empty when the source has none. */
  surfaces: SurfaceTriangles[];
  attributes: BuildingAttributes;
}
