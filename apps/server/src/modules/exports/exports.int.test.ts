import type { LightMyRequestResponse } from "fastify";
import DxfParser from "dxf-parser";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import {
  offset,
  plannedBuildingCase,
  projectAt,
  rectangle,
  waitForStatus,
} from "../analysis/analysis.fixtures";
import { LEGEND_HEIGHT_PX, pixelsPerCell } from "./exports.png";
import { useTestApp } from "../../test/use-test-app";

let alice: TestUser;
let mallory: TestUser;
const site = { lon: 139.7, lat: 35.6 };
const NAME = "冬至 A棟";
let shadowId: string;
let noiseId: string;
let draftId: string;

interface Result {
  summary: { max_hours: number; regulation: { zones: { zone: string; max_hours: number }[] } | null };
  points: { lon: number; lat: number; shade_hours: number; intervals: [string, string][] }[];
  layers: { name: string; meta: Record<string, unknown> }[];
}
interface Feature {
  properties: Record<string, unknown> & { kind: string };
  geometry: { type: string; coordinates: unknown };
}

async function runCase(
  projectId: string,
  service: string,
  name: string,
  parameters: Record<string, unknown>,
) {
  const { id } = await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
    service_type: service,
    name,
    parameters,
  });
  await ok(server.app, alice, "POST", `/api/cases/${id}/run`, undefined, 202);
  expect((await waitForStatus(server.app, alice, id, ["done", "error"])).status).toBe("done");
  return id;
}

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  alice = await server.signUp();
  mallory = await server.signUp();
  const projectId = await projectAt(server.app, alice, site);
  shadowId = await runCase(
    projectId,
    "hikage",
    NAME,
    plannedBuildingCase(site, {
      site_boundary: rectangle(site, -15, -15, 15, 15),
      limits: { hours5: 4, hours10: 2.5 },
    }),
  );
  noiseId = await runCase(projectId, "noise", "noise", {
    extent: {
      min_lon: offset(site, -60, -60)[0],
      min_lat: offset(site, -60, -60)[1],
      max_lon: offset(site, 60, 60)[0],
      max_lat: offset(site, 60, 60)[1],
      rotation: 0,
    },
    grid_spacing: 4,
    sources: [{ lon: offset(site, -30, 0)[0], lat: offset(site, -30, 0)[1], height: 1, lw: 100 }],
    receivers: [offset(site, 20, 0)],
  });
  draftId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "d",
    })
  ).id;
});

const download = async (url: string, type: string, filename: string): Promise<LightMyRequestResponse> => {
  const res = await call(server.app, alice, "GET", url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers["content-type"]).toBe(type);
  expect(res.headers["content-disposition"]).toBe(
    `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
  );
  return res;
};
const grid = async (id: string, name: string) => {
  const res = await call(server.app, alice, "GET", `/api/cases/${id}/result/layers/${name}`);
  return new Float32Array(new Uint8Array(res.rawPayload).buffer);
};

describe("exports of a shadow case", () => {
  it("GeoJSON: contours, outlines, regulation lines, points and the cells at or above min_hours", async () => {
    const result = await ok<Result>(server.app, alice, "GET", `/api/cases/${shadowId}/result`);
    const res = await download(
      `/api/cases/${shadowId}/export/geojson?min_hours=2`,
      "application/geo+json",
      `${NAME}.geojson`,
    );
    const fc = res.json<{ type: string; features: Feature[]; summary: unknown }>();
    expect(fc.type).toBe("FeatureCollection");
    expect(fc.summary).toEqual(result.summary);
    const kinds = (k: string) => fc.features.filter((f) => f.properties.kind === k);
    const contours = await ok<{ features: Feature[] }>(
      server.app,
      alice,
      "GET",
      `/api/cases/${shadowId}/result/layers/contours`,
    );
    expect(kinds("contour").map((f) => f.geometry)).toEqual(contours.features.map((f) => f.geometry));
    expect(kinds("outline").length).toBe(9);
    expect(kinds("regulation_line").map((f) => f.properties.line)).toEqual(["site", "5m", "10m"]);
    expect(kinds("point").map((f) => f.properties.shade_hours)).toEqual(
      result.points.map((p) => p.shade_hours),
    );
    const hours = await grid(shadowId, "shade_hours");
    const cells = kinds("cell");
    expect(cells.length).toBe(hours.filter((h) => h >= 2).length);
    expect(cells.length).toBeGreaterThan(0);
    for (const c of cells) expect(c.properties.hours as number).toBeGreaterThanOrEqual(2);
  });

  it("CSV: BOM, grid cells, points with hours and intervals", async () => {
    const res = await download(`/api/cases/${shadowId}/export/csv`, "text/csv; charset=utf-8", `${NAME}.csv`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = res.rawPayload
      .subarray(3)
      .toString("utf8")
      .trim()
      .split("\r\n")
      .map((l) => l.split(","));
    expect(rows[0]).toEqual(["kind", "lon", "lat", "value", "unit", "detail"]);
    const hours = await grid(shadowId, "shade_hours");
    const gridRows = rows.filter((r) => r[0] === "grid");
    expect(gridRows.length).toBe(hours.length);
    gridRows.forEach((r, i) => expect(Math.fround(Number(r[3]))).toBe(hours[i]));
    const result = await ok<Result>(server.app, alice, "GET", `/api/cases/${shadowId}/result`);
    const points = rows.filter((r) => r[0] === "point");
    expect(points.map((r) => Number(r[3]))).toEqual(result.points.map((p) => p.shade_hours));
    expect(points.map((r) => r[5])).toEqual(
      result.points.map((p) => p.intervals.map((i) => i.join("-")).join(" ")),
    );
  });

  it("PNG: the heat map at whole pixels per cell over a legend strip", async () => {
    const res = await download(`/api/cases/${shadowId}/export/png`, "image/png", `${NAME}.png`);
    const result = await ok<Result>(server.app, alice, "GET", `/api/cases/${shadowId}/result`);
    const meta = result.layers.find((l) => l.name === "shade_hours")?.meta as { nx: number; ny: number };
    const k = pixelsPerCell(meta.nx, meta.ny);
    const info = await sharp(res.rawPayload).metadata();
    expect([info.width, info.height]).toEqual([Math.max(meta.nx * k, 240), meta.ny * k + LEGEND_HEIGHT_PX]);
  });

  it("DXF: parses, plane rectangular metres of zone 9, layers per kind with labels", async () => {
    const res = await download(`/api/cases/${shadowId}/export/dxf`, "image/vnd.dxf", `${NAME}.dxf`);
    const parsed = new DxfParser().parseSync(res.rawPayload.toString("utf8"));
    const entities = parsed?.entities ?? [];
    const layers = new Set(entities.map((e) => e.layer));
    for (const name of [
      "SITE",
      "LINE_5M",
      "LINE_10M",
      "CONTOUR_2H",
      "CONTOUR_2_5H",
      "OUTLINE_09_00",
      "POINTS",
      "TITLE",
    ])
      expect(layers, name).toContain(name);
    const texts = entities
      .filter((e) => e.type === "TEXT")
      .map((e) => (e as unknown as { text: string }).text);
    expect(texts).toContain("09:00");
    expect(texts).toContain("2.5h");
    expect(texts.some((t) => t.includes("EPSG:6677"))).toBe(true);
    // The site (139.7, 35.6) in zone IX (origin 139°50', 36°N): about 12.1 km west and 44.4 km south.
    const site = entities.find((e) => e.layer === "SITE") as unknown as {
      vertices: { x: number; y: number }[];
    };
    const cx = site.vertices.reduce((s, v) => s + v.x, 0) / site.vertices.length;
    const cy = site.vertices.reduce((s, v) => s + v.y, 0) / site.vertices.length;
    expect(cx).toBeGreaterThan(-12_200);
    expect(cx).toBeLessThan(-11_950);
    expect(cy).toBeGreaterThan(-44_500);
    expect(cy).toBeLessThan(-44_300);
    const xs = site.vertices.map((v) => v.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(30, 0);
  });

  it("CZML: contours and outlines, the outlines available one hour each", async () => {
    const res = await download(`/api/cases/${shadowId}/export/czml`, "application/json", `${NAME}.czml`);
    const packets = res.json<{ id: string; availability?: string; properties?: { hours?: number } }[]>();
    expect(packets[0]?.id).toBe("document");
    const outlines = packets.filter((p) => p.id.startsWith("outline-09:00"));
    expect(outlines.length).toBeGreaterThan(0);
    expect(outlines[0]?.availability).toMatch(/T09:00:00\+09:00\/\d{4}-12-22T10:00:00\+09:00$/);
    expect(
      new Set(packets.filter((p) => p.properties?.hours !== undefined).map((p) => p.properties?.hours)),
    ).toEqual(
      new Set([2, 2.5, 3, 4, 5].filter((h) => packets.some((p) => p.id.startsWith(`contour-${h}-`)))),
    );
  });

  it("PDF: A4 and A3, Japanese and English, the report then the 時刻日影図, 等時間日影図 and 日影チャート", async () => {
    for (const [query, size] of [
      ["", "595.28 841.89"],
      ["?paper=a3&lang=en&scale=200", "841.89 1190.55"],
    ] as const) {
      const res = await download(
        `/api/cases/${shadowId}/export/pdf${query}`,
        "application/pdf",
        `${NAME}.pdf`,
      );
      const text = res.rawPayload.toString("latin1");
      expect(text.startsWith("%PDF-")).toBe(true);
      // The report (one page or more: the title block takes the foot of each), then the drawing sheets.
      expect(text.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(4);
      expect(text).toContain(`/MediaBox [0 0 ${size}]`);
      expect(text).toMatch(/NotoSansJP/);
    }
  });

  it("400 for an unknown format, 404 without a result or access", async () => {
    expect((await call(server.app, alice, "GET", `/api/cases/${shadowId}/export/xlsx`)).statusCode).toBe(400);
    expect((await call(server.app, alice, "GET", `/api/cases/${draftId}/export/csv`)).statusCode).toBe(404);
    expect((await call(server.app, mallory, "GET", `/api/cases/${shadowId}/export/csv`)).statusCode).toBe(
      404,
    );
    expect((await call(server.app, null, "GET", `/api/cases/${shadowId}/export/csv`)).statusCode).toBe(401);
  });

  it("the same files under a share link", async () => {
    const { url } = await ok<{ url: string }>(
      server.app,
      alice,
      "POST",
      `/api/cases/${shadowId}/share`,
      undefined,
      200,
    );
    for (const format of ["geojson", "csv", "dxf", "czml"]) {
      const shared = await call(server.app, null, "GET", `/api${url}/export/${format}`);
      const own = await call(server.app, alice, "GET", `/api/cases/${shadowId}/export/${format}`);
      expect(shared.statusCode).toBe(200);
      expect(shared.headers["content-disposition"]).toBe(own.headers["content-disposition"]);
      if (format !== "dxf") expect(shared.rawPayload.equals(own.rawPayload)).toBe(true);
    }
    expect((await call(server.app, null, "GET", `/api${url}/export/pdf?lang=en`)).statusCode).toBe(200);
    expect((await call(server.app, null, "GET", `/api${url}/export/doc`)).statusCode).toBe(400);
  });
});

describe("exports of a noise case", () => {
  it("GeoJSON bands and receivers, CSV levels, PNG and a two-page PDF", async () => {
    const result = await ok<{ points: { level_db: number }[] }>(
      server.app,
      alice,
      "GET",
      `/api/cases/${noiseId}/result`,
    );
    const fc = (
      await download(`/api/cases/${noiseId}/export/geojson`, "application/geo+json", "noise.geojson")
    ).json<{
      features: Feature[];
    }>();
    expect(
      fc.features.filter((f) => f.properties.kind === "receiver").map((f) => f.properties.level_db),
    ).toEqual(result.points.map((p) => p.level_db));
    expect(fc.features.some((f) => f.properties.kind === "noise_contour")).toBe(true);
    const csv = (
      await download(`/api/cases/${noiseId}/export/csv`, "text/csv; charset=utf-8", "noise.csv")
    ).rawPayload
      .toString("utf8")
      .split("\r\n");
    const levels = await grid(noiseId, "noise_grid");
    expect(csv.filter((l) => l.startsWith("grid,")).length).toBe(levels.length);
    expect(csv.filter((l) => l.startsWith("receiver,")).map((l) => Number(l.split(",")[3]))).toEqual(
      result.points.map((p) => p.level_db),
    );
    const png = await download(`/api/cases/${noiseId}/export/png`, "image/png", "noise.png");
    expect((await sharp(png.rawPayload).metadata()).format).toBe("png");
    const pdf = await download(`/api/cases/${noiseId}/export/pdf`, "application/pdf", "noise.pdf");
    expect(pdf.rawPayload.toString("latin1").match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
