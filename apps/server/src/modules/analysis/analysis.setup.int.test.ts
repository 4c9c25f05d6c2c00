import { SiteFrame } from "@soracity/analysis";
import { hikageSetupSchema, resultLayerMetaSchemas } from "@soracity/contracts";
import { runShadowScene } from "@soracity/engine";
import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import * as fx from "./analysis.fixtures";

// Issue 24 §3 through the app: a case with the set-up of the law (zone and row of 別表第4, a building of
// tiers on sloping ground, a road and a river beside the site, neighbours 3 m higher) gets summary.setup as
// the law has it, and the 日影チャート layer of the planned view.
let alice: TestUser;
const site = { lon: 135.5023, lat: 34.6937 };
let projectId: string;

/** The case's sun for the engine: 冬至日, true solar time 8:00-16:00, 5 min steps. */
const WINTER_DAY = {
  mode: "regulation",
  season: "winterSolstice",
  start: "08:00",
  end: "16:00",
  stepMinutes: 5,
};

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  alice = await server.signUp();
  projectId = await fx.projectAt(server.app, alice, site);
});

interface SetupResult {
  summary: {
    setup?: unknown;
    plane_z: number;
    regulation: { zones: { zone: string; max_hours: number }[] } | null;
  };
  layers: { name: string; url: string; meta: Record<string, unknown> }[];
}

// A 20 x 20 m podium 9 m high on ground rising north (10 m at the south corners, 12 m at the north ones)
// and a 7 x 7 m 塔屋 4 m high on it (49 m² of 400: within 1/8, so left out of the height).
const podium = fx.rectangle(site, -10, -10, 10, 10);
const roof = fx.rectangle(site, -3.5, -3.5, 3.5, 3.5);
const siteBoundary = fx.rectangle(site, -15, -15, 15, 15);
const parameters = fx.plannedBuildingCase(site, {
  ground_elevation: undefined,
  grid_spacing: 2,
  site_boundary: siteBoundary,
  zone: "mid_high_1",
  ordinance_row: "2",
  plane_height: 4,
  limits: { hours5: 4, hours10: 2.5 },
  neighbour_ground_elevation: 14,
  deemed_edges: [
    { edge: 0, width: 6, kind: "road" },
    { edge: 1, width: 20, kind: "water" },
  ],
  planned_buildings: [
    { building: "A", footprint: podium, height: 9, ground_heights: [10, 10, 12, 12] },
    { building: "A", footprint: roof, height: 4, base_height: 9, rooftop: true },
  ],
});

describe("the regulation set-up of a shadow case", () => {
  it("puts the law's set-up in the summary and the 日影チャート in the layers", async () => {
    const created = await ok<fx.CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "setup",
      parameters,
    });
    await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
    expect(await fx.waitForStatus(server.app, alice, created.id, ["done", "error"])).toMatchObject({
      status: "done",
    });
    const result = await ok<SetupResult>(server.app, alice, "GET", `/api/cases/${created.id}/result`);
    const setup = hikageSetupSchema.parse(result.summary.setup);
    expect(setup).toMatchObject({
      zone: "mid_high_1",
      ordinance_row: "2",
      hokkaido: false,
      from_table: true,
      plane_height: 4,
      average_ground: { method: "ground_heights" },
      // 平均地盤面 11 m, neighbours at 14 m: H = 3 m, the plane rises (3 - 1) / 2 = 1 m.
      plane_rise_m: 1,
      subject: {
        subject: false,
        test: "height",
        height_m: 9,
        eaves_m: 9,
        storeys: null,
        rooftop_excluded: true,
      },
      deemed_edges: [
        { edge: 0, kind: "road", width: 6, offset_m: 3 },
        { edge: 1, kind: "water", width: 20, offset_m: 15 },
      ],
    });
    expect(setup.average_ground.elevation).toBeCloseTo(11, 2);
    expect(setup.average_ground.edges.map((e) => [Math.round(e.length_m), e.mean_m])).toEqual([
      [20, 10],
      [20, 11],
      [20, 12],
      [20, 11],
    ]);
    // The plane: 平均地盤面 + rise + 4 m.
    expect(result.summary.plane_z).toBeCloseTo(16, 2);

    // The check and the chart equal the engine's on the same local scene: the podium on the 平均地盤面, the
    // 塔屋 on the podium, the plane raised, the lines from the deemed boundary.
    const frame = new SiteFrame(site.lon, site.lat);
    const z = setup.average_ground.elevation;
    const engineCheck = (rise: number) =>
      runShadowScene({
        sun: { ...WINTER_DAY, latitude: site.lat },
        plane: { height: 4, heightStandard: "relative", groundElevation: z + rise },
        buildings: [
          { footprint: frame.outer(podium), base: z, height: 9, planned: true },
          { footprint: frame.outer(roof), base: z + 9, height: 4, planned: true },
        ],
        regulation: {
          site: frame.outer(siteBoundary),
          limits: { hours5: 4, hours10: 2.5 },
          deemed: [
            { edge: 0, width: 6 },
            { edge: 1, width: 20 },
          ],
          chartSpacing: 1,
        },
      }).regulation;
    const engine = engineCheck(1);
    // The lines' search stops within 0.001 h of the maximum (engine regulation.ts), hence 0.002 h.
    const zones = result.summary.regulation?.zones ?? [];
    engine?.zones.forEach((zone, i) =>
      expect(Math.abs((zones[i]?.max_hours ?? -1) - zone.maxHours)).toBeLessThan(2e-3),
    );
    // Without the rise the figures differ: the rise is in the run.
    const flat = engineCheck(0);
    expect(Math.abs((flat?.zones[0]?.maxHours ?? 0) - (zones[0]?.max_hours ?? 0))).toBeGreaterThan(0.01);

    const chart = result.layers.find((l) => l.name === "shade_chart");
    const meta = resultLayerMetaSchemas.shade_chart.parse(chart?.meta);
    expect(meta.view).toBe("planned");
    expect(meta.lines.map((l) => [l.line, l.limit])).toEqual([
      ["5m", 4],
      ["10m", 2.5],
    ]);
    const fromEngine = engine?.chart ?? [];
    meta.lines.forEach((line, i) => {
      const hours = fromEngine[i]?.pieces.flatMap((p) => p.hours) ?? [];
      expect(Math.abs(line.max_hours - Math.max(...hours))).toBeLessThan(2e-3);
      expect(line.length_m).toBeCloseTo(fromEngine[i]?.pieces[0]?.length ?? 0, 1);
    });
    // The deemed site is the site and a 3 m strip south (road) and a 15 m strip east (river), which leave a
    // notch at the south-east corner: 2 (45 + 33) m around; its 5 m line adds five quarter circles and
    // loses 2 x 5 m at the notch.
    expect(meta.lines[0]?.length_m).toBeCloseTo(156 + (5 * Math.PI * 5) / 2 - 10, 0);
    const res = await call(server.app, alice, "GET", chart?.url ?? "");
    expect(res.statusCode).toBe(200);
    const features = res.json<{
      features: {
        properties: { line: string; s: number[]; hours: number[] };
        geometry: { coordinates: number[][] };
      }[];
    }>().features;
    expect(features.map((f) => f.properties.line)).toEqual(["5m", "10m"]);
    for (const f of features) expect(f.properties.hours).toHaveLength(f.geometry.coordinates.length);
    const south = fx.offset(site, 0, -15 - 3 - 5);
    const lats = features[0]?.geometry.coordinates.map((c) => c[1] ?? 0) ?? [];
    expect(Math.min(...lats)).toBeCloseTo(south[1], 6);
  });
});
