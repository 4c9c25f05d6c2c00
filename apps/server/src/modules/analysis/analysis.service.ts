import { AnalysisInputError, envelopeShadowCaseOf } from "@soracity/analysis";
import {
  type Case,
  type CaseResult,
  type Locale,
  RESULT_LAYERS,
  type SkyPointCharts,
  caseResultSchema,
  storedResultSchema,
  summaryOf,
} from "@soracity/contracts";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import type { BlobStore } from "../../lib/blobs";
import { AppError, notFound } from "../../lib/errors";
import { type Actor, authorize } from "../access/access.policy";
import type { AccessRepository } from "../access/access.repository";
import type { CasesService } from "../cases/cases.service";
import type { LimitsService } from "../limits/limits.service";
import { ACTIVE_STATUSES, edge } from "../cases/cases.status";
import { layerKey, type StoredManifest } from "./analysis.finish";
import { runRefusal } from "./analysis.refusal";
import type { AnalysisRepository } from "./analysis.repository";
import { pointChartsOf } from "./analysis.skyCharts";

const conflict = (message: string) => new AppError(409, "conflict", message);

/** The name of a 逆日影 case's shadow case, in the request's language. */
const SHADOW_CASE_NAMES: Record<Locale, (name: string) => string> = {
  jp: (name) => `${name} 逆日影の検証`,
  en: (name) => `${name} envelope check`,
};

/** Runs, cancels and reads the results of cases (authorization through the cases service's project policy). */
export class AnalysisService {
  constructor(
    private readonly db: Database,
    private readonly repo: AnalysisRepository,
    private readonly cases: CasesService,
    private readonly queue: JobQueue,
    private readonly blobs: BlobStore,
    private readonly access: AccessRepository,
    private readonly limits: LimitsService,
  ) {}

  /** Presented manifests by case and run (a run's results never change). */
  private readonly presented = new LRUCache<string, CaseResult>({ max: 500 });
  /** Their JSON, by run and staleness (the only field that changes while a run's results are shown). */
  private readonly serialized = new LRUCache<string, string>({ max: 1000 });

  /**
   * Queues a run (editor role): the project needs a site and the parameters must be complete (400 with the
   * field errors, nothing queued); a case already queued or processing answers 409; a user with as many runs
   * queued or running as the plan's `concurrent_runs` answers 403 `limit_reached` (limit `runs`). The job's
   * priority falls with the runs the user already has, so the queue takes every user's first run before anyone's
   * second (pg-boss takes the highest priority first, then the oldest).
   */
  async run(actor: Actor | null, id: string): Promise<Case> {
    const { row, access } = await this.cases.authorized(actor, id, "case:run");
    if (ACTIVE_STATUSES.includes(row.status)) throw conflict("The case is already running.");
    const context = await this.repo.runContext(id);
    if (!context || context.siteLon === null || context.siteLat === null) {
      throw new AppError(400, "validation_failed", "Set the project's site before running an analysis.", [
        { path: "site", message: "analysis.site_required" },
      ]);
    }
    const site = { lon: context.siteLon, lat: context.siteLat };
    const models = await this.repo.listedModels(row.projectId, row.parameters);
    const refused = runRefusal(row.serviceType, row.parameters, site, models.known);
    const fields = refused ? refused.fields : models.unknown;
    if (fields.length > 0) {
      throw new AppError(
        400,
        "validation_failed",
        refused?.message ?? "The parameters are incomplete or invalid.",
        fields.map((f) => ({ ...f, path: `parameters.${f.path}` })),
      );
    }
    const userId = actor?.userId ?? "";
    const queued = await this.db.transaction(async (tx) => {
      const activeRuns = await this.limits.ensureRunRoom(tx, userId);
      const run = await this.repo.insertRun(tx, id, userId);
      const updated = await this.repo.queueCase(tx, id, run.id);
      if (!updated) throw conflict("The case is already running.");
      return { run, updated, priority: -activeRuns };
    });
    try {
      const payload = { caseId: id, runId: queued.run.id };
      const jobId = await this.queue.send("analysis-run", payload, { priority: queued.priority });
      await this.repo.setRunJob(queued.run.id, jobId);
    } catch (err) {
      await this.db.transaction(async (tx) => {
        await this.repo.updateCaseOfRun(tx, id, queued.run.id, edge("queued", "error"), {
          errorCode: "queue_unavailable",
          errorMessage: "analysis.error_queue_unavailable",
        });
        // An unsent run must not hold one of the user's concurrent_runs.
        await this.repo.endRun(tx, queued.run.id, "error");
      });
      throw err;
    }
    return this.cases.presentOne(queued.updated, access.role);
  }

  /** Cancels a queued or processing run (editor role); a worker computing it stops at its next heartbeat. */
  async cancel(actor: Actor | null, id: string): Promise<Case> {
    const { row, access } = await this.cases.authorized(actor, id, "case:run");
    if (!row.runId || !ACTIVE_STATUSES.includes(row.status)) throw conflict("The case is not running.");
    const runId = row.runId;
    const cancelled = await this.db.transaction(async (tx) => {
      const updated = await this.repo.moveCaseOfRun(tx, id, runId, "cancelled", {
        processEndAt: new Date(),
      });
      if (updated) await this.repo.endRun(tx, runId, "cancelled");
      return updated;
    });
    if (!cancelled) throw conflict("The case is not running.");
    const run = await this.repo.findRun(runId);
    if (run?.jobId) await this.queue.cancel("analysis-run", run.jobId).catch(() => undefined);
    return this.cases.presentOne(cancelled, access.role);
  }

  /**
   * The manifest of the case's last finished run (view role); 404 when it has none. A hot path (viewers poll
   * it): access and result come from one query, and the presented manifest of a run is kept, so a read costs
   * one query and no schema work.
   */
  async result(actor: Actor | null, id: string): Promise<string> {
    const view = actor ? await this.repo.resultView(id, actor.userId) : undefined;
    const access = view && actor ? await this.access.of(view.workspace, view.share, actor.userId) : undefined;
    authorize(actor, "workspace:read", access, "Case");
    const stored = view?.result;
    if (!view?.resultRunId || !stored) throw notFound("Result");
    const key = `${id}/${stored.runId}`;
    const cached = this.serialized.get(`${key}/${view.stale}`);
    if (cached) return cached;
    let presented = this.presented.get(key);
    if (!presented) {
      const manifest = stored.manifest as unknown as StoredManifest;
      // Checked once per run against the contract, then served as is.
      presented = caseResultSchema.parse({
        case_id: id,
        service_type: manifest.service_type,
        run_id: stored.runId,
        computed_at: stored.computedAt.toISOString(),
        run_time_ms: stored.runTimeMs,
        stale: false,
        summary: manifest.summary,
        points: manifest.points,
        layers: manifest.layers.map((layer) => ({
          ...layer,
          url: `/api/cases/${id}/result/layers/${encodeURIComponent(layer.name)}`,
        })),
      });
      this.presented.set(key, presented);
    }
    const json = JSON.stringify({ ...presented, stale: view.stale });
    this.serialized.set(`${key}/${view.stale}`, json);
    return json;
  }

  /** One layer's bytes and media type (view role). */
  async layer(actor: Actor | null, id: string, name: string): Promise<{ mediaType: string; bytes: Buffer }> {
    const { row } = await this.cases.authorized(actor, id, "workspace:read");
    const stored = row.resultRunId ? await this.repo.result(id) : undefined;
    const layer = (stored?.manifest as unknown as StoredManifest | undefined)?.layers.find(
      (l) => l.name === name,
    );
    if (!stored || !layer) throw notFound("Layer");
    const bytes = await this.blobs.get(layerKey(id, stored.runId, name));
    if (!bytes) throw notFound("Layer");
    return { mediaType: layer.media_type, bytes };
  }

  /**
   * The one-click shadow case of a finished 逆日影 result (edit role, issue 26): a new `hikage` case in the
   * same project named after the source, whose parameters are the source's set-up with the envelope's checked
   * tiers as planned buildings (envelopeShadowCaseOf). 409 `analysis.shadow_case_no_result` when the source
   * has no current 逆日影 result (none, stale, or another service's).
   */
  async shadowCase(actor: Actor | null, id: string, locale: Locale): Promise<Case> {
    const { row } = await this.cases.authorized(actor, id, "case:write");
    const noResult = () =>
      new AppError(409, "conflict", "The envelope has no current result; run the case first.", [
        { path: "result", message: "analysis.shadow_case_no_result" },
      ]);
    const stored = row.resultRunId && !row.stale ? await this.repo.result(id) : undefined;
    const manifest = stored ? storedResultSchema.safeParse(stored.manifest) : null;
    const summary = manifest?.success ? summaryOf(manifest.data.summary, "gyakuhikage") : null;
    const envelope = manifest?.success
      ? manifest.data.layers.find((l) => l.name === RESULT_LAYERS.envelope.name)
      : undefined;
    if (!stored || !summary || !envelope) throw noResult();
    const bytes = await this.blobs.get(layerKey(id, stored.runId, envelope.name));
    if (!bytes) throw noResult();
    let parameters: Record<string, unknown>;
    try {
      const ground = summary.setup.average_ground.elevation;
      parameters = envelopeShadowCaseOf(row.parameters, ground, JSON.parse(bytes.toString("utf8")));
    } catch (error) {
      if (error instanceof AnalysisInputError) throw noResult();
      throw error;
    }
    return this.cases.create(actor, row.projectId, {
      service_type: "hikage",
      name: SHADOW_CASE_NAMES[locale](row.name),
      parameters,
    });
  }

  /**
   * One point's 天空図 (planned and conforming) of the case's shown 天空率 run (view role), read from its
   * `sky_charts` layer; 404 when the run has no such layer (another service) or no such point.
   */
  async skyCharts(actor: Actor | null, id: string, pointId: string): Promise<SkyPointCharts> {
    const { bytes } = await this.layer(actor, id, RESULT_LAYERS.sky_charts.name);
    return pointChartsOf(bytes, pointId);
  }
}
