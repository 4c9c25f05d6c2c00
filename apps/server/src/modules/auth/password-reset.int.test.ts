import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { passwordResets } from "../../db/schema";
import { type TestUser } from "../../test/dashboard";
import { outboxMailsTo, startSmtpServer, tokenFromMail } from "../../test/mail";
import { buildTestApp, registration, SAME_ORIGIN, sessionCookie } from "../../test/test-app";
import { ACCOUNT_MAILS_PER_HOUR } from "../mail/mail.service";
import { useTestApp } from "../../test/use-test-app";

const server = useTestApp();

const PASSWORD = registration().password;
const NEW_PASSWORD = "Sora-City-New2";

const forgot = (email: string, locale?: string) =>
  server.app.inject({
    method: "POST",
    url: "/api/auth/password/forgot",
    payload: { email, ...(locale ? { locale } : {}) },
  });
const reset = (token: unknown, password = NEW_PASSWORD, confirm = password, cookie?: string) =>
  server.app.inject({
    method: "POST",
    url: "/api/auth/password/reset",
    payload: { token, password, password_confirm: confirm },
    headers: cookie ? { cookie, ...SAME_ORIGIN } : {},
  });
const login = (email: string, password: string) =>
  server.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const me = (cookie: string) => server.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });

/** Asks for a link for `user` and returns the token of the mail that arrives. */
async function resetToken(user: TestUser, locale?: string): Promise<string> {
  const before = (await outboxMailsTo(server.app, user.email)).length;
  expect((await forgot(user.email, locale)).statusCode).toBe(204);
  const mails = await outboxMailsTo(server.app, user.email);
  expect(mails).toHaveLength(before + 1);
  return tokenFromMail(mails.at(-1) as ParsedMail, "/reset-password");
}

describe("POST /api/auth/password/forgot", () => {
  it("mails a link for a registered address and answers an unknown one the same, without a mail", async () => {
    const user = await server.signUp();
    const known = await forgot(user.email.toUpperCase(), "en");
    const unknown = await forgot("nobody.here@example.jp", "en");
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    expect(await outboxMailsTo(server.app, "nobody.here@example.jp")).toHaveLength(0);
    const mail = (await outboxMailsTo(server.app, user.email)).at(-1);
    // The account has no saved locale: the page's (en) is used.
    expect(mail?.subject).toBe("[SoraCity] Reset your password");
    expect(tokenFromMail(mail as ParsedMail, "/en/reset-password")).toMatch(/^[\w-]{43}$/);
    const [row] = await server.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    // Stored hashed, for an hour.
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it("refuses a malformed address with 400 and a field error", async () => {
    const res = await forgot("not-an-address");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ path: "email", message: "common.email_error" }]);
  });

  it(`sends at most ${ACCOUNT_MAILS_PER_HOUR} links an hour per address`, async () => {
    const user = await server.signUp();
    const before = (await outboxMailsTo(server.app, user.email)).length; // the registration's
    for (let i = 0; i <= ACCOUNT_MAILS_PER_HOUR; i++) expect((await forgot(user.email)).statusCode).toBe(204);
    expect(await outboxMailsTo(server.app, user.email)).toHaveLength(before + ACCOUNT_MAILS_PER_HOUR);
  });
});

describe("POST /api/auth/password/reset", () => {
  it("revokes every API token of the user (issue 22, F12)", async () => {
    const user = await server.signUp();
    const created = await server.app.inject({
      method: "POST",
      url: "/api/me/tokens",
      payload: { name: "cli", password: PASSWORD },
      headers: { cookie: user.cookie, ...SAME_ORIGIN },
    });
    const bearer = { authorization: `Bearer ${String(created.json().token)}` };
    expect((await server.app.inject({ url: "/api/me", headers: bearer })).statusCode).toBe(200);
    expect((await reset(await resetToken(user))).statusCode).toBe(204);
    expect((await server.app.inject({ url: "/api/me", headers: bearer })).statusCode).toBe(401);
  });

  it("sets the password, signs out every session of the user, and works once", async () => {
    const user = await server.signUp();
    const second = sessionCookie(await login(user.email, PASSWORD));
    expect((await me(user.cookie)).statusCode).toBe(200);
    const token = await resetToken(user);

    const res = await reset(token);
    expect(res.statusCode).toBe(204);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, "Another-Pass3");
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: "link_used", message: "This link has already been used." });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("kills the user's other open links when one is used", async () => {
    const user = await server.signUp();
    const first = await resetToken(user);
    const second = await resetToken(user);
    expect((await reset(second)).statusCode).toBe(204);
    expect((await reset(first, "Another-Pass3")).json().error.code).toBe("link_used");
  });

  it("refuses an expired link (link_expired) and an unknown one (link_invalid), changing nothing", async () => {
    const user = await server.signUp();
    const token = await resetToken(user);
    await server.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await reset(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe("link_expired");
    const unknown = await reset("z".repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe("link_invalid");
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it("checks the new password by the password rules of PRODUCT.md §5 and keeps the link usable after bad input", async () => {
    const user = await server.signUp();
    const token = await resetToken(user);
    const cases: [string, string, string, string][] = [
      ["", "", "password", "password.required"],
      ["Ab1!", "Ab1!", "password", "password.min_length"],
      ["Abcdefg!", "Abcdefg!", "password", "password.digit"],
      ["abcdef1!", "abcdef1!", "password", "password.uppercase"],
      ["ABCDEF1!", "ABCDEF1!", "password", "password.lowercase"],
      ["Abcdefg1", "Abcdefg1", "password", "password.special"],
      [NEW_PASSWORD, "Sora-City-New3", "password_confirm", "password.mismatch"],
    ];
    for (const [password, confirm, path, message] of cases) {
      const res = await reset(token, password, confirm);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
      expect(res.json().error.fields).toContainEqual({ path, message });
    }
    const noToken = await reset("");
    expect(noToken.json().error.fields).toContainEqual({ path: "token", message: "errors.link_invalid" });
    expect((await reset(token)).statusCode).toBe(204);
  });

  it("a link resets only the account it was mailed for, whoever opens it", async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const token = await resetToken(owner);
    // Opened in a browser signed in as another user: the owner's password changes, the other's session stays.
    const res = await reset(token, NEW_PASSWORD, NEW_PASSWORD, other.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === "sid")).toBeUndefined();
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect((await login(other.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("reset mail over SMTP", () => {
  it("arrives at the SMTP server of SMTP_URL in the account's locale, and its link works", async () => {
    const smtp = await startSmtpServer();
    const smtpApp = await buildTestApp(server.database, {
      mail: {
        smtpUrl: smtp.url,
        from: "SoraCity <no-reply@soracity.test>",
        contactTo: "desk@soracity.test",
        publicUrl: "https://soracity.test",
      },
    });
    try {
      const user = await server.signUp();
      await smtpApp.inject({
        method: "PUT",
        url: "/api/me/locale",
        payload: { locale: "en" },
        headers: { cookie: user.cookie, ...SAME_ORIGIN },
      });
      const res = await smtpApp.inject({
        method: "POST",
        url: "/api/auth/password/forgot",
        payload: { email: user.email, locale: "jp" },
      });
      expect(res.statusCode).toBe(204);
      await smtpApp.mail.settle();
      const mail = smtp.received.at(-1);
      expect(mail?.subject).toBe("[SoraCity] Reset your password");
      const token = tokenFromMail(mail as ParsedMail, "/en/reset-password");
      expect(mail?.text).toContain(`https://soracity.test/en/reset-password?token=${token}`);
      expect(
        (
          await smtpApp.inject({
            method: "POST",
            url: "/api/auth/password/reset",
            payload: { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
          })
        ).statusCode,
      ).toBe(204);
    } finally {
      await smtpApp.close();
      await smtp.close();
    }
  });

  it("answers 204 when the SMTP server is down", async () => {
    const downApp = await buildTestApp(server.database, {
      mail: {
        smtpUrl: "smtp://127.0.0.1:1",
        from: "SoraCity <no-reply@soracity.test>",
        contactTo: "desk@soracity.test",
        publicUrl: "https://soracity.test",
      },
    });
    try {
      const user = await server.signUp();
      const res = await downApp.inject({
        method: "POST",
        url: "/api/auth/password/forgot",
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(204);
      await downApp.mail.settle();
      // The link was stored even though its mail failed; asking again (later) mails a new one.
      expect(
        await server.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id)),
      ).toHaveLength(1);
    } finally {
      await downApp.close();
    }
  });
});
