import type { WorkspaceListQuery } from "@soracity/contracts";
import { and, asc, desc, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { nameMatches, nameOrder } from "../../db/name-lists";
import { onFirstUse } from "../../db/prepared";
import type { ListWindow } from "../../lib/paging";
import { groups, users, type WorkspaceRow, workspaceShares, workspaces } from "../../db/schema";

/** A workspace with what its answer shows: owner, group, number of projects, and the caller's share. */
export interface WorkspaceView {
  workspace: WorkspaceRow;
  owner: { id: string; email: string; familyName: string; givenName: string } | null;
  group: { id: string; name: string } | null;
  projectCount: number;
  /** The caller's share permission, when the workspace is shared with them. */
  sharePermission: string | null;
  /** How many workspaces the list query matched in all (not only its window). */
  total: number;
}

type Sort = Pick<Required<WorkspaceListQuery>, "sort" | "order">;
/** The window of every row (SQL `LIMIT NULL`). */
const all: ListWindow = { limit: null, offset: 0 };

export class WorkspacesRepository {
  /**
   * The caller's own workspaces unsearched, in one of the six orders, one window (a page or all): prepared,
   * the dashboard reads it most.
   */
  private readonly owned = onFirstUse((key) => {
    const [sort, order] = key.split(":") as [Sort["sort"], Sort["order"]];
    const caller = sql.placeholder("userId");
    return this.views(caller, eq(workspaces.ownerId, caller), { sort, order }).prepare(
      `workspaces_owned_${sort}_${order}`,
    );
  });

  constructor(private readonly db: Database) {}

  /**
   * Workspaces with owner, group, project count and the count of all matches (a window function: one query
   * for a page and its total); `where` picks them, `userId` is the caller, `limit` / `offset` parameters the
   * window.
   */
  private views(userId: string | Placeholder, where: SQL | undefined, sort?: Sort, q?: string) {
    const column = { created_at: workspaces.createdAt, updated_at: workspaces.updatedAt };
    const order = !sort
      ? [asc(workspaces.createdAt)]
      : sort.sort === "name"
        ? nameOrder(workspaces.name, sort.order)
        : [(sort.order === "asc" ? asc : desc)(column[sort.sort])];
    return this.db
      .select({
        workspace: workspaces,
        owner: { id: users.id, email: users.email, familyName: users.familyName, givenName: users.givenName },
        group: { id: groups.id, name: groups.name },
        // Table names written out: inside the subquery drizzle's bare column names would bind to `projects`.
        projectCount: sql<number>`(select count(*)::int from projects p where p.workspace_id = workspaces.id)`,
        sharePermission: workspaceShares.permission,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(workspaces)
      .leftJoin(users, eq(users.id, workspaces.ownerId))
      .leftJoin(groups, eq(groups.id, workspaces.groupId))
      .leftJoin(
        workspaceShares,
        and(eq(workspaceShares.workspaceId, workspaces.id), eq(workspaceShares.userId, userId)),
      )
      .where(and(where, q ? nameMatches(workspaces.name, q) : undefined))
      .orderBy(...order, asc(workspaces.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));
  }

  async view(id: string, userId: string): Promise<WorkspaceView | undefined> {
    const [row] = await this.views(userId, eq(workspaces.id, id)).execute({ ...all });
    return row;
  }

  listOwned(userId: string, sort: Sort, q: string | undefined, window: ListWindow): Promise<WorkspaceView[]> {
    if (!q) return this.owned(`${sort.sort}:${sort.order}`).execute({ userId, ...window });
    return this.views(userId, eq(workspaces.ownerId, userId), sort, q).execute({ ...window });
  }

  listShared(userId: string, sort: Sort, q: string | undefined, window: ListWindow) {
    return this.views(userId, eq(workspaceShares.userId, userId), sort, q).execute({ ...window });
  }

  listOfGroups(userId: string, groupIds: string[], sort: Sort, q: string | undefined, window: ListWindow) {
    if (groupIds.length === 0) return Promise.resolve([]);
    return this.views(userId, inArray(workspaces.groupId, groupIds), sort, q).execute({ ...window });
  }

  async insert(ex: Database, values: { name: string; ownerId: string | null; groupId: string | null }) {
    const [row] = await ex.insert(workspaces).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  async rename(id: string, name: string): Promise<void> {
    await this.db.update(workspaces).set({ name, updatedAt: new Date() }).where(eq(workspaces.id, id));
  }

  /** Deletes the workspace; its shares, projects, services, thumbnails and cases go with it (FK cascades). */
  async delete(id: string): Promise<void> {
    await this.db.delete(workspaces).where(eq(workspaces.id, id));
  }
}
