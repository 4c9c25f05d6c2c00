// Test fixtures of analysis cases: lon/lat geometry laid out in metres around a site.
import type { FastifyInstance } from "fastify";
import { ok, type TestUser } from "../../test/dashboard";
import { storedModel } from "../models/models.test-upload";

export interface Site {
  lon: number;
  lat: number;
}

/** [lon, lat] of the point `east`, `north` metres from the site (local tangent plane; ample for tests). */
export function offset(site: Site, east: number, north: number): [number, number] {
  const metresPerDegreeLat = 111_320;
  const metresPerDegreeLon = metresPerDegreeLat * Math.cos((site.lat * Math.PI) / 180);
  return [site.lon + east / metresPerDegreeLon, site.lat + north / metresPerDegreeLat];
}

/** A GeoJSON Polygon: the rectangle [x0, x1] x [y0, y1] metres around the site. */
export function rectangle(site: Site, x0: number, y0: number, x1: number, y1: number) {
  const ring = [offset(site, x0, y0), offset(site, x1, y0), offset(site, x1, y1), offset(site, x0, y1)];
  return { type: "Polygon" as const, coordinates: [[...ring, ring[0]]] };
}

/** A shadow case's parameters: a planned 20 x 20 x 20 m building at the site centre and two points north of it. */
export function plannedBuildingCase(site: Site, overrides: Record<string, unknown> = {}) {
  return {
    season: "winter_solstice",
    start_time: "08:00",
    end_time: "16:00",
    calc_interval_min: 5,
    output_interval_min: 60,
    plane_height: 4,
    height_standard: "relative_to_ground",
    ground_elevation: 0,
    target_range: rectangle(site, -150, -150, 150, 150),
    analysis_range: rectangle(site, -60, -30, 60, 90),
    planned_buildings: [{ footprint: rectangle(site, -10, -10, 10, 10), height: 20, base: 0 }],
    points: [offset(site, 0, 20), offset(site, 5, 40)],
    ...overrides,
  };
}

/** A workspace and a project with every service at `site` (city code optional); returns the project id. */
export async function projectAt(
  app: FastifyInstance,
  user: TestUser,
  site: Site & { city_code?: string | null },
): Promise<string> {
  const ws = (await ok<{ id: string }>(app, user, "POST", "/api/workspaces", { name: "Analyses" })).id;
  const project = await ok<{ id: string }>(app, user, "POST", `/api/workspaces/${ws}/projects`, {
    project_name: "Site",
    services: ["hikage", "noise", "vibration"],
    site: { city_code: null, ...site },
  });
  return project.id;
}

export interface CaseView {
  id: string;
  status: string;
  progress: number;
  error: { code: string; message: string } | null;
  stale: boolean;
  result_url: string | null;
  process_start_at: string | null;
  process_end_at: string | null;
}

/** Polls the case until its status is one of `statuses` (or the time runs out). */
export async function waitForStatus(
  app: FastifyInstance,
  user: TestUser,
  caseId: string,
  statuses: string[],
  timeoutMs = 90_000,
): Promise<CaseView> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const view = await ok<CaseView>(app, user, "GET", `/api/cases/${caseId}`);
    if (statuses.includes(view.status)) return view;
    if (Date.now() > until) throw new Error(`case ${caseId} still ${view.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Uploads a GeoJSON model of footprints (lon/lat rings, heights in m) into the project; returns its id. */
export async function uploadFootprints(
  app: FastifyInstance,
  user: TestUser,
  projectId: string,
  buildings: { ring: [number, number][]; height: number }[],
): Promise<string> {
  const features = buildings.map(({ ring, height }) => ({
    type: "Feature",
    properties: { height },
    geometry: { type: "Polygon", coordinates: [[...ring, ring[0]]] },
  }));
  const geojson = Buffer.from(JSON.stringify({ type: "FeatureCollection", features }));
  return (await storedModel(app, user, projectId, "model.geojson", geojson)).id;
}
