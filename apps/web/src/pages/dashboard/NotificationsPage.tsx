import { useState } from "react";
import { Box, Button, List, Paper } from "@mui/material";
import type { Notification } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteDialog } from "../../components/dialogs/ConfirmDeleteDialog";
import { EmptyState } from "../../components/lists/EmptyState";
import { ListPager } from "../../components/lists/ListPager";
import { PageHeader } from "../../components/page/PageHeader";
import { excerpt } from "../../features/notifications/excerpt";
import { NotificationDetailDialog } from "../../features/notifications/NotificationDetailDialog";
import { NotificationItem } from "../../features/notifications/NotificationItem";
import {
  useNotificationActions,
  useNotificationPage,
  useUnreadCount,
} from "../../features/notifications/useNotifications";
import { useListControls } from "../../components/lists/useListControls";
import { ListToolbar } from "../../features/workspaces/ListToolbar";
import { usePageTitle } from "../../hooks/usePageTitle";

/** Newest first (the list's one order; the search narrows it). */
const NEWEST = { newest: { sort: "create_date", order: "desc" } } as const;

/**
 * `/dashboard/notification`: the user's notifications as on the avatar menu's dialog (PRODUCT.md §4), searched and
 * paged by the server: viewing opens the detail and marks it read, deleting asks first and then refreshes
 * the list; failures are only logged. "Mark all read" marks every one, not only the page shown.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle("notification.title");
  const controls = useListControls(NEWEST, "newest");
  const { data, isPending } = useNotificationPage(controls.params);
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const { markRead, markAllRead, remove } = useNotificationActions();
  const [viewing, setViewing] = useState<Notification | null>(null);
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const hasUnread = useUnreadCount() > 0;
  const view = (item: Notification) => {
    setViewing(item);
    if (!item.read) void markRead([item.notification_id]);
  };
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        title={t("notification.title")}
        aside={
          <Button
            data-testid="notifications-read-all"
            disabled={!hasUnread}
            onClick={() => void markAllRead()}
          >
            {t("notification.mark_all_read")}
          </Button>
        }
      />
      {total > 0 || controls.searching ? (
        <Box sx={{ mb: 2 }}>
          <ListToolbar
            query={controls.search}
            onQuery={controls.onSearch}
            searchLabel={t("notification.search")}
          />
        </Box>
      ) : null}
      {items.length > 0 ? (
        <Paper variant="outlined">
          <List disablePadding data-testid="notification-list">
            {items.map((item) => (
              <NotificationItem
                key={item.notification_id}
                notification={item}
                onView={() => view(item)}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </List>
        </Paper>
      ) : isPending || total > 0 ? null : controls.searching ? (
        <EmptyState
          title={t("ws.no_match_title")}
          body={t("notification.no_match_body", { query: controls.search })}
        />
      ) : (
        <EmptyState
          testId="notifications-empty"
          title={t("dashboard.no_notifications")}
          body={t("notification.empty_body")}
        />
      )}
      <ListPager answer={data} controls={controls} />
      <NotificationDetailDialog
        notification={viewing}
        onClose={() => setViewing(null)}
        onFollowLink={() => setViewing(null)}
      />
      <ConfirmDeleteDialog
        name={deleting ? excerpt(deleting.content) : null}
        title={t("notification.delete_title")}
        onConfirm={async () => {
          if (deleting) await remove(deleting.notification_id);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
