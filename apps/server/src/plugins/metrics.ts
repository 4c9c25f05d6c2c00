import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { MetricsConfig } from "../config";
import type { Database } from "../db/client";
import { errorBody } from "../lib/errors";

/** Seconds: from a cached read (milliseconds) to an upload or an export (seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: from a mail (under a second) to a city-scale analysis (an hour). */
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600];
/** The route label of answers no route matched (unknown /api paths, the web app's pages and files). */
const UNMATCHED = "(unmatched)";

/** The pool's counts, where the driver has them (node-postgres); PGlite has one connection and none. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const isPool = (client: unknown): client is PoolCounts =>
  typeof client === "object" &&
  client !== null &&
  typeof (client as Partial<PoolCounts>).totalCount === "number" &&
  typeof (client as Partial<PoolCounts>).waitingCount === "number";

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/**
 * Everything /metrics reports, in a registry of its own (one per app, so tests build many):
 * - `http_request_duration_seconds{method,route,status_code}`: latency by route pattern (`/api/cases/:id`);
 * - `soracity_job_queue_depth{queue,state}`: pg-boss jobs waiting (created, retry) or running (active);
 * - `soracity_job_duration_seconds{queue,state}`: jobs that ended (completed, failed) since this process's
 *   first scrape, whichever process ran them (read from pg-boss's table at each scrape);
 * - `soracity_analysis_runs{status}` and `soracity_analysis_heartbeat_age_seconds`: runs queued and processing,
 *   and the age of the stalest heartbeat of a processing run (a worker that died shows here first);
 * - `soracity_db_pool_connections{state}`: PostgreSQL pool connections (total, idle, waiting clients);
 * - Node's process metrics (CPU, memory, event loop lag, GC), `process_`/`nodejs_`.
 */
export function createMetrics(db: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by route pattern, method and status",
    labelNames: ["method", "route", "status_code"],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const jobs = new Histogram({
    name: "soracity_job_duration_seconds",
    help: "Duration of jobs that ended since this process's first scrape, by queue and final state",
    labelNames: ["queue", "state"],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  /** The newest end time already observed into `jobs`; undefined until the first scrape. */
  let jobsSeen: string | undefined;
  const queueDepth = new Gauge({
    name: "soracity_job_queue_depth",
    help: "pg-boss jobs waiting (created, retry) or running (active), by queue",
    labelNames: ["queue", "state"],
    registers: [registry],
  });
  const runs = new Gauge({
    name: "soracity_analysis_runs",
    help: "Analysis runs queued or processing",
    labelNames: ["status"],
    registers: [registry],
  });
  const heartbeat = new Gauge({
    name: "soracity_analysis_heartbeat_age_seconds",
    help: "Seconds since the stalest heartbeat of a processing analysis run (0: none processing)",
    registers: [registry],
  });
  const pool = new Gauge({
    name: "soracity_db_pool_connections",
    help: "PostgreSQL pool: connections open (total) and idle, and clients waiting for one",
    labelNames: ["state"],
    registers: [registry],
  });

  /** Reads the queue and the runs from the database; pg-boss's tables exist once any process started it. */
  async function sample() {
    queueDepth.reset();
    const depth = await db
      .execute(
        sql`SELECT name, state, count(*)::int AS n FROM pgboss.job
            WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`,
      )
      .catch(() => undefined);
    for (const row of depth ? rowsOf(depth as Rows<{ name: string; state: string; n: number }>) : []) {
      queueDepth.set({ queue: row.name, state: row.state }, Number(row.n));
    }
    const ended = await db
      .execute(
        jobsSeen === undefined
          ? sql`SELECT max(completed_on)::text AS at FROM pgboss.job`
          : sql`SELECT name, state, completed_on::text AS at,
                  extract(epoch FROM completed_on - started_on)::float8 AS seconds
                FROM pgboss.job
                WHERE completed_on > ${jobsSeen}::timestamptz AND started_on IS NOT NULL
                  AND state IN ('completed', 'failed')`,
      )
      .catch(() => undefined);
    const endedRows = ended
      ? rowsOf(ended as Rows<{ name?: string; state?: string; at: string | null; seconds?: number }>)
      : [];
    if (jobsSeen === undefined) {
      if (ended) jobsSeen = endedRows[0]?.at ?? "-infinity";
    } else {
      for (const row of endedRows) {
        if (row.name && row.state) jobs.observe({ queue: row.name, state: row.state }, Number(row.seconds));
        if (row.at && row.at > jobsSeen) jobsSeen = row.at;
      }
    }
    const [counts] = rowsOf(
      (await db.execute(
        sql`SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued,
              count(*) FILTER (WHERE status = 'processing')::int AS processing,
              coalesce(extract(epoch FROM now() - min(heartbeat_at) FILTER (WHERE status = 'processing')), 0)::float8
                AS stalest
            FROM analysis_runs WHERE status IN ('queued', 'processing')`,
      )) as Rows<{ queued: number; processing: number; stalest: number }>,
    );
    runs.set({ status: "queued" }, Number(counts?.queued ?? 0));
    runs.set({ status: "processing" }, Number(counts?.processing ?? 0));
    heartbeat.set(Number(counts?.stalest ?? 0));
    const client = (db as { $client?: unknown }).$client;
    if (isPool(client)) {
      pool.set({ state: "total" }, client.totalCount);
      pool.set({ state: "idle" }, client.idleCount);
      pool.set({ state: "waiting" }, client.waitingCount);
    }
  }

  return {
    registry,
    /** Times one answer (onResponse). */
    observeRequest(method: string, route: string | undefined, statusCode: number, milliseconds: number) {
      http.observe(
        { method, route: route ?? UNMATCHED, status_code: String(statusCode) },
        milliseconds / 1000,
      );
    },
    /** The text exposition, database figures read now. */
    async scrape(): Promise<string> {
      await sample();
      return registry.metrics();
    },
  };
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const notFound = (reply: FastifyReply) =>
  reply.status(404).send(errorBody("not_found", "No route GET /metrics."));

/**
 * GET /metrics in Prometheus's text format (METRICS): `off` answers 404 (as any unknown path: never the web app's
 * page), `on` answers anyone, `token` only `Authorization: Bearer <METRICS_TOKEN>` (else 401). Registered before
 * the routes: its hook times every answer.
 */
export async function registerMetrics(app: FastifyInstance, db: Database, config: MetricsConfig | undefined) {
  const mode = config?.mode ?? "off";
  if (mode === "off") {
    app.get("/metrics", { schema: { hide: true } }, (_request, reply) => notFound(reply));
    return;
  }
  const metrics = createMetrics(db);
  app.addHook("onResponse", async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (mode === "token") {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
      if (!match?.[1] || !config?.token || !sameToken(match[1], config.token)) {
        return reply
          .status(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send(errorBody("unauthenticated", "GET /metrics needs the metrics token."));
      }
    }
    const text = await metrics.scrape();
    return reply.header("cache-control", "no-store").type(metrics.registry.contentType).send(text);
  });
}
