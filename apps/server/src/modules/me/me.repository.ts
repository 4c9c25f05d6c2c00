import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { apiTokens, passwordResets, sessions, users } from "../../db/schema";

/**
 * The SQL of a password change: the new hash, the other sessions, the unused reset links and (unless kept) the
 * API tokens, in one go.
 */
export class MeRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores the new hash, signs the user out everywhere but `keepSessionId` (null: everywhere) and drops their
   * unused password reset links, in one transaction. Every deleted session and the updated user row move the
   * auth change counter (migration 0008), so other processes drop their session caches within a second.
   * With `revokeTokens` every API token of the user is revoked too (tokens are read from the database on each
   * request, so they stop at once everywhere). Returns how many sessions were signed out.
   */
  async changePassword(
    userId: string,
    passwordHash: string,
    keepSessionId: string | null,
    revokeTokens: boolean,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
      if (revokeTokens) {
        await tx
          .update(apiTokens)
          .set({ revokedAt: now })
          .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
      }
      const others = keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId);
      const removed = await tx.delete(sessions).where(others).returning({ id: sessions.id });
      await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      return removed.length;
    });
  }
}
