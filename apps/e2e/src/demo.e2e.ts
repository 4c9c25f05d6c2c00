import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { MAP, blockTiles } from "./support/map";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The server of the browser tests starts on an empty data directory with DEMO on (the embedded default), so its
// first start seeded the demo and computed its shadow case.
describe("the demo on the home page", () => {
  it("'Try the demo' signs in and opens the demo's shadow case with its results on the map", async () => {
    for (const [locale, label] of [
      ["en", "Try the demo"],
      ["jp", "デモを試す"],
    ] as const) {
      const { context, page } = await newPage(browser, { locale: locale === "jp" ? "ja-JP" : "en-US" });
      await blockTiles(page);
      await page.goto(`/${locale}/`);
      const button = page.locator('[data-testid="try-demo"]');
      await button.waitFor();
      expect(await button.textContent()).toContain(label);
      await button.click();
      await page.waitForURL(new RegExp(`/${locale}/dashboard/project/[0-9a-f-]+/case/[0-9a-f-]+$`));
      // The shadow case was run on start-up: its heat map, contours and legend are on the map.
      await page.locator(`${MAP} img.result-heatmap[data-result="heatmap"]`).waitFor({ timeout: 60_000 });
      await page.locator(`${MAP} [data-result="contours"]`).first().waitFor();
      await page.locator('[data-testid="result-legend"]').waitFor();
      // 時刻日影線: none drawn until a time is picked; then each of three output times draws its outlines.
      const outlines = page.locator(`${MAP} [data-result="outlines"]`);
      expect(await outlines.count()).toBe(0);
      const picker = page.locator('[data-testid="result-controls"] [role="combobox"]');
      for (const index of [1, 2, 3]) {
        await picker.click();
        const option = page.locator('[role="listbox"] [role="option"]').nth(index);
        const time = (await option.textContent()) ?? "";
        expect(time).toMatch(/^\d{2}:\d{2}$/);
        await option.click();
        await outlines.first().waitFor();
        expect(await picker.textContent()).toBe(time);
      }
      if (locale === "en") {
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: "artifacts/demo-shadow.png" });
      }
      await context.close();
    }
  }, 180_000);
});
