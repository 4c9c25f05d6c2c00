import { z } from "zod";
import { listQuerySchemaOf } from "./lists";
import { pageSchema } from "./news";

/** What a notification is about (shown as its title, translated by the web app). */
export const NOTIFICATION_TYPES = [
  "analysis_done",
  "analysis_error",
  "workspace_shared",
  "group_added",
  /** The owner of a group deleted their account and the group passed to this member. */
  "group_owner_changed",
  /** The owner of a group deleted their account and, without a member to take it over, the group went. */
  "group_removed",
  /** The owner of a workspace shared with this user deleted their account, and the workspace with it. */
  "workspace_removed",
  /** An operator's message to every user (administration page). */
  "announcement",
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** A user keeps at most this many notifications (newest first); older ones are pruned when a new one arrives. */
export const NOTIFICATION_KEEP = 100;
/** Notifications older than this are pruned when a new one arrives for the same user. */
export const NOTIFICATION_MAX_AGE_DAYS = 365;

/**
 * One notification of the caller (PRODUCT.md §3, §7). `content` is plain text in the recipient's language (line
 * breaks are `\n`); `link` is an app path without locale prefix (e.g. `/dashboard/workspace/{id}`) or null.
 */
export const notificationSchema = z.object({
  notification_id: z.string(),
  type: notificationTypeSchema,
  content: z.string(),
  create_date: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notification: the caller's newest notifications (at most NOTIFICATION_KEEP), newest first. */
export const notificationListSchema = z.array(notificationSchema);
export const notificationPageSchema = pageSchema(notificationSchema);

/** GET /api/notification: `q` searches the text; newest first unless `order=asc`; pages as every list. */
export const notificationListQuerySchema = listQuerySchemaOf(["create_date"], "create_date");
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** GET /api/notification/unread: how many of the caller's notifications are unread (the badge). */
export const notificationUnreadSchema = z.object({ unread: z.number().int().min(0) });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

/** POST /api/notification/read: marks these of the caller's notifications read (others' ids are ignored). */
export const notificationReadBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: "common.invalid_id" }))
    .min(1)
    .max(NOTIFICATION_KEEP),
});
export type NotificationReadBody = z.input<typeof notificationReadBodySchema>;
