import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newAccount, newPage } from "./support/browser";
import { register } from "./support/dashboard";
import {
  ENABLED_MODE,
  MAP,
  MARKERS,
  SHAPES,
  actionTexts,
  blockTiles,
  caseWithSite,
  clickAction,
  clickMap,
  dragMap,
  drawShape,
  sampleBuildingPoint,
  shapeCount,
  startMode,
  toolbarButton,
} from "./support/map";

let browser: Browser;
let caseUrl = "";
let storage: Awaited<ReturnType<BrowserContext["storageState"]>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await register(page, "jp", newAccount("draw"));
  const site = await sampleBuildingPoint(page);
  const { projectId, caseId } = await caseWithSite(page, site);
  caseUrl = `/jp/dashboard/project/${projectId}/case/${caseId}`;
  storage = await context.storageState();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh page on the case (no shapes), tiles blocked. */
async function openCase(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    storageState: storage,
    viewport: { width: 1366, height: 900 },
    locale: "ja-JP",
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await blockTiles(page);
  await page.goto(caseUrl);
  await page.locator(`${MAP} .leaflet-draw-toolbar`).first().waitFor();
  return page;
}

const disabled = (page: Page, kind: "edit" | "remove") =>
  page.locator(toolbarButton(kind)).evaluate((el) => el.classList.contains("leaflet-disabled"));

describe("drawing toolbar (PRODUCT.md §2, §4)", () => {
  it("sits at the top right with the six draw modes and edit / remove, disabled while there are no shapes", async () => {
    const page = await openCase();
    const corner = page.locator(`${MAP} .leaflet-top.leaflet-right [data-testid="draw-toolbar"]`);
    await corner.waitFor();
    expect(
      await corner
        .locator(
          ".leaflet-draw-draw-polyline, .leaflet-draw-draw-polygon, .leaflet-draw-draw-rectangle, .leaflet-draw-draw-circle, .leaflet-draw-draw-marker, .leaflet-draw-draw-circlemarker",
        )
        .count(),
    ).toBe(6);
    expect(await page.getAttribute(toolbarButton("polygon"), "title")).toBe("多角形を描く");
    expect(await disabled(page, "edit")).toBe(true);
    expect(await disabled(page, "remove")).toBe(true);
    expect(await page.getAttribute(toolbarButton("edit"), "title")).toBe("編集する図形がありません");
    // A disabled button starts nothing.
    await page.click(toolbarButton("edit"));
    expect(await page.locator(ENABLED_MODE).count()).toBe(0);
    expect(await actionTexts(page)).toEqual([]);
    await page.context().close();
  });

  it("draws every shape type, one mode at a time, with the action bar", async () => {
    const page = await openCase();
    // Polyline: finish, undo last point and cancel in its action bar.
    await startMode(page, "polyline");
    expect(await actionTexts(page)).toEqual(["終了", "最後の点を削除", "キャンセル"]);
    await clickMap(page, 100, 120);
    await clickMap(page, 160, 140);
    await clickMap(page, 220, 120);
    const vertices = `${MAP} .leaflet-marker-pane .leaflet-editing-icon`;
    expect(await page.locator(vertices).count()).toBe(3);
    await clickAction(page, "最後の点を削除");
    expect(await page.locator(vertices).count()).toBe(2);
    await clickAction(page, "終了");
    expect(await shapeCount(page)).toBe(1);
    expect(await page.locator(ENABLED_MODE).count()).toBe(0);

    // One mode at a time: starting the rectangle stops the polygon; cancel leaves nothing behind.
    await startMode(page, "polygon");
    await clickMap(page, 300, 300);
    await startMode(page, "rectangle");
    expect(await page.locator(ENABLED_MODE).count()).toBe(1);
    expect(await page.locator(`${ENABLED_MODE}.leaflet-draw-draw-rectangle`).count()).toBe(1);
    expect(await actionTexts(page)).toEqual(["キャンセル"]);
    await clickAction(page, "キャンセル");
    expect(await page.locator(ENABLED_MODE).count()).toBe(0);
    expect(await shapeCount(page)).toBe(1);

    await drawShape(page, "polygon", [100, 250]);
    await drawShape(page, "rectangle", [250, 250]);
    await drawShape(page, "circle", [420, 260]);
    await drawShape(page, "marker", [150, 420]);
    await drawShape(page, "circlemarker", [300, 420]);
    expect(await shapeCount(page)).toBe(6);
    expect(await page.locator(SHAPES).count()).toBe(5); // line, polygon, rectangle, circle, circle marker
    expect(await page.locator(MARKERS).count()).toBe(1);
    expect(await disabled(page, "edit")).toBe(false);
    expect(await disabled(page, "remove")).toBe(false);
    expect(await page.textContent('[data-testid="case-shapes"]')).toContain("6");
    await page.context().close();
  });

  it("edit mode shows the selected style; cancel reverts the geometry, save keeps it", async () => {
    const page = await openCase();
    await drawShape(page, "rectangle", [200, 200]);
    const path = page.locator(SHAPES).first();
    const before = await path.getAttribute("d");
    await startMode(page, "edit");
    expect(await actionTexts(page)).toEqual(["保存", "キャンセル"]);
    expect(await path.getAttribute("stroke-dasharray")).toBe("10, 10");
    expect(await path.getAttribute("fill")).toBe("#fe57a1");
    expect(await path.getAttribute("fill-opacity")).toBe("0.1");
    // Drag the bottom-right corner handle, then cancel.
    await dragMap(page, [280, 260], [330, 300]);
    expect(await path.getAttribute("d")).not.toBe(before);
    await clickAction(page, "キャンセル");
    expect(await path.getAttribute("d")).toBe(before);
    expect(await path.getAttribute("stroke-dasharray")).toBeNull();
    // Again, and save.
    await startMode(page, "edit");
    await dragMap(page, [280, 260], [330, 300]);
    await clickAction(page, "保存");
    const after = await path.getAttribute("d");
    expect(after).not.toBe(before);
    expect(await path.getAttribute("stroke-dasharray")).toBeNull();
    expect(await path.getAttribute("fill")).not.toBe("#fe57a1");
    await page.context().close();
  });

  it("remove mode: a click removes, cancel restores, save deletes, clear all empties", async () => {
    const page = await openCase();
    await drawShape(page, "rectangle", [150, 150]);
    await drawShape(page, "circlemarker", [400, 300]);
    await startMode(page, "remove");
    expect(await actionTexts(page)).toEqual(["保存", "キャンセル", "すべて削除"]);
    await clickMap(page, 190, 180);
    expect(await page.locator(SHAPES).count()).toBe(1);
    await clickAction(page, "キャンセル");
    expect(await page.locator(SHAPES).count()).toBe(2);
    expect(await shapeCount(page)).toBe(2);

    await startMode(page, "remove");
    await clickMap(page, 190, 180);
    await clickAction(page, "保存");
    expect(await shapeCount(page)).toBe(1);

    await startMode(page, "remove");
    await clickAction(page, "すべて削除");
    expect(await shapeCount(page)).toBe(0);
    expect(await page.locator(SHAPES).count()).toBe(0);
    expect(await disabled(page, "edit")).toBe(true);
    expect(await disabled(page, "remove")).toBe(true);
    await page.context().close();
  });

  it("popup of a shape: colour from the palette, edit until the next map click, delete at once", async () => {
    const page = await openCase();
    await drawShape(page, "polygon", [200, 200]);
    const path = page.locator(SHAPES).first();
    await clickMap(page, 240, 220);
    const popup = page.locator('[data-testid="shape-popup"]');
    await popup.waitFor();
    expect(await popup.locator("button:visible").evaluateAll((b) => b.map((x) => x.textContent))).toEqual([
      "編集",
      "削除",
      "色",
    ]);
    await popup.locator('[data-testid="shape-color"]').click();
    const options = popup.locator('[data-testid="shape-color-option"]');
    expect(await options.evaluateAll((o) => o.map((x) => x.getAttribute("data-color")))).toEqual([
      "#db1d0f",
      "#025100",
      "#ffff00",
      "#0000ff",
    ]);
    await options.nth(1).click();
    expect(await path.getAttribute("stroke")).toBe("#025100");
    expect(await path.getAttribute("fill")).toBe("#025100");
    expect(await page.locator('[data-testid="shape-palette"]:visible').count()).toBe(0);
    expect(await popup.count()).toBe(1);

    // Edit: handles and the selected style until the next click on the map, which saves.
    await popup.locator('[data-testid="shape-edit"]').click();
    expect(await page.locator('[data-testid="shape-popup"]').count()).toBe(0);
    expect(await path.getAttribute("stroke-dasharray")).toBe("10, 10");
    expect(await path.getAttribute("fill")).toBe("#fe57a1");
    expect(await path.getAttribute("fill-opacity")).toBe("0.1");
    expect(await page.locator(`${MAP} .leaflet-editing-icon`).count()).toBeGreaterThan(0);
    const before = await path.getAttribute("d");
    // The closed popup fades out for 200 ms over the vertex: wait until it is gone.
    await page.locator(`${MAP} .leaflet-popup`).waitFor({ state: "detached" });
    await dragMap(page, [280, 200], [320, 180]);
    expect(await path.getAttribute("d")).not.toBe(before);
    await clickMap(page, 520, 480);
    expect(await path.getAttribute("stroke-dasharray")).toBeNull();
    expect(await path.getAttribute("fill")).toBe("#025100");
    expect(await page.locator(`${MAP} .leaflet-editing-icon`).count()).toBe(0);
    expect(await shapeCount(page)).toBe(1);

    // Delete removes it at once.
    await clickMap(page, 240, 220);
    await page.locator('[data-testid="shape-delete"]').click();
    expect(await shapeCount(page)).toBe(0);
    expect(await page.locator(SHAPES).count()).toBe(0);
    await page.context().close();
  });
});
