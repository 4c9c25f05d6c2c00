import { LRUCache } from "lru-cache";

/** An in-memory LRU of encoded tiles, bounded by total bytes. Keys (`{city}/...`) carry the city's data version. */
export class TileCache {
  private readonly entries: LRUCache<string, Uint8Array>;

  constructor(maxBytes = 64 * 1024 * 1024) {
    // A tile larger than the whole budget is simply not kept (lru-cache refuses it).
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (tile) => Math.max(1, tile.byteLength),
    });
  }

  get(key: string): Uint8Array | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Uint8Array): void {
    this.entries.set(key, value);
  }

  /** Drops every tile of a city (on re-import in this process; other processes see a new version key). */
  dropCity(code: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${code}/`)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
