import {
  notificationListSchema,
  notificationPageSchema,
  notificationUnreadSchema,
} from "@soracity/contracts";
import { request, requestVoid } from "../../api/client";
import { type ListParams, queryString } from "../../api/query";

/** Notification calls of PRODUCT.md §7 (plus the unread count and mark-read the UI needs). */
export const fetchNotifications = () => request("GET", "/api/notification", notificationListSchema);
/** A page of the notifications page's list (searched in their text, newest first). */
export const fetchNotificationPage = (params: ListParams<"create_date">) =>
  request("GET", `/api/notification?${queryString({ ...params })}`, notificationPageSchema);
export const fetchUnreadCount = async () =>
  (await request("GET", "/api/notification/unread", notificationUnreadSchema)).unread;
export const markAllNotificationsRead = () => requestVoid("POST", "/api/notification/read-all");
export const markNotificationsRead = (ids: string[]) =>
  requestVoid("POST", "/api/notification/read", { json: { ids } });
export const deleteNotification = (id: string) =>
  requestVoid("DELETE", `/api/notification/${encodeURIComponent(id)}`);
