import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import { checked, field, goToCase, openCase, valueOf } from "./support/case-forms";
import { api } from "./support/dashboard";
import { MAP, clickMap, zoomOnce } from "./support/map";
import { dragMarker, runSkyCase, setUpSkySite } from "./support/sky";

// 天空率 (issue 25): a site with a road on its south edge and a 30 m block (the demo's case), a point placed on
// the map in the form; the run's 算定表 with a verdict per check, any point's 天空図 (fetched per point) with
// both silhouettes and its 三斜求積表, and a marker on the map picking its point; the points marked for
// submission (kept over a reload) in the PDF and DXF links; the share page's charts; the form's checks,
// regulation points, ground level and north saved and read back; in both languages.
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
    submitDefault: "提出用の算定点がありません",
    moved: "移動",
    movedSaved: "を移動して保存しました",
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
    submitDefault: "No point is marked for submission",
    moved: "moved",
    movedSaved: "moved and saved",
    noConforming: "No conforming building at this point",
    margin: /margin ([+-]\d\.\d{3}|—)/,
    saved: "saved",
    absent: "North plane: not in this zone",
  },
} as const;

const SKY_CHART = '[data-testid="sky-point-chart"]';
const cells = (page: Page, id: string) =>
  page.locator(`[data-testid="result-point"][data-id="${id}"] td`).allTextContents();

/** The 算定表's rows' point ids, of every row or of those matching `filter` (e.g. `[data-submit="true"]`). */
const rowIds = (page: Page, filter = "") =>
  page
    .locator(`[data-testid="result-point"]${filter}`)
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-id") ?? ""));

/** The `points` of the case's PDF and DXF download links (null where a link has none). */
const exportPoints = (page: Page) =>
  Promise.all(
    ["pdf", "dxf"].map(async (format) => {
      const href = await page.getAttribute(`[data-testid="export-${format}"]`, "href");
      return new URL(href ?? "", "http://x").searchParams.get("points");
    }),
  );

/** Waits for the 天空図 of `id` and checks its Rs against the point's row of the 算定表. */
async function expectChartRs(page: Page, text: (typeof TEXT)[keyof typeof TEXT], id: string) {
  const chart = page.locator(`${SKY_CHART} [data-testid="sky-chart"][data-id="${id}"]`);
  await chart.waitFor();
  const [, , planned, conforming] = await cells(page, id);
  expect(await chart.locator('[data-testid="sky-rs-planned"]').textContent()).toBe(
    `${text.planned} ${planned}`,
  );
  const conformingRs = chart.locator('[data-testid="sky-rs-conforming"]');
  if (conforming === "—") expect(await conformingRs.count()).toBe(0);
  else expect(await conformingRs.textContent()).toBe(`${text.conforming} ${conforming}`);
}

/** Picks the 算定表 row of `id` and waits for it to be the selected one. */
async function pickRow(page: Page, id: string) {
  await page.click(`[data-testid="result-point"][data-id="${id}"]`);
  await page.locator(`[data-testid="result-point"][data-id="${id}"].Mui-selected`).waitFor();
}

describe.each(["jp", "en"] as const)("天空率: points, 算定表, 天空図 and 三斜求積表 (%s)", (locale) => {
  const text = TEXT[locale];

  it("runs a case with a point placed on the map and shows a point's sky chart and triangles", async () => {
    const { context, page, url, caseId } = await openCase(browser(), locale, "tenkuritsu");
    await setUpSkySite(page, caseId, { road_edges: [{ edge: 0, width: 6, setback: 0 }] });
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
    await runSkyCase(page);

    // The summary: a verdict per check (道路 and 隣地 in a 第一種住居地域), each pass or fail.
    const summary = page.locator('[data-testid="result-summary"]');
    await summary.waitFor();
    const verdicts = summary.locator('[data-testid="check-verdict"]');
    expect(await verdicts.count()).toBeGreaterThanOrEqual(2);
    for (const label of await verdicts.allTextContents()) expect([text.pass, text.fail]).toContain(label);
    // The 算定表: the regulation points and the user's P1, each with its planned Rs.
    const table = summary.locator('[data-testid="result-points"]');
    expect(await table.locator("th").first().textContent()).toBe(text.header);
    const ids = await rowIds(page);
    expect(ids).toContain("P1");
    expect(ids.some((id) => id.startsWith("R"))).toBe(true);
    expect(await page.textContent('[data-testid="sky-chart-hint"]')).toContain(text.hint);

    // The worst road point's chart: both silhouettes, both Rs as the table rounds them, its verdict.
    const result = await api<{ summary: { checks: { check: string; worst: { id: string } }[] } }>(
      page,
      "GET",
      `/api/cases/${caseId}/result`,
    );
    const worst = result.body.summary.checks.map((c) => c.worst.id);
    const road = result.body.summary.checks.find((c) => c.check === "road")?.worst.id;
    if (!road) throw new Error(`no road check among ${worst.join(", ")}`);
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
    await expectChartRs(page, text, road);
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

    // Any point has its chart: a regulation point that is no check's worst, with the table's Rs.
    const other = ids.find((id) => id !== "P1" && !worst.includes(id));
    if (!other) throw new Error(`every point of ${ids.join(", ")} is a worst point`);
    await pickRow(page, other);
    await expectChartRs(page, text, other);

    // The user's point: the planned silhouette only.
    await pickRow(page, "P1");
    await chart.locator('[data-testid="sky-chart"][data-id="P1"]').waitFor();
    expect(await chart.locator('svg [data-testid="sky-silhouette"]').count()).toBe(1);
    expect(await chart.textContent()).toContain(text.noConforming);
    await expectChartRs(page, text, "P1");

    // The regulation points may be dragged by the case's editor, the user's own point not (moved in the form).
    expect(await page.locator(`${MAP} [data-result="sky_points"][data-id="P1"]`).count()).toBe(1);
    expect(
      await page.locator(`${MAP} [data-result="sky_points"][data-id="P1"][data-draggable]`).count(),
    ).toBe(0);
    expect(
      await page.locator(`${MAP} [data-result="sky_points"][data-id="${road}"][data-draggable]`).count(),
    ).toBe(1);

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
    await expectChartRs(page, text, id);

    // Marked for submission by default: each check's worst point and P1, in the PDF's and DXF's links.
    const defaults = ids.filter((p) => p === "P1" || worst.includes(p));
    expect(await rowIds(page, '[data-submit="true"]')).toEqual(defaults);
    expect(await exportPoints(page)).toEqual([defaults.join(","), defaults.join(",")]);
    // Unmarking a worst point and marking the other point change the links, and a reload keeps them.
    await page
      .locator(`[data-testid="result-point"][data-id="${road}"] [data-testid="point-submit"] input`)
      .uncheck();
    await page
      .locator(`[data-testid="result-point"][data-id="${other}"] [data-testid="point-submit"] input`)
      .check();
    const marked = ids.filter((p) => p === other || (p !== road && defaults.includes(p)));
    await expect.poll(() => exportPoints(page)).toEqual([marked.join(","), marked.join(",")]);
    await goToCase(page, url);
    await page.locator('[data-testid="result-points"]').waitFor();
    expect(await rowIds(page, '[data-submit="true"]')).toEqual(marked);
    expect(await exportPoints(page)).toEqual([marked.join(","), marked.join(",")]);
    // Select all, then none: none leaves the server's default (no `points`) and says so.
    await page.locator('[data-testid="submit-all"] input').click();
    await expect.poll(() => rowIds(page, '[data-submit="true"]')).toEqual(ids);
    expect(await exportPoints(page)).toEqual([ids.join(","), ids.join(",")]);
    await page.locator('[data-testid="submit-all"] input').click();
    await expect.poll(() => rowIds(page, '[data-submit="true"]')).toEqual([]);
    expect(await exportPoints(page)).toEqual([null, null]);
    expect(await page.textContent('[data-testid="submit-default"]')).toContain(text.submitDefault);

    // Shared: the share page fetches a point's chart through the share's route.
    const share = await api<{ url: string }>(page, "POST", `/api/cases/${caseId}/share`);
    expect(share.status).toBe(200);
    await page.goto(`/${locale}${share.body.url}`);
    await page.locator('[data-testid="share-page"] [data-testid="result-points"]').waitFor();
    const fetched = page.waitForResponse(
      (r) => r.url().includes(`/api/share/`) && r.url().endsWith(`/sky-charts/${other}`),
    );
    await pickRow(page, other);
    expect((await fetched).status()).toBe(200);
    await expectChartRs(page, text, other);
    // The share's map draws the points but lets none be dragged (read-only).
    const shareMarkers = page.locator('[data-testid="share-map"] [data-result="sky_points"]');
    await shareMarkers.first().waitFor();
    expect(await page.locator('[data-testid="share-map"] [data-draggable]').count()).toBe(0);
    await context.close();
  }, 240_000);

  it("moves a regulation point on the result map, runs again there and resets it", async () => {
    const { context, page, url, caseId } = await openCase(browser(), locale, "tenkuritsu");
    await setUpSkySite(page, caseId, { road_edges: [{ edge: 0, width: 6, setback: 0 }] });
    await goToCase(page, url);
    await runSkyCase(page);
    expect(await page.locator('[data-testid="moved-points"]').getAttribute("data-count")).toBe("0");

    // Zoomed in (the points are metres apart), a regulation point dragged 30 px away from the site: saved at
    // once, the case stale until it runs again.
    await zoomOnce(page, "in");
    await zoomOnce(page, "in");
    const site = await page.locator(`${MAP} [data-overlay="site_boundary"]`).first().boundingBox();
    const marker = page.locator(`${MAP} [data-result="sky_points"][data-draggable="true"]`).first();
    const from = await marker.boundingBox();
    if (!site || !from) throw new Error("site or point not shown");
    const [dx, dy] = [
      from.x + from.width / 2 - (site.x + site.width / 2),
      from.y + from.height / 2 - (site.y + site.height / 2),
    ];
    const id = await dragMarker(page, marker, (30 * dx) / Math.hypot(dx, dy), (30 * dy) / Math.hypot(dx, dy));
    expect(id).toMatch(/^[RAN]\d/);
    await page.locator(`[data-testid="moved-point"][data-id="${id}"]`).waitFor();
    await page.locator("#notistack-snackbar", { hasText: text.movedSaved }).first().waitFor();
    await page.locator('[data-testid="run-stale"]').waitFor();
    await page.locator(`${MAP} [data-overlay="moved-${id}"]`).waitFor();
    const before = (
      await api<{ points: { id: string; lon: number; lat: number }[] }>(
        page,
        "GET",
        `/api/cases/${caseId}/result`,
      )
    ).body.points.find((p) => p.id === id);
    const stored = (
      await api<{ parameters: { moved_points: { id: string; position: [number, number] }[] } }>(
        page,
        "GET",
        `/api/cases/${caseId}`,
      )
    ).body.parameters.moved_points;
    expect(stored.map((m) => m.id)).toEqual([id]);
    const [lon, lat] = stored[0]?.position ?? [0, 0];
    expect(Math.hypot(lon - (before?.lon ?? 0), lat - (before?.lat ?? 0))).toBeGreaterThan(1e-5);

    // Run again: the point is evaluated where it was put, flagged in the table and drawn as a ring.
    await page.click('[data-testid="run-button"]');
    const row = page.locator(`[data-testid="result-point"][data-id="${id}"][data-moved="true"]`);
    await row.waitFor({ timeout: 120_000 });
    expect(await row.locator('[data-testid="point-moved"]').textContent()).toBe(text.moved);
    const after = (
      await api<{ points: { id: string; lon: number; moved?: boolean }[] }>(
        page,
        "GET",
        `/api/cases/${caseId}/result`,
      )
    ).body.points.find((p) => p.id === id);
    expect(after?.moved).toBe(true);
    expect(after?.lon).toBeCloseTo(stored[0]?.position[0] ?? 0, 6);
    await expect
      .poll(() => page.getAttribute(`${MAP} [data-result="sky_points"][data-id="${id}"]`, "fill-opacity"))
      .toBe("0");

    // Reset: the move is gone from the case, and the case is stale again.
    await page.click(`[data-testid="moved-point"][data-id="${id}"] [data-testid="moved-reset"]`);
    await page.locator('[data-testid="moved-points"][data-count="0"]').waitFor();
    await page.locator('[data-testid="run-stale"]').waitFor();
    const reset = await api<{ parameters: { moved_points?: unknown[] } }>(
      page,
      "GET",
      `/api/cases/${caseId}`,
    );
    expect(reset.body.parameters.moved_points ?? []).toEqual([]);
    await context.close();
  }, 300_000);

  it("saves the checks, regulation points, ground level and north and reads them back", async () => {
    const { context, page, url, caseId } = await openCase(browser(), locale, "tenkuritsu");
    await setUpSkySite(page, caseId);
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
