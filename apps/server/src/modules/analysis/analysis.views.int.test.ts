import { SHADOW_VIEWS, layerBaseName, resultLayerByName } from "@soracity/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { createCatalogue } from "../cities/catalogue.wiring";
import { OSAKA_CITY } from "../cities/cities.data";
import { SAMPLES_DIR } from "../cities/cities.samples";
import {
  type CaseView,
  offset,
  plannedBuildingCase,
  projectAt,
  rectangle,
  uploadFootprints,
  waitForStatus,
} from "./analysis.fixtures";

// Issue 24 §1 through the app on the bundled Osaka sample: an 8-storey planned building (28 m) among the
// catalogue's buildings gets the planned, composite and added views; the building standing on its site is
// left out (the one the plan replaces).
const TILE = `${SAMPLES_DIR}/osaka_51357381_bldg_6697_op.gml`;
let alice: TestUser;
let site: { lon: number; lat: number };
let projectId: string;

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  const city = createCatalogue(server.db);
  await city.cities.seed();
  await city.buildingsImporter.importFiles([TILE], { cityCode: OSAKA_CITY, dataYear: 2022 });
  // The site: the centre of the tile's buildings, so that there are buildings all around it.
  const { rows } = await server.database.executeSql(
    "SELECT avg((min_lon + max_lon) / 2) AS lon, avg((min_lat + max_lat) / 2) AS lat FROM buildings",
  );
  const centre = rows[0] as { lon: number | string; lat: number | string };
  site = { lon: Number(centre.lon), lat: Number(centre.lat) };
  alice = await server.signUp();
  projectId = await projectAt(server.app, alice, { ...site, city_code: OSAKA_CITY });
}, 180_000);

interface ViewsResult {
  summary: {
    max_hours: number;
    views: Record<string, { max_hours: number; areas: { hours: number; area_m2: number }[] }>;
    buildings: { city: number; models: number; planned: number; excluded?: number };
    walls?: { building: string; facade: number; hours: number }[];
  };
  points: { shade_hours: number; views?: Record<string, { shade_hours: number }> }[];
  layers: { name: string; url: string; meta: Record<string, unknown> }[];
}

async function runCase(parameters: Record<string, unknown>): Promise<ViewsResult> {
  const created = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
    service_type: "hikage",
    name: "views",
    parameters,
  });
  await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
  expect(await waitForStatus(server.app, alice, created.id, ["done", "error"], 180_000)).toMatchObject({
    status: "done",
  });
  return ok<ViewsResult>(server.app, alice, "GET", `/api/cases/${created.id}/result`);
}

describe("shadow views on the Osaka sample", () => {
  it("a model marked planned is the plan: its own view, the other models' shade in the composite", async () => {
    // Two uploaded boxes: a 28 m tower at the site (planned) and a 15 m block 60 m north of it (existing).
    const box = (x: number, y: number, height: number) => ({
      ring: rectangle(site, x - 10, y - 10, x + 10, y + 10).coordinates[0].slice(0, 4),
      height,
    });
    const tower = await uploadFootprints(server.app, alice, projectId, [box(0, 0, 28)]);
    const block = await uploadFootprints(server.app, alice, projectId, [box(0, 60, 15)]);
    const parameters = plannedBuildingCase(site, {
      ground_elevation: undefined,
      target_range: rectangle(site, -250, -250, 250, 250),
      analysis_range: rectangle(site, -60, 25, 60, 105),
      planned_buildings: [],
      model_ids: [tower, block],
      planned_model_ids: [tower],
    });
    const planned = await runCase(parameters);
    expect(planned.summary.buildings.models).toBe(2);
    const { views } = planned.summary;
    expect(Object.keys(views)).toEqual([...SHADOW_VIEWS]);
    // Inside the block's footprint the composite reads all day; the tower alone does not reach that.
    expect(views.planned?.max_hours).toBeGreaterThan(0);
    expect(views.planned?.max_hours).toBeLessThan(views.composite?.max_hours ?? 0);
    // Without planned_model_ids the case has no plan: the composite view only, the same composite.
    const none = await runCase({ ...parameters, planned_model_ids: [] });
    expect(Object.keys(none.summary.views)).toEqual(["composite"]);
    expect(none.summary.views.composite).toEqual(views.composite);
  }, 240_000);

  it("a planned 8-storey building: planned below composite, every layer names its view", async () => {
    // The 40 x 40 m site, the 20 x 20 m building 28 m high at its centre; the grid covers the neighbours'
    // land north of the site from 5 m beyond its boundary, where the regulation measures.
    const parameters = plannedBuildingCase(site, {
      ground_elevation: undefined,
      target_range: rectangle(site, -250, -250, 250, 250),
      analysis_range: rectangle(site, -80, 25, 80, 145),
      grid_spacing: 2,
      planned_buildings: [
        {
          id: "planned",
          footprint: rectangle(site, -10, -10, 10, 10),
          height: 28,
          storeys: 8,
          eaves_height: 28,
        },
      ],
      site_boundary: rectangle(site, -20, -20, 20, 20),
      limits: { hours5: 4, hours10: 2.5 },
      exclude_site_buildings: true,
      walls: { enabled: true, spacing: 2, buildings: ["planned"] },
      points: [offset(site, 0, 30), offset(site, -30, 60)],
    });
    const created = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "8 storeys",
      parameters,
    });
    await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
    expect(await waitForStatus(server.app, alice, created.id, ["done", "error"], 180_000)).toMatchObject({
      status: "done",
    });
    const result = await ok<ViewsResult>(server.app, alice, "GET", `/api/cases/${created.id}/result`);
    const { views } = result.summary;
    expect(Object.keys(views)).toEqual([...SHADOW_VIEWS]);
    // 単独日影 of the plan on the neighbours' land is below the composite, where footprints read all day.
    expect(result.summary.buildings.city).toBeGreaterThan(0);
    expect(views.planned?.max_hours).toBeGreaterThan(0);
    expect(views.planned?.max_hours).toBeLessThan(views.composite?.max_hours ?? 0);
    expect(result.summary.max_hours).toBe(views.planned?.max_hours);
    // The plan adds no more than its own shade, nowhere more than the composite.
    expect(views.added?.max_hours).toBeLessThanOrEqual((views.planned?.max_hours ?? 0) + 1e-6);
    views.added?.areas.forEach((a, i) =>
      expect(a.area_m2).toBeLessThanOrEqual(views.composite?.areas[i]?.area_m2 ?? 0),
    );
    // No catalogue building has its footprint's centroid on this site: none left out by the site rule.
    expect(result.summary.buildings.excluded).toBe(0);

    // Every shadow layer names its view; each view has its grid layers, served.
    for (const layer of result.layers) {
      expect(resultLayerByName(layer.name), layer.name).toBeDefined();
      expect(SHADOW_VIEWS, layer.name).toContain(layer.meta.view);
    }
    const names = result.layers.map((l) => l.name);
    for (const view of ["", ".composite", ".added"])
      for (const base of ["shade_hours", "shade_hours_png", "contours", "outlines"])
        expect(names).toContain(base + view);
    for (const name of ["contours.composite", "contours.added", "shade_hours_png.composite", "contours"]) {
      const res = await call(server.app, alice, "GET", `/api/cases/${created.id}/result/layers/${name}`);
      expect(res.statusCode, name).toBe(200);
    }
    const layer = result.layers.find((l) => l.name === "contours.composite");
    expect(layer && (await call(server.app, alice, "GET", layer.url)).statusCode).toBe(200);
    const lines = result.layers.find((l) => layerBaseName(l.name) === "regulation_lines");
    expect(lines?.meta.view).toBe("planned");

    // Points: the planned view at the top, every view's beside it; the walls table of the planned building.
    for (const p of result.points) {
      expect(p.shade_hours).toBe(p.views?.planned?.shade_hours);
      expect(p.views?.composite?.shade_hours).toBeGreaterThanOrEqual(p.shade_hours - 1e-6);
    }
    const walls = result.summary.walls ?? [];
    expect(walls.length).toBeGreaterThan(0);
    expect(walls.every((w) => w.building === "planned")).toBe(true);
  }, 240_000);

  it("leaves a picked catalogue building out of every view", async () => {
    // The catalogue building nearest the site, picked by its id as stored (gml_id).
    const { rows } = await server.database.executeSql(
      `SELECT gml_id FROM buildings ORDER BY power((min_lon + max_lon) / 2 - ${site.lon}, 2) + power((min_lat + max_lat) / 2 - ${site.lat}, 2) LIMIT 1`,
    );
    const id = (rows[0] as { gml_id: string }).gml_id;
    const parameters = plannedBuildingCase(site, {
      ground_elevation: 0,
      target_range: rectangle(site, -250, -250, 250, 250),
      analysis_range: rectangle(site, -80, -60, 80, 100),
    });
    const all = await runCase(parameters);
    const left = await runCase({ ...parameters, excluded_buildings: [id] });
    expect(left.summary.buildings.excluded).toBe(1);
    expect(left.summary.buildings.city).toBe(all.summary.buildings.city - 1);
    // The plan alone does not see the city; the composite lost the building's shade.
    expect(left.summary.views.planned).toEqual(all.summary.views.planned);
    expect(left.summary.views.composite?.areas[0]?.area_m2).toBeLessThan(
      all.summary.views.composite?.areas[0]?.area_m2 ?? 0,
    );
  }, 240_000);
});
