import { notificationListSchema, notificationUnreadSchema } from "@soracity/contracts";
import { request, requestVoid } from "../../api/client";

/** Notification calls of spec §7 (plus the unread count and mark-read the UI needs). */
export const fetchNotifications = () => request("GET", "/api/notification", notificationListSchema);
export const fetchUnreadCount = async () =>
  (await request("GET", "/api/notification/unread", notificationUnreadSchema)).unread;
export const markNotificationsRead = (ids: string[]) =>
  requestVoid("POST", "/api/notification/read", { json: { ids } });
export const deleteNotification = (id: string) =>
  requestVoid("DELETE", `/api/notification/${encodeURIComponent(id)}`);
