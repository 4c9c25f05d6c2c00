import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type AddressObject, simpleParser } from "mailparser";
import { inject } from "vitest";

/** The server's outbox (DATA_DIR/outbox: it runs without SMTP_URL, so every mail is an .eml file there). */
export const outboxDir = (): string => inject("outboxDir");

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );

/** The links of the mails to `to` so far, oldest mail first. */
async function linksTo(dir: string, to: string): Promise<string[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  const links: string[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(join(dir, file)));
    if (!addressesOf(mail.to).includes(to.toLowerCase())) continue;
    links.push(...((mail.text ?? "").match(/https?:\/\/\S+/g) ?? []));
  }
  return links;
}

/**
 * Waits for a mail to `to` with a link to `page` (e.g. `/register/confirm`) that is not among `seen`, and returns
 * that link (absolute, on the server: PUBLIC_URL is the test server's address).
 */
export async function waitForMailLink(
  to: string,
  page: string,
  options: { dir?: string; seen?: string[]; timeoutMs?: number } = {},
): Promise<string> {
  const dir = options.dir ?? outboxDir();
  const until = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const link = (await linksTo(dir, to))
      .filter((url) => new URL(url).pathname.endsWith(page) && !options.seen?.includes(url))
      .at(-1);
    if (link) return link;
    if (Date.now() > until) throw new Error(`no mail to ${to} with a ${page} link in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Registers over HTTP as the form does, then opens the link of the confirmation mail (global setup). */
export async function registerOverHttp(
  baseUrl: string,
  dir: string,
  account: { email: string; password: string; family_name: string; given_name: string },
): Promise<void> {
  const headers = { "Content-Type": "application/json", Origin: baseUrl };
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...account, password_confirm: account.password }),
  });
  if (registered.status !== 202) {
    throw new Error(`${account.email}: ${registered.status} ${await registered.text()}`);
  }
  const link = await waitForMailLink(account.email, "/register/confirm", { dir });
  const token = new URL(link).searchParams.get("token");
  const confirmed = await fetch(`${baseUrl}/api/auth/register/confirm`, {
    method: "POST",
    headers,
    body: JSON.stringify({ token }),
  });
  if (confirmed.status !== 201) {
    throw new Error(`${account.email}: ${confirmed.status} ${await confirmed.text()}`);
  }
}
