import {
  copyFileSync,
  mkdtempSync,
  openSync,
  closeSync,
  ftruncateSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newAccount, newPage } from "./support/browser";
import { api, register } from "./support/dashboard";
import { blockTiles, caseWithSite } from "./support/map";

const SAMPLES = resolve(import.meta.dirname, "../../../packages/citymodel/samples");
const SHAPEFILE = "osaka_suminoe_bldg_footprints_6668_shp.zip";
const IFC = "ifc4_IfcOpenHouse_webifc.ifc";

interface Model {
  id: string;
  name: string;
  kind: string;
  buildings: number;
  bbox: [number, number, number, number] | null;
  placement: { anchor_lon: number | null; anchor_lat: number | null; rotation: number };
}

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // The test's own copies of the samples, and files made for the refusals.
  dir = mkdtempSync(join(tmpdir(), "soracity-models-"));
  copyFileSync(join(SAMPLES, "shapefile", SHAPEFILE), join(dir, SHAPEFILE));
  copyFileSync(join(SAMPLES, "ifc", IFC), join(dir, IFC));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const MODELS_MAP = '[data-testid="models-map"]';
const FOOTPRINTS = `${MODELS_MAP} path.model-footprint`;
const row = (name: string) => `[data-testid="model-row"][data-name="${name}"]`;

/** A signed-in page (tiles blocked) on a new project's page; the site is optional. */
async function projectPage(locale: "jp" | "en", site: { lon: number; lat: number } | null) {
  const { context, page } = await newPage(browser, { locale: locale === "jp" ? "ja-JP" : "en-US" });
  await blockTiles(page);
  await register(page, locale, newAccount(`models-${locale}`));
  const { projectId } = await caseWithSite(page, site ? { ...site, city_code: null } : null);
  await page.goto(`/${locale}/dashboard/project/${projectId}`);
  await page.locator('[data-testid="project-models"]').waitFor();
  return { context, page, projectId };
}

async function openUpload(page: Page, file: string): Promise<void> {
  await page.click('[data-testid="model-upload"]');
  await page.locator('[data-testid="model-upload-dialog"]').waitFor();
  await page.setInputFiles('[data-testid="model-file-input"]', file);
}

/** Records every value the upload progress bar shows (it may be up for a moment only). */
async function watchProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="model-upload-progress"]');
      const value = Number(bar?.getAttribute("data-value"));
      if (bar && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

describe("project models", () => {
  it("uploads a zipped shapefile with progress, lists it, draws it where it lands and deletes it (jp)", async () => {
    const { context, page, projectId } = await projectPage("jp", null);
    expect(await page.textContent('[data-testid="models-empty"]')).toBe("まだモデルはありません。");
    await openUpload(page, join(dir, SHAPEFILE));
    expect(await page.textContent('[data-testid="model-file-name"]')).toContain(SHAPEFILE);
    // Georeferenced: no placement map, a height attribute instead of a rotation.
    expect(await page.locator('[data-testid="model-place-map"]').count()).toBe(0);
    expect(await page.locator('[data-testid="model-rotation"]').count()).toBe(0);
    await page.locator('[data-testid="model-height-attribute"]').waitFor();
    const progress = await watchProgress(page);
    await page.click('[data-testid="model-upload-submit"]');
    await page.locator(row(SHAPEFILE)).waitFor();
    expect(await page.locator('[data-testid="model-upload-dialog"]').count()).toBe(0);
    const seen = await progress();
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBe(100);

    const listed = (await api<Model[]>(page, "GET", `/api/project/${projectId}/models`)).body;
    expect(listed).toHaveLength(1);
    const model = listed[0];
    expect(model.buildings).toBeGreaterThan(0);
    const cells = page.locator(row(SHAPEFILE));
    expect(await cells.locator('[data-testid="model-kind"]').textContent()).toBe("シェープファイル");
    expect(Number(await cells.locator('[data-testid="model-buildings"]').textContent())).toBe(
      model.buildings,
    );
    expect(await cells.locator('[data-testid="model-size"]').textContent()).toBe("66.2 KB");
    expect(await cells.locator('[data-testid="model-date"]').textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    // Its footprints on the project's map, which shows where the model landed.
    await expect.poll(() => page.locator(FOOTPRINTS).count()).toBe(model.buildings);
    // The map was fitted to the new model: its footprints are inside the map's frame.
    const frame = await page.locator(MODELS_MAP).boundingBox();
    const drawn = await page.locator(FOOTPRINTS).first().boundingBox();
    if (!frame || !drawn) throw new Error("map or footprint not visible");
    expect(drawn.x).toBeGreaterThanOrEqual(frame.x);
    expect(drawn.y).toBeGreaterThanOrEqual(frame.y);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(drawn.y + drawn.height).toBeLessThanOrEqual(frame.y + frame.height);

    // Delete, with the confirmation.
    await cells.locator('[data-testid="model-delete"]').click();
    expect(await page.textContent('[data-testid="confirm-delete-text"]')).toContain(SHAPEFILE);
    await page.click('[data-testid="confirm-delete"]');
    await page.locator('[data-testid="models-empty"]').waitFor();
    expect((await api<Model[]>(page, "GET", `/api/project/${projectId}/models`)).body).toHaveLength(0);
    await context.close();
  });

  it("places an IFC model by a click on the map with a rotation before upload (en)", async () => {
    const site = { lon: 135.4925, lat: 34.6113 };
    const { context, page, projectId } = await projectPage("en", site);
    await openUpload(page, join(dir, IFC));
    const placeMap = page.locator('[data-testid="model-place-map"]');
    await placeMap.waitFor();
    expect(await page.textContent('[data-testid="model-anchor-text"]')).toBe("The origin is not placed yet");
    // Without an origin the upload is not sent: the contract's message.
    await page.click('[data-testid="model-upload-submit"]');
    expect(await page.textContent('[data-testid="model-anchor-text"]')).toBe(
      "Place the model on the map (longitude and latitude).",
    );
    // A click 60 px east of the centre (the site) puts the origin there.
    const box = await placeMap.boundingBox();
    if (!box) throw new Error("placement map not visible");
    await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2);
    const anchor = page.locator('[data-testid="model-anchor"]');
    await anchor.waitFor();
    expect(await page.textContent('[data-testid="model-anchor-text"]')).toMatch(/^Origin: latitude 34\.61/);
    await page.fill('[data-testid="model-rotation"]', "30");
    expect(await anchor.getAttribute("data-rotation")).toBe("30");
    expect(await anchor.locator("svg").evaluate((svg) => svg.style.transform)).toBe("rotate(30deg)");
    // Dragging the origin moves it (40 px south), before anything is sent.
    const before = await page.textContent('[data-testid="model-anchor-text"]');
    const at = await anchor.boundingBox();
    if (!at) throw new Error("origin marker not visible");
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => page.textContent('[data-testid="model-anchor-text"]')).not.toBe(before);
    await page.fill('[data-testid="model-elevation"]', "2.5");
    await page.locator('[data-testid="model-upload-dialog"] .MuiDialog-paper').screenshot({
      path: "artifacts/model-placement.png",
    });
    await page.click('[data-testid="model-upload-submit"]');
    await page.locator(row(IFC)).waitFor();

    const model = (await api<Model[]>(page, "GET", `/api/project/${projectId}/models`)).body[0];
    expect(model.kind).toBe("ifc");
    expect(model.placement.rotation).toBe(30);
    const lon = model.placement.anchor_lon ?? 0;
    const lat = model.placement.anchor_lat ?? 0;
    expect(lon).toBeGreaterThan(site.lon);
    expect(lon - site.lon).toBeLessThan(0.002);
    // 40 px south at zoom 17 is about 0.0002° of latitude.
    expect(site.lat - lat).toBeGreaterThan(0.0001);
    expect(site.lat - lat).toBeLessThan(0.0004);
    // The house lands around its origin.
    const [minLon, minLat, maxLon, maxLat] = model.bbox ?? [0, 0, 0, 0];
    expect(minLon - 0.0005).toBeLessThan(lon);
    expect(maxLon + 0.0005).toBeGreaterThan(lon);
    expect(minLat - 0.0005).toBeLessThan(lat);
    expect(maxLat + 0.0005).toBeGreaterThan(lat);
    expect(await page.locator(row(IFC)).locator('[data-testid="model-kind"]').textContent()).toBe("IFC");
    await expect.poll(() => page.locator(FOOTPRINTS).count()).toBeGreaterThan(0);
    await page.locator('[data-testid="project-models"]').screenshot({ path: "artifacts/project-models.png" });
    await context.close();
  });

  it("shows the server's refusal of a bare .shp in the user's language (jp)", async () => {
    const { context, page, projectId } = await projectPage("jp", null);
    const bare = join(dir, "footprints.shp");
    writeFileSync(bare, Buffer.alloc(100, 1));
    await openUpload(page, bare);
    await page.click('[data-testid="model-upload-submit"]');
    const error = page.locator('[data-testid="model-upload-error"]');
    await error.waitFor();
    expect(await error.textContent()).toBe(
      "シェープファイルは1つのZIPファイルにまとめてアップロードしてください。",
    );
    expect((await api<Model[]>(page, "GET", `/api/project/${projectId}/models`)).body).toHaveLength(0);
    await context.close();
  });

  it("refuses a file over 100 MB before sending it (en)", async () => {
    const { context, page } = await projectPage("en", null);
    // A sparse file one byte over the limit: no disk space used.
    const big = join(dir, "huge_city.gml");
    const fd = openSync(big, "w");
    ftruncateSync(fd, 100 * 1024 * 1024 + 1);
    closeSync(fd);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/models")) posts.push(request.url());
    });
    await openUpload(page, big);
    const refusal = page.locator('[data-testid="model-too-large"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe("The file is too large (100.0 MB). Choose a file under 100 MB.");
    expect(await page.textContent('[data-testid="model-file-name"]')).toBe("No file chosen");
    expect(await page.locator('[data-testid="model-upload-submit"]').isDisabled()).toBe(true);
    expect(posts).toEqual([]);
    await context.close();
  });
});
