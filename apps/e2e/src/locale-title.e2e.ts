import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, useBrowser } from "./support/browser";

const browser = useBrowser();

/** The home page's titles (`titles.home` of the web's texts and the brand). */
const HOME = {
  ja: "3D都市モデルで環境シミュレーション | SoraCity",
  en: "Environmental simulation on 3D city models | SoraCity",
};
const firstPaint = (page: Page) =>
  page.evaluate(() => ({ title: document.title, lang: document.documentElement.lang }));

describe("title and language of the first paint", () => {
  it("are the URL's language before the app's bundle runs (public/locale-init.js)", async () => {
    const { context, page } = await newPage(browser(), { locale: "en-US" });
    // Without the bundle, only the script before it can have set them.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/en/");
    expect(await firstPaint(page)).toEqual({ title: HOME.en, lang: "en" });
    await page.goto("/jp/");
    expect(await firstPaint(page)).toEqual({ title: HOME.ja, lang: "ja" });
    // The root takes the browser's language (it redirects there once the app runs).
    await page.goto("/");
    expect(await firstPaint(page)).toEqual({ title: HOME.en, lang: "en" });
    await context.close();
  });

  it("follow a change of language in the app", async () => {
    const { context, page } = await newPage(browser());
    await page.goto("/");
    await page.waitForURL("**/jp/");
    expect(await firstPaint(page)).toEqual({ title: HOME.ja, lang: "ja" });
    await page.click('[data-testid="settings-button"]');
    await page.click('[data-testid="lang-en"]');
    await page.waitForURL("**/en/");
    await expect.poll(() => firstPaint(page)).toEqual({ title: HOME.en, lang: "en" });
    await context.close();
  });
});
