import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { checked, choose, drawPolygon, field, goToCase, openCase, valueOf } from "./support/case-forms";
import { api } from "./support/dashboard";
import { MAP, clickMap } from "./support/map";

// The shadow case's regulation set-up (issue 24 §3): zone, row and plane of 別表第4 saved and shown again,
// the 対象建築物 notice, stacked tiers and a deemed edge on water, in both languages.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TEXT = {
  jp: {
    saved: "保存しました",
    zone: "第一種中高層住居専用地域",
    article: "別表第4 二の項",
    unregulated: "法56条の2第4項",
    subject: "対象建築物です（別表第4 (ろ) 高さ10 m超）",
    notSubject: "対象建築物ではありません",
    stillRuns: "解析は参考としてそのまま実行できます",
    offset: "みなし境界線の移動 15 m",
  },
  en: {
    saved: "saved",
    zone: "Category I exclusively medium-high residential",
    article: "Table 4 clause 2",
    unregulated: "Art. 56-2 (4)",
    subject: "The building is subject to the regulation (Table 4 column (ro): height over 10 m)",
    notSubject: "The building is not subject to the regulation",
    stillRuns: "the case still runs",
    offset: "Boundary moved out 15 m",
  },
} as const;

type Locale = keyof typeof TEXT;

const storedParameters = async (page: Page, url: string) =>
  (await api<{ parameters: Record<string, unknown> }>(page, "GET", `/api/cases/${url.split("/").at(-1)}`))
    .body.parameters;

const save = async (page: Page, locale: Locale) => {
  await page.click('[data-testid="parameters-save"]');
  await page.locator("#notistack-snackbar", { hasText: TEXT[locale].saved }).first().waitFor();
};

/** The shown text of the MUI select whose hidden input is `field-{name}`. */
const shownChoice = (page: Page, name: string) =>
  page.locator(field(name)).locator("xpath=..").locator('[role="combobox"]').textContent();

describe.each(["jp", "en"] as const)("shadow case: the regulation set-up (%s)", (locale) => {
  const text = TEXT[locale];

  it("zone, row and plane fill the limits and the window, are saved and come back after a reload", async () => {
    const { context, page, url } = await openCase(browser, locale, "hikage");
    await choose(page, "zone", "mid_high_1");
    expect(await page.textContent('[data-testid="zone-article"]')).toContain(text.article);
    // 二の項 offers rows (一)(二)(三) and the planes 4 m and 6.5 m only.
    await page.locator(field("ordinance_row")).locator("xpath=..").locator('[role="combobox"]').click();
    expect(await page.locator('li[role="option"]').count()).toBe(3);
    await page.keyboard.press("Escape");
    await choose(page, "ordinance_row", "2");
    expect(await page.locator('[data-testid^="preset-plane-"]').count()).toBe(2);
    await page.click('[data-testid="preset-plane-6.5"]');
    expect(await valueOf(page, "plane_height")).toBe("6.5");
    expect(await valueOf(page, "limits.hours5")).toBe("4");
    expect(await valueOf(page, "limits.hours10")).toBe("2.5");
    // Hokkaido: 9:00-15:00 and the row's shorter limits; and back.
    await page.locator(field("hokkaido")).check();
    expect(await valueOf(page, "start_time")).toBe("09:00");
    expect(await valueOf(page, "end_time")).toBe("15:00");
    expect(await valueOf(page, "limits.hours5")).toBe("3");
    expect(await valueOf(page, "limits.hours10")).toBe("2");
    await page.locator(field("hokkaido")).uncheck();
    expect(await valueOf(page, "start_time")).toBe("08:00");
    expect(await valueOf(page, "limits.hours5")).toBe("4");
    await save(page, locale);
    expect(await storedParameters(page, url)).toMatchObject({
      zone: "mid_high_1",
      ordinance_row: "2",
      hokkaido: false,
      custom_limits: false,
      plane_height: 6.5,
      limits: { hours5: 4, hours10: 2.5 },
      start_time: "08:00",
      end_time: "16:00",
    });

    await goToCase(page, url);
    expect(await valueOf(page, "zone")).toBe("mid_high_1");
    expect(await shownChoice(page, "zone")).toBe(text.zone);
    expect(await valueOf(page, "ordinance_row")).toBe("2");
    expect(await valueOf(page, "plane_height")).toBe("6.5");
    expect(await valueOf(page, "limits.hours5")).toBe("4");
    expect(await checked(page, field("hokkaido"))).toBe(false);

    // A local ordinance's values are typed instead of the table's.
    await page.locator(field("custom_limits")).check();
    await page.fill(field("plane_height"), "5");
    await page.fill(field("limits.hours5"), "3.5");
    await save(page, locale);
    expect(await storedParameters(page, url)).toMatchObject({
      custom_limits: true,
      plane_height: 5,
      limits: { hours5: 3.5, hours10: 2.5 },
    });
    // 商業地域 is not regulated itself: the note cites 法56条の2第4項 and no row is offered.
    await choose(page, "zone", "commercial");
    expect(await page.textContent('[data-testid="zone-unregulated"]')).toContain(text.unregulated);
    expect(await page.locator(field("ordinance_row")).count()).toBe(0);
    await context.close();
  });

  it("the 対象建築物 notice follows the tiers; a tier on top; a water edge 20 m wide; buildings left out", async () => {
    const { context, page, url } = await openCase(browser, locale, "hikage");
    await choose(page, "zone", "mid_high_1");
    await drawPolygon(page, "draw-planned_buildings", [
      [230, 210],
      [290, 210],
      [290, 260],
      [230, 260],
    ]);
    await page.locator('[data-testid="list-planned_buildings"][data-count="1"]').waitFor();
    const notice = page.locator('[data-testid="subject-notice"]');
    await page.fill(field("planned_buildings.0.height"), "28");
    await page.locator('[data-testid="subject-notice"][data-subject="true"]').waitFor();
    expect(await notice.textContent()).toContain(text.subject);
    expect(await notice.textContent()).toContain("28");
    await page.fill(field("planned_buildings.0.height"), "8");
    await page.locator('[data-testid="subject-notice"][data-subject="false"]').waitFor();
    expect(await notice.textContent()).toContain(text.notSubject);
    expect(await notice.textContent()).toContain(text.stillRuns);

    // A tier on top: the same building, its base at the top of the tier below; 8 m + 4 m > 10 m is subject.
    await page.click('[data-testid="tier-add-on-top"]');
    await page.locator('[data-testid="list-planned_buildings"][data-count="2"]').waitFor();
    expect(await valueOf(page, "planned_buildings.1.base_height")).toBe("8");
    expect(await valueOf(page, "planned_buildings.1.building")).toBe(
      await valueOf(page, "planned_buildings.0.building"),
    );
    await page.fill(field("planned_buildings.1.height"), "4");
    await page.locator('[data-testid="subject-notice"][data-subject="true"]').waitFor();

    // A site edge on water 20 m wide: the boundary moves out 5 m short of the far side (15 m).
    await drawPolygon(page, "draw-site_boundary-polygon", [
      [200, 180],
      [320, 180],
      [320, 290],
      [200, 290],
    ]);
    await page.locator('[data-testid="geometry-site_boundary"][data-set="true"]').waitFor();
    await page.click('[data-testid="deemed-add"]');
    await choose(page, "deemed_edges.0.kind", "water");
    await page.fill(field("deemed_edges.0.width"), "20");
    expect(await page.textContent('[data-testid="deemed-offset"]')).toBe(text.offset);
    // The city building at the site (the project's site is on a sample building) picked to be left out.
    await page.locator(field("exclude_site_buildings")).check();
    await page.click('[data-testid="draw-excluded_buildings"]');
    const mapBox = await page.locator(MAP).boundingBox();
    const siteBox = await page.locator(`${MAP} [data-testid="site-marker"]`).boundingBox();
    if (!mapBox || !siteBox) throw new Error("no map or site marker");
    await clickMap(page, siteBox.x + siteBox.width / 2 - mapBox.x, siteBox.y + siteBox.height / 2 - mapBox.y);
    await page.locator('[data-testid="list-excluded_buildings"][data-count="1"]').waitFor();
    await save(page, locale);
    const stored = await storedParameters(page, url);
    expect(stored).toMatchObject({
      deemed_edges: [{ edge: 0, width: 20, kind: "water" }],
      planned_buildings: [{ height: 8 }, { height: 4, base_height: 8, rooftop: false }],
    });
    expect(stored.exclude_site_buildings).toBe(true);
    expect(stored.excluded_buildings).toEqual([expect.stringMatching(/\S/)]);
    const tiers = stored.planned_buildings as { building?: string }[];
    expect(tiers[0]?.building).toBeTruthy();
    expect(tiers[1]?.building).toBe(tiers[0]?.building);

    await goToCase(page, url);
    expect(await valueOf(page, "deemed_edges.0.kind")).toBe("water");
    expect(await valueOf(page, "planned_buildings.1.base_height")).toBe("8");
    await page.locator('[data-testid="subject-notice"][data-subject="true"]').waitFor();
    expect(await checked(page, field("exclude_site_buildings"))).toBe(true);
    await page.locator('[data-testid="excluded-row"]').getByRole("button").click();
    await page.locator('[data-testid="list-excluded_buildings"][data-count="0"]').waitFor();
    await context.close();
  });
});
