// Shared set-up of the analysis benchmarks: an app with its worker on a fresh embedded database holding the
// bundled Tokyo sample tiles, a signed-up user, and a project sited on the sample's buildings.
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { createCatalogue } from "../src/modules/cities/catalogue.wiring";
import { SAMPLE_SETS, sampleFiles } from "../src/modules/cities/cities.samples";
import { type CaseView, plannedBuildingCase, rectangle } from "../src/modules/analysis/analysis.fixtures";
import { ok, signUp, type TestUser } from "../src/test/dashboard";
import { buildTestApp, openTestDatabase, type TestDatabase } from "../src/test/test-app";

export interface AnalysisBench {
  database: TestDatabase;
  app: FastifyInstance;
  user: TestUser;
  projectId: string;
  site: { lon: number; lat: number };
}

export async function analysisBench(): Promise<AnalysisBench> {
  const database = await openTestDatabase();
  const app = await buildTestApp(database, {}, { worker: true });
  const city = createCatalogue(database.db);
  await city.cities.seed();
  const tokyo = SAMPLE_SETS[0];
  await city.buildingsImporter.importFiles(sampleFiles(tokyo.prefix), {
    cityCode: tokyo.cityCode,
    dataYear: tokyo.dataYear,
  });
  // The site: the centre of the densest sample tile (the one with the most buildings).
  const { rows } = await database.executeSql(
    `SELECT avg((min_lon + max_lon) / 2) AS lon, avg((min_lat + max_lat) / 2) AS lat
       FROM buildings WHERE mesh_code = (SELECT mesh_code FROM buildings GROUP BY mesh_code ORDER BY count(*) DESC LIMIT 1)`,
  );
  const centre = rows[0] as { lon: number; lat: number };
  const site = { lon: Number(centre.lon), lat: Number(centre.lat) };
  await database.db.execute(sql`select 1`);
  const user = await signUp(app, database.db);
  const ws = await ok<{ id: string }>(app, user, "POST", "/api/workspaces", { name: "bench" });
  const project = await ok<{ id: string }>(app, user, "POST", `/api/workspaces/${ws.id}/projects`, {
    project_name: "bench",
    services: ["hikage"],
    site: { ...site, city_code: tokyo.cityCode },
  });
  return { database, app, user, projectId: project.id, site };
}

/** A 25 ha shadow case (500 x 500 m at 1 m, 5-minute steps) with a planned tower among the city buildings. */
export function quarterSquareKilometre(site: { lon: number; lat: number }) {
  return plannedBuildingCase(site, {
    analysis_range: rectangle(site, -250, -250, 250, 250),
    target_range: rectangle(site, -400, -400, 400, 400),
    planned_buildings: [{ footprint: rectangle(site, -15, -15, 15, 15), height: 45, base: 0 }],
  });
}

export async function createCase(b: AnalysisBench, parameters: Record<string, unknown>): Promise<string> {
  const created = await ok<CaseView>(b.app, b.user, "POST", `/api/project/${b.projectId}/cases`, {
    service_type: "hikage",
    name: "bench",
    parameters,
  });
  return created.id;
}

/** Runs a case and resolves when it is done (polling every 20 ms); throws on error. */
export async function runToDone(b: AnalysisBench, caseId: string): Promise<void> {
  await ok(b.app, b.user, "POST", `/api/cases/${caseId}/run`, undefined, 202);
  for (;;) {
    const view = await ok<CaseView>(b.app, b.user, "GET", `/api/cases/${caseId}`);
    if (view.status === "done") return;
    if (view.status === "error" || view.status === "cancelled") throw new Error(`case ${view.status}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
