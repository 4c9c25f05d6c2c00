import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type AnalysisRunRow, analysisRuns, cases } from "../../db/schema";
import { ACTIVE_STATUSES } from "../cases/cases.status";

/**
 * SQL of the worker's sweeps (analysis.sweeps.ts): runs whose worker stopped beating, runs left queued, the
 * runs whose blobs must stay, and the requeue of a run whose worker was lost (compare-and-set on its attempt).
 */
export class AnalysisSweepsRepository {
  constructor(private readonly db: Database) {}

  /** Puts a processing run back in the queue (its worker died or stopped; the job is retried). */
  async requeueRun(id: string, attempt: number): Promise<boolean> {
    const rows = await this.db
      .update(analysisRuns)
      .set({ status: "queued", heartbeatAt: new Date() })
      .where(
        and(
          eq(analysisRuns.id, id),
          eq(analysisRuns.status, "processing"),
          eq(analysisRuns.attempts, attempt),
        ),
      )
      .returning({ id: analysisRuns.id });
    return rows.length > 0;
  }

  /** Of these run ids, the ones whose blobs must stay: the run is active, or its case shows its results. */
  async liveRuns(runIds: string[]): Promise<Set<string>> {
    if (runIds.length === 0) return new Set();
    const active = await this.db
      .select({ id: analysisRuns.id })
      .from(analysisRuns)
      .where(and(inArray(analysisRuns.id, runIds), inArray(analysisRuns.status, [...ACTIVE_STATUSES])));
    const shown = await this.db
      .select({ id: cases.resultRunId })
      .from(cases)
      .where(inArray(cases.resultRunId, runIds));
    return new Set([...active.map((r) => r.id), ...shown.flatMap((r) => (r.id ? [r.id] : []))]);
  }

  /** Processing runs whose heartbeat is older than `staleSeconds`. */
  staleRuns(staleSeconds: number): Promise<AnalysisRunRow[]> {
    return this.db
      .select()
      .from(analysisRuns)
      .where(
        and(
          eq(analysisRuns.status, "processing"),
          lt(analysisRuns.heartbeatAt, new Date(Date.now() - staleSeconds * 1000)),
        ),
      );
  }

  /** Runs queued for `staleSeconds` or longer (since they were queued, or requeued after a lost worker). */
  waitingRuns(staleSeconds: number): Promise<AnalysisRunRow[]> {
    const before = new Date(Date.now() - staleSeconds * 1000);
    return this.db
      .select()
      .from(analysisRuns)
      .where(
        and(
          eq(analysisRuns.status, "queued"),
          sql`coalesce(${analysisRuns.heartbeatAt}, ${analysisRuns.queuedAt}) < ${before}`,
        ),
      );
  }
}
