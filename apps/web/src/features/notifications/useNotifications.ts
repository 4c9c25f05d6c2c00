import { useEffect } from "react";
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ListParams } from "../../api/query";
import { queryKeys } from "../../api/queryKeys";
import {
  deleteNotification,
  fetchNotificationPage,
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationsRead,
} from "./api";

/** The badge refreshes this often while the dashboard is open (and whenever the dialog opens). */
export const UNREAD_REFRESH_MS = 60_000;

const listQuery = queryOptions({ queryKey: queryKeys.notifications.list, queryFn: fetchNotifications });
const unreadQuery = queryOptions({ queryKey: queryKeys.notifications.unread, queryFn: fetchUnreadCount });

/** PRODUCT.md §8: notification fetch and delete failures are only logged, never shown. */
const logFailure = (what: string) => (error: unknown) => console.error(`notification ${what} failed`, error);

/** Logs a query's failure once per error. */
function useLogged(error: Error | null, what: string) {
  useEffect(() => {
    if (error) logFailure(what)(error);
  }, [error, what]);
}

/** Unread count for the badges, refreshed periodically. */
export function useUnreadCount(): number {
  const { data, error } = useQuery({ ...unreadQuery, refetchInterval: UNREAD_REFRESH_MS });
  useLogged(error, "count");
  return data ?? 0;
}

/** The list, fetched each time the dialog opens (only then: `enabled`). */
export function useNotificationList(open: boolean) {
  const query = useQuery({ ...listQuery, enabled: open });
  useLogged(query.error, "fetch");
  return query;
}

/** A page of the notifications page: searched and paged by the server, the shown page kept until the next. */
export function useNotificationPage(params: ListParams<"create_date">) {
  const query = useQuery({
    queryKey: queryKeys.notifications.page(params),
    queryFn: () => fetchNotificationPage(params),
    placeholderData: keepPreviousData,
  });
  useLogged(query.error, "fetch");
  return query;
}

/** Mark read and delete; each refreshes the list and the badge afterwards, failures are only logged. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  return {
    markRead: async (ids: string[]) => {
      if (ids.length === 0) return;
      await markNotificationsRead(ids).catch(logFailure("mark read"));
      await refresh();
    },
    markAllRead: async () => {
      await markAllNotificationsRead().catch(logFailure("mark all read"));
      await refresh();
    },
    remove: async (id: string) => {
      await deleteNotification(id).catch(logFailure("delete"));
      await refresh();
    },
  };
}
