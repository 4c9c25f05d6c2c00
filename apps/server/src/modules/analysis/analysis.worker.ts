import type { WorkerConfig } from "../../config";
import type { Runtime } from "../../runtime";
import { AnalysisExecutor } from "./analysis.executor";
import { AnalysisFinisher, type RunEndListener } from "./analysis.finish";
import { AnalysisRepository } from "./analysis.repository";
import { AnalysisRunner, type RunnerLogger } from "./analysis.runner";

export interface AnalysisWorker {
  runner: AnalysisRunner;
  stop(): Promise<void>;
}

/**
 * The worker role (in the server process with `npm start`, alone with `npm run worker`): takes analysis jobs
 * from the queue, computes them on worker threads, and sweeps runs whose worker died.
 */
export async function startAnalysisWorker(
  runtime: Runtime,
  config: WorkerConfig,
  log: RunnerLogger,
  onEnd: RunEndListener | null,
): Promise<AnalysisWorker> {
  const repo = new AnalysisRepository(runtime.db);
  const executor = new AnalysisExecutor(config.concurrency);
  const finisher = new AnalysisFinisher(runtime.db, repo, runtime.blobs, onEnd);
  const runner = new AnalysisRunner(repo, runtime.blobs, runtime.queue, executor, config, log, finisher);
  await runtime.queue.work(runner.handlers(), config.concurrency);
  let sweeping = false;
  const sweeper = setInterval(
    () => {
      if (sweeping) return;
      sweeping = true;
      runner
        .sweep()
        .catch((err: unknown) => log.error({ err }, "analysis sweep failed"))
        .finally(() => (sweeping = false));
    },
    Math.max(1000, Math.round((config.staleSeconds * 1000) / 3)),
  );
  return {
    runner,
    stop: async () => {
      clearInterval(sweeper);
      await runtime.queue.stop();
      await executor.close();
    },
  };
}
