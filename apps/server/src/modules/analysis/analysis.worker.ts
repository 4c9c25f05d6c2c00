import { availableParallelism } from "node:os";
import type { WorkerConfig } from "../../config";
import type { Runtime } from "../../runtime";
import { mailRunEnd } from "../mail/analysis-mail";
import { createBroadcastService } from "../admin/admin.broadcast.service";
import {
  createNotificationsService,
  type NotificationsService,
} from "../notifications/notifications.service";
import { createCityFetchRunner } from "../cityfetch/cityfetch.wiring";
import { createUsersService, type UsersService } from "../users/users.service";
import { AnalysisExecutor } from "./analysis.executor";
import { AnalysisFinisher, type RunEndListener } from "./analysis.finish";
import { AnalysisRepository } from "./analysis.repository";
import { AnalysisRunner, type RunnerLogger } from "./analysis.runner";
import { AnalysisSweeps } from "./analysis.sweeps";
import { AnalysisSweepsRepository } from "./analysis.sweeps.repository";

/**
 * Tells the user who asked for a run that it ended (done, or error with the reason), linking to the case: a
 * notification, and a mail unless they turned those off.
 */
function notifyRunEnd(
  runtime: Runtime,
  users: UsersService,
  notifications: NotificationsService,
): RunEndListener {
  return async (end) => {
    // Started first, so once the notification is visible the mail is under way (tests wait for both).
    runtime.mail.later(() => mailRunEnd(runtime.mail, users, end));
    await notifications.notify(end.userId, {
      type: end.status === "done" ? "analysis_done" : "analysis_error",
      params: { case: end.caseName, reason: end.reason ?? "" },
      link: `/dashboard/project/${end.projectId}/case/${end.caseId}`,
    });
  };
}

export interface AnalysisWorker {
  runner: AnalysisRunner;
  sweeps: AnalysisSweeps;
  stop(): Promise<void>;
}

/**
 * The worker role (in the server process with `npm start`, alone with `npm run worker`): takes analysis jobs
 * from the queue, computes them on worker threads, and sweeps runs whose worker died; takes broadcast jobs too.
 */
export async function startAnalysisWorker(
  runtime: Runtime,
  config: WorkerConfig,
  log: RunnerLogger,
  role: "server" | "worker" = "server",
): Promise<AnalysisWorker> {
  const repo = new AnalysisRepository(runtime.db, runtime.blobs);
  const cores = availableParallelism();
  const engineThreads = config.engineThreads ?? (role === "server" ? Math.max(1, cores - 1) : cores);
  const executor = new AnalysisExecutor(config.concurrency, engineThreads);
  const users = createUsersService(runtime.db);
  const notifications = createNotificationsService(runtime.db, users);
  notifications.reportErrorsTo({ error: (details, message) => log.error(details, message) });
  const finisher = new AnalysisFinisher(
    runtime.db,
    repo,
    runtime.blobs,
    notifyRunEnd(runtime, users, notifications),
  );
  const sweepsRepo = new AnalysisSweepsRepository(runtime.db);
  const runner = new AnalysisRunner(
    repo,
    runtime.blobs,
    runtime.queue,
    executor,
    config,
    log,
    finisher,
    sweepsRepo,
  );
  const sweeps = new AnalysisSweeps(repo, sweepsRepo, runtime.blobs, runtime.queue, finisher, config, log);
  // The worker role also writes operators' notifications to every user (a job of their own queue).
  const broadcasts = createBroadcastService(runtime.db, runtime.queue, notifications);
  // And it imports the city models that sites need (issue 28).
  const cityFetch = createCityFetchRunner(runtime.db, log);
  await runtime.queue.work(
    {
      ...runner.handlers(),
      "notification-broadcast": (job) => broadcasts.send(job),
      "city-fetch": (job) => cityFetch.run(job),
    },
    config.concurrency,
  );
  let sweeping = false;
  const sweeper = setInterval(
    () => {
      if (sweeping) return;
      sweeping = true;
      sweeps
        .runs()
        .catch((err: unknown) => log.error({ err }, "analysis sweep failed"))
        .finally(() => (sweeping = false));
    },
    Math.max(1000, Math.round((config.staleSeconds * 1000) / 3)),
  );
  // Blobs nobody needs any more (deleted cases, superseded runs): at start, then hourly.
  const sweepBlobs = () =>
    sweeps.sweepBlobs().catch((err: unknown) => log.error({ err }, "analysis blob sweep failed"));
  void sweepBlobs();
  const blobSweeper = setInterval(() => void sweepBlobs(), 3600_000);
  blobSweeper.unref();
  return {
    runner,
    sweeps,
    stop: async () => {
      clearInterval(sweeper);
      clearInterval(blobSweeper);
      await runtime.queue.stop();
      await executor.close();
      await runtime.mail.settle();
    },
  };
}
