import { runAnalysis } from "@soracity/analysis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { type Spawned, spawnServerScript } from "../../test/processes";
import { useTestApp } from "../../test/use-test-app";
import { type CaseView, plannedBuildingCase, projectAt, rectangle, waitForStatus } from "./analysis.fixtures";

// Scale-out runs on PostgreSQL only: worker processes share the queue and the blobs through DATABASE_URL.
const postgres = Boolean(process.env.DATABASE_URL);
const site = { lon: 139.7, lat: 35.6 };
let alice: TestUser;
let projectId: string;
const workers: Spawned[] = [];

describe.skipIf(!postgres)("worker processes on one PostgreSQL queue", () => {
  // The API alone: jobs go to the worker processes.
  const server = useTestApp();

  function startWorker(env: Record<string, string>): Spawned {
    const worker = spawnServerScript("src/worker.ts", {
      DATABASE_URL: server.database.url ?? "",
      ANALYSIS_STALE_SECONDS: "3",
      ANALYSIS_HEARTBEAT_MS: "300",
      ...env,
    });
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    alice = await server.signUp();
    projectId = await projectAt(server.app, alice, site);
  });
  afterAll(async () => {
    for (const { child } of workers) if (child.exitCode === null) child.kill("SIGKILL");
  });

  const newCase = (parameters: Record<string, unknown>) =>
    ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "c",
      parameters,
    });

  it("two workers compute a tiled shadow grid and get exactly the result of one", async () => {
    const tiled = [
      startWorker({ ANALYSIS_TILE_CELL_STEPS: "2000000" }),
      startWorker({ ANALYSIS_TILE_CELL_STEPS: "2000000" }),
    ];
    await Promise.all(tiled.map((w) => w.waitFor("Analysis worker ready", 120_000)));
    // 241 x 241 cells x 97 steps: 5.6 M cell-steps, so three tiles.
    const parameters = plannedBuildingCase(site, { analysis_range: rectangle(site, -120, -120, 120, 120) });
    const created = await newCase(parameters);
    await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
    expect(await waitForStatus(server.app, alice, created.id, ["done", "error"], 120_000)).toMatchObject({
      status: "done",
    });
    const served = await ok<{ summary: unknown; points: unknown; layers: { name: string; url: string }[] }>(
      server.app,
      alice,
      "GET",
      `/api/cases/${created.id}/result`,
    );
    const tiles = await server.database.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'analysis-tile' AND data->>'runId' IS NOT NULL",
    );
    expect((tiles.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(2);

    const one = await runAnalysis({
      service: "hikage",
      site,
      parameters,
      cityBuildings: [],
      modelBuildings: [],
    });
    expect(served.summary).toEqual(JSON.parse(JSON.stringify(one.summary)));
    expect(served.points).toEqual(JSON.parse(JSON.stringify(one.points)));
    expect(served.layers.map((l) => l.name).sort()).toEqual(one.layers.map((l) => l.name).sort());
    for (const layer of one.layers) {
      const res = await call(
        server.app,
        alice,
        "GET",
        `/api/cases/${created.id}/result/layers/${layer.name}`,
      );
      expect(Buffer.compare(res.rawPayload, Buffer.from(layer.data)), layer.name).toBe(0);
    }
    for (const w of tiled) w.child.kill("SIGTERM");
    await Promise.all(tiled.map((w) => w.exited));
  }, 300_000);

  it("a worker killed mid-job: another worker retries the run and completes it", async () => {
    const untiled = { ANALYSIS_TILE_CELL_STEPS: "1000000000000" };
    const doomed = startWorker(untiled);
    await doomed.waitFor("Analysis worker ready", 120_000);
    const created = await newCase(
      plannedBuildingCase(site, {
        calc_interval_min: 1,
        grid_spacing: 0.5,
        analysis_range: rectangle(site, -240, -240, 240, 240),
        target_range: rectangle(site, -250, -250, 250, 250),
      }),
    );
    await ok(server.app, alice, "POST", `/api/cases/${created.id}/run`, undefined, 202);
    await waitForStatus(server.app, alice, created.id, ["processing"], 60_000);
    doomed.child.kill("SIGKILL");
    await doomed.exited;
    const rescuer = startWorker(untiled);
    await rescuer.waitFor("Analysis worker ready", 120_000);
    expect(await waitForStatus(server.app, alice, created.id, ["done", "error"], 180_000)).toMatchObject({
      status: "done",
      error: null,
    });
    rescuer.child.kill("SIGTERM");
    expect(await rescuer.exited).toBe(0);
  }, 400_000);
});
