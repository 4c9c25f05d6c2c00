import { LRUCache } from "lru-cache";

/**
 * An in-memory LRU of encoded tiles, bounded by total bytes. Keys (`{city}/...`) carry the city's data version,
 * so after an import (in any process) the old tiles are never read again and the LRU evicts them in turn.
 */
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

  get size(): number {
    return this.entries.size;
  }
}
