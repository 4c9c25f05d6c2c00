import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newAccount, newPage } from "./support/browser";
import { api, register } from "./support/dashboard";
import {
  MAP,
  MARKERS,
  SHAPES,
  blockTiles,
  caseWithSite,
  clickMap,
  drawShape,
  sampleBuildingPoint,
  shapeCount,
} from "./support/map";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A signed-in page (tiles blocked) with a project whose site is on a sample building, and its case. */
async function setup(locale: "jp" | "en" = "jp") {
  const { context, page } = await newPage(browser, { locale: locale === "jp" ? "ja-JP" : "en-US" });
  await blockTiles(page);
  await register(page, locale, newAccount(`map-${locale}`));
  const site = await sampleBuildingPoint(page);
  const ids = await caseWithSite(page, site);
  return { context, page, site, ...ids };
}

const toast = (page: Page, text: string) =>
  page.locator("#notistack-snackbar", { hasText: text }).first().waitFor();

describe("case page", () => {
  it.each(["jp", "en"] as const)(
    "opens from a click on the case row (%s), with breadcrumbs back to the project",
    async (locale) => {
      const { context, page, projectId, caseId } = await setup(locale);
      await page.goto(`/${locale}/dashboard/project/${projectId}`);
      const row = page.locator('[data-testid="case-row"][data-name="ケースA"]');
      await row.locator('[data-testid="case-start"]').click();
      await page.waitForURL(`**/${locale}/dashboard/project/${projectId}/case/${caseId}`);
      await page.locator('[data-testid="case-page"]').waitFor();
      expect(await page.textContent('[data-testid="page-title"]')).toBe("ケースA");
      const chip = page.locator('[data-testid="case-page"] [data-testid="case-status"]');
      expect(await chip.getAttribute("data-status")).toBe("draft");
      expect(await chip.textContent()).toBe(locale === "jp" ? "下書き" : "Draft");
      await page.locator(`${MAP} .leaflet-draw-toolbar`).first().waitFor();
      expect(await page.getAttribute(`${MAP} .leaflet-draw-draw-polygon`, "title")).toBe(
        locale === "jp" ? "多角形を描く" : "Draw a polygon",
      );
      expect(await page.textContent('[data-testid="case-service"]')).toBe(
        locale === "jp" ? "日影" : "Shadow",
      );
      expect(await page.locator('[data-testid="case-parameters"]').isVisible()).toBe(true);
      expect(await page.locator(`${MAP} .site-marker`).count()).toBe(1);
      // Breadcrumbs: workspace and project.
      await page.click(".MuiBreadcrumbs-root a >> text=日影の検討");
      await page.waitForURL(`**/${locale}/dashboard/project/${projectId}`);
      // The case name is a link too.
      await page.click('[data-testid="case-link"]');
      await page.locator('[data-testid="case-page"]').waitFor();
      await context.close();
    },
  );

  it("is the 404 error page for an unknown case or a case of another project", async () => {
    const { context, page, projectId, caseId } = await setup();
    await page.goto(`/jp/dashboard/project/${projectId}/case/00000000-0000-4000-8000-000000000000`);
    await expect.poll(() => page.textContent('[data-testid="error-status"]')).toBe("404");
    const other = await caseWithSite(page, null, { workspace: "別", project: "別の計画", case: "別ケース" });
    await page.goto(`/jp/dashboard/project/${other.projectId}/case/${caseId}`);
    await expect.poll(() => page.textContent('[data-testid="error-status"]')).toBe("404");
    expect(await page.textContent("h1")).toBe("このページは見つかりませんでした");
    await page.goto(`/jp/dashboard/project/${projectId}/case/${caseId}`);
    await page.locator('[data-testid="case-page"]').waitFor();
    await context.close();
  });

  it("shows the city's buildings coloured by height with the tile server unreachable", async () => {
    const { context, page, projectId, caseId } = await setup();
    await page.goto(`/jp/dashboard/project/${projectId}/case/${caseId}`);
    const status = page.locator('[data-testid="buildings-status"]');
    await expect.poll(() => status.getAttribute("data-state"), { timeout: 15_000 }).toBe("ready");
    expect(Number(await status.getAttribute("data-count"))).toBeGreaterThan(0);
    // The buildings are painted on their canvas (not the plain background).
    const painted = await page
      .locator(`${MAP} .leaflet-buildings-pane canvas`)
      .evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) count += 1;
        return count;
      });
    expect(painted).toBeGreaterThan(500);
    await page.locator('[data-testid="basemap-unavailable"]').waitFor();
    expect(await page.textContent(`${MAP} .leaflet-control-attribution`)).toContain("地理院タイル");
    expect(await page.textContent(`${MAP} .leaflet-control-attribution`)).toContain("PLATEAU");
    expect(await page.locator('[data-testid="buildings-legend"]').textContent()).toContain("建物の高さ");
    // The layer control offers the three GSI maps and none; "none" removes the tiles.
    await page.hover('[data-testid="map-layers"]');
    const labels = await page.locator('[data-testid="map-layers"] label').allTextContents();
    expect(labels.map((label) => label.trim())).toEqual(["標準地図", "淡色地図", "写真", "背景地図なし"]);
    await page.click('[data-testid="map-layers"] label >> text=背景地図なし');
    await expect.poll(() => page.locator(`${MAP} .leaflet-tile`).count()).toBe(0);
    await page.mouse.move(5, 5);
    await page
      .locator(MAP)
      .screenshot({ path: "artifacts/case-map.png" })
      .catch(() => undefined);
    await context.close();
  });

  it("exports the shapes as GeoJSON and imports them back, with the toasts; bad files are refused", async () => {
    const { context, page, projectId, caseId } = await setup();
    await page.goto(`/jp/dashboard/project/${projectId}/case/${caseId}`);
    await page.locator(`${MAP} .leaflet-draw-toolbar`).first().waitFor();
    expect(await page.locator('[data-testid="shapes-export"]').isDisabled()).toBe(true);
    await drawShape(page, "polygon", [150, 150]);
    await drawShape(page, "marker", [400, 300]);
    await clickMap(page, 190, 160);
    await page.click('[data-testid="shape-color"]');
    await page.click('[data-testid="shape-color-option"][data-color="#db1d0f"]');

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.click('[data-testid="shapes-export"]'),
    ]);
    await toast(page, "データのエクスポートに成功しました");
    expect(download.suggestedFilename()).toBe("ケースA.geojson");
    const text = readFileSync((await download.path()) ?? "", "utf8");
    const json = JSON.parse(text) as {
      features: { geometry: { type: string }; properties: { shape: string; color: string } }[];
    };
    expect(json.features.map((f) => [f.geometry.type, f.properties.shape, f.properties.color])).toEqual([
      ["Polygon", "polygon", "#db1d0f"],
      ["Point", "marker", "#3388ff"],
    ]);

    // A fresh page has no shapes; the file brings them back with their colour.
    await page.reload();
    await page.locator(`${MAP} .leaflet-draw-toolbar`).first().waitFor();
    expect(await shapeCount(page)).toBe(0);
    const input = page.locator('[data-testid="shapes-import-input"]');
    await input.setInputFiles({
      name: "shapes.geojson",
      mimeType: "application/geo+json",
      buffer: Buffer.from(text),
    });
    await toast(page, "データのインポートに成功しました");
    expect(await shapeCount(page)).toBe(2);
    expect(await page.locator(SHAPES).first().getAttribute("stroke")).toBe("#db1d0f");
    expect(await page.locator(MARKERS).count()).toBe(1);
    // Leaflet's marker image comes from the bundle (no CDN) and loads.
    expect(
      await page
        .locator(MARKERS)
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.src).origin),
    ).toBe(new URL(page.url()).origin);

    await input.setInputFiles({
      name: "bad.geojson",
      mimeType: "application/json",
      buffer: Buffer.from("{ not json"),
    });
    await toast(page, "無効なデータ形式です");
    await input.setInputFiles({
      name: "other.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ type: "Point", coordinates: [500, 35] })),
    });
    await expect
      .poll(() => page.locator("#notistack-snackbar", { hasText: "無効なデータ形式です" }).count())
      .toBeGreaterThan(0);
    await input.setInputFiles({
      name: "huge.geojson",
      mimeType: "application/json",
      buffer: Buffer.alloc(6 * 1024 * 1024, 32),
    });
    await toast(page, "データのインポートに失敗しました");
    expect(await shapeCount(page)).toBe(2);
    await context.close();
  });
});

describe("project site", () => {
  it("is set by choosing a city with building data, searching a place and clicking the map", async () => {
    const { context, page } = await newPage(browser);
    await blockTiles(page);
    await register(page, "jp", newAccount("site"));
    await sampleBuildingPoint(page); // the sample import has finished
    const { projectId } = await caseWithSite(page, null);
    await page.goto(`/jp/dashboard/project/${projectId}`);
    expect(await page.textContent('[data-testid="site-summary"]')).toBe("敷地はまだ設定されていません。");
    await page.click('[data-testid="site-edit"]');
    await page
      .locator('[data-testid="site-map"] .leaflet-container, [data-testid="site-map"].leaflet-container')
      .first()
      .waitFor();

    // Search a ward of Tokyo: the city follows, the map goes there.
    await page.fill('[data-testid="site-search"]', "千代田");
    await page.click('[data-testid="site-search-option"] >> text=千代田区');
    await expect
      .poll(async () => Number(await page.inputValue('[data-testid="site-lat"]')))
      .toBeCloseTo(35.694, 3);
    expect(await page.inputValue('[data-testid="site-city"]')).toBe("東京都23区");

    // Choose Osaka (it has building data), then click the map to move the centre.
    await page.click('[data-testid="site-city"]');
    const osaka = page.locator('[data-testid="site-city-option"][data-code="27100"]');
    expect(await osaka.textContent()).toContain("建物データあり");
    expect(await page.locator('[data-testid="site-city-option"][data-code="01100"]').textContent()).toContain(
      "建物データなし",
    );
    await osaka.click();
    const cities = (
      await api<{ code: string; bbox: number[]; buildings_center: number[] }[]>(page, "GET", "/api/cities")
    ).body;
    const osakaRow = cities.find((c) => c.code === "27100");
    const bbox = osakaRow?.bbox ?? [];
    // Issue 28: a city is shown where its buildings are (the server's median), not the middle of their box.
    await expect
      .poll(async () => Number(await page.inputValue('[data-testid="site-lon"]')))
      .toBeCloseTo(osakaRow?.buildings_center[0] ?? 0, 4);
    const before = Number(await page.inputValue('[data-testid="site-lon"]'));
    const map = page.locator('[data-testid="site-map"]');
    const box = await map.boundingBox();
    if (!box) throw new Error("no site map");
    await page.mouse.click(box.x + box.width / 2 + 100, box.y + box.height / 2);
    await expect
      .poll(async () => Number(await page.inputValue('[data-testid="site-lon"]')))
      .toBeGreaterThan(before);

    // A latitude out of range is refused with the shared schema's message.
    await page.fill('[data-testid="site-lat"]', "95");
    await page.press('[data-testid="site-lat"]', "Enter");
    await page.locator("text=緯度は -90 から 90 の範囲で入力してください").waitFor();
    expect(await page.locator('[data-testid="site-save"]').isDisabled()).toBe(true);
    const lon = Number(await page.inputValue('[data-testid="site-lon"]'));
    const lat = ((bbox[1] ?? 0) + (bbox[3] ?? 0)) / 2;
    await page.fill('[data-testid="site-lat"]', lat.toFixed(6));
    await page.press('[data-testid="site-lat"]', "Enter");
    await page.click('[data-testid="site-save"]');
    await toast(page, "敷地を保存しました。");

    const saved = (
      await api<{ site: { lon: number; lat: number; city_code: string } }>(
        page,
        "GET",
        `/api/project/${projectId}`,
      )
    ).body.site;
    expect(saved.city_code).toBe("27100");
    expect(saved.lon).toBeCloseTo(lon, 5);
    expect(saved.lat).toBeCloseTo(lat, 5);
    expect(await page.getAttribute('[data-testid="site-summary"]', "data-city")).toBe("27100");
    await page.locator('[data-testid="project-site-map"] .site-marker').waitFor();
    await context.close();
  });
});
