import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import { checked, field, goToCase, openCase, valueOf } from "./support/case-forms";
import { api } from "./support/dashboard";
import { MAP, clickMap, sampleBuildingPoint } from "./support/map";
import { rectangle } from "./support/offset";

// 天空率 (issue 25): a site with a road on its south edge and a 30 m block (the demo's case), a point placed on
// the map in the form; the run's 算定表 with a verdict per check, a point's 天空図 with both silhouettes and
// its 三斜求積表, and a marker on the map picking its point; the form's checks, regulation points, ground
// level and north saved and read back; in both languages.
const browser = useBrowser();

const TEXT = {
  jp: {
    header: "算定点",
    hint: "算定表の行か地図上の算定点を選ぶと",
    planned: "計画建築物 Rs",
    conforming: "適合建築物 Rs",
    pass: "適合",
    fail: "不適合",
    legend: ["計画建築物", "適合建築物"],
    scale: "半径 r = 100 mm",
    none: "の天空図はありません",
    noConforming: "この点には適合建築物がありません",
    margin: /差 ([+-]\d\.\d{3}|—)/,
    saved: "保存しました",
    absent: "この用途地域には北側斜線がありません",
  },
  en: {
    header: "Point",
    hint: "Pick a point in the table or on the map",
    planned: "Planned Rs",
    conforming: "Conforming Rs",
    pass: "Pass",
    fail: "Fail",
    legend: ["Planned building", "Conforming building"],
    scale: "radius r = 100 mm",
    none: "No sky chart for",
    noConforming: "No conforming building at this point",
    margin: /margin ([+-]\d\.\d{3}|—)/,
    saved: "saved",
    absent: "North plane: not in this zone",
  },
} as const;

const SKY_CHART = '[data-testid="sky-point-chart"]';
const cells = (page: Page, id: string) =>
  page.locator(`[data-testid="result-point"][data-id="${id}"] td`).allTextContents();

/** Picks the 算定表 row of `id` and waits for it to be the selected one. */
async function pickRow(page: Page, id: string) {
  await page.click(`[data-testid="result-point"][data-id="${id}"]`);
  await page.locator(`[data-testid="result-point"][data-id="${id}"].Mui-selected`).waitFor();
}

describe.each(["jp", "en"] as const)("天空率: points, 算定表, 天空図 and 三斜求積表 (%s)", (locale) => {
  const text = TEXT[locale];

  it("runs a case with a point placed on the map and shows a point's sky chart and triangles", async () => {
    const { context, page, url, caseId } = await openCase(browser(), locale, "tenkuritsu");
    const site = await sampleBuildingPoint(page);
    const patched = await api(page, "PATCH", `/api/cases/${caseId}`, {
      parameters: {
        site_boundary: rectangle(site, -20, -20, 20, 20),
        zone: "residential_1",
        floor_area_ratio: 200,
        road_edges: [{ edge: 0, width: 6, setback: 0 }],
        planned_buildings: [{ id: "planned", footprint: rectangle(site, -10, -12, 10, 2), height: 30 }],
      },
    });
    expect(patched.status).toBe(200);
    await goToCase(page, url);
    // A point of the user's own, placed on the map below (south of) the site.
    const siteBox = await page.locator(`${MAP} [data-overlay="site_boundary"]`).first().boundingBox();
    const mapBox = await page.locator(MAP).boundingBox();
    if (!siteBox || !mapBox) throw new Error("site or map not shown");
    await page.click('[data-testid="draw-points"]');
    await page.waitForTimeout(150);
    await clickMap(
      page,
      siteBox.x - mapBox.x + siteBox.width / 2,
      siteBox.y - mapBox.y + siteBox.height + 30,
    );
    await page.locator('[data-testid="list-points"][data-count="1"]').waitFor();

    await page.click('[data-testid="run-button"]');
    await page.locator('[data-testid="run-status"][data-status="done"]').waitFor({ timeout: 120_000 });

    // The summary: a verdict per check (道路 and 隣地 in a 第一種住居地域), each pass or fail.
    const summary = page.locator('[data-testid="result-summary"]');
    await summary.waitFor();
    const verdicts = summary.locator('[data-testid="check-verdict"]');
    expect(await verdicts.count()).toBeGreaterThanOrEqual(2);
    for (const label of await verdicts.allTextContents()) expect([text.pass, text.fail]).toContain(label);
    // The 算定表: the regulation points and the user's P1, each with its planned Rs.
    const table = summary.locator('[data-testid="result-points"]');
    expect(await table.locator("th").first().textContent()).toBe(text.header);
    const ids = await table
      .locator('[data-testid="result-point"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-id") ?? ""));
    expect(ids).toContain("P1");
    expect(ids.some((id) => id.startsWith("R"))).toBe(true);
    expect(await page.textContent('[data-testid="sky-chart-hint"]')).toContain(text.hint);

    // The worst road point has a chart: both silhouettes, both Rs as the table rounds them, its verdict.
    const charted = await table
      .locator('[data-testid="result-point"][data-chart="true"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-id") ?? ""));
    const road = charted.find((id) => id.startsWith("R"));
    if (!road) throw new Error(`no road point with a chart among ${charted.join(", ")}`);
    await pickRow(page, road);
    const chart = page.locator(SKY_CHART);
    await chart.waitFor();
    expect(await chart.locator('[data-testid="sky-chart"]').getAttribute("data-id")).toBe(road);
    const paths = chart.locator('svg [data-testid="sky-silhouette"]');
    expect(await paths.count()).toBe(2);
    const drawn = await paths.evaluateAll((els) =>
      els.map((el) => [el.getAttribute("data-building"), (el.getAttribute("d") ?? "").length]),
    );
    expect(drawn.map(([building]) => building).sort()).toEqual(["conforming", "planned"]);
    for (const [, length] of drawn) expect(length).toBeGreaterThan(20);
    const [, , planned, conforming, , verdict] = await cells(page, road);
    expect(await chart.locator('[data-testid="sky-rs-planned"]').textContent()).toBe(
      `${text.planned} ${planned}`,
    );
    expect(await chart.locator('[data-testid="sky-rs-conforming"]').textContent()).toBe(
      `${text.conforming} ${conforming}`,
    );
    expect(await chart.locator('[data-testid="sky-verdict"]').textContent()).toBe(verdict);
    expect(await chart.locator('[data-testid="sky-ring"]').count()).toBe(2);
    expect(await chart.locator('[data-testid="sky-legend-planned"]').textContent()).toBe(text.legend[0]);
    expect(await chart.locator('[data-testid="sky-legend-conforming"]').textContent()).toBe(text.legend[1]);

    // The 三斜求積表 of both buildings: many triangles, their Rs within 0.001 of the table's values.
    expect(await chart.locator('[data-testid="sky-triangles-scale"]').textContent()).toContain(text.scale);
    for (const [building, value] of [
      ["planned", planned],
      ["conforming", conforming],
    ] as const) {
      const triangles = chart.locator(`[data-testid="sky-triangles"][data-building="${building}"]`);
      expect(await triangles.locator('[data-testid="sky-triangle"]').count()).toBeGreaterThan(10);
      const first = await triangles
        .locator('[data-testid="sky-triangle"]')
        .first()
        .locator("td")
        .allTextContents();
      expect(first[0]).toBe("1");
      // Area = base × height / 2 (mm, mm²) of the printed values.
      expect(Number(first[3])).toBeCloseTo((Number(first[1]) * Number(first[2])) / 2, 3);
      const rs = Number(await triangles.locator('[data-testid="sky-triangles-rs"]').getAttribute("data-rs"));
      expect(Math.abs(rs - Number(value))).toBeLessThan(0.0015);
    }

    // The user's point: the planned silhouette only; a point the run kept no chart of says so.
    await pickRow(page, "P1");
    await chart.locator('[data-testid="sky-chart"][data-id="P1"]').waitFor();
    expect(await chart.locator('svg [data-testid="sky-silhouette"]').count()).toBe(1);
    expect(await chart.textContent()).toContain(text.noConforming);
    const plain = ids.find((id) => !charted.includes(id));
    if (plain) {
      await pickRow(page, plain);
      expect(await page.textContent('[data-testid="sky-chart-none"]')).toContain(text.none);
    }

    // A marker on the map: its tooltip gives the point's values and margin; a click picks its row.
    const marker = page.locator(`${MAP} [data-result="sky_points"]`).first();
    const box = await marker.boundingBox();
    if (!box) throw new Error("no sky point marker on the map");
    const id = await clickMapAt(page, box.x + box.width / 2, box.y + box.height / 2, async () => {
      const tip = await page.locator(`${MAP} .leaflet-tooltip:not(.form-overlay-label)`).last().textContent();
      expect(tip).toMatch(text.margin);
      return (tip ?? "").split(/[:：]/)[0] ?? "";
    });
    await page.locator(`[data-testid="result-point"][data-id="${id}"].Mui-selected`).waitFor();
    // The picked point is ringed on the map.
    await expect
      .poll(() => page.locator(`${MAP} [data-result="sky_points"][stroke="#ff6f00"]`).count())
      .toBe(1);
    await context.close();
  }, 240_000);

  it("saves the checks, regulation points, ground level and north and reads them back", async () => {
    const { context, page, url, caseId } = await openCase(browser(), locale, "tenkuritsu");
    const site = await sampleBuildingPoint(page);
    const patched = await api(page, "PATCH", `/api/cases/${caseId}`, {
      parameters: {
        site_boundary: rectangle(site, -20, -20, 20, 20),
        zone: "residential_1",
        floor_area_ratio: 200,
        planned_buildings: [{ id: "planned", footprint: rectangle(site, -10, -12, 10, 2), height: 30 }],
      },
    });
    expect(patched.status).toBe(200);
    await goToCase(page, url);
    // The tier card keeps its heights but not the shadow form's eaves, storeys, 塔屋 and ground heights.
    await page.locator(field("planned_buildings.0.height")).waitFor();
    for (const shadowOnly of ["eaves_height", "storeys", "rooftop", "ground_heights"])
      expect(await page.locator(field(`planned_buildings.0.${shadowOnly}`)).count()).toBe(0);
    // A 第一種住居地域 has 道路 and 隣地 but no 北側斜線 (法56条1項3号): both on by default, 北側 disabled with why.
    expect(await checked(page, field("checks.road"))).toBe(true);
    expect(await checked(page, field("checks.neighbour"))).toBe(true);
    expect(await checked(page, field("checks.north"))).toBe(false);
    expect(await page.isDisabled(field("checks.north"))).toBe(true);
    expect(await page.textContent('[data-testid="check-absent-north"]')).toContain(text.absent);
    expect(await checked(page, field("regulation_points"))).toBe(true);

    await page.locator(field("checks.neighbour")).uncheck();
    await page.locator(field("regulation_points")).uncheck();
    await page.fill(field("ground_elevation"), "12.5");
    await page.fill(field("north_angle"), "-3.2");
    await page.click('[data-testid="parameters-save"]');
    await page.locator("#notistack-snackbar", { hasText: text.saved }).first().waitFor();
    const stored = (await api<{ parameters: Record<string, unknown> }>(page, "GET", `/api/cases/${caseId}`))
      .body.parameters;
    expect(stored).toMatchObject({
      checks: ["road"],
      regulation_points: false,
      ground_elevation: 12.5,
      north_angle: -3.2,
    });

    await goToCase(page, url);
    expect(await checked(page, field("checks.road"))).toBe(true);
    expect(await checked(page, field("checks.neighbour"))).toBe(false);
    expect(await checked(page, field("regulation_points"))).toBe(false);
    expect(await valueOf(page, "ground_elevation")).toBe("12.5");
    expect(await valueOf(page, "north_angle")).toBe("-3.2");
    await context.close();
  }, 120_000);
});

/** Moves the mouse onto page position (x, y), reads what hovering shows, then clicks there. */
async function clickMapAt(page: Page, x: number, y: number, hovered: () => Promise<string>) {
  await page.mouse.move(x - 5, y - 5);
  await page.mouse.move(x, y, { steps: 3 });
  await page.waitForTimeout(300);
  const value = await hovered();
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForTimeout(120);
  return value;
}
