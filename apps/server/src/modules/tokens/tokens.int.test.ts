import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiTokens } from "../../db/schema";
import { sha256Hex } from "../../lib/tokens";
import { registration, SAME_ORIGIN, sessionCookie } from "../../test/test-app";
import { registerAndConfirm } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

let cookie: string;
let otherCookie: string;

const server = useTestApp();
beforeAll(async () => {
  const signUp = async () => sessionCookie(await registerAndConfirm(server.app));
  cookie = await signUp();
  otherCookie = await signUp();
});

const PASSWORD = registration().password;
const createToken = (name: string, session = cookie, extra: Record<string, unknown> = {}) =>
  server.app.inject({
    method: "POST",
    url: "/api/me/tokens",
    payload: { name, password: PASSWORD, ...extra },
    headers: { cookie: session, ...SAME_ORIGIN },
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("personal API tokens", () => {
  it("creates a token shown once (sor_ + 43 base64url chars) and stores only its sha256", async () => {
    const res = await createToken("CI");
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.token).toMatch(/^sor_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: "CI", last_used_at: null });
    const [row] = await server.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).toBe(sha256Hex(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const list = await server.app.inject({ url: "/api/me/tokens", headers: { cookie } });
    expect(list.json()).toContainEqual({
      id: created.id,
      name: "CI",
      scope: "full",
      created_at: created.created_at,
      last_used_at: null,
      expires_at: null,
    });
    expect(list.body).not.toContain(created.token);
  });

  it("authenticates Bearer requests as the token's user and records the use", async () => {
    const { id, token } = (await createToken("script")).json();
    const mine = await server.app.inject({ url: "/api/me", headers: { cookie } });
    const viaToken = await server.app.inject({ url: "/api/me", headers: bearer(token) });
    expect(viaToken.statusCode).toBe(200);
    expect(viaToken.json()).toEqual(mine.json());
    const [row] = await server.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("exempts Bearer requests from the Origin check", async () => {
    const { token } = (await createToken("no-origin")).json();
    const res = await server.app.inject({
      method: "POST",
      url: "/api/workspaces",
      payload: { name: "via token" },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(201);
  });

  it("a token cannot mint tokens: 403 session_required, nothing stored (issue 22, F12)", async () => {
    const { token } = (await createToken("minter")).json();
    const ids = async () =>
      (await server.app.inject({ url: "/api/me/tokens", headers: { cookie } }))
        .json()
        .map((t: { id: string }) => t.id);
    const before = await ids();
    const res = await server.app.inject({
      method: "POST",
      url: "/api/me/tokens",
      payload: { name: "child", password: PASSWORD },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("session_required");
    expect(await ids()).toEqual(before);
  });

  it("asks for the account's password to create a token (issue 22, F12)", async () => {
    const before = (await server.app.inject({ url: "/api/me/tokens", headers: { cookie } })).json();
    const wrong = await createToken("guess", cookie, { password: "Not-The-Pass1" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual([{ path: "password", message: "password.wrong" }]);
    const missing = await createToken("none", cookie, { password: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual([{ path: "password", message: "token.password_required" }]);
    // Another user's password is not this account's.
    const theirs = await createToken("theirs", otherCookie, { password: "Sora-City-Other9" });
    expect(theirs.statusCode).toBe(400);
    expect((await server.app.inject({ url: "/api/me/tokens", headers: { cookie } })).json()).toEqual(before);
  });

  it("revokes: the token then answers 401 and leaves the list", async () => {
    const { id, token } = (await createToken("to-revoke")).json();
    const del = await server.app.inject({
      method: "DELETE",
      url: `/api/me/tokens/${id}`,
      headers: { cookie, ...SAME_ORIGIN },
    });
    expect(del.statusCode).toBe(204);
    const after = await server.app.inject({ url: "/api/me", headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe("unauthenticated");
    const list = await server.app.inject({ url: "/api/me/tokens", headers: { cookie } });
    expect(list.json().map((t: { id: string }) => t.id)).not.toContain(id);
    const again = await server.app.inject({
      method: "DELETE",
      url: `/api/me/tokens/${id}`,
      headers: { cookie, ...SAME_ORIGIN },
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses unknown tokens and malformed Authorization headers with 401", async () => {
    for (const authorization of ["Bearer sor_unknown", "Bearer nope", "Basic abc", "Bearer"]) {
      const res = await server.app.inject({ url: "/api/me", headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });

  it("does not let another user revoke or see my token", async () => {
    const { id, token } = (await createToken("private")).json();
    const del = await server.app.inject({
      method: "DELETE",
      url: `/api/me/tokens/${id}`,
      headers: { cookie: otherCookie, ...SAME_ORIGIN },
    });
    expect(del.statusCode).toBe(404);
    const theirs = await server.app.inject({ url: "/api/me/tokens", headers: { cookie: otherCookie } });
    expect(theirs.json()).toEqual([]);
    expect((await server.app.inject({ url: "/api/me", headers: bearer(token) })).statusCode).toBe(200);
  });

  it("validates the name and the id; requires a user", async () => {
    const empty = await createToken("  ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual([{ path: "name", message: "common.required" }]);
    expect((await createToken("x".repeat(51))).json().error.fields[0].message).toBe("common.name_length");
    const badId = await server.app.inject({
      method: "DELETE",
      url: "/api/me/tokens/123",
      headers: { cookie, ...SAME_ORIGIN },
    });
    expect(badId.statusCode).toBe(400);
    expect((await server.app.inject({ url: "/api/me/tokens" })).statusCode).toBe(401);
  });

  it("read-only tokens read everything and change nothing (403 on unsafe methods)", async () => {
    const created = (await createToken("reader", cookie, { scope: "read" })).json();
    expect(created.scope).toBe("read");
    const auth = bearer(created.token);
    expect((await server.app.inject({ url: "/api/me", headers: auth })).statusCode).toBe(200);
    expect((await server.app.inject({ url: "/api/workspaces", headers: auth })).statusCode).toBe(200);
    const before = (await server.app.inject({ url: "/api/workspaces", headers: { cookie } })).json();
    for (const [method, url, payload] of [
      ["POST", "/api/workspaces", { name: "nope" }],
      ["POST", "/api/me/tokens", { name: "escalate" }],
      ["PUT", "/api/me/locale", { locale: "en" }],
      ["DELETE", `/api/me/tokens/${created.id}`, undefined],
      ["PATCH", "/api/workspaces/00000000-0000-4000-8000-000000000000", { name: "x" }],
      ["POST", "/api/auth/logout", undefined],
    ] as const) {
      const res = await server.app.inject({ method, url, payload, headers: auth });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toMatchObject({ code: "forbidden", message: "This API token is read-only." });
    }
    expect((await server.app.inject({ url: "/api/workspaces", headers: { cookie } })).json()).toEqual(before);
    const list = (await server.app.inject({ url: "/api/me/tokens", headers: { cookie } })).json();
    expect(list.map((t: { id: string }) => t.id)).toContain(created.id);
  });

  it("expiring tokens work until expires_at, then answer 401 and leave the list", async () => {
    const created = (await createToken("week", cookie, { expires_in_days: 7 })).json();
    const expires = Date.parse(created.expires_at);
    expect(Math.abs(expires - Date.now() - 7 * 24 * 3600 * 1000)).toBeLessThan(60_000);
    expect((await server.app.inject({ url: "/api/me", headers: bearer(created.token) })).statusCode).toBe(
      200,
    );
    await server.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.id));
    const after = await server.app.inject({ url: "/api/me", headers: bearer(created.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe("Invalid, expired or revoked API token.");
    const list = (await server.app.inject({ url: "/api/me/tokens", headers: { cookie } })).json();
    expect(list.map((t: { id: string }) => t.id)).not.toContain(created.id);
  });

  it("validates scope and expiry", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ scope: "admin" }, "scope", "token.scope_invalid"],
      [{ expires_in_days: 0 }, "expires_in_days", "token.expiry_invalid"],
      [{ expires_in_days: 367 }, "expires_in_days", "token.expiry_invalid"],
      [{ expires_in_days: 1.5 }, "expires_in_days", "token.expiry_invalid"],
      [{ expires_in_days: "7" }, "expires_in_days", "token.expiry_invalid"],
    ];
    for (const [extra, path, message] of cases) {
      const res = await createToken("t", cookie, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error.fields).toEqual([{ path, message }]);
    }
  });
});
