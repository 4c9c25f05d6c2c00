import type { groupMemberListQuerySchema, Role } from "@soracity/contracts";
import { and, asc, desc, eq, inArray, max, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { nameMatches, nameOrder } from "../../db/name-lists";
import type { ListWindow } from "../../lib/paging";
import { type GroupRow, groupClosure, groupMembers, groups, users } from "../../db/schema";
import { strongest } from "../access/access.policy";

/** A group the caller can see, with their effective role and its depth in its tree. */
export interface VisibleGroup {
  group: GroupRow;
  role: Role;
  depth: number;
  /** The user is a member of this group itself (not only of a parent group): they may leave it. */
  member: boolean;
}

type MemberListRequest = z.output<typeof groupMemberListQuerySchema>;

export class GroupsRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string, ex: Database = this.db): Promise<GroupRow | undefined> {
    const [row] = await ex.select().from(groups).where(eq(groups.id, id)).limit(1);
    return row;
  }

  /** Every group the user owns or belongs to (directly or through an ancestor), with role and depth. */
  async visibleTo(userId: string): Promise<VisibleGroup[]> {
    const owned = await this.db.select().from(groups).where(eq(groups.ownerId, userId));
    const viaMembership = await this.db
      .select({ group: groups, role: groupMembers.role, memberOf: groupMembers.groupId })
      .from(groupMembers)
      .innerJoin(groupClosure, eq(groupClosure.ancestorId, groupMembers.groupId))
      .innerJoin(groups, eq(groups.id, groupClosure.descendantId))
      .where(eq(groupMembers.userId, userId));
    const byId = new Map<string, { group: GroupRow; role: Role; member: boolean }>();
    for (const { group, role, memberOf } of viaMembership) {
      const seen = byId.get(group.id);
      const best = strongest([seen?.role, role as Role]);
      if (best)
        byId.set(group.id, { group, role: best, member: (seen?.member ?? false) || memberOf === group.id });
    }
    for (const group of owned) byId.set(group.id, { group, role: "owner", member: false });
    if (byId.size === 0) return [];
    const depths = await this.db
      .select({ id: groupClosure.descendantId, depth: max(groupClosure.depth) })
      .from(groupClosure)
      .where(inArray(groupClosure.descendantId, [...byId.keys()]))
      .groupBy(groupClosure.descendantId);
    const depthOf = new Map(depths.map((row) => [row.id, row.depth ?? 0]));
    return [...byId.values()].map((entry) => ({ ...entry, depth: depthOf.get(entry.group.id) ?? 0 }));
  }

  /** Inserts a group and its closure rows (itself at depth 0, then every ancestor of the parent). */
  async insert(ex: Database, values: { ownerId: string; parentId: string | null; name: string }) {
    const [group] = await ex.insert(groups).values(values).returning();
    if (!group) throw new Error("insert returned no row");
    await ex.insert(groupClosure).values({ ancestorId: group.id, descendantId: group.id, depth: 0 });
    if (values.parentId) {
      await ex.execute(sql`
        insert into group_closure (ancestor_id, descendant_id, depth)
        select ancestor_id, ${group.id}, depth + 1 from group_closure where descendant_id = ${values.parentId}`);
    }
    return group;
  }

  async rename(id: string, name: string): Promise<void> {
    await this.db.update(groups).set({ name, updatedAt: new Date() }).where(eq(groups.id, id));
  }

  /** Whether `descendantId` is `ancestorId` or lies below it. */
  async isWithin(ex: Database, ancestorId: string, descendantId: string): Promise<boolean> {
    const rows = await ex
      .select({ depth: groupClosure.depth })
      .from(groupClosure)
      .where(and(eq(groupClosure.ancestorId, ancestorId), eq(groupClosure.descendantId, descendantId)));
    return rows.length > 0;
  }

  /** Re-parents a sub-tree: drops its links to the old ancestors, links it under the new parent's ancestors. */
  async move(ex: Database, id: string, parentId: string | null): Promise<void> {
    await ex.execute(sql`
      delete from group_closure
      where descendant_id in (select descendant_id from group_closure where ancestor_id = ${id})
        and ancestor_id not in (select descendant_id from group_closure where ancestor_id = ${id})`);
    if (parentId) {
      await ex.execute(sql`
        insert into group_closure (ancestor_id, descendant_id, depth)
        select above.ancestor_id, below.descendant_id, above.depth + below.depth + 1
        from group_closure above cross join group_closure below
        where above.descendant_id = ${parentId} and below.ancestor_id = ${id}`);
    }
    await ex.update(groups).set({ parentId, updatedAt: new Date() }).where(eq(groups.id, id));
  }

  /** Deletes a group; sub-groups, closure rows, memberships and group workspaces go with it (FK cascades). */
  async delete(id: string): Promise<void> {
    await this.db.delete(groups).where(eq(groups.id, id));
  }

  /**
   * A group's members searched (name or e-mail) and sorted (joining time or name), one window of them, each
   * with the count of all matches.
   */
  listMembers(groupId: string, query: MemberListRequest, window: ListWindow) {
    // The display name as the presenter joins it (users.presenter.ts), to search and sort by.
    const name = sql`trim(${users.familyName} || ' ' || ${users.givenName})`;
    const order =
      query.sort === "name"
        ? nameOrder(name, query.order)
        : [(query.order === "asc" ? asc : desc)(groupMembers.createdAt)];
    const { q } = query;
    return this.db
      .select({ member: groupMembers, user: users, total: sql<number>`(count(*) over ())::int` })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(
        and(
          eq(groupMembers.groupId, groupId),
          q ? or(nameMatches(name, q), nameMatches(users.email, q)) : undefined,
        ),
      )
      .orderBy(...order, asc(users.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .execute({ ...window });
  }

  async upsertMember(groupId: string, userId: string, role: string) {
    const [row] = await this.db
      .insert(groupMembers)
      .values({ groupId, userId, role })
      .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: { role } })
      .returning();
    if (!row) throw new Error("upsert returned no row");
    return row;
  }

  async removeMember(groupId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .returning({ userId: groupMembers.userId });
    return rows.length > 0;
  }
}
