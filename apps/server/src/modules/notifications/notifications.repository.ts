import { NOTIFICATION_TYPES } from "@soracity/contracts";
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { nameMatches } from "../../db/name-lists";
import type { ListWindow } from "../../lib/paging";
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

  /**
   * The user's notifications of known types, searched in their text, by creation time (newest first unless
   * `order` is asc), one window of them, each with the count of all matches.
   */
  list(userId: string, query: { q?: string | undefined; order: "asc" | "desc" }, window: ListWindow) {
    const by = query.order === "asc" ? asc : desc;
    return this.db
      .select({ notification: notifications, total: sql<number>`(count(*) over ())::int` })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          inArray(notifications.type, [...NOTIFICATION_TYPES]),
          query.q ? nameMatches(notifications.content, query.q) : undefined,
        ),
      )
      .orderBy(by(notifications.createdAt), by(notifications.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .execute({ ...window });
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

  /** Marks every unread notification of the user read; how many were. */
  async markAllRead(userId: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
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

  /**
   * Deletes each user's notifications beyond their newest `keep`, and those created before `olderThan` (one
   * statement for a batch of users, as a broadcast writes them).
   */
  async prune(userIds: string[], keep: number, olderThan: Date): Promise<void> {
    if (userIds.length === 0) return;
    const ranked = this.db
      .select({
        id: notifications.id,
        rank: sql<number>`row_number() over (partition by ${notifications.userId} order by ${notifications.createdAt} desc, ${notifications.id} desc)`.as(
          "rank",
        ),
      })
      .from(notifications)
      .where(inArray(notifications.userId, userIds))
      .as("ranked");
    const beyondKeep = this.db.select({ id: ranked.id }).from(ranked).where(gt(ranked.rank, keep));
    await this.db
      .delete(notifications)
      .where(
        and(
          inArray(notifications.userId, userIds),
          or(lt(notifications.createdAt, olderThan), inArray(notifications.id, beyondKeep)),
        ),
      );
  }
}
