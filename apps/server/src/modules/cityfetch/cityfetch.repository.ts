import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cities, type CityFetchFile, type CityFetchRow, cityFetches, cityModelFiles } from "../../db/schema";

export type NewCityFetch = typeof cityFetches.$inferInsert;

export class CityFetchRepository {
  constructor(private readonly db: Database) {}

  insert(row: NewCityFetch): Promise<CityFetchRow> {
    return this.db
      .insert(cityFetches)
      .values(row)
      .returning()
      .then(([r]) => r);
  }

  async find(id: string): Promise<CityFetchRow | undefined> {
    const [row] = await this.db.select().from(cityFetches).where(eq(cityFetches.id, id)).limit(1);
    return row;
  }

  async latestOfProject(projectId: string): Promise<CityFetchRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cityFetches)
      .where(eq(cityFetches.projectId, projectId))
      .orderBy(desc(cityFetches.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Fetches still queued or running that started after `since` (a new request for their files answers one of
   * them; an older one may belong to a process that died, and is not waited for).
   */
  unfinished(since: Date): Promise<CityFetchRow[]> {
    return this.db
      .select()
      .from(cityFetches)
      .where(and(inArray(cityFetches.status, ["queued", "running"]), gt(cityFetches.createdAt, since)))
      .orderBy(desc(cityFetches.createdAt));
  }

  async update(id: string, set: Partial<NewCityFetch>): Promise<void> {
    await this.db.update(cityFetches).set(set).where(eq(cityFetches.id, id));
  }

  /** The year of each held file of these cities, by `city/mesh`. */
  async heldFiles(cityCodes: string[]): Promise<Map<string, number | null>> {
    if (cityCodes.length === 0) return new Map();
    const rows = await this.db
      .select({
        cityCode: cityModelFiles.cityCode,
        meshCode: cityModelFiles.meshCode,
        year: cityModelFiles.year,
      })
      .from(cityModelFiles)
      .where(inArray(cityModelFiles.cityCode, cityCodes));
    return new Map(rows.map((r) => [`${r.cityCode}/${r.meshCode}`, r.year]));
  }

  /** Records a file as held (after its buildings' transaction committed). */
  async recordFile(file: CityFetchFile, buildings: number): Promise<void> {
    await this.db
      .insert(cityModelFiles)
      .values({
        cityCode: file.cityCode,
        meshCode: file.meshCode,
        year: file.year,
        maxLod: file.maxLod,
        url: file.url,
        buildings,
      })
      .onConflictDoUpdate({
        target: [cityModelFiles.cityCode, cityModelFiles.meshCode],
        set: { year: file.year, maxLod: file.maxLod, url: file.url, buildings, importedAt: new Date() },
      });
  }

  /**
   * Adds the catalogue's cities this server did not list yet (name as the catalogue writes it; coverage from
   * today); a known city keeps its names and its survey year.
   */
  async addCities(list: { code: string; name: string; year: number | null }[]): Promise<void> {
    if (list.length === 0) return;
    const today = new Date().toISOString().slice(0, 10);
    await this.db
      .insert(cities)
      .values(
        list.map((c) => ({
          code: c.code,
          nameJa: c.name,
          nameEn: c.name,
          coverageFrom: today,
          dataYear: c.year ?? new Date().getFullYear(),
        })),
      )
      .onConflictDoNothing({ target: cities.code });
  }
}
