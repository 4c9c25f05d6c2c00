import { LIMITS, type PublicConfig } from "@soracity/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage } from "./support/browser";
import { startOwnServer, type OwnServer } from "./support/server";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const POPOVER = ".driver-popover";
const popoverTitle = (page: Page) => page.locator(`${POPOVER} .driver-popover-title`).textContent();

describe("home tour", () => {
  it("starts on the first visit, moves on, is skipped, stays off after a reload and restarts on demand (jp)", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/jp/");
    await page.locator(POPOVER).waitFor({ timeout: 15_000 });
    expect(await popoverTitle(page)).toBe("SoraCity へようこそ");
    expect(await page.locator(".driver-active-element").getAttribute("id")).toBe("home-banner");
    await page.click(".driver-popover-next-btn");
    await expect.poll(() => popoverTitle(page)).not.toBe("SoraCity へようこそ");
    await page.click('[data-testid="tour-skip"]');
    await page.locator(POPOVER).waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.body.classList.contains("driver-active"))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("homeTourSeen"))).toBe("1");

    await page.reload();
    await page.locator('[data-testid="home-tour"]').waitFor();
    await page.waitForTimeout(2000); // well past the tour's start delay
    expect(await page.locator(POPOVER).count()).toBe(0);

    await page.click('[data-testid="home-tour"]');
    await page.locator(POPOVER).waitFor();
    expect(await popoverTitle(page)).toBe("SoraCity へようこそ");
    await page.keyboard.press("Escape");
    await page.locator(POPOVER).waitFor({ state: "detached" });
    await context.close();
  });

  it("is stopped by the header's Contact button, which opens the contact dialog (en)", async () => {
    const { context, page } = await newPage(browser, { locale: "en-US" });
    await page.goto("/en/");
    await page.locator(POPOVER).waitFor({ timeout: 15_000 });
    expect(await popoverTitle(page)).toBe("Welcome to SoraCity");
    expect(await page.locator(`${POPOVER} [data-testid="tour-skip"]`).textContent()).toBe("Skip");
    await page.click('[data-testid="header-contact"]');
    await page.locator("#contact-dialog-title").waitFor();
    expect(await page.locator(POPOVER).count()).toBe(0);
    expect(await page.evaluate(() => document.body.classList.contains("driver-active"))).toBe(false);
    await context.close();
  });
});

/** Headings (h1) the public content pages show, per language. */
const PAGES: [path: string, jp: string, en: string][] = [
  ["manual", "マニュアル", "Manual"],
  ["manual/ifc", "IFC 書き出しガイド", "IFC export guides"],
  ["manual/ifc/revit", "Autodesk Revit", "Autodesk Revit"],
  ["manual/ifc/archicad", "Graphisoft ARCHICAD", "Graphisoft ARCHICAD"],
  ["manual/ifc/vectorworks", "Vectorworks", "Vectorworks"],
  ["collection/products", "製品", "Products"],
  ["collection/detail-product", "SoraCity 日影", "SoraCity Shadow"],
  ["utils/faq", "よくある質問", "FAQ"],
  ["utils/pricing", "プラン", "Plans"],
];

/** Opens `path` and answers the URLs of the page's requests that failed (404, 5xx or no answer). */
async function openWatching(page: Page, path: string): Promise<string[]> {
  const failed: string[] = [];
  page.on("response", (response) => {
    // 401 is the signed-out answer of /api/me; anything missing or broken counts.
    if (response.status() === 404 || response.status() >= 500)
      failed.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    if (!/cyberjapandata/.test(request.url())) failed.push(`failed ${request.url()}`);
  });
  await page.goto(path);
  await page.locator("h1").first().waitFor();
  return failed;
}

describe.each(["jp", "en"] as const)("content pages in %s", (locale) => {
  it("open with their translated headings and no failed request", async () => {
    const { context, page } = await newPage(browser, { locale: locale === "jp" ? "ja-JP" : "en-US" });
    for (const [path, jp, en] of PAGES) {
      const failed = await openWatching(page, `/${locale}/${path}`);
      await expect.poll(() => page.locator("h1").first().textContent()).toBe(locale === "jp" ? jp : en);
      expect(await page.getAttribute("html", "lang")).toBe(locale === "jp" ? "ja" : "en");
      await page.waitForLoadState("networkidle");
      expect(failed).toEqual([]);
      page.removeAllListeners("response");
      page.removeAllListeners("requestfailed");
    }
    await context.close();
  });

  it("manual: every screenshot loads, in the page's language", async () => {
    const { context, page } = await newPage(browser, { locale: locale === "jp" ? "ja-JP" : "en-US" });
    const failed = await openWatching(page, `/${locale}/manual`);
    const images = page.locator('[data-testid="manual-image"]');
    expect(await images.count()).toBeGreaterThanOrEqual(10);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(1280);
      expect(await image.getAttribute("src")).toMatch(
        new RegExp(`^/manual/${locale === "jp" ? "ja" : "en"}/`),
      );
      expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(0);
    }
    expect(failed).toEqual([]);
    // The IFC guides are one click away, and an unknown tool is the 404 page.
    await page.click('[data-testid="manual-ifc-link"]');
    await page.waitForURL(`**/${locale}/manual/ifc`);
    await page.click('[data-testid="ifc-tool-archicad"]');
    await page.waitForURL(`**/${locale}/manual/ifc/archicad`);
    await page.locator('[data-testid="ifc-reads"]').getByText("IfcMapConversion").first().waitFor();
    await page.goto(`/${locale}/manual/ifc/autocad`);
    await page
      .getByText(locale === "jp" ? "このページは見つかりませんでした" : "This page could not be found")
      .first()
      .waitFor();
    await context.close();
  });

  it("products and pricing quote the limits the app enforces", async () => {
    const { context, page } = await newPage(browser, { locale: locale === "jp" ? "ja-JP" : "en-US" });
    await page.goto(`/${locale}/collection/products`);
    const uploadMb = LIMITS.uploadMaxBytes / (1024 * 1024);
    await page.getByText(`${uploadMb} MB`).first().waitFor();
    await page.goto(`/${locale}/utils/faq`);
    await page.getByText(`${LIMITS.drawnAreaMaxHectares} ha`).first().waitFor();
    const config = (await (await fetch(`${baseUrl()}/api/config`)).json()) as PublicConfig;
    await page.goto(`/${locale}/utils/pricing`);
    const row = page.locator('[data-testid="plan-limits"] [data-limit="projects_per_workspace"]');
    await row.waitFor();
    for (const plan of ["basic", "premium", "custom"] as const) {
      const expected = config.plans?.[plan].projects_per_workspace.toLocaleString("en-US");
      expect(await row.locator(`[data-plan="${plan}"]`).textContent()).toBe(expected);
    }
    await context.close();
  });
});

describe("Japanese web font", () => {
  it("renders Japanese with the bundled Noto Sans JP, only its subsets and the two weights used", async () => {
    const { context, page } = await newPage(browser);
    for (const path of ["/jp/", "/jp/manual", "/jp/utils/pricing"]) {
      await page.goto(path);
      await page.locator("h1").first().waitFor();
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        const all: FontFace[] = [];
        document.fonts.forEach((face) => all.push(face));
        const faces = all.filter((face) => face.family.replace(/"/g, "") === "Noto Sans JP");
        return {
          check: document.fonts.check('16px "Noto Sans JP"', "日影"),
          bodyFamily: getComputedStyle(document.body).fontFamily,
          declared: faces.length,
          loaded: faces.filter((face) => face.status === "loaded").length,
          weights: [...new Set(faces.map((face) => face.weight))].sort(),
        };
      });
      expect(fonts.bodyFamily).toContain("Noto Sans JP");
      expect(fonts.check).toBe(true);
      expect(fonts.loaded).toBeGreaterThan(0);
      // unicode-range subsets: a page loads a few of the declared faces, never all of them.
      expect(fonts.loaded).toBeLessThan(fonts.declared / 4);
      expect(fonts.weights).toEqual(["400", "700"]);
    }
    await context.close();
  });
});

describe("tag manager page views", () => {
  it("are off by default: no data layer, no script, no request", async () => {
    const { context, page } = await newPage(browser);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/jp/utils/faq");
    await page.locator("h1").waitFor();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
    expect(await page.locator("#gtm-container").count()).toBe(0);
    expect(requests.filter((url) => /googletagmanager|google-analytics/.test(url))).toEqual([]);
    await context.close();
  });

  describe("with GTM_ID set", () => {
    let server: OwnServer;
    beforeAll(async () => {
      server = await startOwnServer({ GTM_ID: "GTM-E2ETEST", DEMO: "false" });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("loads the container once and pushes a page_view 250 ms after each navigation", async () => {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width: 1366, height: 900 },
      });
      const page = await context.newPage();
      // The container itself comes from Google: answered here, so the test needs no internet.
      const containers: string[] = [];
      await page.route(/^https:\/\/www\.googletagmanager\.com\//, async (route) => {
        containers.push(route.request().url());
        await route.fulfill({ contentType: "application/javascript", body: "window.__gtmLoaded = true;" });
      });
      // Timestamps of each push, to measure the delay after a navigation.
      await page.addInitScript(() => {
        const layer: Record<string, unknown>[] = [];
        const stamps: [string, number][] = [];
        layer.push = (...entries: Record<string, unknown>[]) => {
          for (const entry of entries) stamps.push([String(entry.event), performance.now()]);
          return Array.prototype.push.apply(layer, entries);
        };
        Object.assign(window, { dataLayer: layer, __stamps: stamps });
      });
      await page.goto("/en/utils/faq");
      await page.locator("h1").waitFor();
      const views = () =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer ?? []).filter(
            (entry) => entry.event === "page_view",
          ),
        );
      await expect.poll(async () => (await views()).length).toBe(1);
      expect((await views())[0]).toMatchObject({ page_path: "/en/utils/faq", language: "en" });
      expect(await page.evaluate(() => "__gtmLoaded" in window)).toBe(true);
      expect(containers).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST"]);

      // A client-side navigation: the view follows 250 ms later, with the new page's title.
      const clickedAt = await page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('footer a[href="/en/utils/pricing"]');
        link?.click();
        return performance.now();
      });
      await expect.poll(async () => (await views()).length).toBe(2);
      const second = (await views())[1];
      expect(second).toMatchObject({ page_path: "/en/utils/pricing" });
      expect(String(second?.page_title)).toMatch(/^Plans/);
      const sentAt = await page.evaluate(
        () =>
          (window as unknown as { __stamps: [string, number][] }).__stamps.filter(
            ([e]) => e === "page_view",
          )[1]?.[1],
      );
      expect(sentAt).toBeDefined();
      expect((sentAt ?? 0) - clickedAt).toBeGreaterThanOrEqual(250);
      expect((sentAt ?? 0) - clickedAt).toBeLessThan(1500);
      expect(containers).toHaveLength(1); // loaded once, not per page
      await context.close();
    });
  });
});
