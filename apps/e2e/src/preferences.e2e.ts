import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function chooseLanguage(page: Page, target: "jp" | "en") {
  await page.click('[data-testid="settings-button"]');
  await page.click(`[data-testid="lang-${target}"]`);
}

describe("language", () => {
  it("detects at the root only and switches prefix, texts and cookie both ways", async () => {
    const { context, page } = await newPage(browser, { locale: "en-US" });
    await page.goto("/");
    await page.waitForURL((url) => url.pathname.startsWith("/en"));
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    // English from the first paint (public/locale-init.js sets it before the bundle), and the app keeps it.
    await expect.poll(() => page.title()).toMatch(/^[^\u3040-\u30ff\u4e00-\u9fff]+$/);
    const englishTitle = await page.title();

    await page.goto("/en/utils/faq");
    await chooseLanguage(page, "jp");
    await page.waitForURL("**/jp/utils/faq");
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("ja");
    const cookies = await context.cookies();
    const localeCookie = cookies.find((cookie) => cookie.name === "locale");
    expect(localeCookie?.value).toBe("jp");
    expect(localeCookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

    // The cookie now wins over the browser language at the root.
    await page.goto("/");
    await page.waitForURL((url) => url.pathname.startsWith("/jp"));
    expect(await page.title()).not.toBe(englishTitle);

    await chooseLanguage(page, "en");
    await page.waitForURL((url) => url.pathname.startsWith("/en"));
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    expect((await context.cookies()).find((cookie) => cookie.name === "locale")?.value).toBe("en");
    await context.close();
  });
});

describe.each(["jp", "en"] as const)("theme in %s", (locale) => {
  it("switches to dark and keeps it across a reload", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/${locale}/`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await page.click('[data-testid="settings-button"]');
    await page.click('[data-testid="theme-toggle"]');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
    expect(background).not.toBe("rgb(255, 255, 255)");
    await context.close();
  });
});

describe("theme and the system preference", () => {
  const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

  it("is light by default on a dark system, and the user's choice holds from before the bundle runs", async () => {
    const { context, page } = await newPage(browser);
    await page.emulateMedia({ colorScheme: "dark" });
    // Without the bundle, only public/theme-init.js can have set the scheme of the first paint.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/jp/");
    expect(await theme(page)).toBe("light");
    await page.unroute("**/assets/*.js");

    await page.reload();
    await page.waitForSelector('[data-testid="settings-button"]');
    expect(await theme(page)).toBe("light");
    await page.click('[data-testid="settings-button"]');
    await page.click('[data-testid="theme-toggle"]');
    await expect.poll(() => theme(page)).toBe("dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      "rgb(15, 20, 22)",
    );
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    expect(await theme(page)).toBe("dark");
    await context.close();
  });
});
