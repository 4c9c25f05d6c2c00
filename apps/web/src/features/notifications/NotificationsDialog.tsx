import { useEffect, useState } from "react";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  Typography,
} from "@mui/material";
import type { Notification } from "@soracity/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { ConfirmDeleteDialog } from "../../components/dialogs/ConfirmDeleteDialog";
import { excerpt } from "./excerpt";
import { NotificationDetailDialog } from "./NotificationDetailDialog";
import { NotificationItem } from "./NotificationItem";
import { useNotificationActions, useNotificationList } from "./useNotifications";

/**
 * Notification dialog (PRODUCT.md §4, §9: 600 x 500): opening fetches the list; viewing opens the detail and marks
 * the notification read; deleting asks for confirmation, then refreshes the list. Failures are only logged.
 */
export function NotificationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: items = [], isPending } = useNotificationList(open);
  const { markRead, markAllRead, remove } = useNotificationActions();
  const [viewing, setViewing] = useState<Notification | null>(null);
  const [deleting, setDeleting] = useState<Notification | null>(null);
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  }, [open, queryClient]);
  const unreadIds = items.filter((item) => !item.read).map((item) => item.notification_id);
  const view = (item: Notification) => {
    setViewing(item);
    if (!item.read) void markRead([item.notification_id]);
  };
  const confirmDelete = async () => {
    if (deleting) await remove(deleting.notification_id);
    setDeleting(null);
  };
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        data-testid="notifications-dialog"
        slotProps={{ paper: { sx: { width: 600, height: 500, maxWidth: "calc(100vw - 32px)" } } }}
      >
        <DialogTitle data-testid="notifications-title">{t("notification.title")}</DialogTitle>
        <DialogContent dividers sx={{ p: 0 }}>
          {items.length > 0 ? (
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
          ) : isPending && open ? null : (
            <Box sx={{ p: 3 }}>
              <Typography color="text.secondary" data-testid="notifications-empty">
                {t("dashboard.no_notifications")}
              </Typography>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button
            data-testid="notifications-read-all"
            disabled={unreadIds.length === 0}
            onClick={() => void markAllRead()}
          >
            {t("notification.mark_all_read")}
          </Button>
          <Button onClick={onClose}>{t("common.close")}</Button>
        </DialogActions>
      </Dialog>
      <NotificationDetailDialog
        notification={viewing}
        onClose={() => setViewing(null)}
        onFollowLink={() => {
          setViewing(null);
          onClose();
        }}
      />
      <ConfirmDeleteDialog
        name={deleting ? excerpt(deleting.content) : null}
        title={t("notification.delete_title")}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
