import type { SurfaceType } from "../model";

/** Where a polygon was found inside a building. */
export type PolygonRole = "lod0" | "lod1" | "lod2typed" | "lod2other";

/** A polygon as read: rings of flat (lon, lat, z) triples, exterior first, closing point dropped. */
export interface RawPolygon {
  id?: string;
  role: PolygonRole;
  surfaceType?: SurfaceType;
  rings: number[][];
}

/** Everything the SAX pass keeps of one bldg:Building (its BuildingParts merged in). */
export interface RawBuilding {
  gmlId?: string;
  polygons: RawPolygon[];
  /** xlink:href targets of lod2Solid surface members (ids without '#'). */
  lod2Hrefs: string[];
  hasLod0: boolean;
  parts: number;
  measuredHeight?: number;
  partMeasuredHeight?: number;
  buildingId?: string;
  name?: string;
  usage?: string;
  usageCodeSpace?: string;
  storeysAboveGround?: number;
  storeysBelowGround?: number;
  yearOfConstruction?: number;
  address?: string;
  cityCode?: string;
}
