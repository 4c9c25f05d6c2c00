import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * An operator's notification to every user, written by a job in batches of users in id order. `last_user_id`
 * is the job's progress: each batch's notifications and the move of this cursor commit together, so a retried
 * job goes on after the last committed batch and notifies nobody twice. It goes to the users registered when it
 * was queued (`created_at`); `recipients` counts them then, `sent` counts those notified so far.
 */
export const notificationBroadcasts = pgTable(
  "notification_broadcasts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    titleJa: text("title_ja").notNull(),
    titleEn: text("title_en").notNull(),
    contentJa: text("content_ja").notNull(),
    contentEn: text("content_en").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * queued, sending (the job has written a batch), sent, or failed (pg-boss gave its job up after its retries;
     * marked when operators list the broadcasts, `finished_at` then being when the job failed).
     */
    status: text("status").notNull().default("queued"),
    recipients: integer("recipients").notNull(),
    sent: integer("sent").notNull().default(0),
    lastUserId: uuid("last_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("notification_broadcasts_created_idx").on(table.createdAt)],
);

export type NotificationBroadcastRow = typeof notificationBroadcasts.$inferSelect;
