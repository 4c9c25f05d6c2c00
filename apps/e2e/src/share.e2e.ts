import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newAccount, newPage } from "./support/browser";
import { api, register } from "./support/dashboard";
import { blockTiles } from "./support/map";
import { offset, rectangle } from "./support/offset";
import { runShadowCase } from "./support/shadowCase";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CASE_NAME = "共有ケース";
const FORMATS = ["geojson", "csv", "png", "dxf", "czml", "pdf"] as const;
type Format = (typeof FORMATS)[number];

/** A signed-in editor with a shadow case run to done through the API (a planned 20 m cube, one point). */
async function doneShadowCase() {
  const { context, page } = await newPage(browser, { locale: "ja-JP" });
  await blockTiles(page);
  const { casePath } = await runShadowCase(page, {
    account: "share",
    names: { workspace: "共有テスト", project: "共有の検討", case: CASE_NAME },
    parameters: (site) => ({
      ground_elevation: 0,
      grid_spacing: 4,
      target_range: rectangle(site, -120, -120, 120, 120),
      analysis_range: rectangle(site, -50, -30, 50, 80),
      planned_buildings: [{ footprint: rectangle(site, -10, -10, 10, 10), height: 20, base: 0 }],
      points: [offset(site, 0, 20)],
    }),
  });
  return { context, page, casePath };
}

/** Clicks a download link and checks the file's name and how its body starts. */
async function download(page: Page, format: Format): Promise<{ name: string; url: string }> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.click(`[data-testid="export-${format}"]`),
  ]);
  const name = file.suggestedFilename();
  expect(name).toBe(`${CASE_NAME}.${format}`);
  const path = await file.path();
  const body = await readFile(path);
  const text = body.toString("utf8");
  if (format === "pdf") expect(body.subarray(0, 4).toString("latin1")).toBe("%PDF");
  if (format === "png")
    expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (format === "geojson") {
    const parsed = JSON.parse(text) as { type: string; features: unknown[] };
    expect(parsed.type).toBe("FeatureCollection");
    expect(parsed.features.length).toBeGreaterThan(0);
  }
  if (format === "csv") {
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1).split("\r\n")[0]).toBe("kind,lon,lat,value,unit,detail");
  }
  if (format === "dxf") expect(text.replace(/\r\n/g, "\n")).toMatch(/^\s*0\nSECTION/);
  if (format === "czml") expect(Array.isArray(JSON.parse(text))).toBe(true);
  return { name, url: file.url() };
}

async function downloadAll(page: Page, base: string): Promise<void> {
  for (const format of FORMATS) {
    const { url } = await download(page, format);
    expect(new URL(url).pathname).toBe(`${base}/export/${format}`);
  }
}

describe("share by URL and exports", () => {
  it("shares a done case, opens it signed out with its map and downloads, revokes it", async () => {
    const { context, page, casePath } = await doneShadowCase();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/jp${casePath}`);
    await page.locator('[data-testid="case-share-exports"]').waitFor();
    const caseId = casePath.split("/").pop() ?? "";

    // Downloads from the case page; the PDF with A3, English, 1/200; the shadow threshold on GeoJSON / CSV.
    await downloadAll(page, `/api/cases/${caseId}`);
    await page.click('[data-testid="export-paper-a3"]');
    await page.click('[data-testid="export-lang-en"]');
    await page.click('[data-testid="export-scale-200"]');
    const pdf = await download(page, "pdf");
    expect(new URL(pdf.url).search).toBe("?paper=a3&lang=en&scale=200");
    await page.fill('[data-testid="export-min-hours"]', "1.5");
    const csv = await download(page, "csv");
    expect(new URL(csv.url).search).toBe("?min_hours=1.5");

    // Create, show and copy the link.
    await page.click('[data-testid="share-create"]');
    const urlField = page.locator('[data-testid="share-url"]');
    await urlField.waitFor();
    const shareUrl = await urlField.inputValue();
    expect(shareUrl).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
    await page.locator('[data-testid="case-panel"]').screenshot({ path: "/tmp/share-case-panel.png" });
    await page.click('[data-testid="share-copy"]');
    await page.getByText("リンクをコピーしました").first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    const sharePath = new URL(shareUrl).pathname;
    const token = sharePath.split("/").pop() ?? "";

    // A fresh, signed-out browser context: the page in Japanese (unprefixed) and English.
    const { context: guest, page: anon } = await newPage(browser, { locale: "en-US" });
    await blockTiles(anon);
    await anon.goto(sharePath);
    await anon.locator('[data-testid="share-page"]').waitFor();
    expect(await anon.textContent('[data-testid="share-name"]')).toBe(CASE_NAME);
    expect(await anon.textContent('[data-testid="share-service"]')).toContain("日影");
    await anon.locator('[data-testid="share-map"] img.result-heatmap[data-result="heatmap"]').waitFor();
    await anon.locator('[data-testid="share-map"] [data-result="contours"]').first().waitFor();
    expect(await anon.getAttribute('[data-testid="result-legend"]', "data-unit")).toBe("h");
    expect(await anon.textContent('[data-testid="result-max"]')).toMatch(/\d+\.\d{2}/);
    expect(await anon.locator('[data-testid="result-point"]').count()).toBe(1);
    expect(await anon.textContent('[data-testid="share-attribution"]')).toContain(
      "出典：国土交通省 Project PLATEAU",
    );
    expect(await anon.textContent('[data-testid="share-end"]')).toMatch(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
    // No owner data on the page or in the answer.
    expect(await anon.locator('[data-testid="share-controls"]').count()).toBe(0);
    const answer = await api<Record<string, unknown>>(anon, "GET", `/api/share/${token}`);
    expect(Object.keys(answer.body)).not.toContain("project_id");
    await anon.screenshot({ path: "/tmp/share-page.png" });
    await downloadAll(anon, `/api/share/${token}`);

    await anon.goto(`/en${sharePath}`);
    await anon.locator('[data-testid="share-page"]').waitFor();
    expect(await anon.textContent('[data-testid="share-service"]')).toContain("Shadow");
    expect(await anon.textContent('[data-testid="result-summary"]')).toContain("Longest shade");
    await anon.locator('[data-testid="share-map"] img.result-heatmap').waitFor();

    // Revoke with confirmation: the link shows the not-valid page in both languages.
    await page.click('[data-testid="share-revoke"]');
    await page.locator('[data-testid="confirm-delete-dialog"]').waitFor();
    await page.click('[data-testid="confirm-delete"]');
    await page.locator('[data-testid="share-create"]').waitFor();
    await anon.reload();
    await anon.locator('[data-testid="share-invalid"]').waitFor();
    expect(await anon.textContent('[data-testid="share-invalid"]')).toContain("This link is not valid");
    expect(await anon.locator('[data-testid="share-page"]').count()).toBe(0);
    await anon.goto(`/jp${sharePath}`);
    await anon.locator('[data-testid="share-invalid"]').waitFor();
    expect(await anon.textContent('[data-testid="share-invalid"]')).toContain("このリンクは無効です");
    // An unknown token is the same page.
    await anon.goto("/en/share/not-a-real-token");
    await anon.locator('[data-testid="share-invalid"]').waitFor();
    await guest.close();
    await context.close();
  });

  it("viewers of a shared workspace get the downloads but no share controls", async () => {
    const { context, page, casePath } = await doneShadowCase();
    const viewer = newAccount("share-viewer");
    const { context: other, page: viewerPage } = await newPage(browser, { locale: "en-US" });
    await blockTiles(viewerPage);
    await register(viewerPage, "en", viewer);
    const projectId = casePath.split("/")[3] ?? "";
    const project = await api<{ workspace_id: string }>(page, "GET", `/api/project/${projectId}`);
    const shared = await api(page, "PUT", `/api/workspaces/${project.body.workspace_id}/shares`, {
      email: viewer.email,
      permission: "view",
    });
    expect(shared.status).toBeLessThan(300);
    await viewerPage.goto(`/en${casePath}`);
    await viewerPage.locator('[data-testid="export-downloads"]').waitFor();
    expect(await viewerPage.locator('[data-testid="share-controls"]').count()).toBe(0);
    await download(viewerPage, "geojson");
    await other.close();
    await context.close();
  });
});
