import { ANALYSIS_MESSAGE_KEYS, analysisMessage } from "@soracity/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newAccount, newPage } from "./support/browser";
import { api, register } from "./support/dashboard";
import { MAP, blockTiles, clickMap, dragMap, sampleBuildingPoint } from "./support/map";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Locale = "jp" | "en";
type Service = "hikage" | "noise" | "vibration";

/** Keys no input of the forms can produce (see apps/web/src/features/analysis/messages.test.ts). */
const UNREACHABLE = [
  "analysis.invalid_option",
  "analysis.latitude_range",
  "analysis.longitude_range",
  "analysis.polygon_invalid",
  "analysis.extent_invalid",
  "analysis.band_positive",
  "analysis.band_unknown",
  "analysis.sound_power_bands",
  "analysis.model_not_found",
  "analysis.site_required",
  "analysis.error_invalid_parameters",
  "analysis.error_refused",
  "analysis.error_failed",
  "analysis.error_worker_lost",
  "analysis.error_queue_unavailable",
  // A self-intersecting planned footprint is refused by the pipeline when the case runs, not by the form.
  "analysis.footprint_self_intersecting",
];

/** A project (site on a sample building) with one case of `service`, made through the API. */
async function makeCase(page: Page, service: Service) {
  const site = await sampleBuildingPoint(page);
  const ws = await api<{ id: string }>(page, "POST", "/api/workspaces", { name: "入力テスト" });
  const project = await api<{ id: string }>(page, "POST", `/api/workspaces/${ws.body.id}/projects`, {
    project_name: "入力の検討",
    services: [service],
    site,
  });
  const item = await api<{ id: string }>(page, "POST", `/api/project/${project.body.id}/cases`, {
    service_type: service,
    name: "ケース1",
  });
  return { workspaceId: ws.body.id, projectId: project.body.id, caseId: item.body.id };
}

async function openCase(locale: Locale, service: Service) {
  const { context, page } = await newPage(browser, { locale: locale === "jp" ? "ja-JP" : "en-US" });
  await blockTiles(page);
  await register(page, locale, newAccount(`forms-${service}-${locale}`));
  const ids = await makeCase(page, service);
  const url = `/${locale}/dashboard/project/${ids.projectId}/case/${ids.caseId}`;
  await goToCase(page, url);
  return { context, page, url, ...ids };
}

async function goToCase(page: Page, url: string) {
  await page.goto(url);
  await page.locator('[data-testid="parameters-form"]').waitFor();
  await page.locator(`${MAP} .leaflet-draw-toolbar`).first().waitFor();
}

const field = (name: string) => `[data-testid="field-${name}"]`;

/** Chooses `value` in the MUI select whose hidden input is `field-{name}`. */
async function choose(page: Page, name: string, value: string) {
  await page.locator(field(name)).locator("xpath=..").locator('[role="combobox"]').click();
  await page.locator(`li[role="option"][data-value="${value}"]`).click();
  await page.waitForTimeout(100);
}

async function drawPolygon(page: Page, testId: string, points: [number, number][]) {
  await page.click(`[data-testid="${testId}"]`);
  await page.waitForTimeout(150);
  for (const [x, y] of points) await clickMap(page, x, y);
  const first = points[0];
  await clickMap(page, first[0], first[1]);
}

async function drawRect(page: Page, testId: string, from: [number, number], to: [number, number]) {
  await page.click(`[data-testid="${testId}"]`);
  await page.waitForTimeout(150);
  await dragMap(page, from, to);
}

describe.each(["jp", "en"] as const)("analysis forms: every validation message (%s)", (locale) => {
  const seen = new Set<string>();
  const text = (key: string) => analysisMessage(key, locale);
  /** Waits for the message of `key` on the page (a field's helper text, an error line or a toast). */
  const shows = async (page: Page, key: string) => {
    await page.getByText(text(key), { exact: true }).first().waitFor({ timeout: 10_000 });
    seen.add(key);
  };
  /** Types `value` into a field, sees the message of `key` under that very field, then types `restore`. */
  const typed = async (page: Page, name: string, value: string, key: string, restore: string) => {
    await page.fill(field(name), value);
    const control = page.locator(".MuiFormControl-root", { has: page.locator(field(name)) });
    await control.locator(".MuiFormHelperText-root", { hasText: text(key) }).waitFor({ timeout: 10_000 });
    seen.add(key);
    await page.fill(field(name), restore);
    await control.locator(".MuiFormHelperText-root").waitFor({ state: "detached", timeout: 10_000 });
  };

  it("shadow: time, interval, plane, grid, contour and range messages, polygons, deemed edges", async () => {
    const { context, page } = await openCase(locale, "hikage");
    await typed(page, "output_interval_min", "7", "analysis.output_interval_multiple", "60");
    await typed(page, "output_interval_min", "30.5", "analysis.integer", "60");
    await typed(page, "calc_interval_min", "0", "analysis.calc_interval_range", "5");
    await typed(page, "start_time", "8", "analysis.time_format", "08:00");
    await typed(page, "end_time", "07:00", "analysis.time_order", "16:00");
    await typed(page, "date", "2025/12/22", "analysis.date_format", "");
    await typed(page, "north_angle", "400", "analysis.angle_range", "");
    await typed(page, "plane_height", "1000", "analysis.height_range", "4");
    await typed(page, "ground_elevation", "20000", "analysis.elevation_range", "");
    await typed(page, "grid_spacing", "0.1", "analysis.grid_spacing_range", "2");
    await typed(page, "contour_hours", "30", "analysis.hours_range", "2, 3");
    const many = Array.from({ length: 21 }, (_, i) => `${(i + 1) / 2}`).join(",");
    await typed(page, "contour_hours", many, "analysis.too_many", "2, 3");
    await choose(page, "season", "custom");
    await typed(page, "declination", "30", "analysis.declination_range", "-20");

    // Run with no ranges: the target range is required, and an analysis range or points.
    await page.click('[data-testid="run-button"]');
    await page.locator('[data-testid="error-target_range"]').waitFor();
    expect(await page.textContent('[data-testid="error-target_range"]')).toBe(text("common.required"));
    seen.add("common.required");
    expect(await page.textContent('[data-testid="error-analysis_range"]')).toBe(
      text("analysis.analysis_range_or_points"),
    );
    seen.add("analysis.analysis_range_or_points");

    // Polygons: over 25 ha refused (zoomed out), then a target polygon and an analysis polygon outside it.
    await page.click(`${MAP} .leaflet-control-zoom-out`);
    await page.click(`${MAP} .leaflet-control-zoom-out`);
    await page.waitForTimeout(400);
    await drawPolygon(page, "draw-target_range-polygon", [
      [80, 60],
      [520, 80],
      [480, 420],
      [100, 400],
    ]);
    await shows(page, "analysis.area_max_25ha");
    expect(await page.getAttribute('[data-testid="geometry-target_range"]', "data-set")).toBe("false");
    await page.click(`${MAP} .leaflet-control-zoom-in`);
    await page.click(`${MAP} .leaflet-control-zoom-in`);
    await page.waitForTimeout(400);
    await drawPolygon(page, "draw-target_range-polygon", [
      [100, 100],
      [400, 90],
      [420, 380],
      [90, 360],
    ]);
    await page.locator('[data-testid="geometry-target_range"][data-set="true"]').waitFor();
    await drawPolygon(page, "draw-analysis_range-polygon", [
      [380, 200],
      [520, 200],
      [500, 300],
    ]);
    await shows(page, "analysis.range_outside_target");
    expect(await page.getAttribute('[data-testid="geometry-analysis_range"]', "data-set")).toBe("false");

    // A site boundary (polygon) with no planned building and no limits; a road edge of a wrong width.
    await drawPolygon(page, "draw-site_boundary-polygon", [
      [200, 180],
      [300, 180],
      [300, 260],
      [200, 260],
    ]);
    await page.locator('[data-testid="geometry-site_boundary"][data-set="true"]').waitFor();
    await page.click('[data-testid="deemed-add"]');
    await typed(page, "deemed_edges.0.width", "200", "analysis.invalid_value", "6");
    await typed(page, "deemed_edges.0.width", "0", "analysis.distance_positive", "6");
    await page.click('[data-testid="run-button"]');
    await page.locator('[data-testid="error-planned_buildings"]').waitFor();
    expect(await page.textContent('[data-testid="error-planned_buildings"]')).toBe(
      text("analysis.planned_required"),
    );
    seen.add("analysis.planned_required");
    await context.close();
  });

  it("noise: calculation settings, extent before sources, sound power, line points, a source required", async () => {
    const { context, page } = await openCase(locale, "noise");
    // "All octave bands" is shown, not a blank select.
    const band = page.locator(field("band")).locator("xpath=..").locator('[role="combobox"]');
    expect(await band.textContent()).toBe(locale === "jp" ? "全オクターブバンド" : "All octave bands");
    await typed(page, "prediction_height", "0", "analysis.prediction_height_positive", "4");
    await typed(page, "ground_factor", "2", "analysis.ground_factor_range", "0.5");
    await typed(page, "temperature", "60", "analysis.temperature_range", "20");
    await typed(page, "humidity", "0", "analysis.humidity_range", "70");
    await typed(page, "contours", "40, 300", "analysis.sound_power_range", "40, 50");
    await drawRect(page, "draw-extent", [100, 100], [400, 360]);
    await page.click('[data-testid="run-button"]');
    await page.locator('[data-testid="error-sources"]').waitFor();
    expect(await page.textContent('[data-testid="error-sources"]')).toBe(
      text("analysis.noise_source_required"),
    );
    seen.add("analysis.noise_source_required");
    await page.click('[data-testid="draw-sources"]');
    await clickMap(page, 250, 200);
    await page.locator('[data-testid="list-sources"][data-count="1"]').waitFor();
    await typed(page, "sources.0.lw", "200", "analysis.sound_power_range", "100");
    // Clearing the extent under a source: the extent must come first.
    await page.click('[data-testid="clear-extent"]');
    await shows(page, "analysis.extent_required_first");
    await drawRect(page, "draw-extent", [100, 100], [400, 360]);
    // The point source read as a line source (the case's source type): a line needs 2 points.
    await choose(page, "source_type", "line");
    await page.click('[data-testid="parameters-save"]');
    await page.locator('[data-testid="error-sources"]').waitFor();
    expect(await page.textContent('[data-testid="error-sources"]')).toBe(text("analysis.line_points"));
    seen.add("analysis.line_points");
    await context.close();
  });

  it("vibration: sources, levels, damping, output", async () => {
    const { context, page } = await openCase(locale, "vibration");
    await page.click('[data-testid="run-button"]');
    await page.locator('[data-testid="error-sources"]').waitFor();
    expect(await page.textContent('[data-testid="error-sources"]')).toBe(
      text("analysis.vibration_source_required"),
    );
    seen.add("analysis.vibration_source_required");
    await page.click('[data-testid="draw-sources"]');
    await clickMap(page, 250, 200);
    await page.locator('[data-testid="list-sources"][data-count="1"]').waitFor();
    await typed(page, "sources.0.level", "200", "analysis.level_range", "");
    await typed(page, "sources.0.r0", "0", "analysis.distance_positive", "5");
    await typed(page, "alpha", "2", "analysis.damping_range", "");
    await typed(page, "n", "3", "analysis.damping_range", "");
    await choose(page, "sources.0.machine", "");
    await page.click('[data-testid="run-button"]');
    const level = page.locator(".MuiFormControl-root", { has: page.locator(field("sources.0.level")) });
    await level
      .locator(".MuiFormHelperText-root", { hasText: text("analysis.vibration_level_required") })
      .waitFor();
    seen.add("analysis.vibration_level_required");
    expect(await page.textContent('[data-testid="error-extent"]')).toBe(
      text("analysis.vibration_output_required"),
    );
    seen.add("analysis.vibration_output_required");
    await context.close();
  });

  it("covers every message key: shown above or unreachable from the forms", () => {
    const missing = ANALYSIS_MESSAGE_KEYS.filter((key) => !seen.has(key) && !UNREACHABLE.includes(key));
    expect(missing).toEqual([]);
  });
});

/** Uploads a one-building GeoJSON model into the project through the API (multipart, as the dialog sends). */
async function uploadModel(page: Page, projectId: string, at: { lon: number; lat: number }) {
  const d = 0.0002;
  const ring = [
    [at.lon - d, at.lat - d],
    [at.lon + d, at.lat - d],
    [at.lon + d, at.lat + d],
    [at.lon - d, at.lat + d],
    [at.lon - d, at.lat - d],
  ];
  const geojson = JSON.stringify({
    type: "FeatureCollection",
    features: [
      { type: "Feature", properties: { height: 12 }, geometry: { type: "Polygon", coordinates: [ring] } },
    ],
  });
  return page.evaluate(
    async ({ path, geojson }) => {
      const body = new FormData();
      body.append("file", new Blob([geojson], { type: "application/geo+json" }), "plan.geojson");
      const response = await fetch(path, { method: "POST", body });
      return { status: response.status, body: (await response.json()) as { id: string } };
    },
    { path: `/api/project/${projectId}/models`, geojson },
  );
}

const checked = (page: Page, selector: string) => page.locator(selector).isChecked();
const valueOf = (page: Page, name: string) => page.inputValue(field(name));

describe("analysis forms: the new fields save and come back", () => {
  it("shadow: a model, walls, a site polygon with a road edge and contour hours survive a reload", async () => {
    const { context, page, url, projectId } = await openCase("jp", "hikage");
    const site = (await api<{ site: { lon: number; lat: number } }>(page, "GET", `/api/project/${projectId}`))
      .body.site;
    const model = await uploadModel(page, projectId, site);
    expect(model.status).toBe(201);
    await goToCase(page, url);
    await page.locator('[data-testid="model-option"]').check();
    await page.locator(field("walls.enabled")).check();
    await page.fill(field("walls.spacing"), "2");
    await drawPolygon(page, "draw-site_boundary-polygon", [
      [200, 180],
      [300, 170],
      [310, 260],
      [190, 250],
    ]);
    await page.locator('[data-testid="geometry-site_boundary"][data-set="true"]').waitFor();
    await page.click('[data-testid="deemed-add"]');
    await choose(page, "deemed_edges.0.edge", "2");
    await page.fill(field("deemed_edges.0.width"), "8");
    await page.locator(`${MAP} [data-overlay="deemed-0"]`).waitFor();
    await page.fill(field("contour_hours"), "2, 3.5");
    await page.click('[data-testid="parameters-save"]');
    await page.locator("#notistack-snackbar", { hasText: "保存しました" }).first().waitFor();
    const stored = (
      await api<{ parameters: Record<string, unknown> }>(page, "GET", `/api/cases/${url.split("/").at(-1)}`)
    ).body.parameters;
    expect(stored).toMatchObject({
      model_ids: [model.body.id],
      walls: { enabled: true, spacing: 2 },
      deemed_edges: [{ edge: 2, width: 8 }],
      contour_hours: [2, 3.5],
    });
    await goToCase(page, url);
    expect(await checked(page, '[data-testid="model-option"]')).toBe(true);
    expect(await checked(page, field("walls.enabled"))).toBe(true);
    expect(await valueOf(page, "walls.spacing")).toBe("2");
    expect(await page.getAttribute('[data-testid="geometry-site_boundary"]', "data-set")).toBe("true");
    expect(await page.locator('[data-testid="deemed-row"]').count()).toBe(1);
    expect(await valueOf(page, "deemed_edges.0.edge")).toBe("2");
    expect(await valueOf(page, "deemed_edges.0.width")).toBe("8");
    expect(await valueOf(page, "contour_hours")).toBe("2,3.5");
    await context.close();
  });

  it("noise and vibration: a line source, contour levels, damping overrides survive a reload", async () => {
    const noise = await openCase("en", "noise");
    const { page } = noise;
    await drawRect(page, "draw-extent", [100, 100], [400, 360]);
    await page.fill(field("extent.rotation"), "30");
    await page.click('[data-testid="draw-sources-line"]');
    await clickMap(page, 150, 300);
    await clickMap(page, 350, 280);
    await page.locator(`${MAP} .leaflet-draw-actions:visible a`, { hasText: "Finish" }).first().click();
    await page.locator('[data-testid="list-sources"][data-count="1"]').waitFor();
    expect(await page.getAttribute('[data-testid="source-kind"]', "data-kind")).toBe("line");
    await page.fill(field("sources.0.lw"), "75");
    await page.fill(field("contours"), "45, 55, 65");
    await page.click('[data-testid="parameters-save"]');
    await page.locator("#notistack-snackbar", { hasText: "saved" }).first().waitFor();
    await goToCase(page, noise.url);
    expect(await page.getAttribute('[data-testid="source-kind"]', "data-kind")).toBe("line");
    expect(await valueOf(page, "sources.0.lw")).toBe("75");
    expect(await valueOf(page, "contours")).toBe("45,55,65");
    expect(await valueOf(page, "extent.rotation")).toBe("30");
    await page.locator(`${MAP} [data-overlay="source-0"]`).waitFor();
    await noise.context.close();

    const vib = await openCase("jp", "vibration");
    await vib.page.fill(field("alpha"), "0.02");
    await vib.page.fill(field("n"), "0.75");
    await vib.page.fill(field("contours"), "60 70");
    await vib.page.click('[data-testid="parameters-save"]');
    await vib.page.locator("#notistack-snackbar", { hasText: "保存しました" }).first().waitFor();
    await goToCase(vib.page, vib.url);
    expect(await valueOf(vib.page, "alpha")).toBe("0.02");
    expect(await valueOf(vib.page, "n")).toBe("0.75");
    expect(await valueOf(vib.page, "contours")).toBe("60,70");
    await vib.context.close();
  });
});

describe("analysis forms: a viewer", () => {
  it("sees the forms read-only and no Run or Save button on a shared workspace", async () => {
    const viewer = await newPage(browser);
    const viewerAccount = newAccount("forms-viewer");
    await register(viewer.page, "jp", viewerAccount);
    const owner = await openCase("jp", "hikage");
    await drawRect(owner.page, "draw-target_range", [100, 100], [400, 360]);
    await owner.page.click('[data-testid="parameters-save"]');
    await owner.page.locator("#notistack-snackbar", { hasText: "保存しました" }).first().waitFor();
    const shared = await api(owner.page, "PUT", `/api/workspaces/${owner.workspaceId}/shares`, {
      email: viewerAccount.email,
      permission: "view",
    });
    expect(shared.status).toBe(200);
    await blockTiles(viewer.page);
    await goToCase(viewer.page, owner.url);
    const page = viewer.page;
    expect(await page.getAttribute('[data-testid="geometry-target_range"]', "data-set")).toBe("true");
    expect(await page.locator('[data-testid="run-button"]').count()).toBe(0);
    expect(await page.locator('[data-testid="parameters-save"]').count()).toBe(0);
    expect(await page.locator('[data-testid="clear-target_range"]').count()).toBe(0);
    expect(await page.locator('[data-testid="edit-target_range"]').count()).toBe(0);
    expect(await page.isDisabled('[data-testid="draw-target_range"]')).toBe(true);
    expect(await page.isDisabled('[data-testid="draw-target_range-polygon"]')).toBe(true);
    expect(await page.isDisabled(field("grid_spacing"))).toBe(true);
    expect(await page.isDisabled(field("output_interval_min"))).toBe(true);
    expect(await page.isDisabled(field("walls.enabled"))).toBe(true);
    // The server refuses the viewer's writes as well.
    const caseId = owner.url.split("/").at(-1);
    expect((await api(page, "POST", `/api/cases/${caseId}/run`)).status).toBe(403);
    await owner.context.close();
    await viewer.context.close();
  });
});
