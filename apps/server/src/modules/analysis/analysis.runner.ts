import { type AnalysisOutput, cityQueryBbox, shadowTileCount } from "@soracity/analysis";
import type { AnalysisRunJob, AnalysisSizeLimits, AnalysisTileJob } from "@soracity/contracts";
import type { JobHandlersOf, JobQueue } from "../../jobs/queue";
import type { BlobStore } from "../../lib/blobs";
import type { AnalysisExecutor } from "./analysis.executor";
import type { AnalysisFinisher } from "./analysis.finish";
import { type RunRefusal } from "./analysis.finish";
import { edge, into, stay } from "../cases/cases.status";
import type { AnalysisRepository } from "./analysis.repository";
import type { AnalysisSweepsRepository } from "./analysis.sweeps.repository";
import { workerLost } from "./analysis.sweeps";
import type { ThreadInput, ThreadRefusal } from "./analysis.thread";

export interface RunnerSettings {
  /** A processing run whose heartbeat is older than this is taken as dead (its job is retried once). */
  staleSeconds: number;
  /** How often a computing worker beats and writes progress. */
  heartbeatMs: number;
  /** Shadow grids above this many cell-steps are split into tiles that any worker computes. */
  tileCellSteps: number;
  /** Size limits of the runs (default the contracts' ANALYSIS_SIZE_LIMITS; tests set smaller ones). */
  sizeLimits?: AnalysisSizeLimits | undefined;
}

export interface RunnerLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** The reason shown for a refused run by its code (any other: the input could not be computed). */
const REFUSAL_MESSAGES: Partial<Record<string, string>> = {
  invalid_parameters: "analysis.error_invalid_parameters",
  analysis_too_large: "analysis.error_too_large",
};

const isRefusal = (value: unknown): value is ThreadRefusal =>
  typeof value === "object" && value !== null && "refused" in value;

/** Tiles of a city-scale shadow grid: at most 30 (the done mask is a 32-bit integer). */
export const MAX_TILES = 30;

/**
 * The worker role: takes run and tile jobs, computes them on worker threads while beating a heartbeat, and
 * ends every run as done, error or cancelled (a dead worker's run is retried once through the queue).
 */
export class AnalysisRunner {
  readonly finisher: AnalysisFinisher;

  constructor(
    private readonly repo: AnalysisRepository,
    private readonly blobs: BlobStore,
    private readonly queue: JobQueue,
    private readonly executor: AnalysisExecutor,
    private readonly settings: RunnerSettings,
    private readonly log: RunnerLogger,
    finisher: AnalysisFinisher,
    private readonly sweepsRepo: AnalysisSweepsRepository,
  ) {
    this.finisher = finisher;
  }

  handlers(): JobHandlersOf<"analysis-run" | "analysis-tile" | "analysis-dead"> {
    return {
      "analysis-run": (payload, job) => this.run(payload, job.id),
      "analysis-tile": (payload) => this.tile(payload),
      "analysis-dead": (payload) => this.finisher.fail(payload.caseId, payload.runId, workerLost()),
    };
  }

  /** Loads what a run needs; null (and the run ended) when the case or its site is gone. */
  private async input(caseId: string): Promise<ThreadInput | null> {
    const context = await this.repo.runContext(caseId);
    if (!context || context.siteLon === null || context.siteLat === null) return null;
    const site = { lon: context.siteLon, lat: context.siteLat, city_code: context.cityCode };
    const service = context.case.serviceType;
    const parameters = context.case.parameters;
    const bbox = context.cityCode ? cityQueryBbox(service, site, parameters) : null;
    const cityRows = bbox && context.cityCode ? await this.repo.cityRows(context.cityCode, bbox) : [];
    const ids = Array.isArray(parameters.model_ids)
      ? parameters.model_ids.filter((id) => typeof id === "string")
      : [];
    const models = await this.repo.modelFeatures(context.case.projectId, ids);
    const limits = this.settings.sizeLimits;
    return {
      service,
      site,
      parameters,
      cityRows,
      modelFeatures: models.features,
      modelIds: models.modelIds,
      ...(limits ? { sizeLimits: limits } : {}),
    };
  }

  /**
   * Beats while `work` runs: refreshes the heartbeat and the progress; aborts the work when the run was
   * cancelled or taken over (the heartbeat's compare-and-set fails).
   */
  private async withHeartbeat<T>(
    job: AnalysisRunJob,
    attempt: number | null,
    /** The case's progress in percent at a fraction of this work; null: this work writes none (a tile's). */
    progressOf: (fraction: number) => number | null,
    work: (signal: AbortSignal, onProgress: (fraction: number) => void) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    let fraction = 0;
    let written = -1;
    const timer = setInterval(() => {
      void (async () => {
        const alive = await this.repo.beat(job.runId, attempt);
        if (!alive) return controller.abort(new Error("run cancelled or taken over"));
        const percent = progressOf(fraction);
        if (percent !== null && percent !== written) {
          written = percent;
          await this.repo.updateCaseOfRun(this.repo.db, job.caseId, job.runId, stay("processing"), {
            progress: percent,
          });
        }
      })().catch((err: unknown) => this.log.warn({ err, runId: job.runId }, "heartbeat failed"));
    }, this.settings.heartbeatMs);
    try {
      return await work(controller.signal, (f) => void (fraction = f));
    } finally {
      clearInterval(timer);
    }
  }

  private async run(job: AnalysisRunJob, jobId: string): Promise<void> {
    const run = await this.repo.claimRun(job.runId, jobId, this.settings.staleSeconds);
    if (!run) return; // cancelled, finished, or alive on another worker
    const takeover = into("processing", { orStay: true });
    const started = await this.repo.updateCaseOfRun(this.repo.db, job.caseId, job.runId, takeover, {
      processStartAt: new Date(),
      processEndAt: null,
      progress: 0,
    });
    if (!started) return void (await this.repo.endRun(this.repo.db, job.runId, "cancelled"));
    const t0 = performance.now();
    try {
      const input = await this.input(job.caseId);
      if (!input) return await this.finisher.fail(job.caseId, job.runId, siteMissing());
      const tiles = this.tileCount(input);
      if (tiles > 1) return await this.splitIntoTiles(job, jobId, tiles);
      const output = await this.withHeartbeat(
        job,
        run.attempts,
        (f) => Math.min(99, Math.round(f * 100)),
        (signal, onProgress) => this.executor.run(input, signal, onProgress),
      );
      await this.settle(job, output, performance.now() - t0);
    } catch (err) {
      await this.crashed(job, run.attempts, err);
    }
  }

  private tileCount(input: ThreadInput): number {
    if (input.service !== "hikage") return 1;
    const count = shadowTileCount(
      { ...input, cityBuildings: [], modelBuildings: [] },
      this.settings.tileCellSteps,
    );
    return Math.min(MAX_TILES, count);
  }

  /**
   * Sends the run's tiles as jobs with its job's priority, so that they keep its turn among its user's runs
   * (a tile of a user's third run waits behind every other user's first: analysis.service.ts).
   */
  private async splitIntoTiles(job: AnalysisRunJob, jobId: string, tiles: number): Promise<void> {
    await this.repo.setTiles(job.runId, tiles);
    const priority = await this.queue.jobPriority("analysis-run", jobId);
    for (let tile = 0; tile < tiles; tile++)
      await this.queue.send("analysis-tile", { ...job, tile, tiles }, { priority });
    this.log.info({ runId: job.runId, tiles }, "analysis split into tiles");
  }

  private tileKey = (runId: string, tile: number) => `runs/${runId}/tiles/${tile}`;

  private async tile(job: AnalysisTileJob): Promise<void> {
    const run = await this.repo.findRun(job.runId);
    if (!run || run.status !== "processing") return;
    const t0 = performance.now();
    const input = await this.input(job.caseId);
    if (!input) return await this.finisher.fail(job.caseId, job.runId, siteMissing());
    let mask: TileMask | null = { done: run.tilesDone, tiles: run.tiles };
    // A retried job whose tile is stored already (its worker died later, while assembling) skips to the end.
    if ((mask.done & (1 << job.tile)) === 0) {
      const part = await this.withHeartbeat(
        job,
        null,
        // Tiles write the progress as they end: a tile starting never takes it back to 0.
        () => null,
        (signal, onProgress) => this.executor.tile(input, job.tile, job.tiles, signal, onProgress),
      ).catch((err: unknown) => {
        if (err instanceof Error && err.name === "AbortError") return null;
        throw err;
      });
      if (part === null) return;
      if (isRefusal(part)) return await this.refuse(job, part);
      await this.blobs.put(this.tileKey(job.runId, job.tile), part);
      mask = (await this.repo.tileDone(job.runId, job.tile)) ?? (await this.tileMask(job.runId));
      if (!mask) return;
      await this.repo.updateCaseOfRun(this.repo.db, job.caseId, job.runId, stay("processing"), {
        progress: Math.round(popcount(mask.done) * (90 / job.tiles)),
      });
    }
    if (popcount(mask.done) < mask.tiles) return;
    // Every tile is stored: this job stored the last one, or it is the retry of the job that did and died while
    // assembling (the sweep failed it), which assembles again. finisher.done is compare-and-set on the case.
    const runTime = run.startedAt ? Date.now() - run.startedAt.getTime() : performance.now() - t0;
    await this.assemble(job, input, mask.tiles, runTime);
  }

  /** The done mask of a run still processing (null when it ended). */
  private async tileMask(runId: string): Promise<TileMask | null> {
    const run = await this.repo.findRun(runId);
    return run?.status === "processing" ? { done: run.tilesDone, tiles: run.tiles } : null;
  }

  private async assemble(job: AnalysisTileJob, input: ThreadInput, tiles: number, runTimeMs: number) {
    const parts: Uint8Array[] = [];
    for (let tile = 0; tile < tiles; tile++) {
      const bytes = await this.blobs.get(this.tileKey(job.runId, tile));
      if (!bytes) throw new Error(`tile ${tile} of run ${job.runId} is missing`);
      parts.push(bytes);
    }
    const output = await this.withHeartbeat(
      job,
      null,
      () => 95,
      async (signal, onProgress) => {
        await assemblyPause();
        return this.executor.assemble(input, parts, signal, onProgress);
      },
    );
    await this.settle(job, output, runTimeMs);
    await this.blobs.removePrefix(`runs/${job.runId}/`);
  }

  private async settle(job: AnalysisRunJob, output: AnalysisOutput | ThreadRefusal, runTimeMs: number) {
    if (isRefusal(output)) return this.refuse(job, output);
    await this.finisher.done(job.caseId, job.runId, output, Math.round(runTimeMs));
  }

  /** The pipeline or an engine refused the input: the run ends as an error with a translated reason. */
  private async refuse(job: AnalysisRunJob, { refused }: ThreadRefusal): Promise<void> {
    this.log.info(
      { runId: job.runId, code: refused.code, detail: refused.message },
      "analysis input refused",
    );
    const message = REFUSAL_MESSAGES[refused.code] ?? "analysis.error_refused";
    await this.finisher.fail(job.caseId, job.runId, { ...refused, message });
  }

  /**
   * An unexpected failure (not a refused input): the first attempt goes back to the queue for its retry; the
   * second ends the run as an error. A cancelled run's abort is not a failure.
   */
  private async crashed(job: AnalysisRunJob, attempt: number, err: unknown): Promise<void> {
    const current = await this.repo.findRun(job.runId);
    if (!current || current.status !== "processing" || current.attempts !== attempt) return;
    this.log.error({ err, runId: job.runId, attempt }, "analysis failed");
    if (attempt < 2 && (await this.sweepsRepo.requeueRun(job.runId, attempt))) {
      await this.repo.updateCaseOfRun(this.repo.db, job.caseId, job.runId, edge("processing", "queued"), {
        progress: 0,
      });
      throw err; // pg-boss retries the job
    }
    await this.finisher.fail(job.caseId, job.runId, {
      code: "analysis_failed",
      message: "analysis.error_failed",
      fields: [],
    });
  }
}

interface TileMask {
  /** Bit `i` set: tile `i` is stored. */
  done: number;
  tiles: number;
}

/**
 * Test hook: milliseconds an assembler waits before assembling (SORACITY_TEST_ASSEMBLY_PAUSE_MS), so a test
 * kills its process during the assembly every time (analysis.assembly.int.test.ts). Unset: no wait.
 */
const assemblyPause = () => {
  const ms = Number(process.env.SORACITY_TEST_ASSEMBLY_PAUSE_MS ?? 0);
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
};

const popcount = (n: number): number => {
  let count = 0;
  for (let v = n >>> 0; v; v &= v - 1) count++;
  return count;
};

const siteMissing = (): RunRefusal => ({
  code: "site_required",
  message: "analysis.site_required",
  fields: [],
});
