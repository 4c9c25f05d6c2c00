import { eq } from "drizzle-orm";
import { bigint, pgTable, smallint } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { type SessionRow, sessions, type UserRow, users } from "../../db/schema";

/**
 * The counter of auth changes: made by the custom migration 0008 (with the triggers that move it on every deleted
 * session and every updated or deleted user), so it is declared here and not in src/db/schema.
 */
const authChanges = pgTable("auth_changes", {
  id: smallint("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

export class SessionsRepository {
  constructor(private readonly db: Database) {}

  async insert(values: { id: string; userId: string; expiresAt: Date; userAgent: string | null }) {
    await this.db.insert(sessions).values(values);
  }

  /** The session and its user, or undefined. */
  async findWithUser(id: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id))
      .limit(1);
    return row;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, id));
  }

  /** The auth change counter's value. */
  async authVersion(): Promise<number> {
    const [row] = await this.db.select({ version: authChanges.version }).from(authChanges).limit(1);
    return row?.version ?? -1;
  }
}
