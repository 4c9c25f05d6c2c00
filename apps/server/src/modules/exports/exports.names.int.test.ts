import DxfParser from "dxf-parser";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { cases } from "../../db/schema";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { plannedBuildingCase, projectAt, rectangle, waitForStatus } from "../analysis/analysis.fixtures";
import { LEGEND_HEIGHT_PX } from "./exports.png";

/**
 * Issue 22, F7 and F9: a case name reaches every export file and its Content-Disposition. Names are one line
 * now (the bad-input.names test), but names stored before may hold CR/LF, tabs and other control characters
 * (written here straight into the database): no writer may let them start DXF entities or break the PNG
 * legend, and a long name fits the PNG's width.
 */
const site = { lon: 139.7, lat: 35.6 };
const LEGACY = "A棟\r\n  0\r\nLINE\r\n  8\r\nINJECTED\r\n\t冬至\u0085\u007f";
const LEGACY_ONE_LINE = "A棟   0 LINE   8 INJECTED 冬至";

let alice: TestUser;
let caseId: string;

const server = useTestApp({ readCacheMs: 0 }, { worker: true });
beforeAll(async () => {
  alice = await server.signUp();
  const projectId = await projectAt(server.app, alice, site);
  caseId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "c",
      parameters: plannedBuildingCase(site, {
        site_boundary: rectangle(site, -15, -15, 15, 15),
        limits: { hours5: 4, hours10: 2.5 },
      }),
    })
  ).id;
  await ok(server.app, alice, "POST", `/api/cases/${caseId}/run`, undefined, 202);
  expect((await waitForStatus(server.app, alice, caseId, ["done", "error"])).status).toBe("done");
});

/** Stores the case's name as sent, past the API's rule (a name saved before it). */
const storeName = (name: string) => server.db.update(cases).set({ name }).where(eq(cases.id, caseId));

const exported = async (format: string) => {
  const res = await call(server.app, alice, "GET", `/api/cases/${caseId}/export/${format}`);
  expect(res.statusCode, `${format}: ${res.body.slice(0, 300)}`).toBe(200);
  return res;
};

describe("a legacy case name with control characters", () => {
  beforeAll(() => storeName(LEGACY));

  it("DXF: one title text on one line, no injected entity or layer", async () => {
    const dxf = (await exported("dxf")).rawPayload.toString("utf8");
    const entities = new DxfParser().parseSync(dxf)?.entities ?? [];
    expect(entities.some((e) => e.layer === "INJECTED")).toBe(false);
    const titles = entities
      .filter((e) => e.layer === "TITLE" && e.type === "TEXT")
      .map((e) => (e as unknown as { text: string }).text);
    expect(titles).toContain(LEGACY_ONE_LINE);
  });

  it.each(["geojson", "czml"])("%s: the name on one line", async (format) => {
    const json = (await exported(format)).json<{ name?: string } | { name?: string }[]>();
    expect(Array.isArray(json) ? json[0]?.name : json.name).toBe(LEGACY_ONE_LINE);
  });

  it.each(["csv", "pdf", "png", "dxf", "czml", "geojson"])(
    "%s: the file name has no control character",
    async (format) => {
      const disposition = String((await exported(format)).headers["content-disposition"]);
      expect(decodeURIComponent(disposition.replace(/^attachment; filename\*=UTF-8''/, ""))).toBe(
        `${LEGACY_ONE_LINE}.${format}`,
      );
    },
  );

  it("PNG and PDF are made", async () => {
    expect((await sharp((await exported("png")).rawPayload).metadata()).format).toBe("png");
    expect((await exported("pdf")).rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("PNG legend of a long or multi-line name (F9)", () => {
  const names = [
    ["50 CJK characters", "冬至日影".repeat(12) + "検討"],
    ["50 Latin characters", "Winter solstice shadow study, block A, north-east "],
    ["50 wide Latin letters", "W".repeat(50)],
  ] as const;
  it.each(names)("%s through the API: 200, the map over one legend strip", async (_label, name) => {
    expect([...name].length).toBe(50);
    await ok(server.app, alice, "PATCH", `/api/cases/${caseId}`, { name });
    const png = await sharp((await exported("png")).rawPayload).metadata();
    expect(png.format).toBe("png");
    expect(png.height).toBeGreaterThan(LEGEND_HEIGHT_PX);
  });

  it("a multi-line name stored before the rule: 200", async () => {
    await storeName(["日影".repeat(20), "second line", "third line", "fourth", "fifth"].join("\r\n"));
    expect((await sharp((await exported("png")).rawPayload).metadata()).format).toBe("png");
  });
});
