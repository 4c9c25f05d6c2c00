import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunkError, shouldReload } from "./chunkReload";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe("chunk reload guard", () => {
  it("reloads when nothing was recorded or the record is unreadable", () => {
    expect(shouldReload(1_000_000, null)).toBe(true);
    expect(shouldReload(1_000_000, "garbage")).toBe(true);
  });
  it("allows one reload per 60 000 ms", () => {
    expect(shouldReload(1_059_999, "1000000")).toBe(false);
    expect(shouldReload(1_060_000, "1000000")).toBe(true);
  });
  it("records the time and refuses a second reload inside the window", () => {
    const storage = new MemoryStorage();
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadOnceForChunkError(storage, reload, 5_000_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe("5000000");
    expect(reloadOnceForChunkError(storage, reload, 5_030_000)).toBe(false);
    expect(reloadOnceForChunkError(storage, reload, 5_060_000)).toBe(true);
    expect(reloads).toBe(2);
  });
  it("recognises the browsers' chunk failure messages and nothing else", () => {
    const chrome = new TypeError("Failed to fetch dynamically imported module: http://x/assets/About-1.js");
    const safari = new TypeError("Importing a module script failed.");
    const firefox = new TypeError("error loading dynamically imported module: http://x/a.js");
    expect([chrome, safari, firefox].map(isChunkLoadError)).toEqual([true, true, true]);
    expect(isChunkLoadError(new Error("Network request failed"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
