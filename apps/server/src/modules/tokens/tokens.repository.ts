import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type ApiTokenRow, apiTokens, type UserRow, users } from "../../db/schema";

const unexpired = (now: Date) => or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now));

export class ApiTokensRepository {
  constructor(private readonly db: Database) {}

  async insert(values: {
    userId: string;
    name: string;
    tokenHash: string;
    scope: ApiTokenRow["scope"];
    expiresAt: Date | null;
  }): Promise<ApiTokenRow> {
    const [row] = await this.db.insert(apiTokens).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  /** Active (not revoked, not expired) tokens of a user, newest first. */
  listActive(userId: string, now: Date): Promise<ApiTokenRow[]> {
    return this.db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), unexpired(now)))
      .orderBy(desc(apiTokens.createdAt));
  }

  /** An active (not revoked, not expired) token by hash, with its user. */
  async findActiveWithUser(
    tokenHash: string,
    now: Date,
  ): Promise<{ token: ApiTokenRow; user: UserRow } | undefined> {
    const [row] = await this.db
      .select({ token: apiTokens, user: users })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt), unexpired(now)))
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
