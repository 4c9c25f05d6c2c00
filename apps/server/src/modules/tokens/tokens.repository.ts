import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type ApiTokenRow, apiTokens, type UserRow, users } from "../../db/schema";

export class ApiTokensRepository {
  constructor(private readonly db: Database) {}

  async insert(values: { userId: string; name: string; tokenHash: string }): Promise<ApiTokenRow> {
    const [row] = await this.db.insert(apiTokens).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  /** Active (not revoked) tokens of a user, newest first. */
  listActive(userId: string): Promise<ApiTokenRow[]> {
    return this.db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
      .orderBy(desc(apiTokens.createdAt));
  }

  /** An active token by hash, with its user. */
  async findActiveWithUser(tokenHash: string): Promise<{ token: ApiTokenRow; user: UserRow } | undefined> {
    const [row] = await this.db
      .select({ token: apiTokens, user: users })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)))
      .limit(1);
    return row;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id));
  }

  /** Revokes a token of this user; false when there is no such active token. */
  async revoke(userId: string, id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(apiTokens)
      .set({ revokedAt: at })
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id });
    return rows.length > 0;
  }
}
