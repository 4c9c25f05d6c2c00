import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { sessions } from "../../db/schema";
import { call, type TestUser } from "../../test/dashboard";
import { buildTestApp } from "../../test/test-app";
import { UsersRepository } from "../users/users.repository";
import { SESSION_CACHE } from "./sessions.service";
import { useTestApp } from "../../test/use-test-app";

/**
 * Sessions are cached for a few seconds (SESSION_CACHE): what a process changes itself shows at once, what
 * another process (or the CLI) changes within about a second. Two app instances on one database: on
 * PostgreSQL the second has its own connection pool, as a second server process would.
 */
let second: DatabaseHandle | undefined;
let other: FastifyInstance;

const server = useTestApp();
beforeAll(async () => {
  second = server.database.url
    ? await openDatabase({ kind: "postgres", url: server.database.url })
    : undefined;
  other = await buildTestApp(second ?? server.database);
});
afterAll(async () => {
  await other?.close();
  await second?.close();
});

const me = (on: FastifyInstance, user: TestUser) => call(on, user, "GET", "/api/me");

/** Milliseconds until `done` holds, polling every 20 ms; fails after 3 s. */
async function msUntil(done: () => Promise<boolean>): Promise<number> {
  const t0 = performance.now();
  while (!(await done())) {
    if (performance.now() - t0 > 3_000) throw new Error("not within 3 s");
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now() - t0;
}

describe("session cache", () => {
  it("is a few seconds long and checks other processes' changes every second", () => {
    expect(SESSION_CACHE.ttlMs).toBeGreaterThan(0);
    expect(SESSION_CACHE.ttlMs).toBeLessThanOrEqual(10_000);
    expect(SESSION_CACHE.checkMs).toBeLessThanOrEqual(1_000);
  });

  it("refuses a signed-out session at once", async () => {
    const user = await server.signUp();
    expect((await me(server.app, user)).statusCode).toBe(200);
    expect((await me(server.app, user)).statusCode).toBe(200); // now served from the cache
    expect((await call(server.app, user, "POST", "/api/auth/logout")).statusCode).toBe(204);
    const after = await me(server.app, user);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe("unauthenticated");
  });

  it("shows a locale change at once, in every session of the user", async () => {
    const user = await server.signUp();
    const login = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "Sora-City1" },
    });
    const secondSession = { ...user, cookie: `sid=${login.cookies.find((c) => c.name === "sid")?.value}` };
    expect((await me(server.app, user)).json().locale).toBeNull();
    expect((await me(server.app, secondSession)).json().locale).toBeNull();
    for (const locale of ["en", "jp", "en"]) {
      expect((await call(server.app, user, "PUT", "/api/me/locale", { locale })).statusCode).toBe(204);
      expect((await me(server.app, user)).json().locale).toBe(locale);
      expect((await me(server.app, secondSession)).json().locale).toBe(locale);
    }
  });

  it("shows a plan change made outside the server (CLI) within about a second", async () => {
    const user = await server.signUp();
    expect((await me(server.app, user)).json().user_type).toBe("basic");
    await new UsersRepository(server.db).setUserType(user.email, "premium");
    const ms = await msUntil(async () => (await me(server.app, user)).json().user_type === "premium");
    expect(ms).toBeLessThan(1_500);
  });

  it("refuses in a second app instance a session signed out in the first within about a second", async () => {
    const user = await server.signUp();
    expect((await me(other, user)).statusCode).toBe(200);
    expect((await me(other, user)).statusCode).toBe(200); // cached in the second instance
    expect((await call(server.app, user, "POST", "/api/auth/logout")).statusCode).toBe(204);
    expect((await me(server.app, user)).statusCode).toBe(401);
    const ms = await msUntil(async () => (await me(other, user)).statusCode === 401);
    expect(ms).toBeLessThan(1_500);
  });

  it("refuses in a second app instance a session revoked in the database within about a second", async () => {
    const user = await server.signUp();
    expect((await me(other, user)).statusCode).toBe(200);
    await server.db.delete(sessions).where(eq(sessions.userId, user.id));
    const ms = await msUntil(async () => (await me(other, user)).statusCode === 401);
    expect(ms).toBeLessThan(1_500);
    expect((await me(server.app, user)).statusCode).toBe(401);
  });
});
