import { fileURLToPath } from "node:url";
import { readBuildingsFromFile } from "@soracity/citymodel";
import type { Building } from "@soracity/citymodel";
import { runShadowScene } from "@soracity/engine";
import { beforeAll, describe, expect, it } from "vitest";
import { runAnalysis } from "../index";
import type { AnalysisInput } from "../index";
import { SiteFrame } from "../frame";
import { localRect, parseLayer } from "../testing/geometry";

// The bundled PLATEAU sample: one 47.2 m building in Shinjuku (packages/citymodel/samples).
const TOKYO = fileURLToPath(
  new URL("../../../citymodel/samples/citygml/tokyo23_53394525_bldg_6697_2_op_unitysdk.gml", import.meta.url),
);
// The sample's bbox centre (citymodel shadow-city test): the site, origin of the frame.
const SITE = {
  lon: (139.69882477488207 + 139.6995356305791) / 2,
  lat: (35.68940445184117 + 35.690948699597776) / 2,
};
const frame = new SiteFrame(SITE.lon, SITE.lat);
let city: Building[] = [];
beforeAll(async () => {
  for await (const b of readBuildingsFromFile(TOKYO)) city.push(b);
  city = city.slice();
});

// A planned 30 m tower on a 24 m square site 120 m south of the sample building's centre.
const parameters = {
  target_range: localRect(frame, -200, -250, 200, 150),
  analysis_range: localRect(frame, -100, -200, 100, 100),
  grid_spacing: 2,
  planned_buildings: [{ footprint: localRect(frame, -10, -130, 10, -110), height: 30 }],
  site_boundary: localRect(frame, -12, -132, 12, -108),
  limits: { hours5: 4, hours10: 2.5 },
};
const input = (cityBuildings: Building[]): AnalysisInput => ({
  service: "hikage",
  site: { ...SITE, city_code: "13104" },
  parameters,
  cityBuildings,
  modelBuildings: [],
});

describe("shadow on the Tokyo sample with a planned building", { timeout: 30_000 }, () => {
  it("checks the regulation on the planned building only, worst points in lon/lat", async () => {
    const withCity = await runAnalysis(input(city));
    const alone = await runAnalysis(input([]));
    const summary = withCity.summary as {
      buildings: unknown;
      max_hours: number;
      plane_z: number;
      north_angle: number;
      regulation: {
        pass: boolean;
        zones: { zone: string; max_hours: number; worst: { lon: number; lat: number; hours: number } }[];
      };
    };
    expect(summary.buildings).toEqual({ city: 1, models: 0, planned: 1, excluded: 0, retained: 0 });
    // The plane is 4 m above the sample building's base (the only building touching the analysis range).
    expect(summary.plane_z).toBeCloseTo(city[0].groundZ + 4, 1);
    // Zone 9 (Tokyo): the site lies west of 139°50', so the convergence is negative, about -0.08°.
    expect(summary.north_angle).toBeLessThan(0);
    expect(summary.north_angle).toBeGreaterThan(-0.2);
    // 複合日影: the 47 m building shades cells the whole window; the regulation ignores it. (Before issue 24
    // the top-level max_hours was this composite figure; it is now the default view's, the planned one.)
    const views = (withCity.summary as { views: Record<string, { max_hours: number }> }).views;
    expect(views.composite?.max_hours).toBeCloseTo(8, 5);
    expect(summary.max_hours).toBe(views.planned?.max_hours);
    // 単独日影 does not see the city: the same with or without the sample building.
    expect((alone.summary as { views: unknown }).views).toMatchObject({ planned: views.planned });
    expect((alone.summary as typeof summary).regulation).toEqual(summary.regulation);
    const zones = summary.regulation.zones;
    expect(zones.map((z) => z.zone)).toEqual(["5-10m", "beyond10m"]);
    // The worst points lie where the zones are: 5-10 m and beyond 10 m north of the site's north edge.
    const [near, far] = zones.map((z) => frame.toLocal(z.worst.lon, z.worst.lat));
    expect(near[1]).toBeGreaterThan(-108 + 5 - 0.1);
    expect(near[1]).toBeLessThan(-108 + 10 + 0.1);
    expect(far[1]).toBeGreaterThan(-108 + 10 - 0.1);
    expect(zones[0].worst.hours).toBe(zones[0].max_hours);
    expect(summary.regulation.pass).toBe(zones.every((z) => z.max_hours < [4, 2.5][zones.indexOf(z)]));

    // The same as the engine's regulation on the local scene.
    const engine = runShadowScene({
      sun: { latitude: SITE.lat },
      plane: { height: 4, groundElevation: summary.plane_z - 4 },
      buildings: [
        {
          footprint: frame.outer(parameters.planned_buildings[0].footprint),
          base: summary.plane_z - 4,
          height: 30,
          planned: true,
        },
      ],
      regulation: {
        site: frame.outer(parameters.site_boundary),
        limits: { hours5: 4, hours10: 2.5 },
        spacing: 2,
      },
    });
    engine.regulation?.zones.forEach((z, i) => {
      expect(zones[i].max_hours).toBeCloseTo(z.maxHours, 6);
      const [lon, lat] = frame.toLonLat(z.worst?.x ?? 0, z.worst?.y ?? 0);
      expect([zones[i].worst.lon, zones[i].worst.lat]).toEqual([lon, lat]);
    });
    const layer = withCity.layers.find((l) => l.name === "regulation_lines")!;
    const lines = parseLayer(layer.data);
    expect(lines.features.map((f) => f.properties.line)).toEqual(["site", "5m", "10m"]);
    // The worst points in local metres too (the engine's points on the 5 m / 10 m lines).
    const { worst } = layer.meta as { worst: { zone: string; worst: { x: number; y: number } | null }[] };
    engine.regulation?.zones.forEach((z, i) => {
      expect(worst[i]?.zone).toBe(z.zone);
      expect(worst[i]?.worst).toMatchObject({ x: z.worst?.x, y: z.worst?.y });
    });
  });
});
