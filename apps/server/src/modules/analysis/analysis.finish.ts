import type { AnalysisOutput } from "@soracity/analysis";
import type { Database } from "../../db/client";
import type { BlobStore } from "../../lib/blobs";
import type { AnalysisRepository } from "./analysis.repository";

/** Why a run ended as an error: a stable code, an i18n message key, field errors of refused parameters. */
export interface RunRefusal {
  code: string;
  message: string;
  fields: { path: string; message: string }[];
}

/** Told when a run ends (the notifications service, wired in the composition root). */
export type RunEndListener = (event: {
  userId: string;
  caseId: string;
  projectId: string;
  caseName: string;
  status: "done" | "error";
  reason: string | null;
}) => Promise<void>;

/** Where a run's layer lives in the blob store. */
export const layerKey = (caseId: string, runId: string, name: string) => `results/${caseId}/${runId}/${name}`;

/** The stored manifest: what the result route serves, less the per-request fields (urls, staleness). */
export interface StoredManifest {
  service_type: string;
  summary: unknown;
  points: unknown;
  layers: { name: string; media_type: string; meta: Record<string, unknown> }[];
}

/**
 * Ends runs: results are written first (blobs, then the manifest and the case in one transaction), so a crash
 * leaves either a finished case with all its layers or a run still to finish; the previous run's layers are
 * removed afterwards. Every write is conditional on the case still describing this run.
 */
export class AnalysisFinisher {
  constructor(
    private readonly db: Database,
    private readonly repo: AnalysisRepository,
    private readonly blobs: BlobStore,
    private readonly onEnd: RunEndListener | null,
  ) {}

  async done(caseId: string, runId: string, output: AnalysisOutput, runTimeMs: number): Promise<void> {
    const before = await this.repo.runContext(caseId);
    if (!before || before.case.runId !== runId) return;
    for (const layer of output.layers) await this.blobs.put(layerKey(caseId, runId, layer.name), layer.data);
    const manifest: StoredManifest = {
      service_type: before.case.serviceType,
      summary: output.summary,
      points: output.points,
      layers: output.layers.map((layer) => ({
        name: layer.name,
        media_type: layer.media_type,
        meta: layer.meta,
      })),
    };
    const finished = await this.db.transaction(async (tx) => {
      const row = await this.repo.moveCaseOfRun(tx, caseId, runId, "done", {
        progress: 100,
        processEndAt: new Date(),
        resultRunId: runId,
        stale: false,
        errorCode: null,
        errorMessage: null,
      });
      if (!row) return false;
      await this.repo.endRun(tx, runId, "done");
      await this.repo.upsertResult(tx, {
        caseId,
        runId,
        manifest: manifest as unknown as Record<string, unknown>,
        runTimeMs,
      });
      return true;
    });
    if (!finished) {
      // Another worker finished this very run (a retried assembly): the layers under its keys are the result.
      const after = await this.repo.runContext(caseId);
      if (after?.case.resultRunId !== runId) await this.blobs.removePrefix(`results/${caseId}/${runId}/`);
      return;
    }
    const previous = before.case.resultRunId;
    if (previous && previous !== runId) await this.blobs.removePrefix(`results/${caseId}/${previous}/`);
    await this.announce(caseId, runId, "done", null);
  }

  async fail(caseId: string, runId: string, refusal: RunRefusal): Promise<void> {
    const ended = await this.db.transaction(async (tx) => {
      const row = await this.repo.moveCaseOfRun(tx, caseId, runId, "error", {
        processEndAt: new Date(),
        errorCode: refusal.code,
        errorMessage: refusal.message,
      });
      await this.repo.endRun(tx, runId, "error");
      return row !== undefined;
    });
    if (ended) await this.announce(caseId, runId, "error", refusal.message);
  }

  private async announce(caseId: string, runId: string, status: "done" | "error", reason: string | null) {
    if (!this.onEnd) return;
    const run = await this.repo.findRun(runId);
    const context = await this.repo.runContext(caseId);
    if (!run?.requestedBy || !context) return;
    await this.onEnd({
      userId: run.requestedBy,
      caseId,
      projectId: context.case.projectId,
      caseName: context.case.name,
      status,
      reason,
    });
  }
}
