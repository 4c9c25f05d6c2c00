import { writeFileSync } from "node:fs";
import path from "node:path";
import DxfParser from "dxf-parser";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { projectAt } from "../analysis/analysis.fixtures";
import { TOKYO_23_WARDS } from "../cities/cities.data";
import { drawingCase, dxfGroups, runDrawingCase, seedCity } from "./exports.drawings.fixtures";
import { LEGEND_HEIGHT_PX, pixelsPerCell } from "./exports.png";
import { NORTH_BOX } from "./exports.png.overlay";

/**
 * Issue 24 §4, drawings a reviewer can take: a stacked planned building among city buildings (one left out by
 * id, one inside the site boundary), exported through the app.
 */
const site = { lon: 139.7, lat: 35.6 };
let alice: TestUser;
let caseId: string;

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  await seedCity(server.db, site);
  alice = await server.signUp();
  const projectId = await projectAt(server.app, alice, { ...site, city_code: TOKYO_23_WARDS });
  caseId = await runDrawingCase(server.app, alice, projectId, "計画 A棟", drawingCase(site));
});

const download = async (path: string) => {
  const res = await call(server.app, alice, "GET", `/api/cases/${caseId}/export/${path}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
};

describe("the DXF", () => {
  it("has the planned tiers with their heights, the kept city buildings, the old layers and a Japanese style", async () => {
    const dxf = (await download("dxf")).rawPayload.toString("utf8");
    const parsed = new DxfParser().parseSync(dxf);
    const entities = parsed?.entities ?? [];
    const onLayer = (name: string) => entities.filter((e) => e.layer === name);
    for (const name of ["SITE", "LINE_5M", "LINE_10M", "CONTOUR_4H", "OUTLINE_12_00", "POINTS", "TITLE"])
      expect(onLayer(name).length, name).toBeGreaterThan(0);
    const texts = (layer: string) =>
      onLayer(layer)
        .filter((e) => e.type === "TEXT")
        .map((e) => (e as unknown as { text: string }).text);
    // Two tiers: the lower one 20 m, the upper one 8 m on top of it (28 m above the ground).
    expect(onLayer("BLDG_PLANNED").filter((e) => e.type === "LWPOLYLINE").length).toBe(2);
    expect(texts("BLDG_PLANNED").sort()).toEqual(["A棟 H=20.0m", "A棟 H=28.0m"]);
    // Only the kept city building: the excluded one and the one inside the site are left out.
    expect(texts("BLDG_EXISTING")).toEqual(["12.0m"]);
    // The title states the set-up as the PDF's title block does.
    const title = texts("TITLE").join("\n");
    for (const word of ["第一種中高層住居専用地域", "平均地盤面", "5 m超 4 h・10 m超 2.5 h"])
      expect(title).toContain(word);
    expect(onLayer("BLDG_EXISTING").filter((e) => e.type === "LWPOLYLINE").length).toBe(1);
    expect(texts("BLDG_EXISTING")).toEqual(["12.0m"]);
    const layers = parsed?.tables.layer.layers ?? {};
    expect(layers.BLDG_PLANNED?.colorIndex).toBe(7);
    expect(layers.BLDG_EXISTING?.colorIndex).toBe(8);
    // The style names MS Gothic by file and family; every text uses it.
    const groups = dxfGroups(dxf);
    const style = groups.findIndex(
      ([code, value], i) => code === 2 && value === "JP_GOTHIC" && groups[i - 5],
    );
    const record = groups.slice(style, style + 14);
    expect(record).toContainEqual([3, "msgothic.ttc"]);
    expect(record).toContainEqual([1000, "ＭＳ ゴシック"]);
    const textStyles = groups.flatMap(([code, value], i) =>
      code === 0 && value === "TEXT" ? [groups.slice(i, i + 30).find(([c]) => c === 7)?.[1]] : [],
    );
    expect(textStyles.length).toBe(entities.filter((e) => e.type === "TEXT").length);
    expect(new Set(textStyles)).toEqual(new Set(["JP_GOTHIC"]));
  });
});

/** The PDF's text per page (unpdf), the file kept in PDF_DUMP_DIR when set (to render with pdftoppm). */
async function pdfPages(query: string): Promise<{ pages: string[]; bytes: Buffer }> {
  const res = await download(`pdf${query}`);
  const dir = process.env.PDF_DUMP_DIR;
  if (dir) writeFileSync(path.join(dir, `drawings${query.replace(/[^a-z0-9]/gi, "_")}.pdf`), res.rawPayload);
  const proxy = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(proxy, { mergePages: false });
  return { pages: text, bytes: res.rawPayload };
}

const WORDS = {
  jp: {
    walls: "壁面日影",
    ground: "平均地盤面",
    zone: "第一種中高層住居専用地域 (二)",
    schedule: "建築物の概要",
    sheet: "図面番号",
  },
  en: {
    walls: "Wall shadows",
    ground: "Average ground level",
    zone: "Category 1 mid/high-rise residential row 2",
    schedule: "Building schedule",
    sheet: "Sheet",
  },
};

describe.each(["jp", "en"] as const)("the PDF in %s", (lang) => {
  it("names the 平均地盤面 and the zone, a title block on every sheet, no raw key and no UTC", async () => {
    const { pages } = await pdfPages(`?lang=${lang}`);
    const all = pages.join("\n");
    const w = WORDS[lang];
    // Cells wrap: compare with the line breaks (and in Japanese, every space) taken out.
    const flat = (t: string) => (lang === "jp" ? t.replace(/\s+/g, "") : t.replace(/\s+/g, " "));
    // Two tiers of one building (A棟) are one planned building.
    const planned = lang === "jp" ? "1 棟（2 段）" : "1 building (2 tiers)";
    for (const word of [w.ground, w.zone, w.schedule, w.walls, "H=28.0m", "H=20.0m", planned])
      expect(flat(all), word).toContain(flat(word));
    pages.forEach((page, i) => {
      expect(page, `sheet ${i + 1}`).toContain(w.sheet);
      expect(page, `sheet ${i + 1}`).toContain(`${i + 1} / ${pages.length}`);
    });
    expect(all.match(/\b[a-z][a-z0-9]*(_[a-z0-9]+)+\b/g), "snake_case key").toBeNull();
    expect(all.match(/UTC|\d{2}:\d{2}(:\d{2})?Z\b|GMT/g), "UTC time").toBeNull();
    expect(all).not.toContain("NaN");
    expect(all).not.toContain("undefined");
    // The drawings at a standard scale, named in the title block.
    expect(all).toMatch(/1\/(100|200|250|300|500|600|1000|1200|2500|5000)\b/);
  });
});

describe("the PDF's sheets", () => {
  it("A3 when asked, the 日影チャート when the run has one, the composite view's sheets when asked", async () => {
    const a4 = await pdfPages("");
    const a3 = await pdfPages("?paper=a3&lang=en");
    expect(a3.bytes.toString("latin1")).toContain("/MediaBox [0 0 841.89 1190.55]");
    expect(a4.bytes.toString("latin1")).toContain("/MediaBox [0 0 595.28 841.89]");
    const result = await call(server.app, alice, "GET", `/api/cases/${caseId}/result`);
    const layers = result.json<{ layers: { name: string; meta: { view?: string } }[] }>().layers;
    if (layers.some((l) => l.name === "shade_chart")) expect(a4.pages.join("\n")).toContain("日影チャート");
    const composite = await pdfPages("?view=composite");
    const hasComposite = layers.some((l) => l.meta.view === "composite");
    expect(composite.pages.length).toBe(a4.pages.length + (hasComposite ? 2 : 0));
    if (hasComposite) expect(composite.pages.join("\n")).toContain("複合日影");
  });
});

describe("the PNG", () => {
  it("keeps the map's size and draws the north arrow, the buildings and the scale bar over it", async () => {
    const png = (await download("png")).rawPayload;
    const dir = process.env.PDF_DUMP_DIR;
    if (dir) writeFileSync(path.join(dir, "drawings.png"), png);
    const layer = await call(server.app, alice, "GET", `/api/cases/${caseId}/result/layers/shade_hours_png`);
    const raw = await sharp(layer.rawPayload).metadata();
    const k = pixelsPerCell(raw.width ?? 1, raw.height ?? 1);
    const W = (raw.width ?? 1) * k;
    const info = await sharp(png).metadata();
    expect([info.width, info.height]).toEqual([Math.max(W, 240), (raw.height ?? 1) * k + LEGEND_HEIGHT_PX]);
    const { data, info: px } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const dark = (x0: number, y0: number, w: number, h: number) => {
      let n = 0;
      for (let y = y0; y < y0 + h; y++)
        for (let x = x0; x < x0 + w; x++) {
          const i = (y * px.width + x) * 3;
          if ((data[i] ?? 255) < 60 && (data[i + 1] ?? 255) < 60 && (data[i + 2] ?? 255) < 60) n++;
        }
      return n;
    };
    // The arrow: a black triangle in its box at the map's top right (the heat map has no black).
    const box = { x: W - NORTH_BOX.right - NORTH_BOX.w, y: NORTH_BOX.top };
    expect(dark(box.x + 8, box.y + 16, 20, 30)).toBeGreaterThan(100);
    // The planned building's heavy outline: black pixels around the map's middle.
    expect(dark(Math.round(W / 2) - 60, 0, 120, (raw.height ?? 1) * k)).toBeGreaterThan(100);
  });
});
