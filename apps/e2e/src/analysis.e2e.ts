import { analysisMessage } from "@soracity/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newAccount, newPage } from "./support/browser";
import { api, register } from "./support/dashboard";
import { MAP, blockTiles, clickAction, clickMap, dragMap, sampleBuildingPoint } from "./support/map";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Locale = "jp" | "en";
const FINISH = { jp: "終了", en: "Finish" };
const INPUT_ERROR = {
  jp: "入力内容にエラーがあります。確認して再度入力してください",
  en: "There is an error in the input content. Please check and enter again",
};
const EXTENT_FIRST = { jp: "先に解析範囲を描いてください", en: "Draw an analysis extent first" };

/** A signed-in page (tiles blocked) on a new case of `service` in a project whose site is a sample building. */
async function openCase(locale: Locale, service: "hikage" | "noise" | "vibration") {
  const { context, page } = await newPage(browser, { locale: locale === "jp" ? "ja-JP" : "en-US" });
  await blockTiles(page);
  await register(page, locale, newAccount(`analysis-${service}-${locale}`));
  const site = await sampleBuildingPoint(page);
  const ws = await api<{ id: string }>(page, "POST", "/api/workspaces", { name: "解析テスト" });
  const project = await api<{ id: string }>(page, "POST", `/api/workspaces/${ws.body.id}/projects`, {
    project_name: "解析の検討",
    services: [service],
    site,
  });
  const item = await api<{ id: string }>(page, "POST", `/api/project/${project.body.id}/cases`, {
    service_type: service,
    name: "ケース1",
  });
  await page.goto(`/${locale}/dashboard/project/${project.body.id}/case/${item.body.id}`);
  await page.locator('[data-testid="parameters-form"]').waitFor();
  await page.locator(`${MAP} .leaflet-draw-toolbar`).first().waitFor();
  return { context, page, projectId: project.body.id };
}

const toast = (page: Page, text: string) =>
  page.locator("#notistack-snackbar", { hasText: text }).first().waitFor({ timeout: 10_000 });

/** Starts "draw for field" and drags a rectangle on the map. */
async function drawRect(page: Page, field: string, from: [number, number], to: [number, number]) {
  await page.click(`[data-testid="draw-${field}"]`);
  await page.waitForTimeout(150);
  await dragMap(page, from, to);
}

async function waitForStatus(page: Page, status: string, timeout = 45_000) {
  await page.locator(`[data-testid="run-status"][data-status="${status}"]`).waitFor({ timeout });
}

describe("analysis: run and results", () => {
  it("shadow: target and analysis ranges, a planned building and a point; run to done; heat map, contours, legend", async () => {
    const { context, page, projectId } = await openCase("jp", "hikage");
    await drawRect(page, "target_range", [60, 60], [460, 420]);
    expect(await page.getAttribute('[data-testid="geometry-target_range"]', "data-set")).toBe("true");
    await drawRect(page, "analysis_range", [140, 140], [380, 340]);
    expect(await page.getAttribute('[data-testid="geometry-analysis_range"]', "data-set")).toBe("true");
    // A planned building (polygon closed on its first vertex) and a measurement point.
    await page.click('[data-testid="draw-planned_buildings"]');
    await clickMap(page, 230, 210);
    await clickMap(page, 290, 210);
    await clickMap(page, 260, 260);
    await clickMap(page, 230, 210);
    await page.locator('[data-testid="list-planned_buildings"][data-count="1"]').waitFor();
    await page.fill('[data-testid="field-planned_buildings.0.height"]', "45");
    await page.click('[data-testid="draw-points"]');
    await clickMap(page, 260, 320);
    await page.locator('[data-testid="list-points"][data-count="1"]').waitFor();
    // The form's geometry is on the map; the drawn shapes went into the form, not the shape list.
    expect(await page.locator(`${MAP} [data-overlay="target_range"]`).count()).toBe(1);
    expect(await page.locator(`${MAP} [data-overlay="planned-0"]`).count()).toBe(1);
    expect(await page.getAttribute('[data-testid="shape-count"]', "data-count")).toBe("0");
    await page.fill('[data-testid="field-grid_spacing"]', "2");

    await page.click('[data-testid="run-button"]');
    await waitForStatus(page, "done");
    await page.locator(`${MAP} img.result-heatmap[data-result="heatmap"]`).waitFor();
    await page.locator(`${MAP} [data-result="contours"]`).first().waitFor();
    const legend = page.locator('[data-testid="result-legend"]');
    expect(await legend.getAttribute("data-unit")).toBe("h");
    expect(await legend.textContent()).toContain("日影時間");
    expect(await page.locator(`${MAP} .result-label`).count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="result-point"]').count()).toBe(1);
    expect(await page.textContent('[data-testid="case-end"]')).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // Toggling the heat map takes it off the map.
    await page.click('[data-testid="result-toggle-heatmap"]');
    expect(await page.locator(`${MAP} img.result-heatmap`).count()).toBe(0);
    await page.click('[data-testid="result-toggle-heatmap"]');
    await page.locator(`${MAP} img.result-heatmap`).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: "/tmp/analysis-shadow.png" });
    // The case list shows the status and the times.
    await page.goto(`/jp/dashboard/project/${projectId}`);
    const row = page.locator('[data-testid="case-row"][data-name="ケース1"]');
    expect(await row.locator('[data-testid="case-status"]').getAttribute("data-status")).toBe("done");
    expect(await row.locator('[data-testid="case-end"]').textContent()).toMatch(/\d{4}-\d{2}-\d{2}/);
    await context.close();
  });

  it("noise: an extent, a source and a barrier run to done with the level map and its legend", async () => {
    const { context, page } = await openCase("jp", "noise");
    await drawRect(page, "extent", [100, 100], [400, 360]);
    await page.click('[data-testid="draw-sources"]');
    await clickMap(page, 250, 200);
    await page.locator('[data-testid="list-sources"][data-count="1"]').waitFor();
    await page.click('[data-testid="draw-barriers"]');
    await clickMap(page, 200, 260);
    await clickMap(page, 300, 260);
    await clickAction(page, FINISH.jp);
    await page.locator('[data-testid="list-barriers"][data-count="1"]').waitFor();
    await page.fill('[data-testid="field-grid_spacing"]', "10");
    await page.click('[data-testid="run-button"]');
    await waitForStatus(page, "done");
    await page.locator(`${MAP} img.result-heatmap`).waitFor();
    expect(await page.getAttribute('[data-testid="result-legend"]', "data-unit")).toBe("dB");
    await page.screenshot({ path: "/tmp/analysis-noise.png" });
    await context.close();
  });
});

describe("analysis: vibration", () => {
  it("a source and an extent run to done with the vibration contours on the map", async () => {
    const { context, page } = await openCase("en", "vibration");
    await page.click('[data-testid="draw-sources"]');
    await clickMap(page, 250, 220);
    await page.locator('[data-testid="list-sources"][data-count="1"]').waitFor();
    await page.fill('[data-testid="field-sources.0.level"]', "85");
    await page.fill('[data-testid="field-sources.0.r0"]', "5");
    await drawRect(page, "extent", [120, 120], [380, 320]);
    await page.fill('[data-testid="field-grid_spacing"]', "5");
    await page.fill('[data-testid="field-contours"]', "55, 60, 65, 70");
    await page.click('[data-testid="run-button"]');
    await waitForStatus(page, "done");
    // The vibration contours on the map (one path per level reached).
    await page.locator(`${MAP} [data-result="vibration_contours"]`).first().waitFor();
    expect(await page.locator(`${MAP} [data-result="vibration_contours"]`).count()).toBeGreaterThan(0);
    await page.screenshot({ path: "/tmp/analysis-vibration.png" });
    await context.close();
  });
});

describe.each(["jp", "en"] as const)("analysis: validation messages (%s)", (locale) => {
  const text = (key: string) => analysisMessage(key, locale);

  it("shadow: output interval multiple, 25 ha, analysis range inside the target range", async () => {
    const { context, page } = await openCase(locale, "hikage");
    await page.fill('[data-testid="field-output_interval_min"]', "7");
    await page.getByText(text("analysis.output_interval_multiple")).first().waitFor();
    await page.fill('[data-testid="field-output_interval_min"]', "60");
    expect(await page.getByText(text("analysis.output_interval_multiple")).count()).toBe(0);
    // Zoomed out, a large rectangle is over 25 ha.
    await page.click(`${MAP} .leaflet-control-zoom-out`);
    await page.click(`${MAP} .leaflet-control-zoom-out`);
    await page.waitForTimeout(400);
    await drawRect(page, "target_range", [100, 40], [540, 420]);
    await toast(page, text("analysis.area_max_25ha"));
    expect(await page.getAttribute('[data-testid="geometry-target_range"]', "data-set")).toBe("false");
    await drawRect(page, "target_range", [200, 200], [260, 250]);
    expect(await page.getAttribute('[data-testid="geometry-target_range"]', "data-set")).toBe("true");
    await drawRect(page, "analysis_range", [300, 300], [340, 340]);
    await toast(page, text("analysis.range_outside_target"));
    expect(await page.getAttribute('[data-testid="geometry-analysis_range"]', "data-set")).toBe("false");
    await context.close();
  });

  it("noise: extent first, sound power range, a source required", async () => {
    const { context, page } = await openCase(locale, "noise");
    await page.click('[data-testid="draw-sources"]');
    await toast(page, EXTENT_FIRST[locale]);
    await drawRect(page, "extent", [100, 100], [400, 360]);
    await page.click('[data-testid="run-button"]');
    await page.locator('[data-testid="error-sources"]').waitFor();
    expect(await page.textContent('[data-testid="error-sources"]')).toBe(
      text("analysis.noise_source_required"),
    );
    await toast(page, INPUT_ERROR[locale]);
    await page.click('[data-testid="draw-sources"]');
    await clickMap(page, 250, 200);
    await page.fill('[data-testid="field-sources.0.lw"]', "200");
    await page.getByText(text("analysis.sound_power_range")).first().waitFor();
    await context.close();
  });
});
