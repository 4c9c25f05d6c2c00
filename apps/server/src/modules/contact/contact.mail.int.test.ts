import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInquiries } from "../../db/schema";
import { addressesOf, outboxMailsTo, startSmtpServer, type TestSmtpServer } from "../../test/mail";
import { buildTestApp } from "../../test/test-app";
import { contactForm } from "./contact.fixtures";
import { useTestApp } from "../../test/use-test-app";

let smtp: TestSmtpServer;

const MAIL = {
  from: "SoraCity <no-reply@soracity.test>",
  contactTo: "desk@soracity.test",
  publicUrl: "https://soracity.test",
};

// Started first and closed last: the app sends to it until it closes.
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});
const server = useTestApp(() => ({
  rateLimitContactPer10Minutes: 1000,
  mail: { ...MAIL, smtpUrl: smtp.url },
}));

const inquiry = contactForm({
  address: "東京都千代田区",
  phone: "0312345678",
  inquiry: "日影の計算について <教えて> ください。",
});
const send = (target: FastifyInstance, body: Record<string, string>) =>
  target.inject({ method: "POST", url: "/api/user/contact", payload: body });
const rowOf = async (id: string) =>
  (await server.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0];

describe("inquiry mail", () => {
  it("stores the inquiry, mails it to CONTACT_TO with a reply-to of the sender, and sets mailed_at", async () => {
    const res = await send(server.app, inquiry);
    expect(res.statusCode).toBe(201);
    await server.app.mail.settle();
    const mail = smtp.received.at(-1);
    expect(addressesOf(mail?.to)).toEqual(["desk@soracity.test"]);
    expect(addressesOf(mail?.replyTo)).toEqual(["hanako@example.jp"]);
    expect(mail?.subject).toBe("[SoraCity] お問い合わせ: 山田 花子");
    for (const value of Object.values(inquiry)) expect(mail?.text).toContain(value);
    expect(mail?.html).toContain("&lt;教えて&gt;");
    const row = await rowOf(res.json().id);
    expect(row?.mailedAt).toBeInstanceOf(Date);
    expect(Date.now() - (row?.mailedAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("keeps the inquiry with mailed_at null when the SMTP server refuses it, answering 201 all the same", async () => {
    smtp.reject = true;
    try {
      const res = await send(server.app, { ...inquiry, inquiry: "refused" });
      expect(res.statusCode).toBe(201);
      await server.app.mail.settle();
      const row = await rowOf(res.json().id);
      expect(row?.inquiry).toBe("refused");
      expect(row?.mailedAt).toBeNull();
    } finally {
      smtp.reject = false;
    }
  });

  it("without SMTP_URL writes the mail to the outbox and sets mailed_at", async () => {
    const outboxApp = await buildTestApp(server.database, { rateLimitContactPer10Minutes: 1000 });
    try {
      const res = await send(outboxApp, { ...inquiry, inquiry: "outbox" });
      expect(res.statusCode).toBe(201);
      const [mail] = await outboxMailsTo(outboxApp, "contact@localhost");
      expect(mail?.text).toContain("outbox");
      expect((await rowOf(res.json().id))?.mailedAt).toBeInstanceOf(Date);
    } finally {
      await outboxApp.close();
    }
  });
});
