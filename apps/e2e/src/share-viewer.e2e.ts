import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { api } from "./support/dashboard";
import { blockTiles } from "./support/map";
import { plannedBlock, runShadowCase } from "./support/shadowCase";

// The share page's 3D viewer: CesiumJS on SwiftShader (slow), loaded only when "3D" is chosen.
const READY = '[data-testid="viewer-canvas"][data-ready="true"]';
const READY_MS = 150_000;

let browser: Browser;
let sharePath = "";

/** Share of warm heat-map pixels on the viewer's canvas (drawn with preserveDrawingBuffer). */
async function heatShare(p: Page): Promise<number> {
  return p.evaluate(() => {
    const gl = document.querySelector<HTMLCanvasElement>('[data-testid="viewer-canvas"] canvas');
    if (!gl) throw new Error("no canvas");
    const c = document.createElement("canvas");
    [c.width, c.height] = [gl.width, gl.height];
    const ctx = c.getContext("2d");
    if (!ctx) throw new Error("no 2d");
    ctx.drawImage(gl, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let heat = 0;
    for (let i = 0; i < d.length; i += 4) {
      const [r, g, b] = [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0];
      if (r > 190 && r - b > 90 && g < r + 5) heat += 1;
    }
    return heat / (d.length / 4);
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await blockTiles(page);
  const { caseId } = await runShadowCase(page, {
    account: "share3d",
    names: { workspace: "共有3D", project: "共有の3D", case: "共有3Dケース" },
    parameters: plannedBlock,
  });
  const link = await api<{ url: string }>(page, "POST", `/api/cases/${caseId}/share`);
  expect(link.status).toBe(200);
  sharePath = new URL(link.body.url, "http://x").pathname;
  await context.close();
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe("share page: 3D viewer", () => {
  it("loads Cesium only on '3D', then shows the city tiles and the heat map signed out", async () => {
    const { context, page } = await newPage(browser, { locale: "en-US" });
    await blockTiles(page);
    const seen: string[] = [];
    page.on("request", (r) => seen.push(new URL(r.url()).pathname));
    await page.goto(`/en${sharePath}`);
    await page.locator('[data-testid="share-map"] img.result-heatmap').waitFor();
    await page.waitForLoadState("networkidle");
    // The public page itself never fetches the viewer or Cesium.
    expect(seen.filter((p) => /CesiumScene|SharedViewer|\/cesium\//i.test(p))).toEqual([]);
    expect(await page.getAttribute('[data-testid="share-view-3d"]', "aria-label")).toBe(
      "Show in the 3D viewer",
    );

    await page.click('[data-testid="share-view-3d"]');
    await page.waitForSelector(READY, { timeout: READY_MS });
    expect(await page.locator('[data-testid="share-map"]').count()).toBe(0);
    expect(seen.some((p) => /\/assets\/SharedViewer-[\w-]+\.js$/.test(p))).toBe(true);
    expect(seen.some((p) => /\/assets\/CesiumScene-[\w-]+\.js$/.test(p))).toBe(true);
    // The site's city tiles (found through the public catalogue) and the layers under the share.
    expect(seen.some((p) => /\/api\/cities\/\d+\/tileset\.json$/.test(p))).toBe(true);
    expect(seen.some((p) => p.startsWith(`/api/share/${sharePath.split("/").pop()}/layers/`))).toBe(true);
    expect(seen.filter((p) => p.startsWith("/api/cases/") || p.startsWith("/api/project/"))).toEqual([]);
    await page.screenshot({ path: "/tmp/share-viewer-3d.png" });
    expect(await heatShare(page)).toBeGreaterThan(0.02);
    expect(await page.textContent('[data-testid="viewer-legend-shade"]')).toContain("Shade");

    // Back to the 2D map.
    await page.click('[data-testid="share-view-2d"]');
    await page.locator('[data-testid="share-map"] img.result-heatmap').waitFor();
    expect(await page.locator('[data-testid="viewer-canvas"]').count()).toBe(0);
    await context.close();
  });
});
