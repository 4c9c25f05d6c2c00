import { and, eq, sql } from "drizzle-orm";
import { groups, workspaceShares, workspaces } from "../../db/schema";

// Parts of the access queries, shared by the repositories whose hot reads fetch access with their data in one
// query (a project read, a case list): the resource's id and the caller are placeholders of the prepared query.

export const id = sql.placeholder("id");
export const userId = sql.placeholder("userId");

/**
 * The caller's roles on the group of `groupColumn` and its ancestors (memberships reach sub-groups), as one
 * array, or null. Table and column names written out: inside a subquery drizzle may leave them unqualified.
 */
export const memberRolesOf = (groupColumn: "workspaces.group_id" | "groups.id") => sql<string[] | null>`(
  select array_agg(m.role) from group_members m join group_closure gc on gc.ancestor_id = m.group_id
  where gc.descendant_id = ${sql.raw(groupColumn)} and m.user_id = ${userId})`;

/** What decides the caller's role on a workspace, read with the workspace (see WorkspaceFacts). */
export const workspaceFacts = {
  workspace: workspaces,
  share: workspaceShares.permission,
  groupOwnerId: groups.ownerId,
  memberRoles: memberRolesOf("workspaces.group_id"),
};

/** Join condition of the caller's share of the workspace (left join `workspaceShares` on it). */
export const callerShare = and(
  eq(workspaceShares.workspaceId, workspaces.id),
  eq(workspaceShares.userId, userId),
);

/** Join condition of the workspace's group (left join `groups` on it). */
export const workspaceGroup = eq(groups.id, workspaces.groupId);
