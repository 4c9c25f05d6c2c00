import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type SessionRow, sessions, type UserRow, users } from "../../db/schema";

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
}
