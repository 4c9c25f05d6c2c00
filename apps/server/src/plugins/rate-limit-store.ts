import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { LRUCache } from "lru-cache";
import type { DatabaseHandle } from "../db/client";

/** Raw SQL on the app's database: not counted as a write, so a counted attempt keeps the read cache. */
export type RateLimitSql = DatabaseHandle["executeSql"];

/** How often a process deletes the rows whose window has ended. */
const CLEANUP_INTERVAL_MS = 60_000;

/**
 * One more hit on `key` in a window of $2 ms: a new or ended window starts again at 1. The database's clock
 * decides, so processes on several machines agree on when a window ends.
 */
const INCREMENT = `
  INSERT INTO rate_limits AS r (key, hits, reset_at)
  VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= clock_timestamp() THEN 1 ELSE least(r.hits + 1, 2147483647) END,
    reset_at = CASE WHEN r.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE r.reset_at END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM (reset_at - clock_timestamp())) * 1000))::float8 AS ttl`;

const CLEANUP = "DELETE FROM rate_limits WHERE reset_at < clock_timestamp()";

function isCount(row: unknown): row is { hits: number; ttl: number } {
  return (
    typeof row === "object" &&
    row !== null &&
    "hits" in row &&
    typeof row.hits === "number" &&
    "ttl" in row &&
    typeof row.ttl === "number"
  );
}

/**
 * The name of a limit: its `groupId` when routes share one, else `METHOD /url` of its route (the plugin passes
 * it as `routeInfo`), so routes count apart.
 */
function routeName(options: unknown): string {
  if (typeof options === "object" && options !== null && "groupId" in options) {
    if (typeof options.groupId === "string") return `group:${options.groupId}`;
  }
  const info =
    typeof options === "object" && options !== null && "routeInfo" in options ? options.routeInfo : undefined;
  if (typeof info !== "object" || info === null) return "";
  const method = "method" in info ? String(info.method) : "";
  const url = "url" in info ? String(info.url) : "";
  return `${method} ${url}`.trim();
}

/** A count of one client's hits in its window, and the milliseconds left of the window. */
interface Count {
  current: number;
  ttl: number;
}

/**
 * The plugin's store class over `count(id, windowMs)`. A limit's id is its route, its maximum and its window,
 * then the client's key: processes configured alike count together, and a changed configuration starts afresh
 * instead of inheriting counts measured against another maximum.
 */
function countingStore(count: (id: string, timeWindow: number) => Promise<Count>): FastifyRateLimitStoreCtor {
  class CountingStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: unknown) {
      this.prefix = routeName(options);
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: Count) => void,
      timeWindow: number,
      max: number,
    ): void {
      count(`${this.prefix}|${max}/${timeWindow}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new CountingStore(routeOptions);
    }
  }
  return CountingStore;
}

/**
 * A store for @fastify/rate-limit on our own database (PGlite or PostgreSQL, table `rate_limits`), so N API
 * processes on one database allow the attempts of one, not N times as many (the plugin's default store is each
 * process's memory). Ended windows are deleted by the first process that counts after each minute.
 */
export function databaseRateLimitStore(
  run: RateLimitSql,
  onCleanupError: (err: unknown) => void = () => undefined,
  cleanupIntervalMs = CLEANUP_INTERVAL_MS,
): FastifyRateLimitStoreCtor {
  let nextCleanup = Date.now() + cleanupIntervalMs;
  const cleanup = () => {
    if (Date.now() < nextCleanup) return;
    nextCleanup = Date.now() + cleanupIntervalMs;
    run(CLEANUP).catch(onCleanupError);
  };

  return countingStore(async (id, timeWindow) => {
    const {
      rows: [row],
    } = await run(INCREMENT, [id, timeWindow]);
    if (!isCount(row)) throw new Error("rate limit increment returned no count");
    cleanup();
    return { current: row.hits, ttl: row.ttl };
  });
}

/** Most windows a process keeps in memory; past it the least recently counted go (as the plugin's own store). */
const MEMORY_WINDOWS = 100_000;

/**
 * A store in this process's memory, for the embedded database: PGlite's data directory is held by one process
 * (lib/data-dir-lock.ts), so that process sees every attempt and its count is exact, without the database write
 * per request that made a shared case's read cost 17 times a cached dashboard read (docs/BENCHMARKS.md).
 */
export function memoryRateLimitStore(): FastifyRateLimitStoreCtor {
  const windows = new LRUCache<string, { hits: number; resetAt: number }>({ max: MEMORY_WINDOWS });

  return countingStore(async (id, timeWindow) => {
    const now = Date.now();
    let window = windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + timeWindow };
      windows.set(id, window);
    }
    window.hits = Math.min(window.hits + 1, 2147483647);
    return { current: window.hits, ttl: window.resetAt - now };
  });
}

/** Memory stores by embedded database, so app instances on one PGlite (tests) count together as on PostgreSQL. */
const memoryStores = new WeakMap<object, FastifyRateLimitStoreCtor>();

/**
 * The rate limits' store for a database: in memory for the embedded PGlite (one process holds it), in the
 * database for PostgreSQL, where several API processes share one database and must share the counts.
 */
export function rateLimitStoreFor(
  handle: Pick<DatabaseHandle, "driver" | "executeSql">,
  onCleanupError?: (err: unknown) => void,
): FastifyRateLimitStoreCtor {
  if (handle.driver === "postgres")
    return databaseRateLimitStore((text, values) => handle.executeSql(text, values), onCleanupError);
  let store = memoryStores.get(handle);
  if (!store) {
    store = memoryRateLimitStore();
    memoryStores.set(handle, store);
  }
  return store;
}
