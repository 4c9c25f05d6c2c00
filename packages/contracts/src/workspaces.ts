import { z } from "zod";
import { LIMITS } from "./limits";
import { pageSchema } from "./news";
import { listQuerySchema } from "./lists";
import { roleSchema } from "./masters";
import { oneLineText } from "./text";

/** A name field of PRODUCT.md §5: required, one line, at most 50 characters (trimmed). Messages are i18n keys. */
export const entityNameSchema = oneLineText({ error: "common.required" })
  .min(1, "common.required")
  .max(LIMITS.nameMaxChars, "common.name_length");

export const WORKSPACE_KINDS = ["my", "shared", "group"] as const;
export type WorkspaceKind = (typeof WORKSPACE_KINDS)[number];

/** A user as other users see it (sharing, members, owners). */
export const userRefSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

/** GET /api/workspaces: `kind` picks my / shared / group; `group_id` narrows group workspaces (paging: lists.ts). */
export const workspaceListQuerySchema = listQuerySchema.extend({
  kind: z.enum(WORKSPACE_KINDS).default("my"),
  group_id: z.uuid().optional(),
});
export type WorkspaceListQuery = z.input<typeof workspaceListQuerySchema>;

/**
 * What the caller may do with a workspace, decided by the server's policy (apps/server/src/modules/access):
 * interfaces show the controls these allow and no others.
 */
export const workspaceCanSchema = z.object({
  /** Rename it. */
  update: z.boolean(),
  delete: z.boolean(),
  /** Share it with other users and change their permissions. */
  share: z.boolean(),
  /** Create projects in it, and edit its projects and their cases. */
  create_project: z.boolean(),
});
export type WorkspaceCan = z.infer<typeof workspaceCanSchema>;

export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Seen from the caller: `my` (owns it), `shared` (shared with them), `group` (owned by a group). */
  kind: z.enum(WORKSPACE_KINDS),
  /** The caller's effective role (see apps/server/README.md, Authorization). */
  role: roleSchema,
  can: workspaceCanSchema,
  /** The owning user (null for group workspaces). */
  owner: userRefSchema.nullable(),
  /** The owning group (null unless a group workspace). */
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  project_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;
export const workspaceListSchema = z.array(workspaceSchema);
export const workspacePageSchema = pageSchema(workspaceSchema);

/** POST /api/workspaces. With `group_id` the workspace belongs to that group (group admin/edit only). */
export const workspaceCreateSchema = z.object({ name: entityNameSchema, group_id: z.uuid().optional() });
export type WorkspaceCreate = z.input<typeof workspaceCreateSchema>;

/** PATCH /api/workspaces/:id. */
export const workspaceUpdateSchema = z.object({ name: entityNameSchema });
export type WorkspaceUpdate = z.input<typeof workspaceUpdateSchema>;
