import path from "node:path";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@soracity/contracts";
import type { AppConfig } from "../../config";
import { MailThrottle } from "./mail.throttle";
import { renderMail, type MailKind, type MailParams } from "./mail.templates";
import { type MailLog, MailTransport } from "./mail.transport";

/** Account mails (registration, password reset) per address and purpose: at most this many an hour. */
export const ACCOUNT_MAILS_PER_HOUR = 3;

/** A recipient: address, name as shown in the greeting, saved locale (null: the default, jp). */
export interface Recipient {
  email: string;
  name: string;
  locale: string | null;
}

/** The path of a web page in `locale` (every page is under /jp and /en). */
const pagePath = (locale: Locale, page: string) => `/${locale}${page}`;

/**
 * The app's mails, built from the templates in the recipient's locale and handed to the transport. Sending runs
 * in the background (`later`): an answer never waits for SMTP, costs the same time whether a mail goes or not,
 * and never fails because of it. `settle()` waits for what is under way (shutdown, tests).
 */
export class MailService {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly accountThrottle = new MailThrottle(ACCOUNT_MAILS_PER_HOUR, 3600_000);

  constructor(
    private readonly transport: MailTransport,
    private readonly brand: string,
    private readonly publicUrl: string,
    readonly contactTo: string,
    private readonly log: MailLog,
  ) {}

  /** The folder mails are written to without SMTP_URL (null with SMTP). */
  get outboxDir(): string | null {
    return this.transport.outboxDir;
  }

  /**
   * Whether another account mail of `purpose` may go to `email` now (counted when it may). Callers decide before
   * doing the work the mail is about, so a throttled request changes nothing.
   */
  mayMail(purpose: "register" | "password_reset", email: string): boolean {
    return this.accountThrottle.take(`${purpose}:${email.toLowerCase()}`);
  }

  /** An absolute link to a page of the web app in `locale`, with query parameters. */
  link(locale: Locale, page: string, query: Record<string, string> = {}): string {
    const url = new URL(pagePath(locale, page), `${this.publicUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  /** Renders `kind` for the recipient and sends it; resolves to whether the transport took it. */
  send<K extends MailKind>(
    to: { email: string; locale: string | null },
    kind: K,
    params: MailParams[K],
    replyTo?: string,
  ): Promise<boolean> {
    const locale = isLocale(to.locale) ? to.locale : DEFAULT_LOCALE;
    const rendered = renderMail(kind, locale, this.brand, params);
    return this.transport.send({ to: to.email, ...(replyTo ? { replyTo } : {}), ...rendered });
  }

  /** Runs `task` after the current request (a mail and what follows it); a failure is logged. */
  later(task: () => Promise<unknown>): void {
    const run: Promise<void> = task()
      .then(() => undefined)
      .catch((err: unknown) => this.log.error({ err }, "mail task failed"))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  /** Resolves once every mail started so far is sent or has failed. */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Waits for the mails under way, then closes SMTP connections. */
  async close(): Promise<void> {
    await this.settle();
    this.transport.close();
  }
}

/** The mail service of a configuration: SMTP when SMTP_URL is set, else the outbox under DATA_DIR. */
export function createMailService(config: AppConfig, log: MailLog): MailService {
  const mail = config.mail ?? {
    smtpUrl: undefined,
    from: `${config.brand.name} <no-reply@localhost>`,
    contactTo: "contact@localhost",
    publicUrl: "http://localhost",
  };
  const target = mail.smtpUrl
    ? { smtpUrl: mail.smtpUrl }
    : { outboxDir: path.join(config.dataDir, "outbox") };
  const transport = new MailTransport(target, mail.from, log);
  return new MailService(transport, config.brand.name, mail.publicUrl, mail.contactTo, log);
}

declare module "fastify" {
  interface FastifyInstance {
    /** The app's mail service (tests read its outbox and wait for it with `settle()`). */
    mail: MailService;
  }
}
