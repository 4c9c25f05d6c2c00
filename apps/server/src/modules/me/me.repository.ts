import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passwordResets, sessions, users } from "../../db/schema";

/** The SQL of a password change: the new hash, the other sessions and the unused reset links, in one go. */
export class MeRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores the new hash, signs the user out everywhere but `keepSessionId` (null: everywhere) and drops their
   * unused password reset links, in one transaction. Every deleted session and the updated user row move the
   * auth change counter (migration 0008), so other processes drop their session caches within a second.
   * Returns how many sessions were signed out.
   */
  async changePassword(userId: string, passwordHash: string, keepSessionId: string | null): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
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
