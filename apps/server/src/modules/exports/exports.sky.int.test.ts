import { writeFileSync } from "node:fs";
import path from "node:path";
import DxfParser from "dxf-parser";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { offset, rectangle, waitForStatus } from "../analysis/analysis.fixtures";

// The exports of a 天空率 case (issue 25): the points marked for submission (`points`) choose the PDF's 天空図
// sheets and 三斜求積表 and the DXF's charts; an id the result has not is a translated 400. Set PDF_DUMP_DIR to
// keep the PDFs (pdftoppm).

const site = { lon: 139.7, lat: 35.6 };
const NAME = "天空率 exports";
let alice: TestUser;
let caseId: string;
let cornerId: string;
let pointsOnlyId: string;
let shareUrl: string;

interface SkyResult {
  summary: { checks: { check: string; worst: { id: string } }[] };
  points: { id: string; check: string | null; sky_factor: { pass: boolean | null } }[];
}
let result: SkyResult;

const server = useTestApp({}, { worker: true });

beforeAll(async () => {
  alice = await server.signUp();
  const ws = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "天空率" })).id;
  const projectId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/workspaces/${ws}/projects`, {
      project_name: "Site",
      services: ["tenkuritsu"],
      site: { city_code: null, ...site },
    })
  ).id;
  // 第一種中高層住居専用地域: the road, neighbour and north planes; the road along the south edge.
  caseId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "tenkuritsu",
      name: NAME,
      parameters: {
        site_boundary: rectangle(site, -20, -20, 20, 20),
        zone: "mid_high_1",
        floor_area_ratio: 200,
        road_edges: [{ edge: 0, width: 6 }],
        planned_buildings: [{ footprint: rectangle(site, -10, -12, 10, 2), height: 24 }],
        points: [offset(site, 0, -23)],
      },
    })
  ).id;
  // A corner site: roads along the south (6 m) and the east (4 m) edge.
  cornerId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "tenkuritsu",
      name: NAME,
      parameters: {
        site_boundary: rectangle(site, -15, -12, 15, 12),
        zone: "neighbourhood_commercial",
        floor_area_ratio: 300,
        road_edges: [
          { edge: 0, width: 6 },
          { edge: 1, width: 4 },
        ],
        planned_buildings: [{ footprint: rectangle(site, -8, -6, 8, 6), height: 27 }],
      },
    })
  ).id;
  // Planned building and points alone: no site, no zone, no conforming building.
  pointsOnlyId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "tenkuritsu",
      name: NAME,
      parameters: {
        planned_buildings: [{ footprint: rectangle(site, -5, -5, 5, 5), height: 15 }],
        points: [offset(site, 0, -12), offset(site, 12, 0)],
      },
    })
  ).id;
  for (const id of [caseId, cornerId, pointsOnlyId]) {
    await ok(server.app, alice, "POST", `/api/cases/${id}/run`, undefined, 202);
    const finished = await waitForStatus(server.app, alice, id, ["done", "error"]);
    expect(finished.error, JSON.stringify(finished)).toBeNull();
  }
  result = await ok<SkyResult>(server.app, alice, "GET", `/api/cases/${caseId}/result`);
  shareUrl = (
    await ok<{ url: string }>(server.app, alice, "POST", `/api/cases/${caseId}/share`, undefined, 200)
  ).url;
});

/** Each check's worst point and the user's point: the points charted without `points`. */
const defaultIds = () => [
  ...result.summary.checks.map((c) => c.worst.id),
  ...result.points.filter((p) => p.check === null).map((p) => p.id),
];

/** The PDF's pages' texts. */
async function pdfPages(query: string, base = `/api/cases/${caseId}`): Promise<string[]> {
  const res = await call(server.app, alice, "GET", `${base}/export/pdf${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const bytes = new Uint8Array(res.rawPayload);
  const dir = process.env.PDF_DUMP_DIR;
  if (dir) writeFileSync(path.join(dir, `sky${query.replace(/[^a-z0-9]+/gi, "-")}.pdf`), bytes);
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
  return text;
}

/** The ids of the 天空図 sheets, in order (a sheet's title: "天空図 <id> — <case>"). */
const chartSheets = (pages: string[], chart = "天空図") =>
  pages.flatMap((page) => {
    const match = new RegExp(`${chart} (\\S+) — ${NAME}`).exec(page);
    return match?.[1] ? [match[1]] : [];
  });

/** The DXF's chart titles ("天空図 <id>" on SKY_CHART). */
async function dxfCharts(query: string): Promise<string[]> {
  const res = await call(server.app, alice, "GET", `/api/cases/${caseId}/export/dxf${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const entities = new DxfParser().parseSync(res.rawPayload.toString("utf8"))?.entities ?? [];
  return entities
    .filter((e) => e.layer === "SKY_CHART" && e.type === "TEXT")
    .map((e) => (e as unknown as { text: string }).text)
    .filter((t) => t.startsWith("天空図 "))
    .map((t) => t.slice("天空図 ".length));
}

describe("the points marked for submission", () => {
  it("without `points`, the PDF and DXF chart each check's worst point and the user's point", async () => {
    expect(result.summary.checks.map((c) => c.check)).toEqual(["road", "neighbour", "north"]);
    const ids = defaultIds();
    expect(chartSheets(await pdfPages("")).sort()).toEqual([...new Set(ids)].sort());
    expect((await dxfCharts("")).sort()).toEqual([...new Set(ids)].sort());
  });

  it("with `points`, exactly those, in Japanese and English, here and under a share link", async () => {
    const [first = "", second = ""] = defaultIds();
    expect(chartSheets(await pdfPages(`?points=${encodeURIComponent(`${second}, P1`)}`))).toEqual(
      result.points.map((p) => p.id).filter((id) => id === second || id === "P1"),
    );
    const english = await pdfPages(`?lang=en&points=${first}`);
    expect(chartSheets(english, "Sky chart")).toEqual([first]);
    expect(english.some((page) => page.includes(`Sky chart ${first} — Triangle table`))).toBe(true);
    expect(chartSheets(await pdfPages(`?points=P1`, `/api${shareUrl}`))).toEqual(["P1"]);
    expect(await dxfCharts(`?points=P1,${first}`)).toEqual(
      result.points.map((p) => p.id).filter((id) => id === first || id === "P1"),
    );
  });

  it("an id the result has not is a 400 with the field path, here and under a share link", async () => {
    for (const base of [`/api/cases/${caseId}`, `/api${shareUrl}`])
      for (const format of ["pdf", "dxf"]) {
        const res = await call(server.app, alice, "GET", `${base}/export/${format}?points=P1,Z9-9`);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.fields).toEqual([{ path: "points.1", message: "export.point_unknown" }]);
      }
    const many = Array.from({ length: 101 }, (_, i) => `P${i + 1}`).join(",");
    const tooMany = await call(server.app, alice, "GET", `/api/cases/${caseId}/export/pdf?points=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual([{ path: "points", message: "export.points_too_many" }]);
  });
});

describe("the PNG of a 天空率 case", () => {
  it("is the plan with the points coloured by verdict, for the case and under a share link", async () => {
    for (const [user, base] of [
      [alice, `/api/cases/${caseId}`],
      [null, `/api${shareUrl}`],
    ] as const) {
      const res = await call(server.app, user, "GET", `${base}/export/png?lang=en`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      const image = sharp(res.rawPayload);
      const { format, width = 0, height = 0 } = await image.metadata();
      expect(format).toBe("png");
      expect(Math.max(width, height)).toBeGreaterThanOrEqual(600);
      expect(Math.max(width, height)).toBeLessThanOrEqual(2000);
      // The verdicts' colours are drawn: a failing point red, a passing one green, the user's point blue.
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const has = (r: number, g: number, b: number) => {
        for (let i = 0; i < data.length; i += info.channels)
          if (data[i] === r && data[i + 1] === g && data[i + 2] === b) return true;
        return false;
      };
      expect(has(0x1f, 0x4e, 0x9c), "the user's point").toBe(true);
      const verdicts = new Set(result.points.map((p) => p.sky_factor.pass));
      if (verdicts.has(true)) expect(has(0x1a, 0x96, 0x41), "a passing point").toBe(true);
      if (verdicts.has(false)) expect(has(0xd7, 0x19, 0x1c), "a failing point").toBe(true);
      if (process.env.PDF_DUMP_DIR)
        writeFileSync(path.join(process.env.PDF_DUMP_DIR, "sky.png"), res.rawPayload);
    }
  });
});

describe("the conforming building's sheets", () => {
  const words = {
    jp: {
      sheet: (check: string) => `適合建築物 平面図・断面図（${check}）`,
      checks: ["道路斜線", "隣地斜線", "北側斜線"],
      slope: "勾配 1.25",
      road: "道路 W=6.00 m",
      section: "断面図（道路境界線に直交",
      edge: "断面の基準とする境界線",
    },
    en: {
      sheet: (check: string) => `Conforming building: plan and section (${check})`,
      checks: ["road plane", "neighbour plane", "north plane"],
      slope: "slope 1.25",
      road: "Road W=6.00 m",
      section: "Section across the road boundary",
      edge: "Boundary the section is taken across",
    },
  } as const;

  it.each(["jp", "en"] as const)(
    "one sheet per check in %s: plan and section, slopes and heights of 第一種中高層",
    async (lang) => {
      const w = words[lang];
      const pages = await pdfPages(`?lang=${lang}`);
      const sheets = w.checks.map((check) => pages.find((p) => p.includes(w.sheet(check))) ?? "");
      for (const [i, page] of sheets.entries()) {
        expect(page, w.checks[i]).toContain(w.slope);
        expect(page).toContain(w.edge);
        expect(page).toMatch(/1\/(100|200|250|300|500|600|1000)\b/);
      }
      const [road = "", neighbour = "", north = ""] = sheets;
      // The road plane: 1.25 × 6 m at the boundary; the neighbour plane 20 m, the north plane 10 m there.
      for (const text of [w.road, w.section, "7.50"]) expect(road).toContain(text);
      expect(neighbour).toContain("20.00");
      expect(north).toContain("10.00");
      // The sheets stand before the 天空図 sheets.
      const first = pages.findIndex((p) => p.includes(w.sheet(w.checks[0])));
      const chart = pages.findIndex((p) => /(天空図|Sky chart) \S+ — /.test(p));
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(chart);
    },
  );

  it("a corner site: both roads in the plans, the section across the first road", async () => {
    const pages = await pdfPages("", `/api/cases/${cornerId}`);
    const road = pages.find((p) => p.includes(words.jp.sheet("道路斜線"))) ?? "";
    // 近隣商業地域: the road plane's slope 1.5, 9 m over the boundary of the 6 m road.
    for (const text of ["道路 W=6.00 m", "道路 W=4.00 m", words.jp.section, "勾配 1.50", "9.00"])
      expect(road, text).toContain(text);
  });
});

describe("a 天空率 case of planned building and points alone", () => {
  it("exports a PNG and a PDF without conforming sheets, its points charted", async () => {
    const png = await call(server.app, alice, "GET", `/api/cases/${pointsOnlyId}/export/png`);
    expect(png.statusCode, png.body.slice(0, 200)).toBe(200);
    expect((await sharp(png.rawPayload).metadata()).format).toBe("png");
    const pages = await pdfPages("", `/api/cases/${pointsOnlyId}`);
    expect(pages.some((p) => p.includes("適合建築物 平面図・断面図"))).toBe(false);
    expect(chartSheets(pages).sort()).toEqual(["P1", "P2"]);
  });
});
