import { date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The PLATEAU city catalogue (seeded from `modules/cities/cities.data.ts` on start, idempotently). */
export const cities = pgTable("cities", {
  /** 全国地方公共団体コード as PLATEAU publishes the dataset, e.g. `13100` (Tokyo 23 wards), `27100` (Osaka). */
  code: text("code").primaryKey(),
  nameJa: text("name_ja").notNull(),
  nameEn: text("name_en").notNull(),
  /** Simulation coverage starts on this date (PRODUCT.md §1: Tokyo 2024-07-31, Osaka 2024-09-12, others 2025-06-27). */
  coverageFrom: date("coverage_from", { mode: "string" }).notNull(),
  /** Survey year (年度) of the PLATEAU release shown in the attribution line; an import may set it. */
  dataYear: integer("data_year").notNull(),
  /** Changed by every import into this city: tile caches and ETags key on it. */
  dataVersion: timestamp("data_version", { withTimezone: true }).notNull().defaultNow(),
});

export type CityRow = typeof cities.$inferSelect;
