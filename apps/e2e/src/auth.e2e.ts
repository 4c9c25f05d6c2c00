import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newAccount, newPage } from "./support/browser";
import { waitForMailLink } from "./support/mail";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function register(page: Page, locale: "jp" | "en", account: ReturnType<typeof newAccount>) {
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

async function signIn(page: Page, locale: "jp" | "en", email: string, password: string) {
  await page.goto(`/${locale}/login`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('[data-testid="login-submit"]');
}

async function signOut(page: Page) {
  await page.click('[data-testid="avatar-button"]');
  await page.click('[data-testid="logout"]');
}

describe.each(["jp", "en"] as const)("accounts in %s", (locale) => {
  const lang = locale === "jp" ? "ja" : "en";

  it("registers, signs out, refuses a wrong password and signs in again", async () => {
    const { context, page } = await newPage(browser);
    const account = newAccount(`reg-${locale}`);
    await register(page, locale, account);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe(lang);
    await page.click('[data-testid="avatar-button"]');
    await expect.poll(() => page.textContent('[data-testid="user-name"]')).toContain("山田 花子");
    await page.keyboard.press("Escape");

    await signOut(page);
    await page.waitForURL((url) => !url.pathname.includes("/dashboard"));
    expect(new URL(page.url()).pathname.startsWith(`/${locale}`)).toBe(true);

    await signIn(page, locale, account.email, "Wrong-Pass9!");
    const alert = page.locator('[data-testid="login-error"]');
    await alert.waitFor();
    const message = (await alert.textContent()) ?? "";
    expect(message).toMatch(locale === "jp" ? /[ぁ-んァ-ン一-龯]/ : /password/i);
    expect(page.url()).toContain(`/${locale}/login`);

    await signIn(page, locale, account.email, account.password);
    await page.waitForURL(`**/${locale}/dashboard`);
    await context.close();
  });

  it("redirects a signed-out visitor from the dashboard to the language root", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/${locale}/dashboard`);
    await page.waitForURL((url) => url.pathname === `/${locale}/` || url.pathname === `/${locale}`);
    await context.close();
  });

  it("shows the 404 page for an unknown route", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/${locale}/no-such-page`);
    await expect.poll(() => page.textContent('[data-testid="error-status"]')).toContain("404");
    const body = (await page.textContent("body")) ?? "";
    expect(body).toContain(locale === "jp" ? "見つかりません" : "This page could not be found");
    await context.close();
  });
});
