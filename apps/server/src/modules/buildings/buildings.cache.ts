/** A small in-memory LRU of encoded tiles, bounded by total bytes. Keys carry the city's data version. */
export class TileCache {
  private readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): Uint8Array | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert: Map keeps insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Uint8Array): void {
    if (value.byteLength > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.byteLength;
    }
  }

  /** Drops every tile of a city (on re-import in this process; other processes see a new version key). */
  dropCity(code: string): void {
    for (const [k, v] of this.entries) {
      if (k.startsWith(`${code}/`)) {
        this.entries.delete(k);
        this.bytes -= v.byteLength;
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
