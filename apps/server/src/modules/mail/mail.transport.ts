import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

/** One message as the templates build it (the sender is the transport's). */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** Where the transport reports: `info` for mails written to the outbox, `error` for failures. */
export interface MailLog {
  error(obj: unknown, msg?: string): void;
  info?(obj: unknown, msg?: string): void;
}

/** SMTP: how long a dead or slow server may hold a send before it counts as failed. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Hands mails to nodemailer: over SMTP (`smtpUrl`), or, without one, as .eml files in `outboxDir` (nodemailer's
 * stream transport builds the same MIME message SMTP would carry). `send` never throws: a mail is a side effect,
 * so a failure is logged and reported as `false`.
 */
export class MailTransport {
  private readonly transporter: Transporter;
  /** Mails handed over by this process so far (orders the outbox's file names). */
  private handedOver = 0;

  constructor(
    private readonly target: { smtpUrl: string } | { outboxDir: string },
    private readonly from: string,
    private readonly log: MailLog,
  ) {
    this.transporter =
      "smtpUrl" in target
        ? nodemailer.createTransport({ url: target.smtpUrl, ...SMTP_TIMEOUTS })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }

  /** The folder .eml files are written to, or null when mails go over SMTP. */
  get outboxDir(): string | null {
    return "outboxDir" in this.target ? this.target.outboxDir : null;
  }

  async send(mail: OutgoingMail): Promise<boolean> {
    // Taken before building the message, so the outbox sorts in the order mails were handed over, also within
    // one millisecond and when two are built at once.
    const stamp = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String((this.handedOver += 1)).padStart(8, "0")}`;
    try {
      const info = await this.transporter.sendMail({ from: this.from, ...mail });
      const dir = this.outboxDir;
      if (dir === null) return true;
      if (!Buffer.isBuffer(info.message)) throw new Error("the stream transport built no message");
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${stamp}-${randomUUID()}.eml`);
      await writeFile(file, info.message);
      this.log.info?.({ to: mail.to, subject: mail.subject, file }, "mail written to the outbox");
      return true;
    } catch (err) {
      this.log.error({ err, to: mail.to, subject: mail.subject }, "mail not sent");
      return false;
    }
  }

  close(): void {
    this.transporter.close();
  }
}
