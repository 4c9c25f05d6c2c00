/** Chunk reload guard (PRODUCT.md §8, §9): one full reload per 60 s at most after a failed page chunk load. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = "chunkReloadAt";

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** Whether an error is a failed lazy chunk (Chrome, Firefox and Safari word it differently). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** Whether to reload now, given the stored timestamp (ms since epoch, as text) of the last reload. */
export function shouldReload(nowMs: number, lastReloadRaw: string | null): boolean {
  const last = lastReloadRaw === null ? Number.NaN : Number(lastReloadRaw);
  if (!Number.isFinite(last)) return true;
  // A clock that went backwards counts as "long ago" rather than blocking reloads forever.
  return nowMs - last >= CHUNK_RELOAD_GUARD_MS || nowMs < last;
}

/** Reloads once when allowed (recording the time in sessionStorage); returns whether it reloaded. */
export function reloadOnceForChunkError(storage: Storage, reload: () => void, nowMs = Date.now()): boolean {
  if (!shouldReload(nowMs, storage.getItem(CHUNK_RELOAD_KEY))) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(nowMs));
  reload();
  return true;
}
