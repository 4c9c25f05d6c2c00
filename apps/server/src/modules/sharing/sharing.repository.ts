import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, workspaceShares } from "../../db/schema";

/** The shares of workspaces with users (workspace_shares). */
export class SharingRepository {
  constructor(private readonly db: Database) {}

  listShares(workspaceId: string) {
    return this.db
      .select({ share: workspaceShares, user: users })
      .from(workspaceShares)
      .innerJoin(users, eq(users.id, workspaceShares.userId))
      .where(eq(workspaceShares.workspaceId, workspaceId))
      .orderBy(workspaceShares.createdAt);
  }

  async sharePermission(workspaceId: string, userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ permission: workspaceShares.permission })
      .from(workspaceShares)
      .where(and(eq(workspaceShares.workspaceId, workspaceId), eq(workspaceShares.userId, userId)));
    return row?.permission ?? null;
  }

  async upsertShare(workspaceId: string, userId: string, permission: string) {
    const [row] = await this.db
      .insert(workspaceShares)
      .values({ workspaceId, userId, permission })
      .onConflictDoUpdate({
        target: [workspaceShares.workspaceId, workspaceShares.userId],
        set: { permission },
      })
      .returning();
    if (!row) throw new Error("upsert returned no row");
    return row;
  }

  async removeShare(workspaceId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(workspaceShares)
      .where(and(eq(workspaceShares.workspaceId, workspaceId), eq(workspaceShares.userId, userId)))
      .returning({ userId: workspaceShares.userId });
    return rows.length > 0;
  }
}
