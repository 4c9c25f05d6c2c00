import { z } from "zod";
import { LIST_SORT_FIELDS, listQuerySchemaOf } from "./lists";
import { serviceTypeSchema } from "./masters";
import { pageSchema } from "./news";
import { checkJsonInput, INVALID_CHARACTERS_MESSAGE } from "./text";
import { entityNameSchema } from "./workspaces";

/**
 * Case status (PRODUCT.md §4): a new case is a draft; `run` queues it, a worker moves it to processing, and it ends
 * as done, error or cancelled. A finished case may be run again.
 */
export const CASE_STATUSES = ["draft", "queued", "processing", "done", "error", "cancelled"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Case parameters: at most this many characters of JSON. */
export const CASE_PARAMETERS_MAX_CHARS = 64 * 1024;

/**
 * Analysis parameters: stored as given here; validated by the analysis issue. Depth (32), values (50,000) and
 * characters are checked by a walk without recursion before anything else walks the value (a value nested
 * 5,000 deep is a 400, not a stack overflow); then at most 64 KiB of JSON.
 */
export const caseParametersSchema = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const problem = checkJsonInput(value);
  if (problem) {
    const message =
      problem.kind === "invalid_characters" ? INVALID_CHARACTERS_MESSAGE : "case.parameters_too_large";
    ctx.addIssue({ code: "custom", message, path: problem.path });
  } else if (JSON.stringify(value).length > CASE_PARAMETERS_MAX_CHARS) {
    ctx.addIssue({ code: "custom", message: "case.parameters_too_large" });
  }
});

/** What the caller may do with a case (the server's policy decides; see workspaceCanSchema). */
export const caseCanSchema = z.object({
  /** Rename it and change its parameters. */
  update: z.boolean(),
  delete: z.boolean(),
  /** Run and cancel its analysis. */
  run: z.boolean(),
  /** Create or remove its share link. */
  share: z.boolean(),
  /** Copy it into a new case of the same project. */
  copy: z.boolean(),
});
export type CaseCan = z.infer<typeof caseCanSchema>;

export const caseSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  service_type: serviceTypeSchema,
  name: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  status: z.enum(CASE_STATUSES),
  process_start_at: z.string().nullable(),
  process_end_at: z.string().nullable(),
  /** Percent done (0-100) of the current or last run. */
  progress: z.number().int().min(0).max(100),
  /** Why the last run failed: a stable code and an i18n key for the message (status `error`). */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The parameters changed after the last finished run: its results no longer match them. */
  stale: z.boolean(),
  /** `/api/cases/:id/result` when a finished run has results, else null. */
  result_url: z.string().nullable(),
  /** The case's share link (`/share/<token>`, see POST /api/cases/:id/share), null when not shared. */
  share_url: z.string().nullable(),
  can: caseCanSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Case = z.infer<typeof caseSchema>;
export const caseListSchema = z.array(caseSchema);
export const casePageSchema = pageSchema(caseSchema);

/** GET /api/project/:id/cases: optional service filter, search, sort (newest first) and page (lists.ts). */
export const caseListQuerySchema = listQuerySchemaOf(LIST_SORT_FIELDS, "created_at").extend({
  service_type: serviceTypeSchema.optional(),
});

/** POST /api/project/:id/cases: the service must be one of the project's services. */
export const caseCreateSchema = z.object({
  service_type: serviceTypeSchema,
  name: entityNameSchema,
  parameters: caseParametersSchema.default({}),
});
export type CaseCreate = z.input<typeof caseCreateSchema>;

/**
 * PATCH /api/cases/:id (rename, parameters). Status is set by the analysis runner only; the share link only by
 * `POST` / `DELETE /api/cases/:id/share` (a `share_url` here is refused with `case.share_url_readonly`).
 */
export const caseUpdateSchema = z.object({
  name: entityNameSchema.optional(),
  parameters: caseParametersSchema.optional(),
  share_url: z.never({ error: "case.share_url_readonly" }).optional(),
});
export type CaseUpdate = z.input<typeof caseUpdateSchema>;

/** POST /api/cases/:id/copy: a draft copy with the same parameters; default name "<name> (copy)". */
export const caseCopySchema = z.object({ name: entityNameSchema.optional() });
export type CaseCopy = z.input<typeof caseCopySchema>;
