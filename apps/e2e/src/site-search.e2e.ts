import { afterEach, describe, expect, inject, it } from "vitest";
import { newAccount, newPage, useBrowser } from "./support/browser";
import { api, register } from "./support/dashboard";
import { blockTiles, caseWithSite } from "./support/map";
import { NANKO_KITA } from "./support/standIns";

const browser = useBrowser();
const SEARCH = '[data-testid="site-search"]';
const OPTION = '[data-testid="site-search-option"]';
const NOTICE = '[data-testid="site-search-notice"]';
const standIns = (state: "down" | "up") => fetch(`${inject("standIns")}/__${state}`, { method: "PUT" });

afterEach(async () => {
  await standIns("up");
});

/** A new user's project without a site, its page open and the site dialog's map shown. */
async function openSiteDialog(prefix: string) {
  const { context, page } = await newPage(browser());
  await blockTiles(page);
  await register(page, "jp", newAccount(prefix));
  const { projectId } = await caseWithSite(page, null);
  await page.goto(`/jp/dashboard/project/${projectId}`);
  await page.click('[data-testid="site-edit"]');
  await page
    .locator('[data-testid="site-map"] .leaflet-container, [data-testid="site-map"].leaflet-container')
    .first()
    .waitFor();
  return { context, page, projectId };
}

describe("site search (issue 28)", () => {
  it("lands on a typed street address at street level, chosen with the keyboard", async () => {
    const { context, page, projectId } = await openSiteDialog("address");
    await page.fill(SEARCH, "大阪市住之江区南港北1-1");
    // The address comes before 大阪市, which the typed address merely contains; Enter takes it.
    const first = page.locator(OPTION).first();
    await expect.poll(() => first.getAttribute("data-kind")).toBe("address");
    expect(await first.textContent()).toContain(NANKO_KITA.title);
    expect(await page.locator(OPTION).nth(1).textContent()).toContain("大阪市");
    await page.press(SEARCH, "Enter");
    await expect
      .poll(async () => Number(await page.inputValue('[data-testid="site-lat"]')))
      .toBeCloseTo(NANKO_KITA.lat, 4);
    expect(Number(await page.inputValue('[data-testid="site-lon"]'))).toBeCloseTo(NANKO_KITA.lon, 4);
    const zoom = await page
      .locator('[data-testid="site-map"] .leaflet-container, [data-testid="site-map"].leaflet-container')
      .first()
      .getAttribute("data-zoom");
    expect(Number(zoom)).toBe(18);
    expect(await page.inputValue('[data-testid="site-city"]')).toBe("大阪市");
    // No buildings there on this server yet: the dialog says they come when the site is saved, never "zoom in".
    expect(await page.textContent('[data-testid="site-no-buildings"]')).toContain("PLATEAU");
    expect(await page.locator('[data-testid="site-map"] [data-testid="buildings-legend"]').count()).toBe(0);

    await page.click('[data-testid="site-save"]');
    await page.getByText("敷地を保存しました。").waitFor();
    const saved = (
      await api<{ site: { lat: number; lon: number; city_code: string | null } }>(
        page,
        "GET",
        `/api/project/${projectId}`,
      )
    ).body.site;
    expect(saved).toMatchObject({ city_code: "27100" });
    expect(saved.lat).toBeCloseTo(NANKO_KITA.lat, 4);
    await context.close();
  });

  it("moves through the answers with the arrow keys and finds names in English", async () => {
    const { context, page } = await openSiteDialog("keys");
    await page.fill(SEARCH, "kita");
    // 北区 (Kita) matches exactly, 北九州市 (Kitakyushu) by its start: the second one is one ArrowDown away.
    await expect.poll(() => page.locator(OPTION).count()).toBeGreaterThanOrEqual(2);
    const names = page.locator(`${OPTION} .MuiTypography-body2`);
    expect((await names.allTextContents()).slice(0, 2)).toEqual(["北区", "北九州市"]);
    await page.press(SEARCH, "ArrowDown");
    await page.press(SEARCH, "Enter");
    await expect.poll(() => page.inputValue(SEARCH)).toBe("北九州市");
    expect(await page.inputValue('[data-testid="site-city"]')).toBe("北九州市");
    await context.close();
  });

  it("says in the user's language when the address search is unavailable, and still finds city names", async () => {
    const { context, page } = await openSiteDialog("down");
    await standIns("down");
    await page.fill(SEARCH, "大阪");
    await expect.poll(() => page.getAttribute(NOTICE, "data-state")).toBe("notice");
    expect(await page.textContent(NOTICE)).toBe(
      "住所検索に接続できないため、市区町村名の候補だけを表示しています。",
    );
    expect(await page.locator(OPTION).first().getAttribute("data-kind")).toBe("city");
    await context.close();
  });
});
