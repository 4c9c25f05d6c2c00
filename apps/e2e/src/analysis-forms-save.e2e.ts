import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newAccount, newPage } from "./support/browser";
import {
  checked,
  choose,
  drawPolygon,
  drawRect,
  field,
  goToCase,
  openCase,
  uploadModel,
  valueOf,
} from "./support/case-forms";
import { api, register } from "./support/dashboard";
import { MAP, blockTiles, clickMap } from "./support/map";

// The analysis forms' fields saved and read back after a reload, and shown read-only to a viewer.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("analysis forms: the new fields save and come back", () => {
  it("shadow: a model, walls, a site polygon with a road edge and contour hours survive a reload", async () => {
    const { context, page, url, projectId } = await openCase(browser, "jp", "hikage");
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
    const noise = await openCase(browser, "en", "noise");
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

    const vib = await openCase(browser, "jp", "vibration");
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
    const owner = await openCase(browser, "jp", "hikage");
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
