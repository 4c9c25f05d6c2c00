import { skyPointChartsSchema } from "@soracity/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analysisRuns } from "../../db/schema";
import { call, ok, type TestUser } from "../../test/dashboard";
import { shareLink } from "../../test/results";
import { useTestApp } from "../../test/use-test-app";
import { type CaseView, offset, plannedBuildingCase, rectangle, waitForStatus } from "./analysis.fixtures";

// One point's 天空図 of a 天空率 run (issue 25), read without the whole `sky_charts` layer:
// GET /api/cases/{id}/result/sky-charts/{pointId} and the share's /api/share/{token}/sky-charts/{pointId}.

let alice: TestUser;
let mallory: TestUser;
let projectId: string;
const site = { lon: 139.7, lat: 35.6 };

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  alice = await server.signUp();
  mallory = await server.signUp();
  const ws = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "天空図" })).id;
  projectId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/workspaces/${ws}/projects`, {
      project_name: "Site",
      services: ["tenkuritsu", "hikage"],
      site: { city_code: null, ...site },
    })
  ).id;
});

const skyCase = (overrides: Record<string, unknown> = {}) => ({
  site_boundary: rectangle(site, -15, -15, 15, 15),
  zone: "residential_1",
  floor_area_ratio: 200,
  road_edges: [{ edge: 0, width: 6 }],
  planned_buildings: [{ footprint: rectangle(site, -8, -8, 8, 2), height: 25 }],
  points: [offset(site, 0, -20)],
  ...overrides,
});

/** Creates a case, runs it on the worker and waits until it is done; returns its id. */
async function ranCase(serviceType: string, parameters: Record<string, unknown>): Promise<string> {
  const id = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: serviceType,
      name: serviceType,
      parameters,
    })
  ).id;
  await ok(server.app, alice, "POST", `/api/cases/${id}/run`, undefined, 202);
  const finished = await waitForStatus(server.app, alice, id, ["done", "error"]);
  expect(finished.error, JSON.stringify(finished)).toBeNull();
  return id;
}

interface SkyResult {
  summary: { checks: { check: string; worst: { id: string } }[] };
  points: {
    id: string;
    lon: number;
    lat: number;
    check: string | null;
    height: number;
    moved?: boolean;
    sky_factor: { planned: number; conforming: number | null };
  }[];
}

describe("one point's 天空図 of a 天空率 result", () => {
  it("answers a regulation point's and a user point's charts, with Rs as the result's", async () => {
    const id = await ranCase("tenkuritsu", skyCase());
    const result = await ok<SkyResult>(server.app, alice, "GET", `/api/cases/${id}/result`);
    // Every point is charted: a regulation point that is no check's worst too.
    const worst = new Set(result.summary.checks.map((c) => c.worst.id));
    const plain = result.points.find((p) => p.check !== null && !worst.has(p.id))?.id ?? "";
    for (const pointId of [plain, ...worst, "P1"]) {
      const point = result.points.find((p) => p.id === pointId);
      const res = await call(server.app, alice, "GET", `/api/cases/${id}/result/sky-charts/${pointId}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const charts = skyPointChartsSchema.parse(res.json());
      expect(charts).toMatchObject({ id: pointId, check: point?.check, lon: point?.lon, lat: point?.lat });
      expect(charts.planned.rs).toBeCloseTo(point?.sky_factor.planned ?? -1, 9);
      // The 三斜 triangles add up to nearly the exact value; a regulation point has its conforming chart.
      expect(Math.abs(charts.planned.rs_triangles - charts.planned.rs)).toBeLessThan(0.01);
      expect(charts.planned.triangles.length).toBeGreaterThan(0);
      expect(charts.conforming === null).toBe(point?.check === null);
    }

    // An unknown point, an id that is no point id, another user: 404 (no leak), 400.
    const unknown = await call(server.app, alice, "GET", `/api/cases/${id}/result/sky-charts/R99-99`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("not_found");
    const bad = await call(server.app, alice, "GET", `/api/cases/${id}/result/sky-charts/..%2Fx`);
    expect(bad.statusCode).toBe(400);
    const foreign = await call(server.app, mallory, "GET", `/api/cases/${id}/result/sky-charts/P1`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain("rs_triangles");
    expect((await call(server.app, null, "GET", `/api/cases/${id}/result/sky-charts/P1`)).statusCode).toBe(
      401,
    );

    // The share's variant with the token; a wrong token is a 404.
    const { url } = await shareLink(server.app, alice, id);
    const token = url.replace(/^\/share\//, "");
    const shared = await call(server.app, null, "GET", `/api/share/${token}/sky-charts/P1`);
    expect(shared.statusCode, shared.body.slice(0, 200)).toBe(200);
    expect(shared.json()).toEqual(
      (await call(server.app, alice, "GET", `/api/cases/${id}/result/sky-charts/P1`)).json(),
    );
    const wrong = await call(server.app, null, "GET", `/api/share/${"x".repeat(43)}/sky-charts/P1`);
    expect(wrong.statusCode).toBe(404);
    expect((await call(server.app, null, "GET", `/api/share/${token}/sky-charts/N7-1`)).statusCode).toBe(404);
  });

  it("answers 404 for a case of another service and a case not run yet", async () => {
    const shadow = await ranCase("hikage", plannedBuildingCase(site, { calc_interval_min: 30 }));
    const res = await call(server.app, alice, "GET", `/api/cases/${shadow}/result/sky-charts/P1`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
    const draft = (
      await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
        service_type: "tenkuritsu",
        name: "draft",
        parameters: skyCase(),
      })
    ).id;
    expect(
      (await call(server.app, alice, "GET", `/api/cases/${draft}/result/sky-charts/P1`)).statusCode,
    ).toBe(404);
  });
});

describe("moving a regulation point of a 天空率 case", () => {
  it("evaluates it where the user put it, marks it moved and charts it there", async () => {
    // R1-1 stands on the road's far side at the site's south-west corner (6 m out); moved 5 m further out.
    const position = offset(site, -15, -26);
    const id = await ranCase("tenkuritsu", skyCase({ moved_points: [{ id: "R1-1", position }] }));
    const result = await ok<SkyResult>(server.app, alice, "GET", `/api/cases/${id}/result`);
    const moved = result.points.find((p) => p.id === "R1-1");
    expect(moved).toMatchObject({ check: "road", moved: true, height: 0 });
    // Where the user put it (the result's lon/lat are kept to 1e-7°, about 1 cm).
    expect(moved?.lon).toBeCloseTo(position[0], 6);
    expect(moved?.lat).toBeCloseTo(position[1], 6);
    expect(result.points.filter((p) => p.moved).map((p) => p.id)).toEqual(["R1-1"]);
    const charts = skyPointChartsSchema.parse(
      await ok(server.app, alice, "GET", `/api/cases/${id}/result/sky-charts/R1-1`),
    );
    expect(charts.lon).toBe(moved?.lon);
    expect(charts.planned.rs).toBeCloseTo(moved?.sky_factor.planned ?? -1, 9);
    expect(charts.conforming?.rs).toBeCloseTo(moved?.sky_factor.conforming ?? -1, 9);
  });

  it("refuses an unknown id when the case runs, a position inside the site when it is saved", async () => {
    const outside = offset(site, 0, -30);
    const draft = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "tenkuritsu",
      name: "moved",
      parameters: skyCase({ moved_points: [{ id: "N1-1", position: outside }] }),
    });
    const run = await call(server.app, alice, "POST", `/api/cases/${draft.id}/run`);
    expect(run.statusCode, run.body).toBe(400);
    expect(run.json().error.fields).toEqual([
      { path: "parameters.moved_points.0.id", message: "analysis.moved_point_unknown" },
    ]);
    expect((await ok<CaseView>(server.app, alice, "GET", `/api/cases/${draft.id}`)).status).toBe("draft");
    expect(await server.db.select().from(analysisRuns).where(eq(analysisRuns.caseId, draft.id))).toEqual([]);

    const inside = await call(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "tenkuritsu",
      name: "moved",
      parameters: skyCase({
        moved_points: [
          { id: "R1-1", position: offset(site, 0, 0) },
          { id: "R1-1", position: outside },
        ],
      }),
    });
    expect(inside.statusCode).toBe(400);
    expect(inside.json().error.fields).toEqual([
      { path: "parameters.moved_points.0.position", message: "analysis.moved_point_inside_site" },
      { path: "parameters.moved_points.1.id", message: "analysis.duplicate_point" },
    ]);
  });
});
