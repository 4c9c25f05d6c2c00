import type { Role } from "@soracity/contracts";
import type { WorkspaceRow } from "../../db/schema";
import { type Guarded, strongest } from "./access.policy";

/** A workspace with the caller's effective role and the account its plan limits count against. */
export interface WorkspaceAccess extends Guarded {
  workspace: WorkspaceRow;
  kind: "my" | "shared" | "group";
  /** The user who owns the workspace, or the owner of its group's tree. */
  accountId: string;
}

/** What one access query reads about a workspace and the caller (see access.repository.ts). */
export interface WorkspaceFacts {
  workspace: WorkspaceRow;
  /** The permission the workspace is shared with the caller, if it is. */
  share: string | null;
  /** Group workspaces: the owner of the group's tree. */
  groupOwnerId: string | null;
  /** Group workspaces: the caller's roles on the group and its ancestors (null when none). */
  memberRoles: string[] | null;
}

/** The caller's role on a group: owner of the tree, else the strongest membership on it or an ancestor. */
export function groupRole(ownerId: string, memberRoles: readonly string[] | null, userId: string) {
  return ownerId === userId ? "owner" : strongest((memberRoles ?? []) as Role[]);
}

/**
 * The caller's access to a workspace: owner of their own; the share permission of another user's; on a group
 * workspace the strongest of their group role (owner of the tree, or a membership on the group or an ancestor)
 * and the share permission.
 */
export function workspaceAccess(facts: WorkspaceFacts, userId: string): WorkspaceAccess | undefined {
  const { workspace } = facts;
  const share = facts.share as Role | null;
  if (workspace.ownerId) {
    const mine = workspace.ownerId === userId;
    return {
      workspace,
      role: mine ? "owner" : share,
      kind: mine ? "my" : "shared",
      accountId: workspace.ownerId,
    };
  }
  if (!facts.groupOwnerId) return undefined;
  const inGroup = groupRole(facts.groupOwnerId, facts.memberRoles, userId);
  const role = strongest([inGroup, share]);
  return { workspace, role, kind: inGroup ? "group" : "shared", accountId: facts.groupOwnerId };
}
