import type { Page } from "playwright-core";
import { api } from "./dashboard";

export const MAP = '[data-testid="case-map"]';
export const SHAPES = `${MAP} .leaflet-overlay-pane path.leaflet-interactive`;
export const MARKERS = `${MAP} .leaflet-marker-pane .leaflet-marker-icon:not(.leaflet-editing-icon):not(.site-marker)`;
export const ACTIONS = `${MAP} .leaflet-draw-actions:visible a`;
export const ENABLED_MODE = `${MAP} .leaflet-draw-toolbar-button-enabled`;

export type ShapeButton = "polyline" | "polygon" | "rectangle" | "circle" | "marker" | "circlemarker";

/** leaflet-draw needs real mouse moves and a little time between vertices in headless Chromium. */
const STEP_MS = 120;

async function point(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await page.locator(MAP).boundingBox();
  if (!box) throw new Error("map not visible");
  return { x: box.x + x, y: box.y + y };
}

/** Clicks the map at (x, y) pixels from its top left corner, the way a user's mouse does. */
export async function clickMap(page: Page, x: number, y: number): Promise<void> {
  const at = await point(page, x, y);
  await page.mouse.move(at.x - 5, at.y - 5);
  await page.mouse.move(at.x, at.y, { steps: 3 });
  await page.waitForTimeout(STEP_MS);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForTimeout(STEP_MS);
}

/**
 * Zooms the case map one level in or out and waits for its animation to end: Leaflet ignores a zoom asked for
 * while one is animating, which under load left the map a level short of two quick clicks.
 */
export async function zoomOnce(page: Page, direction: "in" | "out"): Promise<void> {
  const animating = `${MAP} .leaflet-map-pane.leaflet-zoom-anim`;
  await page.click(`${MAP} .leaflet-control-zoom-${direction}`);
  // The animation starts on the next frame, if at all (no CSS 3D: no animation).
  await page.waitForSelector(animating, { timeout: 1500 }).catch(() => undefined);
  await page.waitForSelector(animating, { state: "detached" });
  await page.waitForTimeout(STEP_MS);
}

/** Presses at `from`, moves to `to` and releases (rectangles, circles, dragging handles). */
export async function dragMap(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await point(page, ...from);
  const b = await point(page, ...to);
  await page.mouse.move(a.x, a.y, { steps: 2 });
  await page.waitForTimeout(STEP_MS);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  // The last of quick moves may be coalesced away: settle on the end point with one more move.
  await page.waitForTimeout(STEP_MS / 2);
  await page.mouse.move(b.x + 1, b.y + 1);
  await page.mouse.move(b.x, b.y);
  await page.waitForTimeout(STEP_MS);
  await page.mouse.up();
  await page.waitForTimeout(STEP_MS);
}

export const toolbarButton = (kind: ShapeButton | "edit" | "remove") =>
  `${MAP} .leaflet-draw-${kind === "edit" || kind === "remove" ? "edit" : "draw"}-${kind}`;

export async function startMode(page: Page, kind: ShapeButton | "edit" | "remove"): Promise<void> {
  await page.click(toolbarButton(kind));
  await page.waitForTimeout(STEP_MS);
}

/** Texts of the visible action bar (finish, undo, cancel; save, cancel, clear all). */
export const actionTexts = (page: Page) =>
  page.locator(ACTIONS).evaluateAll((links) => links.map((link) => link.textContent ?? ""));

export async function clickAction(page: Page, text: string): Promise<void> {
  await page.locator(ACTIONS).filter({ hasText: text }).first().click();
  await page.waitForTimeout(STEP_MS);
}

/** Number of drawn shapes the drawing tools hold. */
export const shapeCount = async (page: Page) =>
  Number(await page.locator('[data-testid="shape-count"]').getAttribute("data-count"));

/** Draws one shape of each kind in `box` pixels of the map (x0, y0 top left), each with its own gesture. */
export async function drawShape(page: Page, kind: ShapeButton, [x, y]: [number, number]): Promise<void> {
  await startMode(page, kind);
  if (kind === "polyline") {
    await clickMap(page, x, y);
    await clickMap(page, x + 60, y + 20);
    await clickMap(page, x + 120, y);
    await clickAction(page, "終了");
  } else if (kind === "polygon") {
    await clickMap(page, x, y);
    await clickMap(page, x + 80, y);
    await clickMap(page, x + 40, y + 70);
    await clickMap(page, x, y);
  } else if (kind === "rectangle" || kind === "circle") {
    await dragMap(page, [x, y], [x + 80, y + 60]);
  } else {
    await clickMap(page, x, y);
  }
}

/** A workspace, a project with the shadow service and `site`, and one case; returns their ids. */
export async function caseWithSite(
  page: Page,
  site: { lon: number; lat: number; city_code: string | null } | null,
  names = { workspace: "地図テスト", project: "日影の検討", case: "ケースA" },
): Promise<{ projectId: string; caseId: string }> {
  const ws = await api<{ id: string }>(page, "POST", "/api/workspaces", { name: names.workspace });
  const project = await api<{ id: string }>(page, "POST", `/api/workspaces/${ws.body.id}/projects`, {
    project_name: names.project,
    services: ["hikage"],
    site,
  });
  const item = await api<{ id: string }>(page, "POST", `/api/project/${project.body.id}/cases`, {
    service_type: "hikage",
    name: names.case,
  });
  if (item.status !== 201 && item.status !== 200) throw new Error(`case: ${item.status}`);
  return { projectId: project.body.id, caseId: item.body.id };
}

interface CityRow {
  code: string;
  buildings: number;
  bbox: [number, number, number, number] | null;
}
type Footprints = { features: { geometry: { coordinates: number[][][][] } }[] };

/**
 * The centre of a building of a bundled sample city (the server imports Tokyo's and Osaka's on first start,
 * in the background: waits for it), with its city code.
 */
export async function sampleBuildingPoint(
  page: Page,
): Promise<{ lon: number; lat: number; city_code: string }> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const cities = (await api<CityRow[]>(page, "GET", "/api/cities")).body.filter(
      (c) => c.bbox && c.buildings > 0,
    );
    for (const city of cities.sort((a, b) => b.buildings - a.buildings)) {
      const [minLon, minLat, maxLon, maxLat] = city.bbox ?? [0, 0, 0, 0];
      for (let lon = minLon; lon < maxLon; lon += 0.04) {
        for (let lat = minLat; lat < maxLat; lat += 0.04) {
          const bbox = [lon, lat, Math.min(lon + 0.04, maxLon), Math.min(lat + 0.04, maxLat)].join(",");
          const found = await api<Footprints>(
            page,
            "GET",
            `/api/cities/${city.code}/buildings?bbox=${bbox}&limit=5`,
          );
          const ring = found.body.features?.[0]?.geometry.coordinates[0]?.[0];
          if (!ring?.length) continue;
          return {
            lon: ring.reduce((sum, p) => sum + (p[0] ?? 0), 0) / ring.length,
            lat: ring.reduce((sum, p) => sum + (p[1] ?? 0), 0) / ring.length,
            city_code: city.code,
          };
        }
      }
    }
    await page.waitForTimeout(500);
  }
  throw new Error("no sample building in the catalogue");
}

/** Blocks the GSI tile server: the map must stay useful without it (tests run offline anyway). */
export async function blockTiles(page: Page): Promise<void> {
  await page.route(/cyberjapandata\.gsi\.go\.jp/, (route) => route.abort("internetdisconnected"));
}
