import { and, count, desc, eq, inArray, isNull, lt, notInArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type NotificationRow, notifications } from "../../db/schema";

export interface NewNotification {
  userId: string;
  type: string;
  content: string;
  link: string | null;
}

export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  async insert(values: NewNotification): Promise<NotificationRow> {
    const [row] = await this.db.insert(notifications).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  /** The user's newest notifications, newest first. */
  list(userId: string, limit: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  }

  /** Marks the user's unread notifications among `ids` read; other users' ids match nothing. */
  async markRead(userId: string, ids: string[], at: Date): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)),
      )
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** Deletes one notification of the user; false when the user has no such notification. */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  /** Deletes the user's notifications beyond the newest `keep`, and those created before `olderThan`. */
  async prune(userId: string, keep: number, olderThan: Date): Promise<void> {
    const newest = this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(keep);
    await this.db
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          or(lt(notifications.createdAt, olderThan), notInArray(notifications.id, newest)),
        ),
      );
  }
}
