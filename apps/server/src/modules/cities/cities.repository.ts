import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { buildings, cities, type CityRow } from "../../db/schema";
import type { CatalogueCity } from "./cities.data";

export interface CityWithStats {
  city: CityRow;
  buildings: number;
  bbox: [number, number, number, number] | null;
  /** Median of the buildings' centres: where they are, not the middle of a bbox stretched by outliers. */
  center: [number, number] | null;
}

export class CitiesRepository {
  constructor(private readonly db: Database) {}

  /** Inserts missing catalogue cities and refreshes names and coverage; keeps data year and version. */
  async seed(catalogue: readonly CatalogueCity[]): Promise<void> {
    await this.db
      .insert(cities)
      .values(
        catalogue.map((c) => ({
          code: c.code,
          nameJa: c.ja,
          nameEn: c.en,
          coverageFrom: c.coverageFrom,
          dataYear: c.year,
        })),
      )
      .onConflictDoUpdate({
        target: cities.code,
        set: {
          nameJa: sql`excluded.name_ja`,
          nameEn: sql`excluded.name_en`,
          coverageFrom: sql`excluded.coverage_from`,
        },
      });
  }

  /** Every city with its loaded building count and extent, by code. */
  async listWithStats(): Promise<CityWithStats[]> {
    const stats = this.db
      .select({
        cityCode: buildings.cityCode,
        count: sql<number>`count(*)::int`.as("count"),
        minLon: sql<number | null>`min(${buildings.minLon})`.as("min_lon"),
        minLat: sql<number | null>`min(${buildings.minLat})`.as("min_lat"),
        maxLon: sql<number | null>`max(${buildings.maxLon})`.as("max_lon"),
        maxLat: sql<number | null>`max(${buildings.maxLat})`.as("max_lat"),
        midLon: sql<
          number | null
        >`percentile_cont(0.5) within group (order by (${buildings.minLon} + ${buildings.maxLon}) / 2)`.as(
          "mid_lon",
        ),
        midLat: sql<
          number | null
        >`percentile_cont(0.5) within group (order by (${buildings.minLat} + ${buildings.maxLat}) / 2)`.as(
          "mid_lat",
        ),
      })
      .from(buildings)
      .groupBy(buildings.cityCode)
      .as("stats");
    const rows = await this.db
      .select({
        city: cities,
        count: stats.count,
        minLon: stats.minLon,
        minLat: stats.minLat,
        maxLon: stats.maxLon,
        maxLat: stats.maxLat,
        midLon: stats.midLon,
        midLat: stats.midLat,
      })
      .from(cities)
      .leftJoin(stats, eq(stats.cityCode, cities.code))
      .orderBy(cities.code);
    return rows.map((s) => ({
      city: s.city,
      buildings: Number(s.count ?? 0),
      bbox:
        s.minLon !== null && s.minLat !== null && s.maxLon !== null && s.maxLat !== null
          ? [Number(s.minLon), Number(s.minLat), Number(s.maxLon), Number(s.maxLat)]
          : null,
      center: s.midLon !== null && s.midLat !== null ? [Number(s.midLon), Number(s.midLat)] : null,
    }));
  }

  async find(code: string): Promise<CityRow | undefined> {
    const [row] = await this.db.select().from(cities).where(eq(cities.code, code)).limit(1);
    return row;
  }

  /** Marks the city's data as changed (caches key on the version); sets the survey year when given. */
  async touch(code: string, dataYear?: number): Promise<void> {
    await this.db
      .update(cities)
      .set({ dataVersion: new Date(), ...(dataYear !== undefined ? { dataYear } : {}) })
      .where(eq(cities.code, code));
  }
}
