import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/test-app";
import { useTestDatabase } from "../test/use-test-app";
import { databaseRateLimitStore, memoryRateLimitStore } from "./rate-limit-store";

const testDatabase = useTestDatabase();

describe("rate limits kept in the database (issue 22)", () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    // Two API processes on one database, as with DATABASE_URL and several `npm start`s.
    first = await buildTestApp(testDatabase.database, { rateLimitAuthPerMinute: 3 });
    second = await buildTestApp(testDatabase.database, { rateLimitAuthPerMinute: 3 });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const signIn = (app: FastifyInstance, remoteAddress = "203.0.113.7") =>
    app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress,
      payload: { email: "nobody@example.jp", password: "wrong-password" },
    });

  it("two app instances on the same database share the count", async () => {
    const statuses = [
      (await signIn(first)).statusCode,
      (await signIn(second)).statusCode,
      (await signIn(first)).statusCode,
      (await signIn(second)).statusCode,
      (await signIn(first)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await signIn(second);
    expect(refused.json().error.code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another client is counted apart.
    expect((await signIn(second, "203.0.113.8")).statusCode).toBe(401);
  });

  it("the memory store of PGlite counts per route and client, and starts a window again when it ends", async () => {
    const Store = memoryRateLimitStore();
    const [login, share] = [new Store({ routeInfo: { method: "POST", url: "/a" } }), new Store({})];
    const incr = (store: InstanceType<typeof Store>, key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          key,
          (err, result) => (result ? resolve(result) : reject(err ?? new Error("no count"))),
          150,
          5,
        ),
      );
    expect((await incr(login, "x")).current).toBe(1);
    const second = await incr(login, "x");
    expect(second.current).toBe(2);
    expect(second.ttl).toBeLessThanOrEqual(150);
    expect((await incr(login, "y")).current).toBe(1);
    expect((await incr(share, "x")).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await incr(login, "x")).current).toBe(1);
  });

  it("counts in the database on PostgreSQL only: on PGlite (one process holds it) no row per attempt", async () => {
    const rows = async () =>
      (await testDatabase.database.executeSql("SELECT key FROM rate_limits WHERE key LIKE '%203.0.113.9'"))
        .rows.length;
    expect(await rows()).toBe(0);
    expect((await signIn(first, "203.0.113.9")).statusCode).toBe(401);
    expect(await rows()).toBe(testDatabase.database.driver === "postgres" ? 1 : 0);
  });

  it("a window ends, and ended windows are deleted", async () => {
    const Store = databaseRateLimitStore(
      (text, values) => testDatabase.database.executeSql(text, values),
      undefined,
      0,
    );
    const store = new Store({});
    const incr = (key: string, windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          key,
          (err, result) => (result ? resolve(result) : reject(err ?? new Error("no count"))),
          windowMs,
          5,
        ),
      );
    expect((await incr("a", 150)).current).toBe(1);
    const second = await incr("a", 150);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeLessThanOrEqual(150);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await incr("a", 150)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await incr("b", 60_000); // counting runs the cleanup (interval 0 here): "a" has ended
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await testDatabase.database.executeSql("SELECT key FROM rate_limits ORDER BY key");
    const keys = JSON.stringify(rows);
    expect(keys).not.toContain('|a"');
    expect(keys).toContain('|b"');
  });
});
