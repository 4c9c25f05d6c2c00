import type { ServiceType } from "@soracity/contracts";
import type { Browser, Page } from "playwright-core";
import { newAccount, newPage } from "./browser";
import { api, register } from "./dashboard";
import { MAP, blockTiles, clickMap, dragMap, sampleBuildingPoint } from "./map";

/** Helpers of the analysis form tests (analysis-forms*.e2e.ts): cases made through the API, fields, drawing. */
export type Locale = "jp" | "en";
/** A service of the contracts' registry. */
export type Service = ServiceType;

/** A project (site on a sample building) with one case of `service`, made through the API. */
export async function makeCase(page: Page, service: Service) {
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

/** A new account's case of `service` opened in a new page of `browser`, map tiles blocked. */
export async function openCase(browser: Browser, locale: Locale, service: Service) {
  const { context, page } = await newPage(browser, { locale: locale === "jp" ? "ja-JP" : "en-US" });
  await blockTiles(page);
  await register(page, locale, newAccount(`forms-${service}-${locale}`));
  const ids = await makeCase(page, service);
  const url = `/${locale}/dashboard/project/${ids.projectId}/case/${ids.caseId}`;
  await goToCase(page, url);
  return { context, page, url, ...ids };
}

/** Opens the case page and waits for its form and the map's drawing toolbar. */
export async function goToCase(page: Page, url: string) {
  await page.goto(url);
  await page.locator('[data-testid="parameters-form"]').waitFor();
  await page.locator(`${MAP} .leaflet-draw-toolbar`).first().waitFor();
}

/** The input of a form field by its name (`field-{name}` test id). */
export const field = (name: string) => `[data-testid="field-${name}"]`;

/** Chooses `value` in the MUI select whose hidden input is `field-{name}`. */
export async function choose(page: Page, name: string, value: string) {
  await page.locator(field(name)).locator("xpath=..").locator('[role="combobox"]').click();
  await page.locator(`li[role="option"][data-value="${value}"]`).click();
  await page.waitForTimeout(100);
}

/** Draws a polygon with the tool of `testId` through the points (map pixels), closing it on the first. */
export async function drawPolygon(page: Page, testId: string, points: [number, number][]) {
  await page.click(`[data-testid="${testId}"]`);
  await page.waitForTimeout(150);
  for (const [x, y] of points) await clickMap(page, x, y);
  const first = points[0];
  await clickMap(page, first[0], first[1]);
}

/** Draws a rectangle with the tool of `testId` from one corner to the other (map pixels). */
export async function drawRect(page: Page, testId: string, from: [number, number], to: [number, number]) {
  await page.click(`[data-testid="${testId}"]`);
  await page.waitForTimeout(150);
  await dragMap(page, from, to);
}

/** Uploads a one-building GeoJSON model into the project through the API (multipart, as the dialog sends). */
export async function uploadModel(page: Page, projectId: string, at: { lon: number; lat: number }) {
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

export const checked = (page: Page, selector: string) => page.locator(selector).isChecked();
export const valueOf = (page: Page, name: string) => page.inputValue(field(name));
