import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  analysisRuns,
  apiTokens,
  caseShares,
  cases,
  contactInquiries,
  groupClosure,
  groupMembers,
  groups,
  newsPosts,
  notifications,
  passwordResets,
  pendingRegistrations,
  projectModels,
  projects,
  sessions,
  users,
  workspaceShares,
  workspaces,
} from "../../db/schema";

/** A group tree the leaving user owns: its top group and every group under it. */
export interface OwnedTree {
  topId: string;
  name: string;
  groupIds: string[];
}

/** What a deletion removed besides rows: the keys its blobs live under. */
export interface RemovedData {
  projectIds: string[];
  caseIds: string[];
  runIds: string[];
}

/** Roles of group members, strongest first (the successor of a leaving owner is the strongest, then oldest). */
const ROLE_RANK = sql<number>`case ${groupMembers.role} when 'admin' then 0 when 'edit' then 1 else 2 end`;

/**
 * The SQL of an account deletion, kept apart from the other modules' repositories: every statement runs on the
 * transaction `ex` the service opens, so the whole deletion (hand-overs included) commits or nothing does.
 */
export class AccountRepository {
  constructor(readonly db: Database) {}

  /** Locks the user's row, so shares or groups cannot be added to the account while it is removed. */
  async lockUser(ex: Database, userId: string): Promise<boolean> {
    const rows = await ex.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    return rows.length > 0;
  }

  /** The group trees the user owns (all groups of a tree share the owner), with their names. */
  async ownedTrees(ex: Database, userId: string): Promise<OwnedTree[]> {
    const tops = await ex
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(and(eq(groups.ownerId, userId), isNull(groups.parentId)))
      .orderBy(asc(groups.createdAt), asc(groups.id));
    const trees: OwnedTree[] = [];
    for (const top of tops) {
      const below = await ex
        .select({ id: groupClosure.descendantId })
        .from(groupClosure)
        .where(eq(groupClosure.ancestorId, top.id));
      trees.push({
        topId: top.id,
        name: top.name,
        groupIds: [...new Set([top.id, ...below.map((r) => r.id)])],
      });
    }
    return trees;
  }

  /** The member of the top group who takes it over: highest role, then longest-standing, then id. */
  async successor(ex: Database, topId: string, leavingId: string): Promise<string | undefined> {
    const [row] = await ex
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, topId), sql`${groupMembers.userId} <> ${leavingId}`))
      .orderBy(ROLE_RANK, asc(groupMembers.createdAt), asc(groupMembers.userId))
      .limit(1);
    return row?.userId;
  }

  /** Every member of the given groups but `exceptId` (the people told that a tree was removed). */
  async membersOf(ex: Database, groupIds: string[], exceptId: string): Promise<string[]> {
    if (groupIds.length === 0) return [];
    const rows = await ex
      .selectDistinct({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(inArray(groupMembers.groupId, groupIds), sql`${groupMembers.userId} <> ${exceptId}`));
    return rows.map((r) => r.userId);
  }

  /** The successor owns every group of the tree; their member rows there go (an owner is not a member). */
  async handOver(ex: Database, tree: OwnedTree, successorId: string): Promise<void> {
    await ex
      .update(groups)
      .set({ ownerId: successorId, updatedAt: new Date() })
      .where(inArray(groups.id, tree.groupIds));
    await ex
      .delete(groupMembers)
      .where(and(inArray(groupMembers.groupId, tree.groupIds), eq(groupMembers.userId, successorId)));
  }

  /** The user's own workspaces (my workspaces) with the users they are shared with. */
  async ownWorkspaces(ex: Database, userId: string) {
    const owned = await ex
      .select({ id: workspaces.id, name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.ownerId, userId));
    if (owned.length === 0) return [];
    const shares = await ex
      .select({ workspaceId: workspaceShares.workspaceId, userId: workspaceShares.userId })
      .from(workspaceShares)
      .where(
        inArray(
          workspaceShares.workspaceId,
          owned.map((w) => w.id),
        ),
      );
    return owned.map((w) => ({
      ...w,
      sharedWith: shares.filter((s) => s.workspaceId === w.id && s.userId !== userId).map((s) => s.userId),
    }));
  }

  /** The projects, cases and runs of the given workspaces (their blobs go once the rows are gone). */
  async contentsOf(ex: Database, workspaceIds: string[]): Promise<RemovedData> {
    if (workspaceIds.length === 0) return { projectIds: [], caseIds: [], runIds: [] };
    const projectRows = await ex
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.workspaceId, workspaceIds));
    const projectIds = projectRows.map((r) => r.id);
    if (projectIds.length === 0) return { projectIds, caseIds: [], runIds: [] };
    const caseRows = await ex
      .select({ id: cases.id })
      .from(cases)
      .where(inArray(cases.projectId, projectIds));
    const caseIds = caseRows.map((r) => r.id);
    const runRows =
      caseIds.length === 0
        ? []
        : await ex
            .select({ id: analysisRuns.id })
            .from(analysisRuns)
            .where(inArray(analysisRuns.caseId, caseIds));
    return { projectIds, caseIds, runIds: runRows.map((r) => r.id) };
  }

  /** The workspaces of the given groups (group workspaces). */
  async groupWorkspaces(ex: Database, groupIds: string[]): Promise<string[]> {
    if (groupIds.length === 0) return [];
    const rows = await ex
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(inArray(workspaces.groupId, groupIds));
    return rows.map((r) => r.id);
  }

  /**
   * Other users' notifications that lead to what is removed (a workspace shared with them, a group they were
   * added to, a case of a removed project): their links would lead nowhere, and the removal notice replaces them.
   */
  async deleteNotificationsAbout(ex: Database, ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 200) {
      const matches = ids.slice(i, i + 200).map((id) => sql`${notifications.link} like ${`%/${id}%`}`);
      if (matches.length > 0) await ex.delete(notifications).where(or(...matches));
    }
  }

  /** Removes workspaces (projects, services, cases, runs, results, models, thumbnails and links cascade). */
  async deleteWorkspaces(ex: Database, ids: string[]): Promise<void> {
    if (ids.length > 0) await ex.delete(workspaces).where(inArray(workspaces.id, ids));
  }

  /** Removes group trees (sub-groups, closure rows, members and group workspaces cascade). */
  async deleteGroups(ex: Database, ids: string[]): Promise<void> {
    if (ids.length > 0) await ex.delete(groups).where(inArray(groups.id, ids));
  }

  /**
   * Removes the user's own rows and the user, and drops their id from what stays in other people's data
   * (models they uploaded, runs they started and links they made in shared projects; news they wrote).
   * Inquiries keep only the message and its dates (the rule in the terms): name, e-mail, company,
   * department, address and phone are blanked, also on inquiries sent signed out from the same address.
   */
  async deleteUser(ex: Database, userId: string, email: string): Promise<void> {
    await ex.delete(sessions).where(eq(sessions.userId, userId));
    await ex.delete(apiTokens).where(eq(apiTokens.userId, userId));
    await ex.delete(notifications).where(eq(notifications.userId, userId));
    await ex.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await ex.delete(groupMembers).where(eq(groupMembers.userId, userId));
    await ex.delete(workspaceShares).where(eq(workspaceShares.userId, userId));
    await ex.delete(pendingRegistrations).where(sql`lower(${pendingRegistrations.email}) = ${email}`);
    await ex.update(projectModels).set({ uploadedBy: null }).where(eq(projectModels.uploadedBy, userId));
    await ex.update(analysisRuns).set({ requestedBy: null }).where(eq(analysisRuns.requestedBy, userId));
    await ex.update(caseShares).set({ createdBy: null }).where(eq(caseShares.createdBy, userId));
    await ex.update(newsPosts).set({ authorId: null }).where(eq(newsPosts.authorId, userId));
    await ex
      .update(contactInquiries)
      .set({
        userId: null,
        email: "",
        familyName: "",
        givenName: "",
        company: "",
        department: "",
        address: "",
        phone: "",
      })
      .where(or(eq(contactInquiries.userId, userId), sql`lower(${contactInquiries.email}) = ${email}`));
    await ex.delete(users).where(eq(users.id, userId));
  }
}
