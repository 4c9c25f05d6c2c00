import { and, asc, count, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type BuildingRow, buildings, type NewBuildingRow } from "../../db/schema";

export type LonLatBbox = readonly [minLon: number, minLat: number, maxLon: number, maxLat: number];

/**
 * Widest building (bbox side, degrees) the bbox queries find: the btree range on min_lon only looks this far
 * west of the query, so the scan (and its cost) grows with it. The import skips anything wider: 0.02 deg is
 * 1.8 km east-west and 2.2 km north-south in Japan, beyond any building footprint in the catalogue cities.
 */
export const BUILDING_MAX_SPAN_DEGREES = 0.02;
const INSERT_BATCH = 200;

/** The buildings of a city whose bbox meets `bbox` (the btree range on min_lon first). */
export const bboxMeets = (cityCode: string, [minLon, minLat, maxLon, maxLat]: LonLatBbox) =>
  and(
    eq(buildings.cityCode, cityCode),
    gte(buildings.minLon, minLon - BUILDING_MAX_SPAN_DEGREES),
    lte(buildings.minLon, maxLon),
    gte(buildings.maxLon, minLon),
    lte(buildings.minLat, maxLat),
    gte(buildings.maxLat, minLat),
  );

/** A transaction-scoped writer that replaces one mesh of one city. */
export interface MeshWriter {
  insert(rows: NewBuildingRow[]): Promise<void>;
}

export class BuildingsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Replaces the buildings of (city, mesh) in one transaction: deletes them, then `fill` inserts the new ones
   * (streaming). If `fill` throws, nothing changes. An advisory lock serialises concurrent imports of a mesh.
   */
  async replaceMesh(
    cityCode: string,
    meshCode: string,
    fill: (writer: MeshWriter) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`buildings:${cityCode}:${meshCode}`}))`);
      await tx
        .delete(buildings)
        .where(and(eq(buildings.cityCode, cityCode), eq(buildings.meshCode, meshCode)));
      await fill({
        insert: async (rows) => {
          for (let i = 0; i < rows.length; i += INSERT_BATCH) {
            await tx.insert(buildings).values(rows.slice(i, i + INSERT_BATCH));
          }
        },
      });
    });
  }

  async countAll(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(buildings);
    return row?.n ?? 0;
  }

  async countInMesh(cityCode: string, meshCode: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(buildings)
      .where(and(eq(buildings.cityCode, cityCode), eq(buildings.meshCode, meshCode)));
    return row?.n ?? 0;
  }

  /** Buildings whose bbox intersects `bbox`, by gml_id, at most `limit`. */
  inBbox(cityCode: string, bbox: LonLatBbox, limit: number): Promise<BuildingRow[]> {
    return this.db
      .select()
      .from(buildings)
      .where(bboxMeets(cityCode, bbox))
      .orderBy(asc(buildings.gmlId))
      .limit(limit);
  }

  /**
   * Buildings whose bbox centre lies in [west, east) x [south, north): every building falls in exactly one
   * tile of a zoom level.
   */
  inTile(cityCode: string, [west, south, east, north]: LonLatBbox, limit: number): Promise<BuildingRow[]> {
    const cx = sql`(${buildings.minLon} + ${buildings.maxLon}) / 2`;
    const cy = sql`(${buildings.minLat} + ${buildings.maxLat}) / 2`;
    return this.db
      .select()
      .from(buildings)
      .where(
        and(
          eq(buildings.cityCode, cityCode),
          gte(buildings.minLon, west - BUILDING_MAX_SPAN_DEGREES),
          lt(buildings.minLon, east),
          gte(cx, west),
          lt(cx, east),
          gte(cy, south),
          lt(cy, north),
        ),
      )
      .orderBy(asc(buildings.gmlId))
      .limit(limit);
  }

  /**
   * The XYZ tiles of zoom `z` that hold buildings (by bbox centre, as `inTile` assigns them), with their
   * building count and the lowest ground and highest top (orthometric metres): the leaves of the tileset.
   */
  async tilesAt(cityCode: string, z: number): Promise<TileSummary[]> {
    // The zoom's tile count inlined (an integer we compute): parameters would make each expression distinct to
    // PostgreSQL, and GROUP BY would not match the selected expressions.
    const n = sql.raw(String(2 ** Math.trunc(z)));
    const cx = sql`(${buildings.minLon} + ${buildings.maxLon}) / 2`;
    const cy = sql`radians((${buildings.minLat} + ${buildings.maxLat}) / 2)`;
    const tx = sql<number>`floor((${cx} + 180) / 360 * ${n})::int`;
    const ty = sql<number>`floor((1 - ln(tan(${cy}) + 1 / cos(${cy})) / pi()) / 2 * ${n})::int`;
    const rows = await this.db
      .select({
        x: tx,
        y: ty,
        count: sql<number>`count(*)::int`,
        minZ: sql<number>`min(${buildings.groundZ})::float8`,
        maxZ: sql<number>`max(${buildings.groundZ} + ${buildings.height})::float8`,
      })
      .from(buildings)
      .where(eq(buildings.cityCode, cityCode))
      .groupBy(tx, ty)
      .orderBy(sql`1`, sql`2`);
    return rows.map((r) => ({ ...r, z }));
  }
}

/** One non-empty XYZ tile of a city. */
export interface TileSummary {
  z: number;
  x: number;
  y: number;
  count: number;
  /** Lowest ground and highest top of its buildings (orthometric metres). */
  minZ: number;
  maxZ: number;
}
