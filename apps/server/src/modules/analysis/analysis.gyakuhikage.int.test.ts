import { ANALYSIS_MESSAGES, type Case, type FieldError } from "@soracity/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { type CaseView, offset, rectangle, waitForStatus } from "./analysis.fixtures";

// 逆日影 (issue 26) through the API: a case on a 30 x 40 m site runs on the worker's queue; its result gives
// the allowed height at the points, the forward check and the layers; bad input is a translated 400; its
// one-click shadow case runs and passes the limits the envelope was made for; other users get 404s.

let alice: TestUser;
let mallory: TestUser;
const site = { lon: 139.7, lat: 35.6 };
let projectId: string;

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  alice = await server.signUp();
  mallory = await server.signUp();
  const ws = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "逆日影" })).id;
  projectId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/workspaces/${ws}/projects`, {
      project_name: "Site",
      services: ["gyakuhikage", "hikage"],
      site: { city_code: null, ...site },
    })
  ).id;
});

const envelopeCase = (overrides: Record<string, unknown> = {}) => ({
  site_boundary: rectangle(site, -15, -20, 15, 20),
  limits: { hours5: 4, hours10: 2.5 },
  plane_height: 4,
  ground_elevation: 0,
  grid_spacing: 1,
  storey_height: 3,
  points: [offset(site, 0, 0), offset(site, 0, 17), offset(site, 100, 100)],
  ...overrides,
});
const create = (parameters: Record<string, unknown>, name = "逆日影") =>
  call(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
    service_type: "gyakuhikage",
    name,
    parameters,
  });

interface Zone {
  zone: string;
  limit: number;
  max_hours: number;
  pass: boolean;
}
interface EnvelopeResult {
  service_type: string;
  summary: {
    forward_check: { pass: boolean; zones: Zone[]; tiers: number; lowered: number };
    max_height: number;
    volume: number;
    floor_area_estimate: number;
    storeys: number;
    grid: { nx: number; ny: number };
  };
  points: { lon: number; lat: number; max_height: number | null }[];
  layers: { name: string; url: string; media_type: string }[];
}

/** The field errors of a 400, each a message key with both translations. */
function translatedFields(res: { statusCode: number; body: string; json: () => unknown }): FieldError[] {
  expect(res.statusCode, res.body).toBe(400);
  const fields = (res.json() as { error: { fields: FieldError[] } }).error.fields;
  for (const field of fields) {
    const texts = (ANALYSIS_MESSAGES as Record<string, { ja: string; en: string }>)[field.message];
    expect(texts?.ja, field.message).toBeTruthy();
    expect(texts?.en, field.message).toBeTruthy();
  }
  return fields;
}

async function runToDone(id: string): Promise<void> {
  await ok(server.app, alice, "POST", `/api/cases/${id}/run`, undefined, 202);
  const done = await waitForStatus(server.app, alice, id, ["done", "error"], 120_000);
  expect(done.status, JSON.stringify(done.error)).toBe("done");
}

describe("逆日影 through the API", () => {
  let caseId: string;
  let result: EnvelopeResult;

  it("runs through the job queue: allowed heights at the points, the forward check and the layers", async () => {
    const created = await create(envelopeCase());
    expect(created.statusCode, created.body).toBe(201);
    caseId = created.json<CaseView>().id;
    await runToDone(caseId);
    result = await ok<EnvelopeResult>(server.app, alice, "GET", `/api/cases/${caseId}/result`);
    expect(result.service_type).toBe("gyakuhikage");
    const s = result.summary;
    expect(s.forward_check.pass).toBe(true);
    expect(s.forward_check.zones.map((z) => z.zone)).toEqual(["5-10m", "beyond10m"]);
    for (const zone of s.forward_check.zones) expect(zone.max_hours).toBeLessThanOrEqual(zone.limit);
    expect(s.forward_check.tiers).toBeGreaterThan(0);
    expect(s.max_height).toBeGreaterThan(4);
    expect(s.volume).toBeGreaterThan(0);
    expect(s.storeys).toBe(Math.floor(s.max_height / 3 + 1e-9));
    // The centre holds at least as much as the cell by the north edge, both at most the envelope's top.
    const [centre, north, outside] = result.points;
    expect(centre?.max_height).toBeGreaterThan(0);
    expect(centre?.max_height).toBeLessThanOrEqual(s.max_height);
    expect(north?.max_height).toBeLessThanOrEqual(centre?.max_height ?? 0);
    expect(outside?.max_height).toBeNull();

    expect(result.layers.map((l) => l.name)).toEqual([
      "allowed_height",
      "allowed_height_contours",
      "envelope",
    ]);
    const grid = await call(server.app, alice, "GET", result.layers[0]?.url ?? "");
    expect(grid.statusCode).toBe(200);
    expect(grid.rawPayload.length).toBe(s.grid.nx * s.grid.ny * 4);
    const envelope = await call(server.app, alice, "GET", result.layers[2]?.url ?? "");
    expect(envelope.json<{ features: unknown[] }>().features).toHaveLength(s.forward_check.tiers);
  }, 180_000);

  it("refuses a self-intersecting site, limits out of range and a grid over 4 million cells", async () => {
    const [a, b, c, d] = [
      offset(site, -15, -20),
      offset(site, 15, -20),
      offset(site, 15, 20),
      offset(site, -15, 20),
    ];
    // A bow-tie saves as a draft (its ring is checked where the engine is) but does not run.
    const bowTie = await create(
      envelopeCase({ site_boundary: { type: "Polygon", coordinates: [[a, c, b, d, a]] } }),
    );
    expect(bowTie.statusCode, bowTie.body).toBe(201);
    const run = await call(server.app, alice, "POST", `/api/cases/${bowTie.json<CaseView>().id}/run`);
    expect(translatedFields(run)).toContainEqual({
      path: "parameters.site_boundary",
      message: "analysis.polygon_self_intersecting",
    });

    expect(
      translatedFields(await create(envelopeCase({ limits: { hours5: 8, hours10: 2.5 } }))),
    ).toContainEqual({
      path: "parameters.limits.hours5",
      message: "analysis.limits_range",
    });
    expect(
      translatedFields(await create(envelopeCase({ limits: { hours5: 3, hours10: 4 } }))),
    ).toContainEqual({
      path: "parameters.limits.hours10",
      message: "analysis.limits_range",
    });
    // 600 x 600 m at 0.25 m: 5.76 million cells.
    const large = envelopeCase({ site_boundary: rectangle(site, -300, -300, 300, 300), grid_spacing: 0.25 });
    expect(translatedFields(await create(large))).toContainEqual({
      path: "parameters.grid_spacing",
      message: "analysis.envelope_cells_max",
    });
  });

  it("makes the envelope's shadow case in one click; it runs and passes the limits", async () => {
    const fresh = (await create(envelopeCase(), "未計算")).json<CaseView>().id;
    const none = await call(server.app, alice, "POST", `/api/cases/${fresh}/result/shadow-case`);
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json().error.fields).toEqual([{ path: "result", message: "analysis.shadow_case_no_result" }]);

    const jp = await ok<Case>(server.app, alice, "POST", `/api/cases/${caseId}/result/shadow-case`);
    expect(jp).toMatchObject({ name: "逆日影 逆日影の検証", service_type: "hikage", project_id: projectId });
    const en = await ok<Case>(server.app, alice, "POST", `/api/cases/${caseId}/result/shadow-case`, {
      locale: "en",
    });
    expect(en.name).toBe("逆日影 envelope check");
    const planned = (jp.parameters as { planned_buildings: { base_height: number; height: number }[] })
      .planned_buildings;
    expect(planned).toHaveLength(result.summary.forward_check.tiers);
    const top = Math.max(...planned.map((t) => t.base_height + t.height));
    expect(top).toBeCloseTo(result.summary.max_height, 2);

    await runToDone(jp.id);
    const shadow = await ok<{ summary: { regulation: { pass: boolean; zones: Zone[] } | null } }>(
      server.app,
      alice,
      "GET",
      `/api/cases/${jp.id}/result`,
    );
    expect(shadow.summary.regulation?.pass).toBe(true);
    const checked = result.summary.forward_check.zones;
    for (const [i, zone] of (shadow.summary.regulation?.zones ?? []).entries()) {
      expect(zone.max_hours).toBeLessThanOrEqual(zone.limit);
      expect(zone.max_hours).toBeCloseTo(checked[i]?.max_hours ?? -1, 1);
    }
  }, 240_000);

  it("keeps other users out: another user's case answers 404", async () => {
    for (const [method, url] of [
      ["GET", `/api/cases/${caseId}`],
      ["POST", `/api/cases/${caseId}/run`],
      ["GET", `/api/cases/${caseId}/result`],
      ["GET", `/api/cases/${caseId}/result/layers/envelope`],
      ["POST", `/api/cases/${caseId}/result/shadow-case`],
    ] as const)
      expect((await call(server.app, mallory, method, url)).statusCode, url).toBe(404);
  });
});
