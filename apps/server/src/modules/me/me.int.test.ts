import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResets, users } from "../../db/schema";
import { call, type TestUser } from "../../test/dashboard";
import { SAME_ORIGIN, sessionCookie } from "../../test/test-app";
import { useTestApp } from "../../test/use-test-app";

const server = useTestApp();

const PASSWORD = "Sora-City1";
/** A new API token of `user` (created with their password). */
const newToken = async (user: TestUser, password = PASSWORD): Promise<string> => {
  const created = await call(server.app, user, "POST", "/api/me/tokens", { name: "cli", password });
  if (created.statusCode !== 201) throw new Error(`token: ${created.statusCode} ${created.body}`);
  return String(created.json().token);
};
const viaToken = (token: string) =>
  server.app.inject({ url: "/api/me", headers: { authorization: `Bearer ${token}` } });
const signIn = (email: string, password: string) =>
  server.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
/** A second session of the same user (another browser). */
const secondSession = async (user: TestUser, password = PASSWORD): Promise<TestUser> => ({
  ...user,
  cookie: sessionCookie(await signIn(user.email, password)),
});
const fieldsOf = (body: string) =>
  (JSON.parse(body) as { error: { fields?: { path: string; message: string }[] } }).error.fields ?? [];

describe("PATCH /api/me (profile)", () => {
  it("saves every profile field and GET /api/me returns them", async () => {
    const user = await server.signUp();
    const res = await call(server.app, user, "PATCH", "/api/me", {
      family_name: " 佐藤 ",
      given_name: "花子",
      company: "そら建設",
      department: "設計部",
      address: "東京都千代田区",
      phone: "03-1234-5678",
      locale: "en",
      mail_on_analysis_done: false,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      family_name: "佐藤",
      given_name: "花子",
      name: "佐藤 花子",
      company: "そら建設",
      post: "設計部",
      address: "東京都千代田区",
      tel: "0312345678",
      locale: "en",
      mail_on_analysis_done: false,
      email: user.email,
      user_type: "basic",
    };
    expect(res.json()).toMatchObject(expected);
    expect((await call(server.app, user, "GET", "/api/me")).json()).toMatchObject(expected);
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ post: "設計部", tel: "0312345678", mailOnAnalysisDone: false });
  });

  it("changes only the fields sent; blank optional fields are cleared", async () => {
    const user = await server.signUp();
    await call(server.app, user, "PATCH", "/api/me", { company: "A社", phone: "09012345678" });
    const res = await call(server.app, user, "PATCH", "/api/me", { company: "  ", address: "大阪市" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      company: null,
      address: "大阪市",
      tel: "09012345678",
      given_name: "太郎",
    });
  });

  it.each([
    [{ family_name: "" }, "family_name", "common.required"],
    [{ given_name: "   " }, "given_name", "common.required"],
    [{ family_name: "あ".repeat(51) }, "family_name", "common.name_length"],
    [{ phone: "012345678" }, "phone", "contact.phone_error"],
    [{ phone: "012345678901" }, "phone", "contact.phone_error"],
    [{ phone: "03-abcd-5678" }, "phone", "contact.phone_error"],
    [{ company: "x".repeat(201) }, "company", "profile.text_length"],
    [{ locale: "fr" }, "locale", undefined],
    [{ mail_on_analysis_done: "no" }, "mail_on_analysis_done", "profile.mail_invalid"],
    [{ family_name: "a\u0000b" }, "family_name", "common.invalid_characters"],
  ])("refuses %j with a field error and changes nothing", async (body, path, message) => {
    const user = await server.signUp();
    const before = (await call(server.app, user, "GET", "/api/me")).json();
    const res = await call(server.app, user, "PATCH", "/api/me", { address: "kept?", ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    const field = fieldsOf(res.body).find((f) => f.path === path);
    expect(field).toBeDefined();
    if (message) expect(field?.message).toBe(message);
    expect((await call(server.app, user, "GET", "/api/me")).json()).toEqual(before);
  });

  it("refuses fields the profile does not have (e.g. the plan or the e-mail)", async () => {
    const user = await server.signUp();
    for (const body of [{ user_type: "premium" }, { email: "x@example.jp" }, { role: "operator" }]) {
      const res = await call(server.app, user, "PATCH", "/api/me", body);
      expect(res.statusCode).toBe(400);
    }
    expect((await call(server.app, user, "GET", "/api/me")).json()).toMatchObject({
      user_type: "basic",
      email: user.email,
    });
  });

  it("answers 401 signed out and 403 for a cross-site request", async () => {
    expect((await call(server.app, null, "PATCH", "/api/me", { company: "x" })).statusCode).toBe(401);
    const user = await server.signUp();
    const res = await server.app.inject({
      method: "PATCH",
      url: "/api/me",
      payload: { company: "x" },
      headers: { cookie: user.cookie, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("changes only the caller's own profile", async () => {
    const [me, other] = [await server.signUp(), await server.signUp()];
    await call(server.app, me, "PATCH", "/api/me", { family_name: "変更" });
    expect((await call(server.app, other, "GET", "/api/me")).json().family_name).toBe("山田");
  });
});

describe("PUT /api/me/password", () => {
  const change = (user: TestUser | null, body: Record<string, unknown>) =>
    call(server.app, user, "PUT", "/api/me/password", body);

  it("changes the password: other sessions are signed out, this one stays, the new password signs in", async () => {
    const user = await server.signUp();
    const other = await secondSession(user);
    expect((await call(server.app, other, "GET", "/api/me")).statusCode).toBe(200); // cached now
    await server.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: `hash-${user.id}`,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const res = await change(user, {
      old_password: PASSWORD,
      password: "New-Pass9",
      password_confirm: "New-Pass9",
    });
    expect(res.statusCode).toBe(204);
    expect((await call(server.app, user, "GET", "/api/me")).statusCode).toBe(200);
    expect((await call(server.app, other, "GET", "/api/me")).statusCode).toBe(401);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, "New-Pass9")).statusCode).toBe(200);
    const resets = await server.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(resets).toEqual([]);
  });

  it("a wrong current password answers 400 password.wrong on old_password and changes nothing", async () => {
    const user = await server.signUp();
    const other = await secondSession(user);
    const res = await change(user, {
      old_password: "Wrong-Pass1",
      password: "New-Pass9",
      password_confirm: "New-Pass9",
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toEqual([{ path: "old_password", message: "password.wrong" }]);
    expect((await call(server.app, other, "GET", "/api/me")).statusCode).toBe(200);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{ password: "", password_confirm: "" }, "password", "password.required"],
    [{ password: "Ab1!", password_confirm: "Ab1!" }, "password", "password.min_length"],
    [{ password: "abcdefg1!", password_confirm: "abcdefg1!" }, "password", "password.uppercase"],
    [{ password: "ABCDEFG1!", password_confirm: "ABCDEFG1!" }, "password", "password.lowercase"],
    [{ password: "Abcdefgh!", password_confirm: "Abcdefgh!" }, "password", "password.digit"],
    [{ password: "Abcdefgh1", password_confirm: "Abcdefgh1" }, "password", "password.special"],
    [{ password: "New-Pass9", password_confirm: "New-Pass8" }, "password_confirm", "password.mismatch"],
    [
      { old_password: "", password: "New-Pass9", password_confirm: "New-Pass9" },
      "old_password",
      "password.old_required",
    ],
  ])("refuses %j (PRODUCT.md §5) and keeps the old password", async (body, path, message) => {
    const user = await server.signUp();
    const res = await change(user, { old_password: PASSWORD, ...body });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toContainEqual({ path, message });
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("answers 401 signed out", async () => {
    const res = await change(null, {
      old_password: PASSWORD,
      password: "New-Pass9",
      password_confirm: "New-Pass9",
    });
    expect(res.statusCode).toBe(401);
  });

  it("through an API token: every session is signed out", async () => {
    const user = await server.signUp();
    const token = await newToken(user);
    const res = await server.app.inject({
      method: "PUT",
      url: "/api/me/password",
      payload: { old_password: PASSWORD, password: "New-Pass9", password_confirm: "New-Pass9" },
      headers: { authorization: `Bearer ${token}`, ...SAME_ORIGIN },
    });
    expect(res.statusCode).toBe(204);
    expect((await call(server.app, user, "GET", "/api/me")).statusCode).toBe(401);
  });

  it("revokes every API token of the user, unless revoke_tokens is false (issue 22, F12)", async () => {
    const user = await server.signUp();
    const other = await server.signUp();
    const [first, second, others] = [await newToken(user), await newToken(user), await newToken(other)];
    const change = { old_password: PASSWORD, password: "New-Pass9", password_confirm: "New-Pass9" };
    expect((await call(server.app, user, "PUT", "/api/me/password", change)).statusCode).toBe(204);
    expect((await viaToken(first)).statusCode).toBe(401);
    expect((await viaToken(second)).statusCode).toBe(401);
    expect((await viaToken(others)).statusCode).toBe(200);
    expect((await call(server.app, user, "GET", "/api/me/tokens")).json()).toEqual([]);

    const kept = await newToken(user, "New-Pass9");
    const keep = { old_password: "New-Pass9", password: "New-Pass8", password_confirm: "New-Pass8" };
    const res = await call(server.app, user, "PUT", "/api/me/password", { ...keep, revoke_tokens: false });
    expect(res.statusCode).toBe(204);
    expect((await viaToken(kept)).statusCode).toBe(200);
  });
});
