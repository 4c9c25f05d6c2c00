import DxfParser from "dxf-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { projectAt } from "../analysis/analysis.fixtures";
import { TOKYO_23_WARDS } from "../cities/cities.data";
import { drawingCase, dxfGroups, runDrawingCase, seedCity } from "./exports.drawings.fixtures";

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
