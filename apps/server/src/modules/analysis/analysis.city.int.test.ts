import { runAnalysis } from "@soracity/analysis";
import { type Building, readBuildingsFromFile } from "@soracity/citymodel";
import { beforeAll, describe, expect, it } from "vitest";
import { ok, type TestUser } from "../../test/dashboard";
import { buildingToRow } from "../buildings/buildings.rows";
import { createCatalogue } from "../cities/catalogue.wiring";
import { SAMPLES_DIR } from "../cities/cities.samples";
import { TOKYO_23_WARDS } from "../cities/cities.data";
import {
  type CaseView,
  offset,
  plannedBuildingCase,
  projectAt,
  rectangle,
  waitForStatus,
} from "./analysis.fixtures";
import { useTestApp } from "../../test/use-test-app";

// The bundled PLATEAU tile of Tokyo with the most buildings: imported into the catalogue like any import.
const TILE = `${SAMPLES_DIR}/tokyo_53392642_bldg_6697_op2_libplateau.gml`;
let alice: TestUser;
let site: { lon: number; lat: number };
let projectId: string;
const fromFile: Building[] = [];

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  const city = createCatalogue(server.db);
  await city.cities.seed();
  await city.buildingsImporter.importFiles([TILE], { cityCode: TOKYO_23_WARDS, dataYear: 2022 });
  // As the importer keeps them: a footprint it refuses (empty, or implausibly wide) is not in the catalogue.
  for await (const b of readBuildingsFromFile(TILE))
    if (buildingToRow(b, TOKYO_23_WARDS, "m")) fromFile.push(b);
  const { rows } = await server.database.executeSql(
    "SELECT avg((min_lon + max_lon) / 2) AS lon, avg((min_lat + max_lat) / 2) AS lat FROM buildings",
  );
  const centre = rows[0] as { lon: number | string; lat: number | string };
  site = { lon: Number(centre.lon), lat: Number(centre.lat) };
  alice = await server.signUp();
  projectId = await projectAt(server.app, alice, { ...site, city_code: TOKYO_23_WARDS });
}, 180_000);

async function runCase(service: string, parameters: Record<string, unknown>) {
  const created = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
    service_type: service,
    name: service,
    parameters,
  });
  await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
  expect(await waitForStatus(server.app, alice, created.id, ["done", "error"])).toMatchObject({
    status: "done",
  });
  return ok<{ summary: Record<string, unknown>; points: Record<string, unknown>[] }>(
    server.app,
    alice,
    "GET",
    `/api/cases/${created.id}/result`,
  );
}

describe("analyses on the bundled sample city (catalogue buildings included)", () => {
  it("a shadow case with a planned building among the city's buildings equals the pipeline on the file's buildings", async () => {
    const parameters = plannedBuildingCase(site, {
      target_range: rectangle(site, -200, -200, 200, 200),
      analysis_range: rectangle(site, -100, -100, 100, 100),
      grid_spacing: 2,
      ground_elevation: undefined,
      points: [offset(site, 0, 30), offset(site, -40, 60), offset(site, 50, -20)],
    });
    const served = await runCase("hikage", parameters);
    // The same case through the pipeline on the buildings as the file's reader gives them.
    const direct = await runAnalysis({
      service: "hikage",
      site: { ...site, city_code: TOKYO_23_WARDS },
      parameters: JSON.parse(JSON.stringify(parameters)) as unknown,
      cityBuildings: fromFile,
      modelBuildings: [],
    });
    const buildings = served.summary.buildings as { city: number; planned: number };
    expect(buildings.city).toBeGreaterThan(0);
    expect(served.summary).toEqual(JSON.parse(JSON.stringify(direct.summary)));
    expect(served.points).toEqual(JSON.parse(JSON.stringify(direct.points)));
  });

  it("a noise case among the city's buildings equals the pipeline on the file's buildings", async () => {
    const sw = offset(site, -150, -150);
    const ne = offset(site, 150, 150);
    const parameters = {
      extent: { min_lon: sw[0], min_lat: sw[1], max_lon: ne[0], max_lat: ne[1], rotation: 0 },
      sources: [{ lon: site.lon, lat: site.lat, height: 1, lw: 100 }],
      barriers: [{ points: [offset(site, -20, 10), offset(site, 20, 10)], height: 3 }],
      receivers: [offset(site, 0, 80), offset(site, 90, 0)],
    };
    const served = await runCase("noise", parameters);
    const direct = await runAnalysis({
      service: "noise",
      site: { ...site, city_code: TOKYO_23_WARDS },
      parameters,
      cityBuildings: fromFile,
      modelBuildings: [],
    });
    expect(served.summary.max_db as number).toBeCloseTo((direct.summary as { max_db: number }).max_db, 1);
    expect(served.points.length).toBe(direct.points.length);
  });
});
