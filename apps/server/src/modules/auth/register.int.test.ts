import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pendingRegistrations, users } from "../../db/schema";
import { registerAndConfirm } from "../../test/dashboard";
import { outboxMailsTo, tokenFromMail } from "../../test/mail";
import { registration, sessionCookie } from "../../test/test-app";
import { ACCOUNT_MAILS_PER_HOUR } from "../mail/mail.service";
import { useTestApp } from "../../test/use-test-app";

const server = useTestApp();

const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "POST", url: "/api/auth/register", payload: body, headers });
const confirm = (token: unknown) =>
  server.app.inject({ method: "POST", url: "/api/auth/register/confirm", payload: { token } });
const pendingOf = (email: string) =>
  server.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email));
const userOf = async (email: string) =>
  (await server.db.select().from(users).where(eq(users.email, email)))[0];

describe("POST /api/auth/register", () => {
  it("answers a new and a taken address identically; mails a link to one and a note to the other's owner", async () => {
    const owner = registration({ locale: "en" });
    expect((await registerAndConfirm(server.app, owner)).statusCode).toBe(201);
    const ownerRow = await userOf(owner.email);

    const fresh = registration();
    const forFresh = await register(fresh);
    const forTaken = await register({ ...owner, email: owner.email.toUpperCase(), given_name: "次郎" });
    expect(forFresh.statusCode).toBe(202);
    expect(forTaken.statusCode).toBe(202);
    expect(forTaken.body).toBe(forFresh.body);
    expect(forTaken.json()).toEqual({ status: "mail_sent" });
    expect(forTaken.headers["set-cookie"]).toBeUndefined();

    // The new address: a pending registration (no account yet) and the confirmation mail.
    expect(await userOf(fresh.email)).toBeUndefined();
    expect(await pendingOf(fresh.email)).toHaveLength(1);
    const [freshMail] = await outboxMailsTo(server.app, fresh.email);
    expect(freshMail?.subject).toBe("[SoraCity] メールアドレスの確認");
    expect(tokenFromMail(freshMail, "/jp/register/confirm")).toMatch(/^[\w-]{43}$/);

    // The taken address: nothing stored, the account unchanged, its owner told in their locale.
    expect(await pendingOf(owner.email)).toHaveLength(0);
    expect(await userOf(owner.email)).toEqual(ownerRow);
    const ownerMails = await outboxMailsTo(server.app, owner.email);
    const note = ownerMails.at(-1);
    expect(note?.subject).toBe("[SoraCity] Someone tried to register with your address");
    expect(note?.text).toContain("http://localhost/en/login");
    expect(note?.text).toContain("http://localhost/en/forgot-password");
    expect(note?.text).not.toContain("token=");
  });

  it("mails the link in the locale of the page (sent, else the locale cookie)", async () => {
    const english = registration({ locale: "en" });
    await register(english);
    const [mail] = await outboxMailsTo(server.app, english.email);
    expect(mail?.subject).toBe("[SoraCity] Confirm your e-mail address");
    expect(tokenFromMail(mail, "/en/register/confirm")).toBeTruthy();
    const byCookie = registration();
    await register(byCookie, { cookie: "locale=en" });
    expect((await outboxMailsTo(server.app, byCookie.email))[0]?.subject).toBe(
      "[SoraCity] Confirm your e-mail address",
    );
  });

  it("keeps the validation errors (400, nothing stored, no mail)", async () => {
    const body = registration({ password: "short", password_confirm: "short" });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toContainEqual({ path: "password", message: "password.min_length" });
    expect(await pendingOf(body.email)).toHaveLength(0);
    expect(await outboxMailsTo(server.app, body.email)).toHaveLength(0);
  });

  it(`sends at most ${ACCOUNT_MAILS_PER_HOUR} mails an hour per address, answering the same`, async () => {
    const body = registration();
    const statuses = [];
    for (let i = 0; i <= ACCOUNT_MAILS_PER_HOUR; i++) statuses.push((await register(body)).statusCode);
    expect(statuses).toEqual(Array(ACCOUNT_MAILS_PER_HOUR + 1).fill(202));
    expect(await outboxMailsTo(server.app, body.email)).toHaveLength(ACCOUNT_MAILS_PER_HOUR);
    expect(await pendingOf(body.email)).toHaveLength(ACCOUNT_MAILS_PER_HOUR);
  });
});

describe("POST /api/auth/register/confirm", () => {
  it("creates the account, signs in, and drops every pending registration of the address", async () => {
    const body = registration({ family_name: "佐藤", given_name: "花子" });
    await register(body);
    await register({ ...body, given_name: "花" });
    const [first, second] = await outboxMailsTo(server.app, body.email);
    const res = await confirm(tokenFromMail(first, "/register/confirm"));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: body.email, name: "佐藤 花子" });
    const me = await server.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json().email).toBe(body.email);
    expect(await pendingOf(body.email)).toHaveLength(0);
    // The password of the registration signs in.
    const login = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    // The same link again, and the other attempt's link, are used up.
    for (const mail of [first, second]) {
      const again = await confirm(tokenFromMail(mail, "/register/confirm"));
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe("link_invalid");
    }
  });

  it("refuses an expired link with link_expired and creates nothing", async () => {
    const body = registration();
    await register(body);
    const [mail] = await outboxMailsTo(server.app, body.email);
    await server.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.email, body.email));
    const res = await confirm(tokenFromMail(mail, "/register/confirm"));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: "link_expired", message: "This link has expired." });
    expect(await userOf(body.email)).toBeUndefined();
  });

  it("refuses unknown tokens with link_invalid and bad bodies with validation_failed", async () => {
    const unknown = await confirm("x".repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe("link_invalid");
    for (const token of ["", 42, "y".repeat(201), undefined]) {
      const bad = await confirm(token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe("validation_failed");
      expect(bad.json().error.fields[0]).toEqual({ path: "token", message: "errors.link_invalid" });
    }
  });

  it("gives nothing when the address was registered meanwhile through another link", async () => {
    const body = registration();
    await register(body);
    const [mail] = await outboxMailsTo(server.app, body.email);
    const token = tokenFromMail(mail, "/register/confirm");
    const [a, b] = await Promise.all([confirm(token), confirm(token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect(await server.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
  });
});
