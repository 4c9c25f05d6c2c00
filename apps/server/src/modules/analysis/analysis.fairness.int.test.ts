import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { buildTestApp, testConfig } from "../../test/test-app";
import { useTestApp } from "../../test/use-test-app";
import { DEFAULT_PLAN_LIMITS } from "../limits/limits.config";
import { inArray } from "drizzle-orm";
import { cases } from "../../db/schema";
import { type CaseView, plannedBuildingCase, projectAt, rectangle, waitForStatus } from "./analysis.fixtures";

// Issue 22, F10: one user's runs must neither exceed their plan's concurrent_runs nor hold up another user's.
const planLimits = { ...DEFAULT_PLAN_LIMITS, basic: { ...DEFAULT_PLAN_LIMITS.basic, concurrent_runs: 3 } };
const site = { lon: 139.7, lat: 35.6 };

describe("concurrent runs per user and fair turns in the queue", () => {
  // The API alone first: every run is queued before a worker takes any.
  const server = useTestApp({ planLimits });
  let worker: FastifyInstance | undefined;
  let tileWorker: FastifyInstance | undefined;
  afterAll(async () => {
    await worker?.close();
    await tileWorker?.close();
  });

  const newCase = async (user: TestUser, projectId: string, name: string) =>
    ok<CaseView>(server.app, user, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name,
      parameters: plannedBuildingCase(site),
    });
  const run = (user: TestUser, caseId: string) => call(server.app, user, "POST", `/api/cases/${caseId}/run`);

  it("refuses a run over concurrent_runs (403 limit_reached, nothing queued), and B's run goes before A's queued ones", async () => {
    const [alice, bob] = [await server.signUp(), await server.signUp()];
    const [aliceProject, bobProject] = [
      await projectAt(server.app, alice, site),
      await projectAt(server.app, bob, site),
    ];
    const aliceCases = [];
    for (const name of ["a1", "a2", "a3", "a4"]) aliceCases.push(await newCase(alice, aliceProject, name));
    const bobCase = await newCase(bob, bobProject, "b1");

    for (const c of aliceCases.slice(0, 3)) expect((await run(alice, c.id)).statusCode).toBe(202);
    const refused = await run(alice, aliceCases[3]?.id ?? "");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: "limit_reached", limit: "runs" });
    const fourth = await ok<CaseView>(server.app, alice, "GET", `/api/cases/${aliceCases[3]?.id ?? ""}`);
    expect(fourth.status).not.toBe("queued");
    expect((await run(bob, bobCase.id)).statusCode).toBe(202);

    // One worker (concurrency 1) takes the queue now.
    worker = await buildTestApp(server.database, { planLimits }, { worker: true });
    const ends = [];
    for (const c of [...aliceCases.slice(0, 3), bobCase]) {
      const owner = c === bobCase ? bob : alice;
      ends.push(await waitForStatus(server.app, owner, c.id, ["done", "error"], 180_000));
    }
    expect(ends.map((e) => e.status)).toEqual(["done", "done", "done", "done"]);
    const started = ends.map((e) => Date.parse(e.process_start_at ?? ""));
    const [a1, a2, a3, b1] = started as [number, number, number, number];
    // A's first run was queued first and goes first; B's only run comes before A's second and third.
    expect(a1).toBeLessThan(b1);
    expect(b1).toBeLessThan(a2);
    expect(b1).toBeLessThan(a3);

    // With its runs ended, A may run again.
    expect((await run(alice, aliceCases[3]?.id ?? "")).statusCode).toBe(202);
    expect((await waitForStatus(server.app, alice, aliceCases[3]?.id ?? "", ["done", "error"])).status).toBe(
      "done",
    );
  }, 300_000);

  it("sends a tiled run's tiles with its run job's priority, so they keep the user's turn", async () => {
    await worker?.close();
    worker = undefined;
    const carol = await server.signUp();
    const project = await projectAt(server.app, carol, site);
    // 241 x 241 cells x 97 steps: 5.6 M cell-steps, three tiles of at most 2 M.
    const parameters = plannedBuildingCase(site, { analysis_range: rectangle(site, -120, -120, 120, 120) });
    const tiled = [];
    for (const name of ["t1", "t2"]) {
      const c = await ok<CaseView>(server.app, carol, "POST", `/api/project/${project}/cases`, {
        service_type: "hikage",
        name,
        parameters,
      });
      expect((await run(carol, c.id)).statusCode).toBe(202);
      tiled.push(c.id);
    }
    const config = { planLimits, worker: { ...testConfig().worker, tileCellSteps: 2_000_000 } };
    tileWorker = await buildTestApp(server.database, config, { worker: true });
    for (const id of tiled)
      expect((await waitForStatus(server.app, carol, id, ["done", "error"], 180_000)).status).toBe("done");

    const rows = await server.db
      .select({ id: cases.id, runId: cases.runId })
      .from(cases)
      .where(inArray(cases.id, tiled));
    const runs = tiled.map((id) => rows.find((r) => r.id === id));
    const priorities = async (runId: string | null) => {
      const { rows } = await server.database.executeSql(
        "SELECT DISTINCT priority FROM pgboss.job WHERE name = $1 AND data->>'runId' = $2",
        ["analysis-tile", runId ?? ""],
      );
      return (rows as { priority: number }[]).map((r) => r.priority);
    };
    // Carol's first run was queued with priority 0, her second with -1 (one run of hers before it).
    expect(await priorities(runs[0]?.runId ?? null)).toEqual([0]);
    expect(await priorities(runs[1]?.runId ?? null)).toEqual([-1]);
  }, 300_000);
});
