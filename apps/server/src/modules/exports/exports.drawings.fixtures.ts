// Fixtures of the drawing exports' tests: a case with a stacked planned building among a few city buildings.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../db/client";
import { buildings } from "../../db/schema";
import { ok, type TestUser } from "../../test/dashboard";
import {
  offset,
  plannedBuildingCase,
  rectangle,
  waitForStatus,
  type Site,
} from "../analysis/analysis.fixtures";
import { createCatalogue } from "../cities/catalogue.wiring";
import { TOKYO_23_WARDS } from "../cities/cities.data";

/** City buildings around the site: one kept, one excluded by id, one inside the site boundary. */
export const CITY = [
  { id: "BLDG-KEPT", box: [30, 20, 45, 35], height: 12 },
  { id: "BLDG-EXCLUDED", box: [-45, 20, -32, 30], height: 9 },
  { id: "BLDG-ON-SITE", box: [-14, -14, -11, -11], height: 6 },
] as const;

/** Stores the city's buildings in the catalogue (the cities seeded first), as an import would. */
export async function seedCity(db: Database, site: Site): Promise<void> {
  await createCatalogue(db).cities.seed();
  for (const b of CITY) {
    const [x0, y0, x1, y1] = b.box;
    const ring = rectangle(site, x0, y0, x1, y1).coordinates[0] ?? [];
    const [minLon, minLat] = offset(site, x0, y0);
    const [maxLon, maxLat] = offset(site, x1, y1);
    await db.insert(buildings).values({
      cityCode: TOKYO_23_WARDS,
      meshCode: "53393599",
      gmlId: b.id,
      attributes: {},
      height: b.height,
      heightSource: "measuredHeight",
      groundZ: 0,
      lods: 2,
      footprint: [[ring]],
      minLon,
      minLat,
      maxLon,
      maxLat,
    });
  }
}

/** The case: a two-tier building A棟 (20 m, and 8 m on top of it: H=28.0m) in a 第一種中高層 zone, row (二). */
export function drawingCase(site: Site, overrides: Record<string, unknown> = {}) {
  return plannedBuildingCase(site, {
    analysis_range: rectangle(site, -60, -30, 60, 90),
    grid_spacing: 2,
    site_boundary: rectangle(site, -15, -15, 15, 15),
    zone: "mid_high_1",
    ordinance_row: "2",
    limits: { hours5: 4, hours10: 2.5 },
    planned_buildings: [
      {
        building: "A棟",
        footprint: rectangle(site, -10, -10, 10, 10),
        height: 20,
        base: 0,
        eaves_height: 19.5,
        storeys: 6,
      },
      { building: "A棟", footprint: rectangle(site, -5, -5, 5, 5), height: 8, base_height: 20, storeys: 2 },
    ],
    excluded_buildings: ["BLDG-EXCLUDED"],
    exclude_site_buildings: true,
    walls: { enabled: true, spacing: 4 },
    ...overrides,
  });
}

/** Creates and runs a case; its id once done. */
export async function runDrawingCase(
  app: FastifyInstance,
  user: TestUser,
  projectId: string,
  name: string,
  parameters: Record<string, unknown>,
): Promise<string> {
  const { id } = await ok<{ id: string }>(app, user, "POST", `/api/project/${projectId}/cases`, {
    service_type: "hikage",
    name,
    parameters,
  });
  await ok(app, user, "POST", `/api/cases/${id}/run`, undefined, 202);
  expect((await waitForStatus(app, user, id, ["done", "error"])).status).toBe("done");
  return id;
}

/** A DXF's group codes and values, in order (what dxf-parser does not read: styles, a text's style). */
export function dxfGroups(dxf: string): [number, string][] {
  const lines = dxf.split(/\r?\n/);
  const out: [number, string][] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) out.push([Number(lines[i]?.trim()), lines[i + 1] ?? ""]);
  return out;
}
