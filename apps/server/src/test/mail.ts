import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** The addresses of a parsed To/Reply-To header, lower-cased. */
export const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );

/** Every .eml in `dir`, parsed, oldest first (the files are named by time); none when the folder is missing. */
export async function readOutbox(dir: string): Promise<ParsedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))));
}

/** The mails the app wrote to its outbox for `email` so far (after the ones under way are written). */
export async function outboxMailsTo(app: FastifyInstance, email: string): Promise<ParsedMail[]> {
  await app.mail.settle();
  const dir = app.mail.outboxDir;
  if (!dir) throw new Error("the app sends over SMTP, it has no outbox");
  const all = await readOutbox(dir);
  return all.filter((mail) => addressesOf(mail.to).includes(email.trim().toLowerCase()));
}

/** The `token` query parameter of the first link to `page` in a mail's text part. */
export function tokenFromMail(mail: ParsedMail, page: string): string {
  const link = (mail.text ?? "")
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname.endsWith(page));
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error(`no ${page} link in the mail "${mail.subject ?? ""}"`);
  return token;
}

/** A local SMTP server for a test: every message it accepts, parsed; `reject` makes it refuse new messages. */
export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  reject: boolean;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: { received: ParsedMail[]; reject: boolean } = { received: [], reject: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (state.reject) return callback(new Error("mailbox unavailable"));
          state.received.push(mail);
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * Waits until a mail to `email` is in the outbox folder `dir` (a server process writes it after its answer) and
 * returns the newest one.
 */
export async function waitForOutboxMail(dir: string, email: string, timeoutMs = 10_000): Promise<ParsedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dir)).filter((mail) =>
      addressesOf(mail.to).includes(email.toLowerCase()),
    );
    const newest = found.at(-1);
    if (newest) return newest;
    if (Date.now() > until) throw new Error(`no mail to ${email} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
