import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, IconButton, ListItem, ListItemButton, ListItemText } from "@mui/material";
import type { Notification } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/datetime";

/** A dot before unread notifications (with a label for screen readers). */
function UnreadDot({ unread }: { unread: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role={unread ? "img" : undefined}
      aria-label={unread ? t("notification.unread") : undefined}
      sx={{
        width: 10,
        height: 10,
        mr: 2,
        flexShrink: 0,
        borderRadius: "50%",
        bgcolor: unread ? "primary.main" : "transparent",
      }}
    />
  );
}

/** One row of the notification list: unread dot, title (the type), date; opens the detail or asks to delete. */
export function NotificationItem({
  notification,
  onView,
  onDelete,
}: {
  notification: Notification;
  onView: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const unread = !notification.read;
  return (
    <ListItem
      disablePadding
      divider
      data-testid="notification-item"
      data-id={notification.notification_id}
      data-type={notification.type}
      data-read={String(notification.read)}
      secondaryAction={
        <IconButton
          edge="end"
          data-testid="notification-delete"
          aria-label={t("notification.delete")}
          onClick={onDelete}
        >
          <DeleteOutline />
        </IconButton>
      }
    >
      <ListItemButton data-testid="notification-view" onClick={onView}>
        <UnreadDot unread={unread} />
        <ListItemText
          primary={
            <span data-testid="notification-title">{t(`notification.type.${notification.type}`)}</span>
          }
          secondary={<span data-testid="notification-date">{formatDateTime(notification.create_date)}</span>}
          slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
