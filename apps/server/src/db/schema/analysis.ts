import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "./columns";
import { cases } from "./projects";
import { users } from "./users";

/**
 * One run of a case: queued by `POST /api/cases/:id/run`, taken by a worker. `heartbeatAt` is refreshed while a
 * worker computes it, so a run whose worker died is found and retried (or failed) instead of staying processing.
 * City-scale shadow runs are split into `tiles` computed by any worker; `tilesDone` counts the finished ones.
 */
export const analysisRuns = pgTable(
  "analysis_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    /** Who asked for the run (notified when it ends). */
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** queued, processing, done, error, cancelled. */
    status: text("status").notNull().default("queued"),
    /** The pg-boss job computing it now (the run job, or null while only tile jobs run). */
    jobId: text("job_id"),
    attempts: integer("attempts").notNull().default(0),
    tiles: integer("tiles").notNull().default(0),
    tilesDone: integer("tiles_done").notNull().default(0),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [index("analysis_runs_case_idx").on(table.caseId)],
);

/** The results of a case's last finished run: the manifest (summary, points, layers); layer bytes are blobs. */
export const caseResults = pgTable("case_results", {
  caseId: uuid("case_id")
    .primaryKey()
    .references(() => cases.id, { onDelete: "cascade" }),
  runId: uuid("run_id").notNull(),
  manifest: jsonb("manifest").$type<Record<string, unknown>>().notNull(),
  runTimeMs: integer("run_time_ms").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Blob chunks (PostgreSQL mode): a value is split into chunks of at most 1 MiB, numbered from 0. */
export const blobChunks = pgTable(
  "blob_chunks",
  {
    key: text("key").notNull(),
    chunk: integer("chunk").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.chunk] })],
);

export type AnalysisRunRow = typeof analysisRuns.$inferSelect;
export type CaseResultRow = typeof caseResults.$inferSelect;
