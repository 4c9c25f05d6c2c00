import { z } from "zod";
import { emailSchema } from "./auth";
import { listQuerySchemaOf } from "./lists";
import { permissionSchema, roleSchema } from "./masters";
import { pageSchema } from "./news";
import { entityNameSchema, userRefSchema } from "./workspaces";

/** What the caller may do with a group (the server's policy decides; see workspaceCanSchema). */
export const groupCanSchema = z.object({
  /** Rename it. */
  update: z.boolean(),
  delete: z.boolean(),
  /** Add, change and remove members. */
  manage_members: z.boolean(),
  /** Create sub-groups under it (and move groups of its tree under it). */
  create_subgroup: z.boolean(),
  /** Create group workspaces in it. */
  create_workspace: z.boolean(),
  /** Move it under another group of its tree. */
  move: z.boolean(),
  /** Make it a top-level group. */
  move_to_top: z.boolean(),
});
export type GroupCan = z.infer<typeof groupCanSchema>;

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for a top-level group. */
  parent_id: z.string().nullable(),
  /** 0 for a top-level group. */
  depth: z.number().int(),
  /** The caller's effective role: owner of the tree, or the highest role held here or on an ancestor. */
  role: roleSchema,
  /** The caller is a member of this group itself (not only of a parent group): they may leave it. */
  member: z.boolean(),
  can: groupCanSchema,
  owner: userRefSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/**
 * GET /api/groupsclosure/tree: every group the caller can see, flat, parents before children (depth-first,
 * siblings by name); rebuild the tree with `parent_id`. Empty when the caller belongs to no group.
 */
export const groupTreeSchema = z.array(groupSchema);
export type GroupTree = z.infer<typeof groupTreeSchema>;

/** POST /api/groups; `parent_id` makes a sub-group (admin of the parent). */
export const groupCreateSchema = z.object({
  name: entityNameSchema,
  parent_id: z.uuid().nullable().default(null),
});
export type GroupCreate = z.input<typeof groupCreateSchema>;

/** PATCH /api/groups/:id. */
export const groupUpdateSchema = z.object({ name: entityNameSchema });
export type GroupUpdate = z.input<typeof groupUpdateSchema>;

/** POST /api/groups/:id/move: a new parent in the same tree (not itself or a descendant); null = top level. */
export const groupMoveSchema = z.object({ parent_id: z.uuid().nullable() });
export type GroupMove = z.input<typeof groupMoveSchema>;

export const groupMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: permissionSchema,
  created_at: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;
export const groupMemberListSchema = z.array(groupMemberSchema);
export const groupMemberPageSchema = pageSchema(groupMemberSchema);

/** GET /api/groups/:id/members: `q` searches name and e-mail; by joining time (first joined first) or name. */
export const groupMemberListQuerySchema = listQuerySchemaOf(["created_at", "name"], "created_at", "asc");
export type GroupMemberListQuery = z.input<typeof groupMemberListQuerySchema>;

/** PUT /api/groups/:id/members: adds a registered user by e-mail, or changes their role. */
export const groupMemberBodySchema = z.object({ email: emailSchema, role: permissionSchema });
export type GroupMemberBody = z.input<typeof groupMemberBodySchema>;
