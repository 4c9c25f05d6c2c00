import { JOB_PAYLOADS, type JobName, type JobPayload } from "@soracity/contracts";
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/client";

/**
 * Per-queue settings. Analyses: one retry for a job whose worker died; long expiry (liveness is the heartbeat's
 * job). A broadcast resumes where it stopped, so it may be retried more, after a growing pause.
 */
const QUEUES: Record<JobName, PgBoss.Queue> = {
  "analysis-dead": { name: "analysis-dead", retryLimit: 2, expireInSeconds: 300 },
  "analysis-run": {
    name: "analysis-run",
    retryLimit: 1,
    retryDelay: 0,
    expireInSeconds: 6 * 3600,
    deadLetter: "analysis-dead",
  },
  "analysis-tile": {
    name: "analysis-tile",
    retryLimit: 1,
    retryDelay: 0,
    expireInSeconds: 6 * 3600,
    deadLetter: "analysis-dead",
  },
  "notification-broadcast": {
    name: "notification-broadcast",
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 3600,
  },
  // A fetch retries its own downloads; a job that died is not run again (its fetch stays failed or resumes).
  "city-fetch": { name: "city-fetch", retryLimit: 0, expireInSeconds: 6 * 3600 },
};
/** Queues a process takes one job of at a time, whatever its analysis concurrency. */
const ONE_AT_A_TIME: ReadonlySet<JobName> = new Set([
  "analysis-dead",
  "notification-broadcast",
  "city-fetch",
]);

/**
 * Runs `work`, again after a short random pause when it lost a race with another process: PostgreSQL aborted it
 * as a deadlock victim (40P01), or the other process created the same schema or row first (42P06, 23505).
 */
export async function retryOnRace<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string }).code;
      const race =
        code === "40P01" || code === "42P06" || code === "23505" || /deadlock detected/.test(String(err));
      if (!race || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, job: { id: string }) => Promise<void>;
/** Handlers of some queues (a module's part of the worker). */
export type JobHandlersOf<N extends JobName> = { [K in N]: JobHandler<K> };
/** Every queue has a handler: a missing one is a compile error, and `work` checks it again at start. */
export type JobHandlers = JobHandlersOf<JobName>;

export interface QueueLogger {
  error(obj: unknown, msg?: string): void;
}

/**
 * The job queue: pg-boss in the app's own database (PGlite through its raw SQL, or PostgreSQL), so the embedded
 * mode needs nothing else and any number of `npm run worker` processes can share a PostgreSQL queue. Started on
 * first use; a sent job wakes this process's idle workers at once instead of waiting for their next poll.
 */
export class JobQueue {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private readonly workerIds = new Map<JobName, string[]>();

  constructor(
    private readonly database: Pick<DatabaseHandle, "executeSql">,
    private readonly logger: QueueLogger,
    private readonly pollingIntervalSeconds = 1,
  ) {}

  private start(): Promise<PgBoss> {
    this.starting ??= (async () => {
      // Processes starting together on a new database (workers, API) race to install pg-boss's schema and to
      // set the queues up: the loser of the race (a duplicate schema, or a deadlock victim) simply tries again.
      const boss = await retryOnRace(() => this.bootedBoss());
      await retryOnRace(async () => {
        for (const queue of Object.values(QUEUES)) {
          const existing = await boss.getQueue(queue.name);
          if (existing) await boss.updateQueue(queue.name, queue);
          else await boss.createQueue(queue.name, queue);
        }
      });
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }

  private async bootedBoss(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => this.database.executeSql(text, values) },
      schedule: false,
      // Supervision expires and archives jobs; one process per database runs it at a time (pg-boss locks).
      supervise: true,
      maintenanceIntervalSeconds: 60,
    });
    boss.on("error", (err) => this.logger.error({ err }, "job queue error"));
    try {
      await boss.start();
      return boss;
    } catch (err) {
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      throw err;
    }
  }

  /**
   * Queues a job; returns its id. A job of higher `priority` (default 0) is taken before older ones of lower
   * priority (fair turns between users: analysis.service.ts).
   */
  async send<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    options: { priority?: number } = {},
  ): Promise<string> {
    const boss = await this.start();
    const priority = options.priority ?? 0;
    const id = await boss.send(name, JOB_PAYLOADS[name].parse(payload), { priority });
    if (!id) throw new Error(`the queue refused a ${name} job`);
    for (const workerId of this.workerIds.get(name) ?? []) boss.notifyWorker(workerId);
    return id;
  }

  /** Takes jobs of every queue: `concurrency` at a time for the analysis compute queues. */
  async work(handlers: JobHandlers, concurrency: number): Promise<void> {
    const boss = await this.start();
    for (const name of Object.keys(QUEUES) as JobName[]) {
      const handler = handlers[name] as JobHandler<JobName> | undefined;
      if (typeof handler !== "function") throw new Error(`no handler for job ${name}`);
      const slots = ONE_AT_A_TIME.has(name) ? 1 : Math.max(1, concurrency);
      const ids: string[] = [];
      for (let i = 0; i < slots; i++) {
        ids.push(
          await boss.work(
            name,
            { batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds },
            async ([job]) => {
              if (!job) return;
              await handler(JOB_PAYLOADS[name].parse(job.data), { id: job.id });
            },
          ),
        );
      }
      this.workerIds.set(name, ids);
    }
  }

  /** Fails a job as its worker would (pg-boss retries it once, then sends it to the dead-letter queue). */
  async fail(name: JobName, id: string, message: string): Promise<void> {
    const boss = await this.start();
    await boss.fail(name, id, { message });
  }

  /** A job's state (created, retry, active, completed, cancelled, failed), or null when it is gone. */
  async jobState(name: JobName, id: string): Promise<string | null> {
    const boss = await this.start();
    return (await boss.getJobById(name, id))?.state ?? null;
  }

  /** A job's priority (0 when it is gone). */
  async jobPriority(name: JobName, id: string): Promise<number> {
    const boss = await this.start();
    return (await boss.getJobById(name, id))?.priority ?? 0;
  }

  async cancel(name: JobName, id: string): Promise<void> {
    const boss = await this.start();
    await boss.cancel(name, id);
  }

  /** Jobs of a queue whose payload names this run and that may still run: created, retry or active (sweep). */
  async jobsOfRun(name: JobName, runId: string): Promise<{ id: string; state: string }[]> {
    await this.start();
    const { rows } = await this.database.executeSql(
      "SELECT id, state FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active') AND data->>'runId' = $2",
      [name, runId],
    );
    return rows as { id: string; state: string }[];
  }

  /** Stops taking jobs; running ones are failed by pg-boss (and retried elsewhere) after `timeoutMs`. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.starting) return;
    const boss = await this.starting.catch(() => null);
    this.boss = null;
    this.starting = null;
    await boss?.stop({ graceful: true, timeout: timeoutMs, wait: true, close: false });
  }

  get started(): boolean {
    return this.boss !== null;
  }
}
