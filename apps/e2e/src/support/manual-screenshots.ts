/**
 * `npm run docs:screenshots`: the manual's screenshots, taken from the real screens. Starts the built app on a
 * temporary data directory, walks registration, workspaces, a project with a site, a shadow case (extent,
 * planned building, run, results, 3D viewer, share link, exports) and a model upload in Japanese and English,
 * and writes optimised 1280x800 PNGs to apps/web/public/manual/<ja|en>/<name>.png (the names the manual's
 * chapters use). Base-map tiles are blocked, as in the browser tests: nothing is fetched from the internet.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import sharp from "sharp";
import { api } from "./dashboard";
import { MAP, blockTiles, clickMap, dragMap, sampleBuildingPoint } from "./map";
import { registrationToken, startOwnServer, type OwnServer } from "./server";

const VIEWPORT = { width: 1280, height: 800 };
const OUT_DIR = resolve(import.meta.dirname, "../../../web/public/manual");
const IFC_SAMPLE = resolve(
  import.meta.dirname,
  "../../../../packages/citymodel/samples/ifc/ifc4_IfcOpenHouse_webifc.ifc",
);

type Locale = "jp" | "en";
/** `MANUAL_LOCALES=en npm run docs:screenshots` retakes one language only. */
const LOCALES = (process.env.MANUAL_LOCALES ?? "jp,en")
  .split(",")
  .filter((locale): locale is Locale => locale === "jp" || locale === "en");
const NAMES = {
  jp: {
    account: { email: "hanako.yamada@example.jp", family: "山田", given: "花子" },
    workspaces: ["駅前再開発の検討", "集合住宅（住之江）", "社内研修用"],
    project: "北口タワー計画",
    description: "高さ45 mの計画建物の日影と騒音の検討",
    caseName: "冬至・計画案A",
  },
  en: {
    account: { email: "hanako.yamada@example.com", family: "Yamada", given: "Hanako" },
    workspaces: ["Station redevelopment", "Housing in Suminoe", "Training"],
    project: "North exit tower",
    description: "Shadow and noise of a 45 m planned building",
    caseName: "Winter solstice, scheme A",
  },
} as const;

/** Viewport screenshot, reduced to a palette PNG (a fraction of the size, no visible loss for UI shots). */
async function shoot(page: Page, locale: Locale, name: string): Promise<void> {
  await page.waitForTimeout(400); // page fade (0.4 s) and toasts settle
  const raw = await page.screenshot({ type: "png" });
  const png = await sharp(raw)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
  const dir = join(OUT_DIR, locale === "jp" ? "ja" : "en");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.png`), png);
  console.log(`${locale === "jp" ? "ja" : "en"}/${name}.png ${(png.length / 1024).toFixed(0)} KB`);
}

async function walk(browser: Browser, server: OwnServer, locale: Locale): Promise<void> {
  const names = NAMES[locale];
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: VIEWPORT,
    locale: locale === "jp" ? "ja-JP" : "en-US",
  });
  const page = await context.newPage();
  await blockTiles(page);

  // 1. Registration.
  await page.goto(`/${locale}/register`);
  await page.fill('input[name="email"]', names.account.email);
  await page.fill('input[name="family_name"]', names.account.family);
  await page.fill('input[name="given_name"]', names.account.given);
  await page.fill('input[name="password"]', "Sora-City1!");
  await page.fill('input[name="password_confirm"]', "Sora-City1!");
  await shoot(page, locale, "signup");
  await page.click('[data-testid="register-submit"]');
  // The account is made by the link mailed to the address (the outbox, without SMTP).
  const token = await registrationToken(server.dataDir, names.account.email);
  const confirmed = await api(page, "POST", "/api/auth/register/confirm", { token });
  if (confirmed.status >= 300) throw new Error(`confirming the registration: ${confirmed.status}`);
  await page.goto(`/${locale}/dashboard`);

  // 2. Workspaces.
  const workspaceIds: string[] = [];
  for (const name of names.workspaces) {
    workspaceIds.push((await api<{ id: string }>(page, "POST", "/api/workspaces", { name })).body.id);
  }
  await page.reload();
  await page.getByText(names.workspaces[0]).first().waitFor();
  await shoot(page, locale, "workspaces");

  // 3. A project with a site on a sample building and its three services.
  const site = await sampleBuildingPoint(page);
  const project = await api<{ id: string }>(page, "POST", `/api/workspaces/${workspaceIds[0]}/projects`, {
    project_name: names.project,
    description: names.description,
    services: ["hikage", "noise", "vibration"],
    site,
  });
  const projectId = project.body.id;
  const item = await api<{ id: string }>(page, "POST", `/api/project/${projectId}/cases`, {
    service_type: "hikage",
    name: names.caseName,
  });
  const casePath = `/${locale}/dashboard/project/${projectId}/case/${item.body.id}`;
  await page.goto(`/${locale}/dashboard/project/${projectId}`);
  await page.locator('[data-testid="case-row"]').first().waitFor();
  await shoot(page, locale, "project");

  // 4. The case and its settings.
  await page.goto(casePath);
  await page.locator('[data-testid="parameters-form"]').waitFor();
  await page.locator(`${MAP} .leaflet-draw-toolbar`).first().waitFor();
  await shoot(page, locale, "case");

  // 5. Target range, analysis extent and a planned building drawn on the map.
  await page.click('[data-testid="draw-target_range"]');
  await dragMap(page, [60, 60], [460, 420]);
  await page.click('[data-testid="draw-analysis_range"]');
  await dragMap(page, [140, 140], [380, 340]);
  await page.click('[data-testid="draw-planned_buildings"]');
  await clickMap(page, 230, 210);
  await clickMap(page, 290, 210);
  await clickMap(page, 260, 260);
  await clickMap(page, 230, 210);
  await page.locator('[data-testid="list-planned_buildings"][data-count="1"]').waitFor();
  await page.fill('[data-testid="field-planned_buildings.0.height"]', "45");
  await page.fill('[data-testid="field-grid_spacing"]', "2");
  await shoot(page, locale, "extent");

  // 6. Running, 7. results on the map.
  await page.click('[data-testid="run-button"]');
  await page
    .locator('[data-testid="case-progress"]')
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined); // a small case may finish before its progress shows
  await shoot(page, locale, "run");
  await page.locator('[data-testid="run-status"][data-status="done"]').waitFor({ timeout: 120_000 });
  await page.locator(`${MAP} img.result-heatmap`).waitFor();
  await shoot(page, locale, "results");

  // 8. The 3D viewer (CesiumJS on SwiftShader: slow to draw its first frames).
  await page.goto(`${casePath}/3d`);
  const ready = page.locator('[data-testid="viewer-canvas"][data-ready="true"]');
  // On a busy machine the first start of the WebGL context can stall: one reload, then give up.
  await ready.waitFor({ timeout: 150_000 }).catch(async () => {
    await page.reload();
    await ready.waitFor({ timeout: 150_000 });
  });
  await page.waitForTimeout(4000);
  await shoot(page, locale, "viewer");

  // 9. A share link, 10. the exports of the shared page.
  await page.goto(casePath);
  const panel = page.locator('[data-testid="case-share-exports"]');
  await panel.waitFor();
  await page.click('[data-testid="share-create"]');
  const shareUrl = await page.locator('[data-testid="share-url"]').inputValue({ timeout: 15_000 });
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, locale, "sharing");
  await page.goto(new URL(shareUrl).pathname);
  const downloads = page.locator('[data-testid="export-pdf"]');
  await downloads.waitFor({ timeout: 30_000 });
  await downloads.scrollIntoViewIfNeeded();
  await shoot(page, locale, "exports");

  // 11. Uploading an IFC model, placed on the map.
  await page.goto(`/${locale}/dashboard/project/${projectId}`);
  await page.locator('[data-testid="project-models"]').waitFor();
  await page.click('[data-testid="model-upload"]');
  await page.locator('[data-testid="model-upload-dialog"]').waitFor();
  await page.setInputFiles('[data-testid="model-file-input"]', IFC_SAMPLE);
  const placeMap = page.locator('[data-testid="model-place-map"]');
  await placeMap.waitFor();
  const box = await placeMap.boundingBox();
  if (box) await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2);
  await page.locator('[data-testid="model-anchor"]').waitFor();
  await page.fill('[data-testid="model-rotation"]', "30");
  await shoot(page, locale, "models");
  await context.close();
}

async function main(): Promise<void> {
  const server = await startOwnServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    for (const locale of LOCALES) await walk(browser, server, locale);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
