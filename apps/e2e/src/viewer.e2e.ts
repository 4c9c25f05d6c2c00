import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage } from "./support/browser";
import { api } from "./support/dashboard";
import { plannedBlock, runShadowCase } from "./support/shadowCase";

// The 3D viewer (issue 11): CesiumJS on SwiftShader in headless Chromium, slow (globe and tiles take ~15 s).
const READY = '[data-testid="viewer-canvas"][data-ready="true"]';
const READY_MS = 150_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let viewerPath = "";
let caseId = "";
const requested: string[] = [];

/** Pixel classes of the viewer's canvas (WebGL drawn with preserveDrawingBuffer, read through a 2D canvas). */
async function canvasPixels(
  p: Page,
): Promise<{ heat: number; grey: number; blue: [number, number, number]; total: number }> {
  return p.evaluate(() => {
    const gl = document.querySelector<HTMLCanvasElement>('[data-testid="viewer-canvas"] canvas');
    if (!gl) throw new Error("no canvas");
    const c = document.createElement("canvas");
    [c.width, c.height] = [gl.width, gl.height];
    const ctx = c.getContext("2d");
    if (!ctx) throw new Error("no 2d");
    ctx.drawImage(gl, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let [heat, grey, blueN, blueX, blueY] = [0, 0, 0, 0, 0];
    for (let i = 0; i < d.length; i += 4) {
      const [r, g, b] = [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0];
      // The heat scale: pale yellow -> orange -> red (warm, little blue).
      if (r > 190 && r - b > 90 && g < r + 5) heat += 1;
      // Building walls and roofs: neutral grey, lit.
      else if (Math.abs(r - g) < 10 && Math.abs(g - b) < 10 && r > 90 && r < 250) grey += 1;
      // The time outline (rgb 20, 90, 200).
      if (b > 150 && r < 90 && g < 150 && b - r > 100) {
        const px = (i / 4) % c.width;
        const py = Math.floor(i / 4 / c.width);
        [blueN, blueX, blueY] = [blueN + 1, blueX + px, blueY + py];
      }
    }
    return {
      heat,
      grey,
      blue: [blueN, blueX / Math.max(1, blueN), blueY / Math.max(1, blueN)],
      total: d.length / 4,
    };
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  // A real shadow run through the API (the parameters of the server's analysis fixtures), the planned
  // block's walls sampled.
  const created = await runShadowCase(page, {
    account: "viewer",
    names: { workspace: "3Dテスト", project: "日影の3D", case: "3Dケース" },
    parameters: (site) => ({
      ...plannedBlock(site),
      walls: { enabled: true, spacing: 2, buildings: ["planned"] },
    }),
  });
  caseId = created.caseId;
  viewerPath = `${created.casePath}/3d`;
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe("3D viewer", () => {
  it("shows the city's buildings and the heat map of a done case (pixels of the canvas)", async () => {
    const started = Date.now();
    await page.goto(`/jp${viewerPath}`);
    await page.waitForSelector(READY, { timeout: READY_MS });
    console.log(`viewer ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await page.screenshot({ path: "/tmp/viewer-3d.png" });
    const px = await canvasPixels(page);
    console.log(`heat ${(px.heat / px.total).toFixed(4)}, grey ${(px.grey / px.total).toFixed(4)}`);
    // The heat map covers a good part of the view, and grey buildings stand in it.
    expect(px.heat / px.total).toBeGreaterThan(0.02);
    expect(px.grey / px.total).toBeGreaterThan(0.005);
    await expect(page.locator('[data-testid="viewer-legend-shade"]').textContent()).resolves.toContain(
      "日影時間",
    );
    // The buildings came from our tileset and GLB tiles; Cesium from our own copy; nothing from elsewhere.
    expect(requested.some((p) => /\/api\/cities\/\d+\/tileset\.json$/.test(p))).toBe(true);
    expect(requested.some((p) => /\/api\/cities\/\d+\/tiles\/16\/\d+\/\d+\.glb$/.test(p))).toBe(true);
    expect(requested.some((p) => p.startsWith("/cesium/Workers/"))).toBe(true);
    expect(requested.some((p) => /\/assets\/CesiumScene-[\w-]+\.js$/.test(p))).toBe(true);
    // The offline default base map is the bundled imagery; the choice offers the configured ones.
    expect(await page.locator('[data-testid="viewer-base-map"]').inputValue()).toBe("bundled");
  });

  it("moves the shadow outline when the time slider moves (時刻日影図)", async () => {
    const label = page.locator('[data-testid="viewer-time-label"]');
    const first = await label.textContent();
    const before = await canvasPixels(page);
    expect(before.blue[0]).toBeGreaterThan(20);
    await page.locator('[data-testid="viewer-time-slider"]').focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press("ArrowRight");
    await expect.poll(() => label.textContent()).not.toBe(first);
    await page.waitForTimeout(1500);
    const after = await canvasPixels(page);
    expect(after.blue[0]).toBeGreaterThan(20);
    const moved = Math.hypot(after.blue[1] - before.blue[1], after.blue[2] - before.blue[2]);
    expect(moved).toBeGreaterThan(10);
  });

  it("shows a click's point and its shade hours", async () => {
    const box = await page.locator('[data-testid="viewer-canvas"]').boundingBox();
    if (!box) throw new Error("no canvas box");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const pick = page.locator('[data-testid="viewer-pick"]');
    await pick.waitFor();
    await expect(pick.textContent()).resolves.toMatch(/経度・緯度/);

    // 複合日影 (the view of the walls): a coloured face per wall sample of the walls layer, on the legend of
    // the 2D map's walls; the view opens on the planned block's south facade, a click on it gives a sample.
    const result = await api<{ layers: { name: string; meta: { count?: number } }[] }>(
      page,
      "GET",
      `/api/cases/${caseId}/result`,
    );
    const walls = result.body.layers.find((l) => l.name.split(".")[0] === "walls");
    expect(walls?.meta.count).toBeGreaterThan(0);
    await page.click('[data-testid="shadow-view-composite"]');
    const canvas = page.locator('[data-testid="viewer-canvas"]');
    await expect.poll(() => canvas.getAttribute("data-wall-faces")).toBe(String(walls?.meta.count));
    await page.waitForSelector(READY, { timeout: READY_MS });
    await expect(page.locator('[data-testid="viewer-legend-walls"]').textContent()).resolves.toContain(
      "壁面日影時間",
    );
    await page.screenshot({ path: "/tmp/viewer-3d-walls.png" });
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => pick.textContent()).toMatch(/壁面の点[\s\S]*shaded_hours/);
  });

  it("never loads the viewer chunk or Cesium on public pages", async () => {
    const { context: fresh, page: home } = await newPage(browser);
    const seen: string[] = [];
    home.on("request", (r) => seen.push(new URL(r.url()).pathname));
    await home.goto("/jp");
    await home.waitForLoadState("networkidle");
    await home.goto("/en/contact");
    await home.waitForLoadState("networkidle");
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.filter((p) => /CesiumScene|\/cesium\//i.test(p))).toEqual([]);
    const html = await (await fetch(`${baseUrl()}/jp`)).text();
    expect(html).not.toMatch(/CesiumScene|cesium/i);
    await fresh.close();
  });

  it("without WebGL: the toast '3D viewer failed to load' in both languages and the 2D map", async () => {
    const noGl = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-webgl",
        "--disable-3d-apis",
        "--disable-software-rasterizer",
      ],
    });
    try {
      const signedIn = await noGl.newContext({
        baseURL: baseUrl(),
        viewport: { width: 1366, height: 900 },
        storageState: await context.storageState(),
      });
      const p = await signedIn.newPage();
      const seen: string[] = [];
      p.on("request", (r) => seen.push(new URL(r.url()).pathname));
      await p.goto(`/jp${viewerPath}`);
      await p.getByText("3Dビューアを読み込めませんでした").waitFor();
      await p.locator('[data-testid="viewer-fallback"] .leaflet-container').waitFor();
      expect(await p.locator('[data-testid="viewer"]').getAttribute("data-mode")).toBe("2d");
      await p.goto(`/en${viewerPath}`);
      await p.getByText("3D viewer failed to load").waitFor();
      await p.locator('[data-testid="viewer-fallback"] .leaflet-container').waitFor();
      // Cesium itself was never downloaded.
      expect(seen.filter((s) => /CesiumScene|\/cesium\//.test(s))).toEqual([]);
    } finally {
      await noGl.close();
    }
  });
});
