import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea } from "./columns";
import { cities } from "./cities";

/** GeoJSON Polygon / MultiPolygon coordinates in lon/lat (JGD2011). */
export type FootprintJson = number[][][][];

/**
 * City-model buildings imported from PLATEAU CityGML, one row per bldg:Building. No PostGIS: the bbox columns
 * with a btree index answer bbox queries on PGlite and PostgreSQL alike.
 */
export const buildings = pgTable(
  "buildings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cityCode: text("city_code")
      .notNull()
      .references(() => cities.code),
    /** Third-level mesh code from the file name (`53392546_bldg_6697_op.gml`): the unit a re-import replaces. */
    meshCode: text("mesh_code").notNull(),
    gmlId: text("gml_id").notNull(),
    /** uro:buildingID (or the FY2020 建物ID); null when the file has none. */
    buildingId: text("building_id"),
    attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull(),
    /** Metres above the base. */
    height: real("height").notNull(),
    /** measuredHeight, lod1, lod2, none (see @soracity/citymodel HeightSource). */
    heightSource: text("height_source").notNull(),
    /** Orthometric height of the base (m). */
    groundZ: real("ground_z").notNull(),
    /**
     * Orthometric top of the LOD1 solid when the file has one (it can differ from groundZ + height by a metre
     * or more); the engines extrude to it, as they do reading the file. Null: groundZ + height.
     */
    lod1TopZ: real("lod1_top_z"),
    /** Levels of detail present, as a bit set (bit n = LODn). */
    lods: smallint("lods").notNull(),
    parts: integer("parts").notNull().default(0),
    footprint: jsonb("footprint").$type<FootprintJson>().notNull(),
    minLon: doublePrecision("min_lon").notNull(),
    minLat: doublePrecision("min_lat").notNull(),
    maxLon: doublePrecision("max_lon").notNull(),
    maxLat: doublePrecision("max_lat").notNull(),
    /** LOD2 triangles (modules/cities/triangles.ts format: origin + Float32 ENU), null without LOD2. */
    lod2: bytea("lod2"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("buildings_city_mesh_idx").on(table.cityCode, table.meshCode),
    index("buildings_bbox_idx").on(table.cityCode, table.minLon, table.maxLon, table.minLat, table.maxLat),
  ],
);

export type BuildingRow = typeof buildings.$inferSelect;
export type NewBuildingRow = typeof buildings.$inferInsert;
