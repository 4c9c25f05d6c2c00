import { describe, expect, it } from "vitest";
import { TileCache } from "./buildings.cache";

const tile = (bytes: number) => new Uint8Array(bytes);

describe("tile cache", () => {
  it("keeps the most recently used tiles within its byte budget", () => {
    const cache = new TileCache(100);
    cache.set("13100/a", tile(40));
    cache.set("13100/b", tile(40));
    expect(cache.get("13100/a")).toBeDefined(); // a is now the most recent
    cache.set("13100/c", tile(40)); // over budget: b, the least recent, goes
    expect(cache.get("13100/b")).toBeUndefined();
    expect(cache.get("13100/a")?.byteLength).toBe(40);
    expect(cache.get("13100/c")?.byteLength).toBe(40);
  });

  it("does not keep a tile larger than the whole budget", () => {
    const cache = new TileCache(100);
    cache.set("13100/huge", tile(101));
    expect(cache.size).toBe(0);
  });
});
