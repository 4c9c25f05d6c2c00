import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analysisRuns, cases } from "../../db/schema";
import { ok } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import type { AnalysisWorker } from "./analysis.worker";
import { type CaseView, plannedBuildingCase, projectAt, waitForStatus } from "./analysis.fixtures";

const site = { lon: 139.7, lat: 35.6 };
let worker: AnalysisWorker | undefined;
const server = useTestApp({}, { worker: true, onWorker: (w) => (worker = w) });

describe("liveness sweep of tiled runs (issue 22, F5)", () => {
  it("ends a stale tiled run that no tile job can finish as an error, instead of beating it for ever", async () => {
    const alice = await server.signUp();
    const projectId = await projectAt(server.app, alice, site);
    const created = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "orphan tiles",
      parameters: plannedBuildingCase(site),
    });
    // Two of three tiles stored, the worker gone a minute ago, and no tile job left in the queue.
    const [run] = await server.db
      .insert(analysisRuns)
      .values({
        caseId: created.id,
        requestedBy: alice.id,
        status: "processing",
        attempts: 1,
        tiles: 3,
        tilesDone: 0b011,
        heartbeatAt: new Date(Date.now() - 60_000),
        startedAt: new Date(Date.now() - 90_000),
      })
      .returning();
    if (!run) throw new Error("no run");
    await server.db
      .update(cases)
      .set({ status: "processing", runId: run.id, progress: 60 })
      .where(eq(cases.id, created.id));

    await worker?.sweeps.staleRuns();
    const view = await ok<CaseView>(server.app, alice, "GET", `/api/cases/${created.id}`);
    expect(view).toMatchObject({ status: "error", error: { code: "worker_lost" } });
    const [ended] = await server.db.select().from(analysisRuns).where(eq(analysisRuns.id, run.id));
    expect(ended?.status).toBe("error");
  });

  it("sends the job again of a run left queued without one (its send and the fallback failed), not of a fresh one", async () => {
    const alice = await server.signUp();
    const projectId = await projectAt(server.app, alice, site);
    const queuedCase = async (name: string, queuedAt: Date) => {
      const created = await ok<CaseView>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
        service_type: "hikage",
        name,
        parameters: plannedBuildingCase(site),
      });
      // As POST /run leaves it when the database dropped both the job's send and the run's end.
      const [run] = await server.db
        .insert(analysisRuns)
        .values({ caseId: created.id, requestedBy: alice.id, status: "queued", queuedAt })
        .returning();
      if (!run) throw new Error("no run");
      await server.db.update(cases).set({ status: "queued", runId: run.id }).where(eq(cases.id, created.id));
      return { caseId: created.id, runId: run.id };
    };
    const lost = await queuedCase("lost job", new Date(Date.now() - 60_000));
    const fresh = await queuedCase("being sent", new Date());

    expect(await worker?.sweeps.unsentRuns()).toBe(1);
    const view = await waitForStatus(server.app, alice, lost.caseId, ["done", "error"]);
    expect(view.status).toBe("done");
    const runOf = async (id: string) =>
      (await server.db.select().from(analysisRuns).where(eq(analysisRuns.id, id)))[0];
    expect((await runOf(lost.runId))?.jobId).toEqual(expect.any(String));
    // The fresh run is left alone (its POST may still be sending its job).
    expect(await runOf(fresh.runId)).toMatchObject({ status: "queued", jobId: null });
    expect(await worker?.sweeps.unsentRuns()).toBe(0);
  });
});
