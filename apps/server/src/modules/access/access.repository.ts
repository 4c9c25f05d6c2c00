import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type CaseRow,
  cases,
  groups,
  type ProjectRow,
  projects,
  type WorkspaceRow,
  workspaceShares,
  workspaces,
} from "../../db/schema";
import { callerShare, id, memberRolesOf, userId, workspaceFacts, workspaceGroup } from "./access.query";
import { groupRole, type WorkspaceAccess, workspaceAccess } from "./access.roles";

/** A project with the caller's access to its workspace. */
export type ProjectAccess = WorkspaceAccess & { project: ProjectRow };
/** A case with the caller's access to its project's workspace. */
export type CaseAccess = WorkspaceAccess & { case: CaseRow };

/**
 * Access in one query per request: the resource, its workspace, the caller's share and group memberships
 * (workspace + share + group tree + project + case), as prepared statements built once per database (no SQL
 * is built per request, and PostgreSQL plans each once per connection).
 */
export class AccessRepository {
  private readonly workspaceQuery;
  private readonly projectQuery;
  private readonly caseQuery;
  private readonly groupQuery;

  constructor(db: Database) {
    this.workspaceQuery = db
      .select(workspaceFacts)
      .from(workspaces)
      .leftJoin(workspaceShares, callerShare)
      .leftJoin(groups, workspaceGroup)
      .where(eq(workspaces.id, id))
      .prepare("access_workspace");
    this.projectQuery = db
      .select({ project: projects, ...workspaceFacts })
      .from(projects)
      .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
      .leftJoin(workspaceShares, callerShare)
      .leftJoin(groups, workspaceGroup)
      .where(eq(projects.id, id))
      .prepare("access_project");
    this.caseQuery = db
      .select({ case: cases, ...workspaceFacts })
      .from(cases)
      .innerJoin(projects, eq(projects.id, cases.projectId))
      .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
      .leftJoin(workspaceShares, callerShare)
      .leftJoin(groups, workspaceGroup)
      .where(eq(cases.id, id))
      .prepare("access_case");
    this.groupQuery = db
      .select({
        group: groups,
        memberRoles: memberRolesOf("groups.id"),
        member: sql<boolean>`exists(select 1 from group_members d where d.group_id = groups.id and d.user_id = ${userId})`,
        depth: sql<number>`(select coalesce(max(c.depth), 0)::int from group_closure c where c.descendant_id = groups.id)`,
      })
      .from(groups)
      .where(eq(groups.id, id))
      .prepare("access_group");
  }

  /** The caller's access to a workspace (undefined when it does not exist or they have no way in). */
  async workspace(workspaceId: string, caller: string): Promise<WorkspaceAccess | undefined> {
    const [row] = await this.workspaceQuery.execute({ id: workspaceId, userId: caller });
    return row && workspaceAccess(row, caller);
  }

  /** A project with the caller's access to its workspace. */
  async project(projectId: string, caller: string): Promise<ProjectAccess | undefined> {
    const [row] = await this.projectQuery.execute({ id: projectId, userId: caller });
    const access = row && workspaceAccess(row, caller);
    return access && { ...access, project: row.project };
  }

  /** A case with the caller's access to its project's workspace. */
  async case(caseId: string, caller: string): Promise<CaseAccess | undefined> {
    const [row] = await this.caseQuery.execute({ id: caseId, userId: caller });
    const access = row && workspaceAccess(row, caller);
    return access && { ...access, case: row.case };
  }

  /**
   * The access of a workspace already read with the caller's share permission (hot paths that read it with
   * their own data, such as result reads); group workspaces ask for their group facts.
   */
  async of(workspace: WorkspaceRow, share: string | null, caller: string) {
    if (!workspace.ownerId) return this.workspace(workspace.id, caller);
    return workspaceAccess({ workspace, share, groupOwnerId: null, memberRoles: null }, caller);
  }

  /** A group with the caller's role on it, whether they are a member of it itself, and its depth. */
  async group(groupId: string, caller: string) {
    const [row] = await this.groupQuery.execute({ id: groupId, userId: caller });
    if (!row) return undefined;
    const role = groupRole(row.group.ownerId, row.memberRoles, caller);
    // The owner of the tree is not a member: nothing to leave.
    const member = role !== "owner" && row.member;
    return { group: row.group, role, member, depth: row.depth, parentId: row.group.parentId };
  }
}
