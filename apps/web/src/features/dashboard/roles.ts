import type { Role, WorkspaceKind } from "@soracity/contracts";

/**
 * What the caller's role lets the interface offer (the server decides; this only hides controls a role
 * cannot use, so viewers see no edit controls).
 */
export const can = {
  /** Create, edit, copy and delete projects and cases. */
  edit: (role: Role) => role !== "view",
  /** Rename, share and delete the workspace or group itself; manage members. */
  manage: (role: Role) => role === "owner" || role === "admin",
  /** Delete a group: owners and admins; a top-level group only its owner. */
  deleteGroup: (group: { role: Role; parent_id: string | null }) =>
    group.parent_id === null ? group.role === "owner" : group.role === "owner" || group.role === "admin",
  /** Delete a workspace: its owner; a group workspace also a group admin. */
  deleteWorkspace: (workspace: { role: Role; kind: WorkspaceKind }) =>
    workspace.role === "owner" || (workspace.kind === "group" && workspace.role === "admin"),
};
