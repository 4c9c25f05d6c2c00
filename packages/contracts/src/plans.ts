import { z } from "zod";
import { USER_TYPES } from "./auth";

/** What a limit error is about: the web shows the spec's Error dialog for it (PRODUCT.md §8). */
export const LIMIT_KINDS = [
  "workspaces",
  "groups",
  "projects",
  "cases",
  "models",
  "model_storage",
  "runs",
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Count limits of one plan (server configuration; see apps/server/README.md). */
export const planLimitsSchema = z.object({
  /** Workspaces a user owns (their own, plus those of groups whose tree they own). */
  workspaces: z.number().int(),
  projects_per_workspace: z.number().int(),
  /** Cases per service of a project (for `hikage`: shadow analyses per project). */
  cases_per_project_service: z.number().int(),
  /** Groups and sub-groups a user owns; 0 = may not create groups (basic). */
  groups: z.number().int(),
  /** Uploaded building models in one project. */
  models_per_project: z.number().int(),
  /** Megabytes (10^6 bytes) of uploaded model files in all projects the account pays for. */
  model_storage_mb: z.number().int(),
  /** Analyses one user may have queued or running at once (the runs they started, in any workspace). */
  concurrent_runs: z.number().int(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** GET /api/user/limits. */
export const userLimitsSchema = z.object({
  user_type: z.enum(USER_TYPES),
  limits: planLimitsSchema,
  counts: z.object({
    workspaces: z.number().int(),
    groups: z.number().int(),
    /** Bytes of uploaded model files the account pays for (see `model_storage_mb`). */
    model_bytes: z.number().int(),
  }),
});
export type UserLimits = z.infer<typeof userLimitsSchema>;
