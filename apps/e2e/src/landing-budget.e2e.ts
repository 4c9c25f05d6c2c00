import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { LANDING_ROOTS, landingJs, type Manifest } from "./support/landing-js";

/**
 * The built web app the server serves (`npm run build` before this tier): WEB_DIST as apps/server/src/config.ts
 * reads it (unset or empty: apps/web/dist), relative paths from the repository root, where support/server.ts
 * starts the server's npm (its INIT_CWD).
 */
const DIST = resolve(import.meta.dirname, "../../..", process.env.WEB_DIST || "apps/web/dist");
/** Issue 15: the landing page loads at most 250 kB of gzipped JS before its first paint. */
const BUDGET_BYTES = 250_000;

describe("the landing page's JS", () => {
  it(`stays within ${BUDGET_BYTES / 1000} kB gzipped (${LANDING_ROOTS.join(", ")} and their static imports)`, () => {
    const files = landingJs(DIST);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const table = files.map((file) => `${(file.gzip / 1000).toFixed(1)} kB ${file.file}`).join("\n");
    expect(total, `landing page JS, gzipped:\n${table}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});

describe("the landing page's texts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(["jp", "en"] as const)("are all in its own part of the %s texts", async (locale) => {
    // The rest of the texts never arrives here: anything the page shows must be in i18n/landingSections.ts.
    const manifest = JSON.parse(readFileSync(resolve(DIST, ".vite/manifest.json"), "utf8")) as Manifest;
    const rest = manifest[`virtual:texts/${locale === "jp" ? "ja" : "en"}/rest`]?.file;
    expect(rest).toBeDefined();
    const { context, page } = await newPage(browser);
    await page.route(`**/${rest}`, (route) => route.abort());
    const missing: string[] = [];
    page.on("console", (message) => {
      if (message.text().startsWith("missing text:")) missing.push(message.text());
    });
    await page.goto(`/${locale}/`);
    await page.waitForSelector("#plans");
    await page.waitForLoadState("networkidle");
    expect(missing).toEqual([]);
    await context.close();
  });
});
