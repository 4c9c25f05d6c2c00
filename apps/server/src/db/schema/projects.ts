import {
  boolean,
  doublePrecision,
  foreignKey,
  integer,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { CaseStatus, ServiceType } from "@soracity/contracts";
import { bytea } from "./columns";
import { workspaces } from "./workspaces";

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** The site (centre of every case's local frame); null until set. */
    siteLon: doublePrecision("site_lon"),
    siteLat: doublePrecision("site_lat"),
    siteCityCode: text("site_city_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("projects_workspace_id_idx").on(table.workspaceId)],
);

/** The resized WebP thumbnail of a project (kept apart so project lists never load the bytes). */
export const projectThumbnails = pgTable("project_thumbnails", {
  projectId: uuid("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  image: bytea("image").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Services of a project (service type master: hikage, noise, vibration). */
export const projectServices = pgTable(
  "project_services",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    serviceType: text("service_type").$type<ServiceType>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.serviceType] })],
);

/** Cases of a project service; removing the service (or the project) removes its cases. */
export const cases = pgTable(
  "cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id").notNull(),
    serviceType: text("service_type").$type<ServiceType>().notNull(),
    name: text("name").notNull(),
    parameters: jsonb("parameters").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<CaseStatus>().notNull().default("draft"),
    processStartAt: timestamp("process_start_at", { withTimezone: true }),
    processEndAt: timestamp("process_end_at", { withTimezone: true }),
    shareUrl: text("share_url"),
    /** Percent done of the current or last run. */
    progress: integer("progress").notNull().default(0),
    /** The run the case's status describes (the analysis_runs row); null before the first run. */
    runId: uuid("run_id"),
    /** The run whose results `case_results` holds (the last one that finished done); null without results. */
    resultRunId: uuid("result_run_id"),
    /** Why the last run failed: a stable code and an i18n message key. */
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    /** The parameters changed after the last finished run. */
    stale: boolean("stale").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: "cases_project_service_fk",
      columns: [table.projectId, table.serviceType],
      foreignColumns: [projectServices.projectId, projectServices.serviceType],
    }).onDelete("cascade"),
    index("cases_project_idx").on(table.projectId, table.serviceType),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type CaseRow = typeof cases.$inferSelect;
