import { crc32, deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import type { newAccount } from "./browser";
import { waitForMailLink } from "./mail";

export type Account = ReturnType<typeof newAccount>;

/** Registers through the form, opens the link of the confirmation mail and waits for the dashboard. */
export async function register(page: Page, locale: "jp" | "en", account: Account): Promise<void> {
  await page.goto(`/${locale}/register`);
  await page.fill('input[name="email"]', account.email);
  await page.fill('input[name="family_name"]', account.family);
  await page.fill('input[name="given_name"]', account.given);
  await page.fill('input[name="password"]', account.password);
  await page.fill('input[name="password_confirm"]', account.password);
  await page.click('[data-testid="register-submit"]');
  await page.waitForSelector('[data-testid="register-sent"]');
  await page.goto(await waitForMailLink(account.email, "/register/confirm"));
  await page.waitForURL(`**/${locale}/dashboard`);
}

/**
 * Signs in through the login page of `locale` and waits for the dashboard (which opens in the account's saved
 * language, so any locale's dashboard counts).
 */
export async function signIn(
  page: Page,
  locale: "jp" | "en",
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`/${locale}/login`);
  await page.fill('input[name="email"]', account.email);
  await page.fill('input[name="password"]', account.password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForURL("**/dashboard");
}

/** Signs in with the premium account the global setup prepared (plan set with the server's user:plan CLI). */
export async function signInPremium(page: Page, premium: { email: string; password: string }): Promise<void> {
  await signIn(page, "jp", premium);
  await page.waitForURL("**/jp/dashboard");
}

/** Calls the API from the page (same origin, the page's session cookie); answers status and JSON body. */
export async function api<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid RGB PNG of one colour (a real image for upload tests, built without fixtures). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Opens the "more" menu of the element matched by `scope` and clicks one of its actions. */
export async function rowAction(page: Page, scope: string, action: string): Promise<void> {
  await page.click(`${scope} [data-testid="row-menu"]`);
  await page.click(`[data-testid="action-${action}"]`);
}

/** Fills and submits the one-field name dialog. */
export async function submitName(page: Page, name: string): Promise<void> {
  const input = page.locator('[data-testid="name-input"]:visible');
  await input.fill(name);
  await page.locator('[data-testid="name-submit"]:visible').click();
}
