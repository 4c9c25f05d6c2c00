import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { apiTokens, type PasswordResetRow, passwordResets, sessions, users } from "../../db/schema";

/** The SQL of password reset links (tokens stored as their sha256). */
export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  async insert(values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(passwordResets).values(values);
  }

  async findByTokenHash(tokenHash: string): Promise<PasswordResetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /**
   * Uses the link `resetId` (only while it is unused: a second, concurrent use finds nothing and returns false),
   * stores the new password hash, marks the user's other open links used, signs the user out everywhere and
   * revokes their API tokens (whoever took the account may have made some), in one transaction. The deleted sessions and the updated user move the auth change counter (migration 0008), so
   * other processes drop their cached sessions within a second.
   */
  async consume(resetId: string, userId: string, passwordHash: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (used.length === 0) return false;
      await tx
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx
        .update(apiTokens)
        .set({ revokedAt: at })
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
      return true;
    });
  }
}
