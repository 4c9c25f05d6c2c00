import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { api } from "./dashboard";
import { sampleBuildingPoint } from "./map";
import { rectangle } from "./offset";

/** Helpers of the 天空率 browser tests (tenkuritsu.e2e.ts, analysis-forms.e2e.ts). */

/**
 * The demo's site through the API: a 40 m square in a 第一種住居地域 (容積率 200 %) around a sample building with
 * a 30 m block on it; `extra` parameters on top (a road). Answers the site's centre.
 */
export async function setUpSkySite(page: Page, caseId: string, extra: Record<string, unknown> = {}) {
  const site = await sampleBuildingPoint(page);
  const patched = await api(page, "PATCH", `/api/cases/${caseId}`, {
    parameters: {
      site_boundary: rectangle(site, -20, -20, 20, 20),
      zone: "residential_1",
      floor_area_ratio: 200,
      planned_buildings: [{ id: "planned", footprint: rectangle(site, -10, -12, 10, 2), height: 30 }],
      ...extra,
    },
  });
  expect(patched.status).toBe(200);
  return site;
}

/** Runs the case from its form and waits for the run to be done. */
export async function runSkyCase(page: Page) {
  await page.click('[data-testid="run-button"]');
  await page.locator('[data-testid="run-status"][data-status="done"]').waitFor({ timeout: 120_000 });
}

/**
 * Drags the result marker `marker` by (dx, dy) page pixels with the mouse, as a user does; answers the id of
 * the marker the mouse took (the topmost at its centre: markers of close points overlap).
 */
export async function dragMarker(page: Page, marker: Locator, dx: number, dy: number): Promise<string> {
  const box = await marker.boundingBox();
  if (!box) throw new Error("marker not shown");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const id = await page.evaluate(
    ([px, py]) => document.elementFromPoint(px, py)?.getAttribute("data-id") ?? "",
    [x, y] as const,
  );
  await page.mouse.move(x, y, { steps: 2 });
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
  return id;
}
