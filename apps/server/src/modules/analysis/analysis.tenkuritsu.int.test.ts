import { writeFileSync } from "node:fs";
import path from "node:path";
import { SiteFrame } from "@soracity/analysis";
import DxfParser from "dxf-parser";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { analysisRuns } from "../../db/schema";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { type CaseView, offset, rectangle, waitForStatus } from "./analysis.fixtures";

// 天空率 (issue 25) through the API: a case with a site, zone and road runs on the worker; its points carry
// the planned and conforming sky factors, its summary each check's verdict; bad input is a 400 with paths.

let alice: TestUser;
let mallory: TestUser;
const site = { lon: 139.7, lat: 35.6 };
const frame = new SiteFrame(site.lon, site.lat);
let projectId: string;

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  alice = await server.signUp();
  mallory = await server.signUp();
  const ws = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "天空率" })).id;
  projectId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/workspaces/${ws}/projects`, {
      project_name: "Site",
      services: ["tenkuritsu"],
      site: { city_code: null, ...site },
    })
  ).id;
});

const BUILDING = rectangle(site, -10, -12, 10, 2);
const skyCase = (overrides: Record<string, unknown> = {}) => ({
  site_boundary: rectangle(site, -20, -20, 20, 20),
  zone: "residential_1",
  floor_area_ratio: 200,
  road_edges: [{ edge: 0, width: 6 }],
  planned_buildings: [{ footprint: BUILDING, height: 30 }],
  points: [offset(site, 0, -23)],
  ...overrides,
});
const create = (parameters: Record<string, unknown>) =>
  call(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
    service_type: "tenkuritsu",
    name: "天空率",
    parameters,
  });

interface SkyResult {
  summary: {
    service_type: string;
    pass: boolean | null;
    checks: { check: string; points: number; pass: boolean; worst: { id: string; margin: number } }[];
    points: number;
  };
  points: {
    id: string;
    check: string | null;
    sky_factor: { planned: number; conforming: number | null; pass: boolean | null };
    margin: number | null;
  }[];
  layers: { name: string }[];
}

/** Ab of a vertical wall facing the eye at distance d, h above it, over offsets s1 … s2 (engine/src/sky README). */
function wallAb(d: number, h: number, s1: number, s2: number): number {
  const r = Math.hypot(d, h);
  const f = (s: number) => Math.atan(s / d) - (d / r) * Math.atan(s / r);
  return (f(s2) - f(s1)) / 2;
}

/** The PDF's text: a 天空図 sheet and 三斜求積表 per charted point in Japanese and English, no raw keys. */
async function expectSkyChartPdf(id: string, points: SkyResult["points"]): Promise<void> {
  const words = {
    jp: [
      "天空図",
      "三斜求積表（計画建築物）",
      "三斜求積表（適合建築物）",
      "底辺 (mm)",
      "面積 (mm²)",
      "厳密値",
    ],
    en: [
      "Sky chart",
      "Triangle table (Planned)",
      "Triangle table (Conforming)",
      "Base (mm)",
      "Area (mm²)",
      "exact",
    ],
  } as const;
  for (const lang of ["jp", "en"] as const) {
    const res = await call(server.app, alice, "GET", `/api/cases/${id}/export/pdf?lang=${lang}`);
    expect(res.statusCode).toBe(200);
    const bytes = new Uint8Array(res.rawPayload);
    if (process.env.PDF_DUMP_DIR)
      writeFileSync(path.join(process.env.PDF_DUMP_DIR, `sky-${lang}.pdf`), bytes);
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
    for (const word of words[lang]) expect(text, word).toContain(word);
    // The points' layout instead of a contour map (a 天空率 run has no levels).
    expect(text).toContain(lang === "jp" ? "測定点配置図" : "Measurement point layout");
    expect(text).not.toContain(lang === "jp" ? "コンター図" : "Contour map");
    const chart = lang === "jp" ? "天空図" : "Sky chart";
    for (const p of points) expect(text, p.id).toContain(`${chart} ${p.id}`);
    // The planned Rs of the user's point as the sheet prints it: three decimals, rounded down.
    const user = points.find((p) => p.check === null);
    if (user) expect(text).toContain((Math.floor(user.sky_factor.planned * 1000 + 1e-9) / 1000).toFixed(3));
    expect(text.match(/\b[a-z][a-z0-9]*(_[a-z0-9]+)+\b/g), "snake_case key").toBeNull();
    for (const raw of ["undefined", "NaN", "[object", "sky."]) expect(text.includes(raw), raw).toBe(false);
  }
}

/** The DXF: every point with its id on `SKY_POINTS`, per charted point a 天空図 with both silhouettes. */
async function expectSkyDxf(
  id: string,
  points: SkyResult["points"],
  charted: SkyResult["points"],
): Promise<void> {
  const res = await call(server.app, alice, "GET", `/api/cases/${id}/export/dxf`);
  expect(res.statusCode).toBe(200);
  const entities = new DxfParser().parseSync(res.rawPayload.toString("utf8"))?.entities ?? [];
  const onLayer = (layer: string, type: string) =>
    entities.filter((e) => e.layer === layer && e.type === type);
  const texts = (layer: string) => onLayer(layer, "TEXT").map((e) => (e as unknown as { text: string }).text);
  expect(texts("SKY_POINTS").sort()).toEqual(points.map((p) => p.id).sort());
  expect(onLayer("SITE", "LWPOLYLINE")).toHaveLength(1);
  expect(onLayer("SKY_POINTS", "POINT")).toHaveLength(points.length);
  // Per chart the horizon and the 30° and 60° rings; the ids below the charts.
  expect(onLayer("SKY_CHART", "CIRCLE")).toHaveLength(3 * charted.length);
  expect(
    texts("SKY_CHART")
      .filter((t) => t.startsWith("天空図 "))
      .sort(),
  ).toEqual(charted.map((p) => `天空図 ${p.id}`).sort());
  // Beneath each chart the planned Rs rounded down, as the 算定表 prints it.
  for (const p of charted)
    expect(texts("SKY_CHART").join("\n")).toContain(
      `計画建築物 Rs ${(Math.floor(p.sky_factor.planned * 1000 + 1e-9) / 1000).toFixed(3)}`,
    );
  const rings = (layer: string) => onLayer(layer, "LWPOLYLINE");
  expect(rings("SKY_PLANNED").length).toBeGreaterThanOrEqual(charted.length);
  expect(rings("SKY_CONFORMING").length).toBeGreaterThanOrEqual(charted.length - 1);
  // A silhouette lies within its chart's circle (radius 10 m; the layer keeps 1e-5 of the unit disc).
  const circles = onLayer("SKY_CHART", "CIRCLE") as unknown as {
    center: { x: number; y: number };
    radius: number;
  }[];
  const horizons = circles.filter((c) => Math.abs(c.radius - 10) < 1e-9);
  for (const ring of rings("SKY_PLANNED") as unknown as { vertices: { x: number; y: number }[] }[])
    expect(
      horizons.some((c) =>
        ring.vertices.every((v) => Math.hypot(v.x - c.center.x, v.y - c.center.y) <= 10.001),
      ),
    ).toBe(true);
}

describe("running a 天空率 case through the API", () => {
  it("computes each point's planned and conforming sky factors and the checks' verdicts", async () => {
    const created = await create(skyCase());
    expect(created.statusCode).toBe(201);
    const id = created.json<CaseView>().id;
    await ok(server.app, alice, "POST", `/api/cases/${id}/run`, undefined, 202);
    const finished = await waitForStatus(server.app, alice, id, ["done", "error"]);
    expect(finished.error, JSON.stringify(finished)).toBeNull();
    const result = await ok<SkyResult>(server.app, alice, "GET", `/api/cases/${id}/result`);

    // The user's point, 3 m beyond the south edge: it sees the 30 m south wall of the building only.
    const user = result.points.find((p) => p.id === "P1");
    const [sw = [0, 0], se = [0, 0]] = frame.outer(BUILDING);
    const [, y] = frame.toLocal(...offset(site, 0, -23));
    const expected = 1 - wallAb((sw[1] + se[1]) / 2 - y, 30, sw[0], se[0]) / Math.PI;
    expect(user?.sky_factor.planned).toBeCloseTo(expected, 4);
    expect(user).toMatchObject({ check: null, margin: null, sky_factor: { conforming: null, pass: null } });

    // The zone (第一種住居地域) has the road and neighbour planes; every check point has both values.
    expect(result.summary.checks.map((c) => c.check)).toEqual(["road", "neighbour"]);
    const checked = result.points.filter((p) => p.check !== null);
    expect(checked.length).toBe(result.summary.points - 1);
    for (const p of checked) {
      const { planned, conforming, pass } = p.sky_factor;
      expect(conforming, p.id).not.toBeNull();
      expect(pass, p.id).toBe(
        Math.floor(planned * 1000 + 1e-9) >= Math.ceil((conforming ?? 0) * 1000 - 1e-9),
      );
    }
    for (const c of result.summary.checks) {
      const mine = checked.filter((p) => p.check === c.check);
      expect(c.points).toBe(mine.length);
      expect(c.worst.margin).toBe(Math.min(...mine.map((p) => p.margin ?? 1)));
      expect(c.pass).toBe(mine.every((p) => p.sky_factor.pass));
    }
    expect(result.layers.map((l) => l.name)).toEqual(["sky_points", "conforming", "sky_charts"]);

    // The CSV lists the points with their sky factors.
    const csv = await call(server.app, alice, "GET", `/api/cases/${id}/export/csv`);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split("\r\n").filter((line) => line.startsWith("sky_point,"));
    expect(rows).toHaveLength(result.points.length);
    expect(rows.some((row) => row.includes(",P1 check=- height=0 conforming=- margin=- pass=-"))).toBe(true);

    // The other exports write the result (the PDF with its 算定表); the PNG is a heat map's, which it has not.
    for (const format of ["pdf", "geojson", "dxf", "czml"]) {
      const res = await call(server.app, alice, "GET", `/api/cases/${id}/export/${format}`);
      expect(res.statusCode, `${format}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    // Charted are each check's worst point and the user's points.
    const charted = result.points.filter(
      (p) => p.check === null || result.summary.checks.some((c) => c.worst.id === p.id),
    );
    expect(charted.length).toBe(result.summary.checks.length + 1);
    await expectSkyChartPdf(id, charted);
    await expectSkyDxf(id, result.points, charted);
    const geojson = await call(server.app, alice, "GET", `/api/cases/${id}/export/geojson`);
    const kinds = new Set(
      geojson
        .json<{ features: { properties: { kind?: string } }[] }>()
        .features.map((f) => f.properties.kind),
    );
    expect(kinds).toContain("sky_point");
    expect(kinds).toContain("conforming_face");
  });

  it("refuses bad input with field paths and queues nothing", async () => {
    const outside = await create(
      skyCase({ planned_buildings: [{ footprint: rectangle(site, 10, 0, 30, 10), height: 9 }] }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields).toContainEqual({
      path: "parameters.planned_buildings.0.footprint",
      message: "analysis.building_outside_site",
    });
    const inside = await create(skyCase({ points: [offset(site, 0, -5)] }));
    expect(inside.json().error.fields).toContainEqual({
      path: "parameters.points.0",
      message: "analysis.point_inside_building",
    });
    const road = await create(skyCase({ road_edges: [{ edge: 0, width: 0 }] }));
    expect(road.json().error.fields).toContainEqual({
      path: "parameters.road_edges.0.width",
      message: "analysis.distance_positive",
    });

    // A draft without a zone saves, but does not run: the site's slant planes need it.
    const draft = await create(skyCase({ zone: undefined }));
    expect(draft.statusCode).toBe(201);
    const id = draft.json<CaseView>().id;
    const run = await call(server.app, alice, "POST", `/api/cases/${id}/run`);
    expect(run.statusCode, run.body).toBe(400);
    expect(run.json().error.fields).toContainEqual({ path: "parameters.zone", message: "common.required" });
    expect((await ok<CaseView>(server.app, alice, "GET", `/api/cases/${id}`)).status).toBe("draft");
    expect(await server.db.select().from(analysisRuns).where(eq(analysisRuns.caseId, id))).toEqual([]);
  });

  it("keeps other users out: another user's case answers 404", async () => {
    const id = (await create(skyCase())).json<CaseView>().id;
    for (const [method, url] of [
      ["POST", `/api/cases/${id}/run`],
      ["GET", `/api/cases/${id}/result`],
      ["GET", `/api/cases/${id}`],
    ] as const)
      expect((await call(server.app, mallory, method, url)).statusCode, url).toBe(404);
  });
});
