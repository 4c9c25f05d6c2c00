import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, useBrowser } from "./support/browser";
import { api } from "./support/dashboard";
import { MAP, blockTiles } from "./support/map";
import { offset, rectangle } from "./support/offset";
import { runShadowCase } from "./support/shadowCase";

// Issue 24 §1-2 on the case page: the view picker (単独日影 / 複合日影 / 計画による増加) changes what the map
// draws and the summary's figures; the walls legend and facades; the 日影チャート with its limit lines. One real
// run (a 28 m planned building among a sample city's buildings, walls sampled), looked at in both languages.

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
let casePath = "";
let caseId = "";

interface Layer {
  name: string;
  url: string;
  meta: Record<string, unknown>;
}
interface Result {
  summary: { views?: Record<string, { max_hours: number | null }>; walls?: unknown[] };
  layers: Layer[];
}
let result: Result;
/** Feature count of each contours layer, by its full name. */
const contourCount: Record<string, number> = {};

const TEXT = {
  jp: {
    planned: "単独日影",
    composite: "複合日影",
    walls: "壁面日影時間",
    chart: "日影チャート",
    limit: "規制 4 h",
  },
  en: {
    planned: "Planned only",
    composite: "Composite",
    walls: "Wall shade hours",
    chart: "Shade chart",
    limit: "Limit 4 h",
  },
} as const;

beforeAll(async () => {
  ({ context, page } = await newPage(browser()));
  await blockTiles(page);
  // The 40 x 40 m site, a 20 x 20 m building 28 m high at its centre; the grid on the neighbours' land north of
  // the site, from 5 m beyond its boundary; the building standing on the site left out (the one replaced).
  const created = await runShadowCase(page, {
    account: "hikage-views",
    names: { workspace: "日影ビュー", project: "計画建物の検討", case: "8階建て" },
    parameters: (site) => ({
      grid_spacing: 2,
      target_range: rectangle(site, -200, -200, 200, 200),
      analysis_range: rectangle(site, -80, 25, 80, 145),
      planned_buildings: [
        {
          id: "planned",
          footprint: rectangle(site, -10, -10, 10, 10),
          height: 28,
          storeys: 8,
          eaves_height: 28,
        },
      ],
      site_boundary: rectangle(site, -20, -20, 20, 20),
      limits: { hours5: 4, hours10: 2.5 },
      exclude_site_buildings: true,
      walls: { enabled: true, spacing: 2, buildings: ["planned"] },
      points: [offset(site, 0, 30)],
    }),
  });
  caseId = created.caseId;
  result = (await api<Result>(page, "GET", `/api/cases/${caseId}/result`)).body;
  for (const layer of result.layers.filter((l) => l.name.split(".")[0] === "contours")) {
    const data = await api<{ features: unknown[] }>(page, "GET", layer.url);
    contourCount[layer.name] = data.body.features.length;
  }
  casePath = created.casePath;
}, 240_000);

afterAll(async () => {
  await context?.close();
});

/** The `d` of every contour path drawn of one layer (what the map draws of it). */
const contourPaths = (name: string) =>
  page.$$eval(`${MAP} path[data-result="contours"][data-layer="${name}"]`, (paths) =>
    paths.map((p) => p.getAttribute("d") ?? ""),
  );

describe("shadow views, walls and the 日影チャート on the case page", () => {
  for (const locale of ["jp", "en"] as const) {
    it(`switching views changes the map and the summary (${locale})`, async () => {
      const text = TEXT[locale];
      const views = result.summary.views ?? {};
      expect(Object.keys(views)).toEqual(["planned", "composite", "added"]);
      await page.goto(`/${locale}${casePath}`);
      // The planned view by default: its heat map and contours, its max hours in the summary.
      await page
        .locator(`${MAP} img.result-heatmap[data-layer="shade_hours_png"]`)
        .waitFor({ timeout: 60_000 });
      const picker = page.locator('[data-testid="shadow-view"]');
      expect(await picker.getAttribute("data-view")).toBe("planned");
      expect(await page.textContent('[data-testid="shadow-view-planned"]')).toBe(text.planned);
      await expect
        .poll(() => page.locator(`${MAP} [data-layer="contours"]`).count())
        .toBe(contourCount.contours);
      const planned = await contourPaths("contours");
      const max = page.locator('[data-testid="result-max"]');
      expect(Number(await max.getAttribute("data-hours"))).toBe(views.planned?.max_hours);

      // 複合日影: the composite layers replace the planned ones; the summary follows.
      await page.click('[data-testid="shadow-view-composite"]');
      await page.locator(`${MAP} img.result-heatmap[data-layer="shade_hours_png.composite"]`).waitFor();
      await expect
        .poll(() => page.locator(`${MAP} [data-layer="contours.composite"]`).count())
        .toBe(contourCount["contours.composite"]);
      expect(await page.locator(`${MAP} [data-layer="contours"]`).count()).toBe(0);
      expect(await contourPaths("contours.composite")).not.toEqual(planned);
      await expect.poll(() => max.getAttribute("data-hours")).toBe(String(views.composite?.max_hours));
      expect(views.composite?.max_hours).not.toBe(views.planned?.max_hours);
      expect(await page.textContent('[data-testid="result-view"]')).toContain(text.composite);
      expect(await page.textContent('[data-testid="result-max"]')).toContain(
        (views.composite?.max_hours ?? 0).toFixed(2),
      );

      // Walls (sampled with every building, the composite view): facades coloured on the legend's scale;
      // a click gives the facade's values.
      const legend = page.locator('[data-testid="walls-legend"]');
      await legend.waitFor();
      expect(await legend.textContent()).toContain(text.walls);
      const walls = page.locator(`${MAP} [data-result="walls"]`);
      // Attached, not "visible": a facade running east-west is a path with a box of no height.
      await walls.first().waitFor({ state: "attached" });
      expect(await walls.count()).toBeGreaterThan(0);
      await walls.first().dispatchEvent("click");
      await expect
        .poll(() => page.locator('[data-testid="wall-details"]').textContent())
        .toContain("planned");
      expect(await page.locator('[data-testid="result-wall"]').count()).toBeGreaterThan(0);

      // 計画による増加: its own layers again.
      await page.click('[data-testid="shadow-view-added"]');
      await page.locator(`${MAP} img.result-heatmap[data-layer="shade_hours_png.added"]`).waitFor();
      await expect.poll(() => max.getAttribute("data-hours")).toBe(String(views.added?.max_hours));

      // The 日影チャート (planned view, whatever view is picked): both lines, the limit and the worst point.
      const chart = page.locator('[data-testid="shade-chart"]');
      await chart.waitFor();
      expect(await chart.textContent()).toContain(text.chart);
      const m5 = page.locator('[data-testid="shade-chart-5m"]');
      expect(await m5.getAttribute("data-limit")).toBe("4");
      expect(await m5.locator('[data-testid="shade-chart-limit"]').getAttribute("data-hours")).toBe("4");
      expect(await m5.textContent()).toContain(text.limit);
      expect(await m5.locator('[data-testid="shade-chart-worst"]').count()).toBe(1);
      expect(
        await page
          .locator('[data-testid="shade-chart-10m"] [data-testid="shade-chart-limit"]')
          .getAttribute("data-hours"),
      ).toBe("2.5");
      expect(await page.locator('[data-testid="shade-chart-hours"]').count()).toBe(2);
      if (locale === "en") {
        await page.screenshot({ path: "/tmp/hikage-views.png" });
        await chart.screenshot({ path: "/tmp/hikage-chart.png" });
      }
    }, 120_000);
  }

  it("the share page offers the same views, summary and chart (signed out, en)", async () => {
    const share = await api<{ url: string }>(page, "POST", `/api/cases/${caseId}/share`);
    expect(share.status).toBe(200);
    const { context: anonContext, page: anon } = await newPage(browser(), { locale: "en-US" });
    await blockTiles(anon);
    await anon.goto(`/en${new URL(share.body.url, "http://x").pathname}`);
    const map = '[data-testid="share-map"]';
    await anon
      .locator(`${map} img.result-heatmap[data-layer="shade_hours_png"]`)
      .waitFor({ timeout: 60_000 });
    expect(await anon.getAttribute('[data-testid="shadow-view"]', "data-view")).toBe("planned");
    await anon.click('[data-testid="shadow-view-composite"]');
    await anon.locator(`${map} img.result-heatmap[data-layer="shade_hours_png.composite"]`).waitFor();
    await anon.locator(`${map} [data-layer="contours.composite"]`).first().waitFor({ state: "attached" });
    await expect
      .poll(() => anon.getAttribute('[data-testid="result-max"]', "data-hours"))
      .toBe(String(result.summary.views?.composite?.max_hours));
    await anon.locator('[data-testid="walls-legend"]').waitFor();
    await anon
      .locator('[data-testid="shade-chart"] [data-testid="shade-chart-limit"]')
      .first()
      .waitFor({ state: "attached" });
    await anonContext.close();
  }, 90_000);
});
