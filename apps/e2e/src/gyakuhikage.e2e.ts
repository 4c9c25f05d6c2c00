import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newAccount, newPage, useBrowser } from "./support/browser";
import { api, register, submitName } from "./support/dashboard";
import { MAP, blockTiles, sampleBuildingPoint } from "./support/map";
import { offset, rectangle } from "./support/offset";

// 逆日影 (issue 26): a case made on the project page, its site and points set, run from its form; the map's
// heat map of allowed height with its legend in metres and labelled contours; a click on the site answering
// the maximum height there (the value the run gives at that point); the points with their heights; the
// envelope's tiers extruded in the 3D viewer (as many prisms as the layer has); and one click to a shadow case
// of the envelope, run, on which the user lands; in both languages.
const browser = useBrowser();

const TEXT = {
  jp: {
    heightHere: "この地点の最大高さ",
    pointHeader: "最大高さ",
    legend: "許容高さ",
    button: "この形で日影を検証",
    shadowService: "日影",
  },
  en: {
    heightHere: "Maximum height here",
    pointHeader: "Maximum height",
    legend: "Allowed height",
    button: "Check this envelope as a shadow case",
    shadowService: "Shadow",
  },
} as const;

const READY = '[data-testid="viewer-canvas"][data-ready="true"]';

interface Layer {
  name: string;
  url: string;
  meta: Record<string, unknown>;
}
interface Result {
  points: { lon: number; lat: number; max_height: number | null }[];
  layers: Layer[];
  summary: { max_height: number; forward_check: { pass: boolean } };
}
type Collection = { features: { properties: Record<string, unknown> }[] };

/** As the result shows a height: floored to the centimetre, no trailing zeros. */
const shown = (metres: number) => (Math.floor(metres * 100 + 1e-6) / 100).toFixed(2).replace(/\.?0+$/, "");

const layerOf = (result: Result, name: string) => {
  const layer = result.layers.find((l) => l.name === name);
  if (!layer) throw new Error(`no layer ${name} in ${result.layers.map((l) => l.name).join(", ")}`);
  return layer;
};

/** The page position of the map's point marker `index` (0-based), centred. */
async function markerCentre(page: Page, index: number) {
  const box = await page.locator(`${MAP} [data-result="allowed-height-point"]`).nth(index).boundingBox();
  if (!box) throw new Error(`point ${index + 1} not on the map`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe.each(["jp", "en"] as const)(
  "逆日影: allowed height, 3D envelope and its shadow case (%s)",
  (locale) => {
    const text = TEXT[locale];

    it("runs a case made on the project page and shows, answers and checks its envelope", async () => {
      const { context, page } = await newPage(browser(), { locale: locale === "jp" ? "ja-JP" : "en-US" });
      await blockTiles(page);
      await register(page, locale, newAccount(`gyakuhikage-${locale}`));
      const site = await sampleBuildingPoint(page);
      const ws = await api<{ id: string }>(page, "POST", "/api/workspaces", { name: "逆日影テスト" });
      const project = await api<{ id: string }>(page, "POST", `/api/workspaces/${ws.body.id}/projects`, {
        project_name: "高さの検討",
        // The shadow service too: the one-click shadow case is a case of it in the same project.
        services: ["gyakuhikage", "hikage"],
        site,
      });
      expect(project.status).toBe(201);

      // The case, made on the project page as a user makes it.
      await page.goto(`/${locale}/dashboard/project/${project.body.id}`);
      await page.click('[data-testid="case-create-gyakuhikage"]');
      await submitName(page, "逆日影1");
      const row = page.locator('[data-testid="case-row"][data-name="逆日影1"]');
      await row.waitFor();
      await row.locator("a").first().click();
      await page.waitForURL(/\/case\/[^/]+$/);
      const caseUrl = new URL(page.url()).pathname;
      const caseId = caseUrl.split("/").at(-1) ?? "";

      // A 30 × 40 m site on a sample building, 5 h / 3 h at 4 m, two points at cell centres (the 1 m grid starts
      // at the site's south-west corner): one inside the site, one outside it.
      const points = [offset(site, 0.5, 6.5), offset(site, 40, 0)];
      const patched = await api(page, "PATCH", `/api/cases/${caseId}`, {
        parameters: {
          site_boundary: rectangle(site, -15, -20, 15, 20),
          limits: { hours5: 5, hours10: 3 },
          plane_height: 4,
          grid_spacing: 1,
          points,
        },
      });
      expect(patched.status).toBe(200);
      await page.goto(caseUrl);
      await page.locator('[data-testid="parameters-form"]').waitFor();
      await page.click('[data-testid="run-button"]');
      await page.locator('[data-testid="run-status"][data-status="done"]').waitFor({ timeout: 180_000 });

      const result = (await api<Result>(page, "GET", `/api/cases/${caseId}/result`)).body;
      expect(result.summary.forward_check.pass).toBe(true);
      const [inside, outside] = result.points;
      if (inside?.max_height === null || inside?.max_height === undefined)
        throw new Error("point 1 off the site");
      expect(outside?.max_height).toBeNull();

      // The heat map of allowed height and its legend, 0 to the envelope's largest height in metres.
      await page.locator(`${MAP} img[data-result="heatmap"][data-layer="allowed_height"]`).waitFor();
      const legend = page.locator('[data-testid="height-legend"]');
      expect(await legend.textContent()).toContain(text.legend);
      expect(await legend.textContent()).toContain(`${shown(result.summary.max_height)} m`);

      // Contours of allowed height, each height labelled on the map with a height the layer has.
      const contours = await api<Collection>(
        page,
        "GET",
        layerOf(result, "allowed_height_contours").url.replace(/^https?:\/\/[^/]+/, ""),
      );
      const heights = contours.body.features.map((f) => `${shown(Number(f.properties.height_m))} m`);
      expect(heights.length).toBeGreaterThan(0);
      await expect
        .poll(() => page.locator(`${MAP} path[data-result="allowed_height_contours"]`).count())
        .toBeGreaterThan(0);
      const labels = await page.locator(`${MAP} .result-label`).allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(heights).toContain(label);

      // The points: listed with their heights, and drawn with them.
      const rows = page.locator('[data-testid="result-point"]');
      expect(await rows.count()).toBe(2);
      expect(await page.locator('[data-testid="result-points"] th').nth(2).textContent()).toBe(
        text.pointHeader,
      );
      expect(await rows.nth(0).locator("td").nth(2).textContent()).toBe(`${shown(inside.max_height)} m`);
      const tips = await page.locator(`${MAP} .allowed-height-point`).allTextContents();
      expect(tips[0]).toBe(`1: ${shown(inside.max_height)} m`);

      // A click on the site where point 1 is (the map fits the site: a pixel is well under the half metre to
      // the cell's edge) answers the height the run gives there.
      const at = await markerCentre(page, 0);
      await page.mouse.click(at.x, at.y);
      const popup = page.locator(`${MAP} [data-testid="height-query"]`);
      await popup.waitFor();
      expect(Number(await popup.getAttribute("data-height"))).toBe(inside.max_height);
      expect(await popup.textContent()).toContain(`${text.heightHere}: ${shown(inside.max_height)} m`);

      // 3D: the envelope's tiers extruded in the viewer with the city around them.
      const envelope = await api<Collection>(
        page,
        "GET",
        layerOf(result, "envelope").url.replace(/^https?:\/\/[^/]+/, ""),
      );
      expect(envelope.body.features.length).toBeGreaterThan(0);
      await page.click('[data-testid="case-open-3d"]');
      const viewer = page.locator(READY);
      await viewer.waitFor({ timeout: 150_000 });
      expect(Number(await viewer.getAttribute("data-prisms"))).toBe(envelope.body.features.length);
      await page.click('[data-testid="viewer-back"]');
      await page.locator('[data-testid="result-summary"]').waitFor();

      // One click: a shadow case of the envelope, run, and the user on its page.
      const button = page.locator('[data-testid="shadow-case-button"]');
      expect(await button.textContent()).toBe(text.button);
      await button.click();
      await page.waitForURL((url) => /\/case\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(caseId));
      const shadowId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
      // The URL changes before the new case's page has loaded: wait for its service.
      await expect.poll(() => page.textContent('[data-testid="case-service"]')).toBe(text.shadowService);
      await page.locator('[data-testid="run-status"][data-status="done"]').waitFor({ timeout: 180_000 });
      const shadowCase = await api<{ service_type: string; parameters: { planned_buildings: unknown[] } }>(
        page,
        "GET",
        `/api/cases/${shadowId}`,
      );
      expect(shadowCase.body.service_type).toBe("hikage");
      expect(shadowCase.body.parameters.planned_buildings.length).toBe(envelope.body.features.length);
      const shadow = await api<{ summary: { regulation: { pass: boolean } | null } }>(
        page,
        "GET",
        `/api/cases/${shadowId}/result`,
      );
      expect(shadow.body.summary.regulation?.pass).toBe(true);
      await context.close();
    }, 600_000);
  },
);
