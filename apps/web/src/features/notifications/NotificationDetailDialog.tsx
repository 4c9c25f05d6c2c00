import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import type { Notification } from "@soracity/contracts";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "../../i18n/useLocale";
import { formatDateTime } from "../../i18n/datetime";

/** Detail of one notification (PRODUCT.md §4, §9: max 800 px): title, date, content with its line breaks, link. */
export function NotificationDetailDialog({
  notification,
  onClose,
  onFollowLink,
}: {
  /** Open while not null. */
  notification: Notification | null;
  onClose: () => void;
  /** The link was followed (the dialogs close). */
  onFollowLink: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Dialog
      open={notification !== null}
      onClose={onClose}
      maxWidth={false}
      data-testid="notification-detail"
      slotProps={{ paper: { sx: { width: "100%", maxWidth: 800 } } }}
    >
      {notification ? (
        <>
          <DialogTitle>{t(`notification.type.${notification.type}`)}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" data-testid="notification-detail-date">
              {formatDateTime(notification.create_date)}
            </Typography>
            <Typography
              data-testid="notification-content"
              sx={{ mt: 1.5, whiteSpace: "pre-wrap", wordBreak: "break-word" }}
            >
              {notification.content}
            </Typography>
          </DialogContent>
          <DialogActions>
            {notification.link ? (
              <Button
                data-testid="notification-link"
                component={RouterLink}
                to={to(notification.link)}
                onClick={onFollowLink}
              >
                {t(`notification.open.${notification.type}`)}
              </Button>
            ) : null}
            <Button onClick={onClose}>{t("common.close")}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
