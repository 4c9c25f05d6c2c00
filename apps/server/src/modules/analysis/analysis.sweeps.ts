import type { JobQueue } from "../../jobs/queue";
import type { BlobStore } from "../../lib/blobs";
import type { AnalysisFinisher, RunRefusal } from "./analysis.finish";
import { edge } from "../cases/cases.status";
import type { AnalysisRepository } from "./analysis.repository";
import type { AnalysisSweepsRepository } from "./analysis.sweeps.repository";
import type { RunnerLogger } from "./analysis.runner";

export const workerLost = (): RunRefusal => ({
  code: "worker_lost",
  message: "analysis.error_worker_lost",
  fields: [],
});

/** The run id in a results or tiles key (`results/<case>/<run>/<layer>`, `runs/<run>/tiles/<n>`). */
const runOfKey = (key: string): string | undefined => {
  const parts = key.split("/");
  return parts[0] === "results" ? parts[2] : parts[1];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The worker role's sweeps (analysis.worker.ts runs them on a timer): runs whose worker stopped beating, runs
 * left queued without a job, and blobs that no case shows.
 */
export class AnalysisSweeps {
  constructor(
    private readonly repo: AnalysisRepository,
    private readonly sweepsRepo: AnalysisSweepsRepository,
    private readonly blobs: BlobStore,
    private readonly queue: JobQueue,
    private readonly finisher: AnalysisFinisher,
    /** A run is stale or unsent after this many seconds without a heartbeat (or since it was queued). */
    private readonly settings: { staleSeconds: number },
    private readonly log: RunnerLogger,
  ) {}

  /** Both run sweeps, as the timer calls them. */
  async runs(): Promise<void> {
    await this.staleRuns();
    await this.unsentRuns();
  }

  /**
   * Removes blobs no case shows and no run still needs: layers of deleted cases and of superseded runs, and
   * the tiles of runs that ended (a crash between a run's blobs and its transaction leaves such keys).
   */
  async sweepBlobs(): Promise<number> {
    const keys = [...(await this.blobs.list("results/")), ...(await this.blobs.list("runs/"))];
    const runs = [
      ...new Set(keys.map(runOfKey).filter((id): id is string => id !== undefined && UUID.test(id))),
    ];
    const live = await this.sweepsRepo.liveRuns(runs);
    const dead = keys.filter((key) => {
      const run = runOfKey(key);
      return run !== undefined && UUID.test(run) && !live.has(run);
    });
    for (const key of dead) await this.blobs.remove(key);
    return dead.length;
  }

  /**
   * Finds runs whose worker stopped beating: a single run goes back to the queue (its job failed, so pg-boss
   * retries it once, then dead-letters it); a tiled run has its active tile jobs failed the same way.
   */
  async staleRuns(): Promise<void> {
    for (const run of await this.sweepsRepo.staleRuns(this.settings.staleSeconds)) {
      if (run.tiles > 0) {
        if (!(await this.repo.beat(run.id, null))) continue;
        const jobs = await this.queue.jobsOfRun("analysis-tile", run.id);
        // No tile job left that could finish it (they ended without assembling): it would wait for ever.
        if (jobs.length === 0) await this.finisher.fail(run.caseId, run.id, workerLost());
        for (const job of jobs)
          if (job.state === "active") await this.queue.fail("analysis-tile", job.id, "worker lost");
        continue;
      }
      if (run.attempts >= 2) {
        await this.finisher.fail(run.caseId, run.id, workerLost());
        if (run.jobId) await this.queue.fail("analysis-run", run.jobId, "worker lost").catch(() => undefined);
        continue;
      }
      if (!(await this.sweepsRepo.requeueRun(run.id, run.attempts))) continue;
      await this.repo.updateCaseOfRun(this.repo.db, run.caseId, run.id, edge("processing", "queued"), {
        progress: 0,
      });
      this.log.warn({ runId: run.id }, "analysis worker lost; retrying");
      const state = run.jobId ? await this.queue.jobState("analysis-run", run.jobId) : null;
      if (state === "active" && run.jobId) await this.queue.fail("analysis-run", run.jobId, "worker lost");
      else if (state !== "created" && state !== "retry") {
        const jobId = await this.queue.send("analysis-run", { caseId: run.caseId, runId: run.id });
        await this.repo.setRunJob(run.id, jobId);
      }
    }
  }

  /**
   * Sends the job again of runs queued for longer than `staleSeconds` that no job of the queue would take
   * (its send and the fallback that ends the run both failed during a database blip, or a requeue's send
   * did): without it they would stay queued, holding one of the user's concurrent runs, for ever. The job
   * has the run's fair priority among its user's runs (analysis.service.ts).
   */
  async unsentRuns(): Promise<number> {
    let sent = 0;
    for (const run of await this.sweepsRepo.waitingRuns(this.settings.staleSeconds)) {
      if ((await this.queue.jobsOfRun("analysis-run", run.id)).length > 0) continue;
      const priority = await this.repo.fairPriority(run);
      const jobId = await this.queue.send(
        "analysis-run",
        { caseId: run.caseId, runId: run.id },
        { priority },
      );
      await this.repo.setRunJob(run.id, jobId);
      this.log.warn({ runId: run.id }, "queued analysis had no job; sent it again");
      sent++;
    }
    return sent;
  }
}
