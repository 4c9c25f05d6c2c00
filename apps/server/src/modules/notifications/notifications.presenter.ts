import { type Notification, notificationTypeSchema } from "@soracity/contracts";
import type { NotificationRow } from "../../db/schema";

/** A stored notification as the API shows it (PRODUCT.md §7 names, plus `link` and `read`); unknown types are skipped. */
export function toNotification(row: NotificationRow): Notification | undefined {
  const type = notificationTypeSchema.safeParse(row.type);
  if (!type.success) return undefined;
  return {
    notification_id: row.id,
    type: type.data,
    content: row.content,
    create_date: row.createdAt.toISOString(),
    link: row.link,
    read: row.readAt !== null,
  };
}
