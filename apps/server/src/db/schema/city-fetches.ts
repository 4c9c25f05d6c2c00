import {
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { cities } from "./cities";
import { projects } from "./projects";
import { users } from "./users";

/** One catalogue file a fetch imports (see modules/cityfetch). */
export interface CityFetchFile {
  cityCode: string;
  cityName: string;
  year: number | null;
  meshCode: string;
  maxLod: number;
  url: string;
}

/**
 * On-demand city-model fetches (issue 28): the catalogue files covering an area that the server lacked, imported
 * by a `city-fetch` job; `files_done` of `files_total` so far.
 */
export const cityFetches = pgTable("city_fetches", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
  minLon: doublePrecision("min_lon").notNull(),
  minLat: doublePrecision("min_lat").notNull(),
  maxLon: doublePrecision("max_lon").notNull(),
  maxLat: doublePrecision("max_lat").notNull(),
  /** queued, running, succeeded, failed. */
  status: text("status").notNull(),
  files: jsonb("files").$type<CityFetchFile[]>().notNull(),
  filesDone: integer("files_done").notNull().default(0),
  /** The catalogue's cities of the area: `{ city_code, city_name, year }`. */
  cities: jsonb("cities").$type<{ city_code: string; city_name: string; year: number | null }[]>().notNull(),
  /** i18n key of the failure (citymodel.*), null unless failed. */
  errorKey: text("error_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

export type CityFetchRow = typeof cityFetches.$inferSelect;

/** Catalogue files whose buildings this server holds: each downloaded once, replaced by a newer year. */
export const cityModelFiles = pgTable(
  "city_model_files",
  {
    cityCode: text("city_code")
      .notNull()
      .references(() => cities.code),
    meshCode: text("mesh_code").notNull(),
    /** PLATEAU survey year (年度) of the file's release. */
    year: integer("year"),
    maxLod: integer("max_lod").notNull(),
    url: text("url").notNull(),
    buildings: integer("buildings").notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cityCode, table.meshCode] })],
);

export type CityModelFileRow = typeof cityModelFiles.$inferSelect;
