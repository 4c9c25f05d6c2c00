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

type Account = ReturnType<typeof newAccount>;

async function fillRegistration(page: Page, locale: "jp" | "en", account: Account) {
  await page.goto(`/${locale}/register`);
  await page.fill('input[name="email"]', account.email);
  await page.fill('input[name="family_name"]', account.family);
  await page.fill('input[name="given_name"]', account.given);
  await page.fill('input[name="password"]', account.password);
  await page.fill('input[name="password_confirm"]', account.password);
  await page.click('[data-testid="register-submit"]');
  await page.locator('[data-testid="register-sent"]').waitFor();
}

async function signIn(page: Page, locale: "jp" | "en", email: string, password: string) {
  await page.goto(`/${locale}/login`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('[data-testid="login-submit"]');
}

describe.each(["jp", "en"] as const)("account mail in %s", (locale) => {
  it("registers through the link of the mail; the link works once; a taken address gets the same answer", async () => {
    const account = newAccount(`mail-reg-${locale}`);
    const { context, page } = await newPage(browser);
    await fillRegistration(page, locale, account);
    const sent = (await page.textContent('[data-testid="register-sent"]')) ?? "";
    expect(sent).toContain(account.email);
    expect(sent).toMatch(locale === "jp" ? /24時間以内/ : /within 24 hours/);

    const link = await waitForMailLink(account.email, "/register/confirm");
    expect(new URL(link).pathname).toBe(`/${locale}/register/confirm`);
    await page.goto(link);
    await page.waitForURL(`**/${locale}/dashboard`);
    await page.click('[data-testid="avatar-button"]');
    await expect.poll(() => page.textContent('[data-testid="user-name"]')).toContain("山田 花子");
    await context.close();

    // The same link again, in another browser: used up, said clearly, with ways on.
    const again = await newPage(browser);
    await again.page.goto(link);
    const error = again.page.locator('[data-testid="confirm-error"]');
    await error.waitFor();
    expect(await error.textContent()).toMatch(locale === "jp" ? /すでに使用/ : /already been used/);
    expect(again.page.url()).toContain("/register/confirm");

    // The taken address: the same "check your mail", and its owner gets a note with ways back in.
    await fillRegistration(again.page, locale, { ...account, given: "次郎" });
    expect(await again.page.textContent('[data-testid="register-sent"]')).toBe(sent);
    const forgot = await waitForMailLink(account.email, "/forgot-password");
    expect(new URL(forgot).pathname).toBe(`/${locale}/forgot-password`);
    await again.context.close();
  });

  it("resets a forgotten password through the mailed link and signs in with the new one", async () => {
    const account = newAccount(`mail-reset-${locale}`);
    const { context, page } = await newPage(browser);
    await fillRegistration(page, locale, account);
    await page.goto(await waitForMailLink(account.email, "/register/confirm"));
    await page.waitForURL(`**/${locale}/dashboard`);
    await page.click('[data-testid="avatar-button"]');
    await page.click('[data-testid="logout"]');
    await page.waitForURL((url) => !url.pathname.includes("/dashboard"));

    await page.goto(`/${locale}/login`);
    await page.click('[data-testid="forgot-password-link"]');
    await page.waitForURL(`**/${locale}/forgot-password`);
    // The address bar changes before the page does: until the forgot form is shown, 'input[name="email"]' is
    // still the sign-in form's, and filling that one leaves the forgot form empty ("required", no request).
    await page.locator('[data-testid="forgot-submit"]').waitFor();
    await page.fill('input[name="email"]', account.email);
    await page.click('[data-testid="forgot-submit"]');
    // Either answer shows; the failure's text makes a failing run say why.
    const answer = page.locator('[data-testid="forgot-sent"], [data-testid="forgot-error"]').first();
    await answer.waitFor();
    expect(await answer.textContent()).toContain(account.email);

    const link = await waitForMailLink(account.email, "/reset-password");
    expect(new URL(link).pathname).toBe(`/${locale}/reset-password`);
    await page.goto(link);
    // The password rules of PRODUCT.md §5, in the page's language.
    await page.fill('input[name="password"]', "short");
    await page.fill('input[name="password_confirm"]', "short");
    await page.click('[data-testid="reset-submit"]');
    await expect
      .poll(() => page.textContent("form"))
      .toContain(locale === "jp" ? "8文字以上" : "at least 8 characters");
    const newPassword = "Sora-City-New2!";
    await page.fill('input[name="password"]', newPassword);
    await page.fill('input[name="password_confirm"]', newPassword);
    await page.click('[data-testid="reset-submit"]');
    await page.locator('[data-testid="reset-done"]').waitFor();
    await page.click('[data-testid="reset-to-login"]');
    await page.waitForURL(`**/${locale}/login`);

    await signIn(page, locale, account.email, account.password);
    await page.locator('[data-testid="login-error"]').waitFor();
    await signIn(page, locale, account.email, newPassword);
    await page.waitForURL(`**/${locale}/dashboard`);
    await context.close();

    // The link is single use: a second try says so and offers a new one.
    const again = await newPage(browser);
    await again.page.goto(link);
    await again.page.fill('input[name="password"]', "Sora-City-New3!");
    await again.page.fill('input[name="password_confirm"]', "Sora-City-New3!");
    await again.page.click('[data-testid="reset-submit"]');
    const error = again.page.locator('[data-testid="reset-error"]');
    await error.waitFor();
    expect(await error.textContent()).toMatch(locale === "jp" ? /すでに使用/ : /already been used/);
    await again.context.close();
  });
});
