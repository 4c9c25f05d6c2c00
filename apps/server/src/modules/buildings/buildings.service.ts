import { createHash } from "node:crypto";
import type { BuildingCollection, Tileset } from "@soracity/contracts";
import { attribution } from "../cities/cities.data";
import type { CitiesService } from "../cities/cities.service";
import type { TileCache } from "./buildings.cache";
import { toBuildingFeature } from "./buildings.presenter";
import type { BuildingsRepository, LonLatBbox } from "./buildings.repository";
import { buildTileGlb, tileBounds } from "./buildings.tiles";
import { buildTileset, TILESET_LEAF_ZOOM } from "./buildings.tileset";

/** Most buildings one tile carries (a z15 tile in central Tokyo holds a few thousand). */
export const TILE_MAX_BUILDINGS = 10_000;

export interface Tile {
  etag: string;
  /** Undefined when the caller's ETag matched (answer 304). */
  body?: Uint8Array;
}

/** A city's buildings as the viewer reads them: GeoJSON in a bbox, GLB tiles and their 3D Tiles tileset. */
export class BuildingsService {
  constructor(
    private readonly buildings: BuildingsRepository,
    private readonly cities: CitiesService,
    private readonly tiles: TileCache,
  ) {}

  /** Buildings of the city intersecting `bbox`, at most `limit` (`truncated` says whether more matched). */
  async inBbox(code: string, bbox: LonLatBbox, limit: number): Promise<BuildingCollection> {
    const city = await this.cities.get(code);
    const rows = await this.buildings.inBbox(code, bbox, limit + 1);
    return {
      type: "FeatureCollection",
      features: rows.slice(0, limit).map(toBuildingFeature),
      truncated: rows.length > limit,
      attribution: attribution(city.nameJa, city.dataYear),
    };
  }

  /**
   * The GLB of tile z/x/y of a city. The ETag hashes the city's data version, so it changes with every import
   * (in any process) and a matching If-None-Match is answered without building anything.
   */
  async tile(code: string, z: number, x: number, y: number, ifNoneMatch?: string): Promise<Tile> {
    const city = await this.cities.get(code);
    const key = `${code}/${z}/${x}/${y}@${city.dataVersion.getTime()}`;
    const etag = `"${createHash("sha256").update(key).digest("base64url").slice(0, 22)}"`;
    if (ifNoneMatch?.split(",").some((t) => t.trim() === etag)) return { etag };
    const cached = this.tiles.get(key);
    if (cached) return { etag, body: cached };
    const bounds = tileBounds(z, x, y);
    const rows = await this.buildings.inTile(code, bounds, TILE_MAX_BUILDINGS);
    const centre = [(bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2, 0] as const;
    const body = await buildTileGlb(rows, centre, {
      city: code,
      tile: { z, x, y },
      bbox: bounds,
      attribution: attribution(city.nameJa, city.dataYear),
    });
    this.tiles.set(key, body);
    return { etag, body };
  }

  /** Tilesets by city and data version (small JSON; one per city is kept). */
  private readonly tilesets = new Map<string, { key: string; tileset: Promise<Tileset> }>();

  /**
   * The city's buildings as a 3D Tiles 1.1 tileset over the GLB tiles (see buildTileset). The ETag hashes the
   * city's data version, like the tiles'.
   */
  async tileset(code: string, ifNoneMatch?: string): Promise<{ etag: string; body?: Tileset }> {
    const city = await this.cities.get(code);
    const key = `${code}/tileset@${city.dataVersion.getTime()}`;
    const etag = `"${createHash("sha256").update(key).digest("base64url").slice(0, 22)}"`;
    if (ifNoneMatch?.split(",").some((t) => t.trim() === etag)) return { etag };
    let cached = this.tilesets.get(code);
    if (cached?.key !== key) {
      const tileset = this.buildings.tilesAt(code, TILESET_LEAF_ZOOM).then((leaves) =>
        buildTileset(leaves, {
          city: code,
          version: city.dataVersion.toISOString(),
          attribution: attribution(city.nameJa, city.dataYear),
        }),
      );
      cached = { key, tileset };
      this.tilesets.set(code, cached);
      tileset.catch(() => this.tilesets.delete(code));
    }
    return { etag, body: await cached.tileset };
  }
}
