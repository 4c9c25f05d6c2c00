import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressesOf, readOutbox, startSmtpServer, type TestSmtpServer } from "../../test/mail";
import { testConfig } from "../../test/test-app";
import { createMailService } from "./mail.service";

const errors: unknown[] = [];
const log = { error: (obj: unknown) => void errors.push(obj), info: () => undefined };
const mailConfig = (smtpUrl: string | undefined) => ({
  smtpUrl,
  from: "SoraCity <no-reply@soracity.test>",
  contactTo: "desk@soracity.test",
  publicUrl: "https://soracity.test",
});

let smtp: TestSmtpServer;
let dataDir: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "soracity-mail-"));
});
afterAll(async () => {
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("mail over SMTP", () => {
  it("delivers a mail in the recipient's locale with a text and an HTML part", async () => {
    const mail = createMailService(testConfig({ mail: mailConfig(smtp.url) }), log);
    const link = mail.link("en", "/reset-password", { token: "abc" });
    expect(link).toBe("https://soracity.test/en/reset-password?token=abc");
    const sent = await mail.send({ email: "Ann@Example.jp", locale: "en" }, "password_reset", {
      name: "Ann <b>Lee</b>",
      link,
      minutes: "60",
    });
    expect(sent).toBe(true);
    const received = smtp.received.at(-1);
    expect(addressesOf(received?.to)).toEqual(["ann@example.jp"]);
    expect(addressesOf(received?.from)).toEqual(["no-reply@soracity.test"]);
    expect(received?.subject).toBe("[SoraCity] Reset your password");
    expect(received?.text).toContain("Dear Ann <b>Lee</b>,");
    expect(received?.text).toContain(link);
    // The HTML part escapes what users typed and links the main action.
    expect(received?.html).toContain("Ann &lt;b&gt;Lee&lt;/b&gt;");
    expect(received?.html).not.toContain("<b>Lee</b>");
    expect(received?.html).toContain(`href="${link}"`);
    await mail.close();
  });

  it("writes Japanese for a jp (or unset) locale, with a reply-to", async () => {
    const mail = createMailService(testConfig({ mail: mailConfig(smtp.url) }), log);
    await mail.send(
      { email: mail.contactTo, locale: null },
      "contact_inquiry",
      {
        name: "山田 花子",
        email: "hanako@example.jp",
        company: "空市",
        department: "設計部",
        address: "",
        phone: "",
        inquiry: "日影の計算について教えてください。",
      },
      "hanako@example.jp",
    );
    const received = smtp.received.at(-1);
    expect(received?.subject).toBe("[SoraCity] お問い合わせ: 山田 花子");
    expect(addressesOf(received?.to)).toEqual(["desk@soracity.test"]);
    expect(addressesOf(received?.replyTo)).toEqual(["hanako@example.jp"]);
    expect(received?.text).toContain("日影の計算について教えてください。");
    await mail.close();
  });

  it("reports a refused or unreachable server as false and logs it, without throwing", async () => {
    const refusing = createMailService(testConfig({ mail: mailConfig(smtp.url) }), log);
    smtp.reject = true;
    const before = errors.length;
    try {
      expect(
        await refusing.send({ email: "a@example.jp", locale: "jp" }, "analysis_done", {
          name: "A",
          case: "c",
          link: "https://soracity.test/jp/dashboard",
        }),
      ).toBe(false);
    } finally {
      smtp.reject = false;
    }
    // Port 1 on loopback: nothing listens there.
    const dead = createMailService(testConfig({ mail: mailConfig("smtp://127.0.0.1:1") }), log);
    expect(
      await dead.send({ email: "a@example.jp", locale: "jp" }, "analysis_done", {
        name: "A",
        case: "c",
        link: "https://soracity.test/jp/dashboard",
      }),
    ).toBe(false);
    expect(errors.length).toBe(before + 2);
    await refusing.close();
    await dead.close();
  });
});

describe("mail without SMTP_URL", () => {
  it("writes each mail as an .eml file under DATA_DIR/outbox", async () => {
    const mail = createMailService(testConfig({ dataDir, mail: mailConfig(undefined) }), log);
    expect(mail.outboxDir).toBe(path.join(dataDir, "outbox"));
    mail.later(() =>
      mail.send({ email: "taro@example.jp", locale: "jp" }, "register_confirm", {
        name: "山田 太郎",
        link: "https://soracity.test/jp/register/confirm?token=t1",
        hours: "24",
      }),
    );
    await mail.settle();
    expect(readdirSync(path.join(dataDir, "outbox")).filter((f) => f.endsWith(".eml"))).toHaveLength(1);
    const [written] = await readOutbox(path.join(dataDir, "outbox"));
    expect(addressesOf(written?.to)).toEqual(["taro@example.jp"]);
    expect(written?.subject).toBe("[SoraCity] メールアドレスの確認");
    expect(written?.text).toContain("山田 太郎 様");
    expect(written?.text).toContain("https://soracity.test/jp/register/confirm?token=t1");
    expect(written?.html).toContain("登録を完了する");
  });

  it("logs a mail it cannot write and resolves to false", async () => {
    // A DATA_DIR that is a file cannot hold an outbox folder.
    const notAFolder = path.join(dataDir, "plain-file");
    writeFileSync(notAFolder, "");
    const broken = createMailService(testConfig({ dataDir: notAFolder }), log);
    const before = errors.length;
    expect(
      await broken.send({ email: "a@example.jp", locale: "en" }, "analysis_done", {
        name: "A",
        case: "c",
        link: "https://soracity.test/en/dashboard",
      }),
    ).toBe(false);
    expect(errors.length).toBe(before + 1);
  });
});
