import type { CaseCan, GroupCan, ProjectCan, WorkspaceCan } from "@soracity/contracts";
import { type Guarded, permits } from "./access.policy";

/*
 * Presented policies: each answer about a workspace, project, case or group carries what the caller may do with
 * it, computed by the same rules that authorize the requests, so interfaces never re-derive the role matrix.
 */

export const workspaceCan = (workspace: Guarded): WorkspaceCan => ({
  update: permits("workspace:rename", workspace),
  delete: permits("workspace:delete", workspace),
  share: permits("workspace:share", workspace),
  create_project: permits("project:write", workspace),
});

/** `workspace`: the caller's access to the project's workspace. */
export const projectCan = (workspace: Guarded): ProjectCan => ({
  update: permits("project:write", workspace),
  delete: permits("project:write", workspace),
  create_case: permits("case:write", workspace),
});

/** `workspace`: the caller's access to the case's workspace. */
export const caseCan = (workspace: Guarded): CaseCan => ({
  update: permits("case:write", workspace),
  delete: permits("case:write", workspace),
  run: permits("case:run", workspace),
  share: permits("case:write", workspace),
  copy: permits("case:write", workspace),
});

export const groupCan = (group: Guarded): GroupCan => ({
  update: permits("group:manage", group),
  delete: permits("group:delete", group),
  manage_members: permits("group:manage", group),
  create_subgroup: permits("group:manage", group),
  create_workspace: permits("group:create-workspace", group),
  // A top-level group has no other group of its tree to move under.
  move: group.parentId != null && permits("group:manage", group),
  move_to_top: group.parentId != null && permits("group:move-to-top", group),
});
