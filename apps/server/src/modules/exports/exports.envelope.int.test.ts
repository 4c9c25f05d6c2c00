import { writeFileSync } from "node:fs";
import path from "node:path";
import DxfParser from "dxf-parser";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { offset, rectangle, waitForStatus } from "../analysis/analysis.fixtures";

// The exports of a 逆日影 case (issue 26) through the export routes: DXF contours of allowed height on a
// layer per height, the PDF's figures, forward check and envelope plan in both languages, the envelope as
// CZML, the points in the CSV; 404 for another user and for a case without a result. Set PDF_DUMP_DIR to
// keep the PDFs (pdftoppm).

const site = { lon: 139.7, lat: 35.6 };
const NAME = "逆日影 A敷地";
let alice: TestUser;
let mallory: TestUser;
let caseId: string;
let draftId: string;

interface Zone {
  zone: "5-10m" | "beyond10m";
  limit: number;
  max_hours: number;
  pass: boolean;
}
interface EnvelopeResult {
  summary: {
    max_height: number;
    volume: number;
    floor_area_estimate: number;
    storeys: number;
    forward_check: { pass: boolean; zones: Zone[] };
  };
  points: { lon: number; lat: number; max_height: number | null }[];
}
let result: EnvelopeResult;

const server = useTestApp({}, { worker: true });

beforeAll(async () => {
  alice = await server.signUp();
  mallory = await server.signUp();
  const ws = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "逆日影" })).id;
  const projectId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/workspaces/${ws}/projects`, {
      project_name: "Site",
      services: ["gyakuhikage"],
      site: { city_code: null, ...site },
    })
  ).id;
  const create = (name: string, parameters?: Record<string, unknown>) =>
    ok<{ id: string }>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "gyakuhikage",
      name,
      ...(parameters ? { parameters } : {}),
    });
  // A 24 × 20 m site whose south edge faces a 6 m road; a point on the site and one outside.
  caseId = (
    await create(NAME, {
      site_boundary: rectangle(site, -12, -10, 12, 10),
      limits: { hours5: 4, hours10: 2.5 },
      deemed_edges: [{ edge: 0, width: 6 }],
      points: [offset(site, 0, 0), offset(site, 40, 40)],
    })
  ).id;
  draftId = (await create("draft")).id;
  await ok(server.app, alice, "POST", `/api/cases/${caseId}/run`, undefined, 202);
  const finished = await waitForStatus(server.app, alice, caseId, ["done", "error"]);
  expect(finished.error, JSON.stringify(finished)).toBeNull();
  result = await ok<EnvelopeResult>(server.app, alice, "GET", `/api/cases/${caseId}/result`);
});

async function download(format: string, query = "", user: TestUser | null = alice) {
  const res = await call(server.app, user, "GET", `/api/cases/${caseId}/export/${format}${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers["content-disposition"]).toBe(
    `attachment; filename*=UTF-8''${encodeURIComponent(`${NAME}.${format}`)}`,
  );
  return res;
}

/** A figure as the report prints it (at most 3 decimals, thousands grouped). */
const printed = (v: number, digits = 3) =>
  (Math.round(v * 10 ** digits) / 10 ** digits).toLocaleString("en", { maximumFractionDigits: digits });

describe("exports of a 逆日影 case", () => {
  it("DXF: a layer per height with its contours and labels, the site, the 5 m / 10 m lines, the points", async () => {
    const res = await download("dxf");
    expect(res.headers["content-type"]).toBe("image/vnd.dxf");
    const entities = new DxfParser().parseSync(res.rawPayload.toString("utf8"))?.entities ?? [];
    const heights = entities.flatMap((e) => /^HEIGHT_(\d+(?:_\d+)?)M$/.exec(e.layer)?.[1] ?? []);
    const levels = [...new Set(heights)].map((h) => Number(h.replace("_", "."))).sort((a, b) => a - b);
    expect(levels.length).toBeGreaterThan(1);
    expect(levels[levels.length - 1]).toBe(result.summary.max_height);
    for (const h of levels) {
      const layer = `HEIGHT_${String(h).replace(".", "_")}M`;
      const on = entities.filter((e) => e.layer === layer);
      expect(
        on.some((e) => e.type === "LWPOLYLINE"),
        layer,
      ).toBe(true);
      expect(
        on.filter((e) => e.type === "TEXT").map((e) => (e as unknown as { text: string }).text),
      ).toContain(`H=${h}m`);
    }
    for (const layer of ["SITE", "LINE_5M", "LINE_10M"])
      expect(
        entities.some((e) => e.layer === layer && e.type === "LWPOLYLINE"),
        layer,
      ).toBe(true);
    const points = entities
      .filter((e) => e.layer === "POINTS" && e.type === "TEXT")
      .map((e) => (e as unknown as { text: string }).text);
    expect(points).toEqual([`P1 H≦${result.points[0]?.max_height}m`, "P2 H≦-"]);
  });

  it.each(["jp", "en"] as const)(
    "PDF in %s: the figures, the forward check and the envelope plan",
    async (lang) => {
      const res = await download("pdf", `?lang=${lang}`);
      expect(res.headers["content-type"]).toBe("application/pdf");
      const bytes = new Uint8Array(res.rawPayload);
      if (process.env.PDF_DUMP_DIR)
        writeFileSync(path.join(process.env.PDF_DUMP_DIR, `envelope-${lang}.pdf`), bytes);
      const { text: pages } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
      const [report = "", ...sheets] = pages;
      const s = result.summary;
      const words =
        lang === "jp"
          ? {
              check: "日影規制による検証",
              plan: "逆日影図",
              pass: "適合",
              zones: ["5 m超 10 m以内", "10 m超"],
            }
          : { check: "Forward check", plan: "Envelope plan", pass: "Pass", zones: ["5-10 m", "Beyond 10 m"] };
      expect(report).toContain(words.check);
      expect(s.forward_check.pass).toBe(true);
      for (const [i, z] of s.forward_check.zones.entries()) {
        expect(report).toContain(words.zones[i]);
        expect(report).toContain(`${printed(z.limit)} h`);
        expect(report).toContain(`${printed(z.max_hours)} h`);
      }
      for (const figure of [
        `${printed(s.max_height, 2)} m`,
        `${printed(s.volume, 1)} m³`,
        `${printed(s.floor_area_estimate, 1)} m²`,
      ])
        expect(report).toContain(figure);
      expect(report).toContain(printed(result.points[0]?.max_height ?? NaN, 2));
      const plan = sheets.find((p) => p.includes(`${words.plan}`)) ?? "";
      expect(plan).toContain(NAME);
      expect(plan).toMatch(/1\/(100|200|250|300|500|600)\b/);
      expect(plan).toContain(`${printed(s.max_height, 2)}m`);
      expect(plan).toContain("10m");
    },
  );

  it("CZML: the envelope's tiers extruded to their heights, the points at theirs", async () => {
    const res = await download("czml");
    expect(res.headers["content-type"]).toBe("application/json");
    const packets = JSON.parse(res.body) as {
      id: string;
      name?: string;
      polygon?: { height: number; extrudedHeight: number; positions: { cartographicDegrees: number[] } };
      properties?: Record<string, unknown>;
    }[];
    expect(packets[0]).toMatchObject({ id: "document", version: "1.0", name: NAME });
    const tiers = packets.filter((p) => p.id.startsWith("envelope-"));
    expect(tiers.length).toBeGreaterThan(1);
    for (const t of tiers) {
      expect(t.polygon?.extrudedHeight).toBeGreaterThan(t.polygon?.height ?? Infinity);
      expect(t.polygon?.positions.cartographicDegrees.length).toBeGreaterThanOrEqual(12);
    }
    expect(Math.max(...tiers.map((t) => t.polygon?.extrudedHeight ?? 0))).toBe(result.summary.max_height);
    expect(packets.filter((p) => p.id.startsWith("point-")).map((p) => p.properties?.max_height)).toEqual(
      result.points.map((p) => p.max_height),
    );
  });

  it("CSV: the points with their allowed height", async () => {
    const res = await download("csv");
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .map((l) => l.split(","));
    expect(rows[0]).toEqual(["kind", "lon", "lat", "value", "unit", "detail"]);
    const points = rows.filter((r) => r[0] === "point");
    expect(points.map((r) => [Number(r[1]), Number(r[2]), r[3] === "" ? null : Number(r[3]), r[5]])).toEqual(
      result.points.map((p, i) => [p.lon, p.lat, p.max_height, `P${i + 1}`]),
    );
  });

  it("GeoJSON: the contours, the envelope's tiers and the points; PNG: the allowed height as a map", async () => {
    const res = await download("geojson");
    expect(res.headers["content-type"]).toBe("application/geo+json");
    const features = (
      JSON.parse(res.body) as {
        features: { properties: { kind: string; height_m?: number; max_height?: number | null } }[];
      }
    ).features;
    const heights = (kind: string) =>
      features.filter((f) => f.properties.kind === kind).map((f) => f.properties.height_m);
    expect(Math.max(...(heights("allowed_height_contour") as number[]))).toBe(result.summary.max_height);
    expect(Math.max(...(heights("envelope_tier") as number[]))).toBe(result.summary.max_height);
    expect(features.filter((f) => f.properties.kind === "point").map((f) => f.properties.max_height)).toEqual(
      result.points.map((p) => p.max_height),
    );
    const png = await download("png");
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.subarray(1, 4).toString("latin1")).toBe("PNG");
    if (process.env.PDF_DUMP_DIR)
      writeFileSync(path.join(process.env.PDF_DUMP_DIR, "envelope.png"), png.rawPayload);
  });

  it("404 for another user's case and for a case without a result, in every format", async () => {
    for (const format of ["dxf", "pdf", "czml", "csv"]) {
      expect(
        (await call(server.app, mallory, "GET", `/api/cases/${caseId}/export/${format}`)).statusCode,
      ).toBe(404);
      expect(
        (await call(server.app, alice, "GET", `/api/cases/${draftId}/export/${format}`)).statusCode,
      ).toBe(404);
    }
  });
});
