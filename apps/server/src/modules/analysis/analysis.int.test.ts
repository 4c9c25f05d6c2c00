import { SiteFrame } from "@soracity/analysis";
import { runShadowScene } from "@soracity/engine";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analysisRuns } from "../../db/schema";
import { blobStoreFor } from "../../lib/blobs";
import { call, ok, type TestUser } from "../../test/dashboard";
import type { AnalysisWorker } from "./analysis.worker";
import {
  type CaseView,
  offset,
  plannedBuildingCase,
  projectAt,
  rectangle,
  waitForStatus,
} from "./analysis.fixtures";
import { useTestApp } from "../../test/use-test-app";

let alice: TestUser;
let mallory: TestUser;
const site = { lon: 139.7, lat: 35.6 };
let projectId: string;
let worker: AnalysisWorker | undefined;

const server = useTestApp({}, { worker: true, onWorker: (w) => (worker = w) });
beforeAll(async () => {
  alice = await server.signUp();
  mallory = await server.signUp();
  projectId = await projectAt(server.app, alice, site);
});

const newCase = (service: string, parameters: Record<string, unknown>) =>
  ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
    service_type: service,
    name: service,
    parameters,
  });

interface ShadowResult {
  summary: { max_hours: number | null; buildings: { city: number; planned: number } };
  points: { lon: number; lat: number; shade_hours: number; intervals: [string, string][] }[];
  layers: { name: string; media_type: string; url: string; meta: Record<string, unknown> }[];
  stale: boolean;
}

describe("running a shadow case through the API", () => {
  it("queues, computes on the worker and serves points equal to the engine's points mode", async () => {
    const parameters = plannedBuildingCase(site);
    const created = await newCase("hikage", parameters);
    const queued = await ok<CaseView>(
      server.app,
      alice,
      "POST",
      `/api/cases/${created.id}/run`,
      undefined,
      202,
    );
    expect(queued.status).toBe("queued");
    const done = await waitForStatus(server.app, alice, created.id, ["done", "error"]);
    expect(done).toMatchObject({ status: "done", progress: 100, error: null, stale: false });
    expect(done.result_url).toBe(`/api/cases/${created.id}/result`);
    expect(new Date(done.process_end_at ?? 0) >= new Date(done.process_start_at ?? 0)).toBe(true);

    const result = await ok<ShadowResult>(server.app, alice, "GET", `/api/cases/${created.id}/result`);
    // The same scene straight through the engine, in the site's local frame.
    const frame = new SiteFrame(site.lon, site.lat);
    const expected = runShadowScene({
      sun: {
        mode: "regulation",
        latitude: site.lat,
        season: "winterSolstice",
        start: "08:00",
        end: "16:00",
        stepMinutes: 5,
      },
      plane: { height: 4, heightStandard: "relative", groundElevation: 0 },
      buildings: [
        {
          footprint: frame.outer(parameters.planned_buildings[0]?.footprint ?? rectangle(site, 0, 0, 0, 0)),
          base: 0,
          height: 20,
        },
      ],
      points: parameters.points.map(([lon, lat]) => {
        const [x, y] = frame.toLocal(lon, lat);
        return [x, y] as [number, number];
      }),
    });
    expect(result.points).toHaveLength(2);
    result.points.forEach((point, i) => {
      const engine = expected.points?.[i];
      expect(point.shade_hours).toBeCloseTo(engine?.shadeHours ?? -1, 6);
      expect(point.intervals).toEqual(engine?.intervals);
    });
    expect(result.points[0]?.shade_hours).toBeGreaterThan(1);
    expect(result.summary.buildings).toMatchObject({ city: 0, planned: 1 });
    expect(result.summary.max_hours).toBeGreaterThan(6);

    // Every layer is served with its media type; the contours are lon/lat GeoJSON near the site.
    const names = result.layers.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(["shade_hours", "shade_hours_png", "contours", "outlines"]));
    for (const layer of result.layers) {
      const res = await call(server.app, alice, "GET", layer.url);
      expect(res.statusCode, layer.name).toBe(200);
      expect(res.headers["content-type"]).toContain(layer.media_type);
    }
    const contours = (
      await call(server.app, alice, "GET", `/api/cases/${created.id}/result/layers/contours`)
    ).json<{
      features: { geometry: { coordinates: number[][][][] } }[];
    }>();
    const [lon, lat] = contours.features[0]?.geometry.coordinates[0]?.[0]?.[0] ?? [0, 0];
    expect(Math.abs(lon - site.lon)).toBeLessThan(0.01);
    expect(Math.abs(lat - site.lat)).toBeLessThan(0.01);

    // The user who ran it is told, with a link to the case.
    const inbox = await ok<{ type: string; link: string | null }[]>(
      server.app,
      alice,
      "GET",
      "/api/notification",
    );
    expect(inbox).toContainEqual(
      expect.objectContaining({
        type: "analysis_done",
        link: `/dashboard/project/${projectId}/case/${created.id}`,
      }),
    );

    // Changing the parameters makes the results stale (still readable) until the next run.
    const edited = await ok<CaseView>(server.app, alice, "PATCH", `/api/cases/${created.id}`, {
      parameters: { ...parameters, calc_interval_min: 10 },
    });
    expect(edited.stale).toBe(true);
    expect((await ok<ShadowResult>(server.app, alice, "GET", `/api/cases/${created.id}/result`)).stale).toBe(
      true,
    );
    await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
    expect(await waitForStatus(server.app, alice, created.id, ["done", "error"])).toMatchObject({
      status: "done",
      stale: false,
    });
  });

  it("removes the layers of a deleted case and of a superseded run; keeps those a case shows", async () => {
    const a = await newCase("hikage", plannedBuildingCase(site));
    const b = await newCase("hikage", plannedBuildingCase(site));
    for (const id of [a.id, b.id]) {
      await ok(server.app, alice, "POST", `/api/cases/${id}/run`, undefined, 202);
      await waitForStatus(server.app, alice, id, ["done"]);
    }
    const firstRun = (await ok<{ run_id: string }>(server.app, alice, "GET", `/api/cases/${b.id}/result`))
      .run_id;
    await ok(server.app, alice, "POST", `/api/cases/${b.id}/run`, undefined, 202);
    await waitForStatus(server.app, alice, b.id, ["done"]);
    const secondRun = (await ok<{ run_id: string }>(server.app, alice, "GET", `/api/cases/${b.id}/result`))
      .run_id;
    expect(secondRun).not.toBe(firstRun);
    const blobs = blobStoreFor(server.db, server.database.driver, server.dataDir); // the app's store
    const keysOf = (caseId: string) => blobs.list(`results/${caseId}/`);
    expect(await keysOf(a.id)).not.toEqual([]);
    await ok(server.app, alice, "DELETE", `/api/cases/${a.id}`, undefined, 204);
    if (!worker) throw new Error("the test app has no worker");
    await worker.sweeps.sweepBlobs();
    // Asserted on the store rather than on the sweep's count: the finisher removes a superseded run's layers
    // itself after its commit, and the worker's own sweeps may run meanwhile; what matters is what is left.
    expect(await keysOf(a.id)).toEqual([]);
    const kept = await keysOf(b.id);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((key) => key.startsWith(`results/${b.id}/${secondRun}/`))).toBe(true);
    expect(await worker.sweeps.sweepBlobs()).toBe(0); // nothing left to remove
    const layer = await call(server.app, alice, "GET", `/api/cases/${b.id}/result/layers/contours`);
    expect(layer.statusCode).toBe(200);
  });

  it("refuses incomplete or invalid parameters with field errors and queues nothing", async () => {
    const created = await newCase("hikage", { planned_buildings: [] });
    const res = await call(server.app, alice, "POST", `/api/cases/${created.id}/run`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.fields.length).toBeGreaterThan(0);
    expect((await ok<CaseView>(server.app, alice, "GET", `/api/cases/${created.id}`)).status).toBe("draft");

    const bad = await call(server.app, alice, "PATCH", `/api/cases/${created.id}`, {
      parameters: { calc_interval_min: 10, output_interval_min: 25 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toContainEqual({
      path: "parameters.output_interval_min",
      message: "analysis.output_interval_multiple",
    });

    // A model of another project (or none at all) cannot be named.
    const foreign = await newCase(
      "hikage",
      plannedBuildingCase(site, { model_ids: ["00000000-0000-4000-8000-000000000000"] }),
    );
    const refused = await call(server.app, alice, "POST", `/api/cases/${foreign.id}/run`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      { path: "parameters.model_ids.0", message: "analysis.model_not_found" },
    ]);
  });

  it("refuses a planned building drawn as a bow-tie before queueing (the pipeline's own check)", async () => {
    // The second planned building's outline crosses itself: (0, 0) -> (20, 20) -> (20, 0) -> (0, 20).
    const bowTie = [offset(site, 0, 0), offset(site, 20, 20), offset(site, 20, 0), offset(site, 0, 20)];
    const created = await newCase(
      "hikage",
      plannedBuildingCase(site, {
        planned_buildings: [
          { footprint: rectangle(site, -40, -10, -20, 10), height: 20 },
          {
            id: "tower-b",
            footprint: { type: "Polygon", coordinates: [[...bowTie, bowTie[0]]] },
            height: 20,
          },
        ],
      }),
    );
    const res = await call(server.app, alice, "POST", `/api/cases/${created.id}/run`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.message).toContain("building tower-b");
    expect(res.json().error.fields).toEqual([
      {
        path: "parameters.planned_buildings.1.footprint.coordinates.0",
        message: "analysis.footprint_self_intersecting",
      },
    ]);
    expect((await ok<CaseView>(server.app, alice, "GET", `/api/cases/${created.id}`)).status).toBe("draft");
    const runs = await server.db.select().from(analysisRuns).where(eq(analysisRuns.caseId, created.id));
    expect(runs).toEqual([]);
  });

  it("keeps other users out: run, cancel, result and layers answer 404", async () => {
    const created = await newCase("hikage", plannedBuildingCase(site));
    for (const [method, url] of [
      ["POST", `/api/cases/${created.id}/run`],
      ["POST", `/api/cases/${created.id}/cancel`],
      ["GET", `/api/cases/${created.id}/result`],
      ["GET", `/api/cases/${created.id}/result/layers/contours`],
    ] as const) {
      expect((await call(server.app, mallory, method, url)).statusCode, url).toBe(404);
      expect((await call(server.app, null, method, url)).statusCode, url).toBe(401);
    }
    expect((await ok<CaseView>(server.app, alice, "GET", `/api/cases/${created.id}`)).status).toBe("draft");
  });

  it("cancels a queued or processing run; the worker stops and the case stays cancelled", async () => {
    // 1-minute steps over a 25 ha range at 0.5 m: long enough to cancel while it runs.
    const created = await newCase(
      "hikage",
      plannedBuildingCase(site, {
        calc_interval_min: 1,
        grid_spacing: 0.5,
        analysis_range: rectangle(site, -240, -240, 240, 240),
        target_range: rectangle(site, -250, -250, 250, 250),
      }),
    );
    await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
    expect((await call(server.app, alice, "POST", `/api/cases/${created.id}/run`)).statusCode).toBe(409);
    const cancelled = await ok<CaseView>(
      server.app,
      alice,
      "POST",
      `/api/cases/${created.id}/cancel`,
      undefined,
      200,
    );
    expect(cancelled.status).toBe("cancelled");
    await new Promise((r) => setTimeout(r, 1500));
    expect((await ok<CaseView>(server.app, alice, "GET", `/api/cases/${created.id}`)).status).toBe(
      "cancelled",
    );
    expect((await call(server.app, alice, "POST", `/api/cases/${created.id}/cancel`)).statusCode).toBe(409);
  });

  it("runs a noise case with a source and a barrier, and a vibration case with a pile driver", async () => {
    const noise = await newCase("noise", {
      extent: {
        min_lon: offset(site, -100, -100)[0],
        min_lat: offset(site, -100, -100)[1],
        max_lon: offset(site, 100, 100)[0],
        max_lat: offset(site, 100, 100)[1],
        rotation: 0,
      },
      sources: [{ lon: offset(site, -50, 0)[0], lat: offset(site, -50, 0)[1], height: 1, lw: 100 }],
      barriers: [{ points: [offset(site, -30, -40), offset(site, -30, 40)], height: 4 }],
    });
    await ok(server.app, alice, "POST", `/api/cases/${noise.id}/run`, undefined, 202);
    expect(await waitForStatus(server.app, alice, noise.id, ["done", "error"])).toMatchObject({
      status: "done",
    });
    const noiseResult = await ok<{ summary: { max_db: number } }>(
      server.app,
      alice,
      "GET",
      `/api/cases/${noise.id}/result`,
    );
    expect(noiseResult.summary.max_db).toBeGreaterThan(40);

    const corner = (x: number, y: number) => offset(site, x, y);
    const vibration = await newCase("vibration", {
      sources: [{ lon: site.lon, lat: site.lat, machine: "diesel-pile-hammer" }],
      soil: "unconsolidated",
      extent: {
        min_lon: corner(-50, -50)[0],
        min_lat: corner(-50, -50)[1],
        max_lon: corner(50, 50)[0],
        max_lat: corner(50, 50)[1],
        rotation: 0,
      },
      grid_spacing: 2,
      boundary: rectangle(site, -20, -20, 20, 20),
    });
    await ok(server.app, alice, "POST", `/api/cases/${vibration.id}/run`, undefined, 202);
    expect(await waitForStatus(server.app, alice, vibration.id, ["done", "error"])).toMatchObject({
      status: "done",
    });
    const vibrationResult = await ok<{ summary: { max_db: number } }>(
      server.app,
      alice,
      "GET",
      `/api/cases/${vibration.id}/result`,
    );
    expect(vibrationResult.summary.max_db).toBeGreaterThan(60);
  });
});
