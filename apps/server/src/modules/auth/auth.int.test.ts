import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { sha256Hex } from "../../lib/tokens";
import { registerAndConfirm } from "../../test/dashboard";
import { buildTestApp, registration, SAME_ORIGIN, sessionCookie } from "../../test/test-app";
import { useTestApp } from "../../test/use-test-app";

const server = useTestApp();

/** Registration as a person makes it: the form, then the link from the mail (the answer of the confirmation). */
const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  registerAndConfirm(server.app, body, headers);
/** The registration form alone. */
const registerForm = (body: Record<string, unknown>) =>
  server.app.inject({ method: "POST", url: "/api/auth/register", payload: body });
const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "POST", url: "/api/auth/login", payload: body, headers });
const me = (cookie: string) => server.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });

describe("registration", () => {
  it("creates the user from the mailed link, answers Me with the display name and signs in", async () => {
    const body = registration({
      email: "  Hanako.Sato@Example.JP ",
      family_name: "佐藤",
      given_name: "花子",
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: "hanako.sato@example.jp",
      name: "佐藤 花子",
      family_name: "佐藤",
      given_name: "花子",
      user_type: "basic",
      picture: null,
      locale: null,
    });
    const sid = res.cookies.find((c) => c.name === "sid");
    expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(sid?.secure).toBeFalsy();
    expect(sid?.maxAge).toBe(30 * 24 * 3600);
    const [row] = await server.db.select().from(users).where(eq(users.email, "hanako.sato@example.jp"));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await me(sessionCookie(res))).json().email).toBe("hanako.sato@example.jp");
  });

  it.each([
    ["", "password.required"],
    ["Ab1!", "password.min_length"],
    ["Abcdefg!", "password.digit"],
    ["abcdef1!", "password.uppercase"],
    ["ABCDEF1!", "password.lowercase"],
    ["Abcdefg1", "password.special"],
  ])("refuses password %j with %s on the password field", async (password, message) => {
    const res = await registerForm(registration({ password, password_confirm: password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.fields).toContainEqual({ path: "password", message });
  });

  it("refuses a confirmation that does not match", async () => {
    const res = await registerForm(registration({ password_confirm: "Sora-City2" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ path: "password_confirm", message: "password.mismatch" }]);
  });
});

describe("sign-in, session, sign-out", () => {
  const account = registration({ email: "login.user@example.jp" });
  beforeAll(async () => {
    expect((await register(account)).statusCode).toBe(201);
  });

  it("signs in with any letter case of the e-mail", async () => {
    const res = await login({ email: "Login.User@EXAMPLE.jp", password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe("login.user@example.jp");
    expect((await me(sessionCookie(res))).statusCode).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const wrong = await login({ email: account.email, password: "Sora-City9" });
    const unknown = await login({ email: "nobody@example.jp", password: account.password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe("invalid_credentials");
  });

  it("answers 401 unauthenticated on /api/me without or with a bogus cookie", async () => {
    const none = await server.app.inject({ method: "GET", url: "/api/me" });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe("unauthenticated");
    expect((await me("sid=not-a-session")).statusCode).toBe(401);
  });

  it("logout deletes the session: the old cookie no longer works", async () => {
    const cookie = sessionCookie(await login({ email: account.email, password: account.password }));
    const id = sha256Hex(cookie.slice("sid=".length));
    expect(await server.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(1);
    const out = await server.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, ...SAME_ORIGIN },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect(await server.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("expires idle sessions and sessions past their absolute expiry, deleting them", async () => {
    const idle = sessionCookie(await login({ email: account.email, password: account.password }));
    const idleId = sha256Hex(idle.slice(4));
    // Default idle limit is 7 days: last seen 7 days and a minute ago is expired.
    const lastSeen = new Date(Date.now() - (7 * 24 * 60 + 1) * 60_000);
    await server.db.update(sessions).set({ lastSeenAt: lastSeen }).where(eq(sessions.id, idleId));
    expect((await me(idle)).statusCode).toBe(401);
    expect(await server.db.select().from(sessions).where(eq(sessions.id, idleId))).toHaveLength(0);

    const old = sessionCookie(await login({ email: account.email, password: account.password }));
    const oldId = sha256Hex(old.slice(4));
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, oldId));
    expect((await me(old)).statusCode).toBe(401);
    expect(await server.db.select().from(sessions).where(eq(sessions.id, oldId))).toHaveLength(0);
  });

  it("keeps a session seen 6 days ago alive and moves last_seen_at forward", async () => {
    const cookie = sessionCookie(await login({ email: account.email, password: account.password }));
    const id = sha256Hex(cookie.slice(4));
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 3600_000);
    await server.db.update(sessions).set({ lastSeenAt: sixDaysAgo }).where(eq(sessions.id, id));
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await server.db.select().from(sessions).where(eq(sessions.id, id));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe("session cookie behind an HTTPS proxy", () => {
  it("is Secure when TRUST_PROXY is on and the request came over HTTPS, and CSRF uses that origin", async () => {
    const proxied = await buildTestApp(server.database, { trustProxy: true });
    const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "soracity.example" };
    const res = await registerAndConfirm(proxied, registration(), headers);
    const cookie = sessionCookie(res);
    const put = (origin: string) =>
      proxied.inject({
        method: "PUT",
        url: "/api/me/locale",
        payload: { locale: "en" },
        headers: { ...headers, cookie, origin },
      });
    const statuses = [
      (await put("https://soracity.example")).statusCode,
      (await put("http://localhost")).statusCode,
    ];
    await proxied.close();
    expect(res.cookies.find((c) => c.name === "sid")?.secure).toBe(true);
    expect(statuses).toEqual([204, 403]);
  });
});

describe("CSRF on cookie-authenticated unsafe requests", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = sessionCookie(await register(registration()));
  });
  const putLocale = (headers: Record<string, string>) =>
    server.app.inject({
      method: "PUT",
      url: "/api/me/locale",
      payload: { locale: "en" },
      headers: { cookie, ...headers },
    });

  it("refuses a request without Origin or Referer", async () => {
    const res = await putLocale({});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("csrf_rejected");
  });
  it("refuses a foreign Origin and accepts our own (or its Referer)", async () => {
    expect((await putLocale({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await putLocale(SAME_ORIGIN)).statusCode).toBe(204);
    expect((await putLocale({ referer: "http://localhost/jp/dashboard" })).statusCode).toBe(204);
  });
  it("accepts an origin listed in ALLOWED_ORIGINS", async () => {
    const other = await buildTestApp(server.database, { allowedOrigins: ["https://app.example"] });
    const res = await other.inject({
      method: "PUT",
      url: "/api/me/locale",
      payload: { locale: "en" },
      headers: { cookie, origin: "https://app.example" },
    });
    await other.close();
    expect(res.statusCode).toBe(204);
  });
});

describe("locale rules (PRODUCT.md §4)", () => {
  it("saves the locale sent at registration, else the locale cookie", async () => {
    expect((await register(registration({ locale: "en" }))).json().locale).toBe("en");
    expect((await register(registration(), { cookie: "locale=en" })).json().locale).toBe("en");
    expect((await register(registration(), { cookie: "locale=xx" })).json().locale).toBeNull();
  });

  it("on sign-in applies a saved locale and keeps it", async () => {
    const account = registration({ locale: "en" });
    await register(account);
    const res = await login({ email: account.email, password: account.password, locale: "jp" });
    expect(res.json().locale).toBe("en");
    const [row] = await server.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.locale).toBe("en");
  });

  it("on sign-in saves the current locale when the user has none", async () => {
    const account = registration();
    await register(account);
    const res = await login({ email: account.email, password: account.password, locale: "en" });
    expect(res.json().locale).toBe("en");
    const [row] = await server.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.locale).toBe("en");
  });

  it("PUT /api/me/locale saves the locale and /api/me shows it; bad values are refused", async () => {
    const cookie = sessionCookie(await register(registration({ locale: "jp" })));
    const put = (locale: string) =>
      server.app.inject({
        method: "PUT",
        url: "/api/me/locale",
        payload: { locale },
        headers: { cookie, ...SAME_ORIGIN },
      });
    expect((await put("en")).statusCode).toBe(204);
    expect((await me(cookie)).json().locale).toBe("en");
    const bad = await put("fr");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe("locale");
    const anonymous = await server.app.inject({
      method: "PUT",
      url: "/api/me/locale",
      payload: { locale: "en" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("rate limit on sign-in and registration", () => {
  it("answers 429 rate_limited after RATE_LIMIT_AUTH attempts per minute and IP", async () => {
    const limited = await buildTestApp(server.database, { rateLimitAuthPerMinute: 3 });
    const attempt = () =>
      limited.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "x@example.jp", password: "x" },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    const last = await attempt();
    // Registration has its own budget of the same size.
    const registrations = [];
    for (let i = 0; i < 4; i++) {
      registrations.push(
        (await limited.inject({ method: "POST", url: "/api/auth/register", payload: registration() }))
          .statusCode,
      );
    }
    await limited.close();
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last.json().error.code).toBe("rate_limited");
    expect(last.headers["retry-after"]).toBeDefined();
    expect(registrations).toEqual([202, 202, 202, 429]);
  });
});
