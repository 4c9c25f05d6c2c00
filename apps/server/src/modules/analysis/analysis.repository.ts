import type { CaseStatus, FieldError } from "@soracity/contracts";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type AnalysisRunRow,
  analysisRuns,
  buildings,
  type CaseRow,
  caseResults,
  cases,
  projectModels,
  projects,
  workspaceShares,
  workspaces,
} from "../../db/schema";
import { BUILDING_MAX_SPAN_DEGREES, type LonLatBbox } from "../buildings/buildings.repository";
import type { BlobStore } from "../../lib/blobs";
import { ACTIVE_STATUSES, allowedFrom, type CaseMove, into } from "../cases/cases.status";
import { storedModelFeatures } from "../models/models.features";
import { modelTotals } from "../models/models.totals";
import type { CityRow } from "./analysis.buildings";
import type { ModelWallTotals } from "./analysis.refusal";

/** The most catalogue buildings one run loads (a 25 ha range with its shadow reach holds a few thousand). */
export const MAX_RUN_BUILDINGS = 200_000;

/** SQL of analysis runs and results: claims and finishes are compare-and-set on the run's status and attempt. */
export class AnalysisRepository {
  private readonly resultViewQuery;

  constructor(
    readonly db: Database,
    private readonly blobs: BlobStore,
  ) {
    this.resultViewQuery = this.prepareResultView();
  }

  async insertRun(ex: Database, caseId: string, requestedBy: string): Promise<AnalysisRunRow> {
    const [row] = await ex.insert(analysisRuns).values({ caseId, requestedBy }).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  async findRun(id: string): Promise<AnalysisRunRow | undefined> {
    const [row] = await this.db.select().from(analysisRuns).where(eq(analysisRuns.id, id)).limit(1);
    return row;
  }

  async setRunJob(id: string, jobId: string): Promise<void> {
    await this.db.update(analysisRuns).set({ jobId }).where(eq(analysisRuns.id, id));
  }

  /**
   * A worker takes a queued run (or one whose worker stopped beating for `staleSeconds`): one more attempt.
   * Undefined when the run was cancelled, finished or is alive elsewhere.
   */
  async claimRun(id: string, jobId: string, staleSeconds: number): Promise<AnalysisRunRow | undefined> {
    const now = new Date();
    const [row] = await this.db
      .update(analysisRuns)
      .set({
        status: "processing",
        jobId,
        attempts: sql`${analysisRuns.attempts} + 1`,
        heartbeatAt: now,
        startedAt: sql`coalesce(${analysisRuns.startedAt}, ${now})`,
      })
      .where(
        and(
          eq(analysisRuns.id, id),
          sql`(${analysisRuns.status} = 'queued' or (${analysisRuns.status} = 'processing' and ${analysisRuns.heartbeatAt} < ${new Date(now.getTime() - staleSeconds * 1000)}))`,
        ),
      )
      .returning();
    return row;
  }

  /** Refreshes the heartbeat of a run still processing (and still this attempt's); false when it is not. */
  async beat(id: string, attempt: number | null): Promise<boolean> {
    const rows = await this.db
      .update(analysisRuns)
      .set({ heartbeatAt: new Date() })
      .where(
        and(
          eq(analysisRuns.id, id),
          eq(analysisRuns.status, "processing"),
          attempt === null ? undefined : eq(analysisRuns.attempts, attempt),
        ),
      )
      .returning({ id: analysisRuns.id });
    return rows.length > 0;
  }

  async setTiles(id: string, tiles: number): Promise<void> {
    await this.db
      .update(analysisRuns)
      .set({ tiles, tilesDone: 0, jobId: null })
      .where(eq(analysisRuns.id, id));
  }

  /** Marks tile `tile` done (once); returns the done mask after it, or null when it was done already. */
  async tileDone(id: string, tile: number): Promise<{ done: number; tiles: number } | null> {
    const bit = 1 << tile;
    const [row] = await this.db
      .update(analysisRuns)
      .set({ tilesDone: sql`${analysisRuns.tilesDone} | ${bit}` })
      .where(
        and(
          eq(analysisRuns.id, id),
          eq(analysisRuns.status, "processing"),
          sql`(${analysisRuns.tilesDone} & ${bit}) = 0`,
        ),
      )
      .returning({ done: analysisRuns.tilesDone, tiles: analysisRuns.tiles });
    return row ?? null;
  }

  /** Ends a run (from queued or processing). False when it had ended already. */
  async endRun(ex: Database, id: string, status: "done" | "error" | "cancelled"): Promise<boolean> {
    const rows = await ex
      .update(analysisRuns)
      .set({ status, endedAt: new Date() })
      .where(and(eq(analysisRuns.id, id), inArray(analysisRuns.status, [...ACTIVE_STATUSES])))
      .returning({ id: analysisRuns.id });
    return rows.length > 0;
  }

  /**
   * The job priority of a run among its user's runs: minus their other runs queued before it and not ended
   * (as POST /run counts them when it queues one; pg-boss takes the highest first).
   */
  async fairPriority(run: Pick<AnalysisRunRow, "id" | "requestedBy" | "queuedAt">): Promise<number> {
    if (!run.requestedBy) return 0;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(analysisRuns)
      .where(
        and(
          eq(analysisRuns.requestedBy, run.requestedBy),
          inArray(analysisRuns.status, [...ACTIVE_STATUSES]),
          lt(analysisRuns.queuedAt, run.queuedAt),
        ),
      );
    return -(row?.n ?? 0);
  }

  /** Queues a case for a new run (compare-and-set on CASE_TRANSITIONS): clears times, progress and error. */
  async queueCase(ex: Database, caseId: string, runId: string) {
    const [row] = await ex
      .update(cases)
      .set({
        status: "queued",
        runId,
        progress: 0,
        processStartAt: null,
        processEndAt: null,
        errorCode: null,
        errorMessage: null,
        updatedAt: new Date(),
      })
      .where(and(eq(cases.id, caseId), inArray(cases.status, allowedFrom("queued"))))
      .returning();
    return row;
  }

  /**
   * Moves the run's case to `to` (with `values`), only while the case still describes this run and its status
   * may move to `to` by CASE_TRANSITIONS (compare-and-set).
   */
  moveCaseOfRun(
    ex: Database,
    caseId: string,
    runId: string,
    to: CaseStatus,
    values: Omit<Partial<CaseRow>, "status">,
  ): Promise<CaseRow | undefined> {
    return this.updateCaseOfRun(ex, caseId, runId, into(to), values);
  }

  /**
   * Case columns of the run's case with its status move (edge() or into(): CASE_TRANSITIONS), only while the
   * case still describes this run and is in one of the move's statuses.
   */
  async updateCaseOfRun(
    ex: Database,
    caseId: string,
    runId: string,
    move: CaseMove,
    values: Omit<Partial<CaseRow>, "status">,
  ): Promise<CaseRow | undefined> {
    const [row] = await ex
      .update(cases)
      .set({ ...values, status: move.to, updatedAt: new Date() })
      .where(and(eq(cases.id, caseId), eq(cases.runId, runId), inArray(cases.status, [...move.from])))
      .returning();
    return row;
  }

  async upsertResult(
    ex: Database,
    values: { caseId: string; runId: string; manifest: Record<string, unknown>; runTimeMs: number },
  ): Promise<void> {
    await ex
      .insert(caseResults)
      .values(values)
      .onConflictDoUpdate({
        target: caseResults.caseId,
        set: {
          runId: values.runId,
          manifest: values.manifest,
          runTimeMs: values.runTimeMs,
          computedAt: new Date(),
        },
      });
  }

  /**
   * What a result read needs in one query: the case's staleness and result run, its workspace, the caller's
   * share permission on it, and the stored result.
   */
  async resultView(caseId: string, userId: string) {
    const [row] = await this.resultViewQuery.execute({ caseId, userId });
    return row;
  }

  /** The result read's query, prepared once: viewers poll it, so no SQL is built per read. */
  private prepareResultView() {
    const userId = sql.placeholder("userId");
    return this.db
      .select({
        stale: cases.stale,
        resultRunId: cases.resultRunId,
        workspace: workspaces,
        share: workspaceShares.permission,
        result: caseResults,
      })
      .from(cases)
      .innerJoin(projects, eq(projects.id, cases.projectId))
      .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
      .leftJoin(
        workspaceShares,
        and(eq(workspaceShares.workspaceId, workspaces.id), eq(workspaceShares.userId, userId)),
      )
      .leftJoin(caseResults, eq(caseResults.caseId, cases.id))
      .where(eq(cases.id, sql.placeholder("caseId")))
      .limit(1)
      .prepare("analysis_result_view");
  }

  async result(caseId: string) {
    const [row] = await this.db.select().from(caseResults).where(eq(caseResults.caseId, caseId)).limit(1);
    return row;
  }

  /** The case, its project's site, and the stored features of the models it names (of that project only). */
  async runContext(caseId: string) {
    const [row] = await this.db
      .select({
        case: cases,
        siteLon: projects.siteLon,
        siteLat: projects.siteLat,
        cityCode: projects.siteCityCode,
      })
      .from(cases)
      .innerJoin(projects, eq(projects.id, cases.projectId))
      .where(eq(cases.id, caseId))
      .limit(1);
    return row;
  }

  /**
   * The case's `model_ids` that are models of its project, with their stored wall totals and bounds, and as
   * field errors those that are not (another project's or a deleted model).
   */
  async listedModels(
    projectId: string,
    parameters: Record<string, unknown>,
  ): Promise<{ known: ModelWallTotals[]; unknown: FieldError[] }> {
    const ids = Array.isArray(parameters.model_ids) ? (parameters.model_ids as unknown[]) : [];
    const { wallCount, wallArea, minLon, minLat, maxLon, maxLat } = projectModels;
    const rows = await this.db
      .select({ id: projectModels.id, wallCount, wallArea, minLon, minLat, maxLon, maxLat })
      .from(projectModels)
      .where(eq(projectModels.projectId, projectId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const known = [...new Set(ids)].flatMap((id) => (typeof id === "string" ? (byId.get(id) ?? []) : []));
    const unknown = ids.flatMap((id, i) =>
      typeof id === "string" && byId.has(id)
        ? []
        : [{ path: `model_ids.${i}`, message: "analysis.model_not_found" }],
    );
    return { known, unknown };
  }

  /**
   * The placed buildings of the models: their features blob, or their row for models stored before it, and
   * the model id of each feature (for the case's planned_model_ids).
   */
  async modelFeatures(
    projectId: string,
    modelIds: string[],
  ): Promise<{ features: unknown[]; modelIds: string[] }> {
    if (modelIds.length === 0) return { features: [], modelIds: [] };
    const { id, features, storagePath: key, wallCount, minLon, minLat, maxLon, maxLat } = projectModels;
    const rows = await this.db
      .select({ id, features, key, wallCount, minLon, minLat, maxLon, maxLat })
      .from(projectModels)
      .where(and(eq(projectModels.projectId, projectId), inArray(projectModels.id, modelIds)));
    const lists = await Promise.all(
      rows.map(async (r) => {
        const list = r.features ?? (await storedModelFeatures(this.blobs, r.key));
        if (r.wallCount === null) await this.backfillTotals(r, list);
        return list;
      }),
    );
    return { features: lists.flat(), modelIds: rows.flatMap((r, i) => (lists[i] ?? []).map(() => r.id)) };
  }

  /**
   * Stores the totals of a model uploaded before they were counted (models.totals.ts), once a run has read
   * its features anyway, so that POST /run bounds its next runs.
   */
  private async backfillTotals(
    row: {
      id: string;
      minLon: number | null;
      minLat: number | null;
      maxLon: number | null;
      maxLat: number | null;
    },
    features: unknown[],
  ): Promise<void> {
    const bbox = [row.minLon, row.minLat, row.maxLon, row.maxLat];
    if (!bbox.every((v): v is number => v !== null && Number.isFinite(v))) return;
    const totals = modelTotals(features, bbox as [number, number, number, number]);
    await this.db.update(projectModels).set(totals).where(eq(projectModels.id, row.id));
  }

  /** Catalogue buildings of a city whose bbox meets `bbox` (the columns a run needs, LOD2 included). */
  cityRows(cityCode: string, [minLon, minLat, maxLon, maxLat]: LonLatBbox): Promise<CityRow[]> {
    return this.db
      .select({
        gmlId: buildings.gmlId,
        footprint: buildings.footprint,
        groundZ: buildings.groundZ,
        lod1TopZ: buildings.lod1TopZ,
        height: buildings.height,
        heightSource: buildings.heightSource,
        lods: buildings.lods,
        parts: buildings.parts,
        lod2: buildings.lod2,
      })
      .from(buildings)
      .where(
        and(
          eq(buildings.cityCode, cityCode),
          sql`${buildings.minLon} >= ${minLon - BUILDING_MAX_SPAN_DEGREES}`,
          sql`${buildings.minLon} <= ${maxLon}`,
          sql`${buildings.maxLon} >= ${minLon}`,
          sql`${buildings.minLat} <= ${maxLat}`,
          sql`${buildings.maxLat} >= ${minLat}`,
        ),
      )
      .limit(MAX_RUN_BUILDINGS);
  }
}
