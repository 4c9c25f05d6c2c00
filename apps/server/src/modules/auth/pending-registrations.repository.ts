import { eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type PendingRegistrationRow, pendingRegistrations, type UserRow, users } from "../../db/schema";

export type NewPendingRegistration = typeof pendingRegistrations.$inferInsert;

/** The SQL of registrations waiting for their mailed link (tokens stored as their sha256). */
export class PendingRegistrationsRepository {
  constructor(private readonly db: Database) {}

  async insert(values: NewPendingRegistration): Promise<void> {
    await this.db.insert(pendingRegistrations).values(values);
  }

  async findByTokenHash(tokenHash: string): Promise<PendingRegistrationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /** Drops registrations whose link has expired (run on each new registration; the table stays small). */
  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, now));
  }

  /**
   * Creates the account of `pending` and deletes every pending registration of its address, in one transaction.
   * Undefined when the row is gone (a concurrent confirmation took it) or the address was taken meanwhile.
   */
  async activate(pending: PendingRegistrationRow): Promise<UserRow | undefined> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(pendingRegistrations)
        .where(eq(pendingRegistrations.email, pending.email))
        .returning({ id: pendingRegistrations.id });
      if (!removed.some((row) => row.id === pending.id)) return undefined;
      const [user] = await tx
        .insert(users)
        .values({
          email: pending.email,
          familyName: pending.familyName,
          givenName: pending.givenName,
          passwordHash: pending.passwordHash,
          locale: pending.locale,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return user;
    });
  }
}
