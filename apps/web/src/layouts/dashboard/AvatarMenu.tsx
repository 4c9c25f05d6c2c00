import { useState } from "react";
import Logout from "@mui/icons-material/Logout";
import NotificationsNone from "@mui/icons-material/NotificationsNone";
import PersonOutline from "@mui/icons-material/PersonOutline";
import {
  Avatar,
  Box,
  Chip,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Popover,
  Typography,
} from "@mui/material";
import type { Me } from "@soracity/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { logout } from "../../api/endpoints";
import { useLocalePath } from "../../i18n/useLocale";
import { NotificationsDialog } from "../../features/notifications/NotificationsDialog";
import { UnreadBadge } from "../../features/notifications/UnreadBadge";
import { useUnreadCount } from "../../features/notifications/useNotifications";
import { ProfileDialog } from "./AccountDialogs";

type Open = "none" | "profile" | "notifications";

/** Avatar menu of the signed-in header (PRODUCT.md §2; popover 450 px). */
export function AvatarMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Open>("none");
  const unread = useUnreadCount();
  const open = (which: Open) => () => {
    setAnchor(null);
    setDialog(which);
  };
  const signOut = async () => {
    setAnchor(null);
    try {
      await logout();
    } catch (error) {
      console.error("sign-out failed", error);
    }
    queryClient.clear();
    queryClient.setQueryData(queryKeys.me, null);
    void navigate(to("/"), { replace: true });
  };
  return (
    <>
      <IconButton
        data-testid="avatar-button"
        aria-label={t("dashboard.account_menu")}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <UnreadBadge count={unread} testId="avatar-badge">
          <Avatar
            src={me.picture ?? undefined}
            alt={me.name}
            sx={{ width: 34, height: 34, bgcolor: "primary.main" }}
          >
            {me.family_name.slice(0, 1)}
          </Avatar>
        </UnreadBadge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { width: 450, maxWidth: "calc(100vw - 16px)" } } }}
      >
        <Box sx={{ p: 2 }}>
          <Typography data-testid="user-name" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {me.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
            {me.email}
          </Typography>
          <Chip
            data-testid="plan-label"
            data-plan={me.user_type}
            label={t(`dashboard.plan_${me.user_type}`)}
            color="secondary"
            size="small"
            sx={{ mt: 1 }}
          />
        </Box>
        <Divider />
        <MenuList>
          <MenuItem data-testid="menu-notifications" onClick={open("notifications")}>
            <ListItemIcon>
              <UnreadBadge count={unread} testId="menu-notifications-badge">
                <NotificationsNone fontSize="small" />
              </UnreadBadge>
            </ListItemIcon>
            <ListItemText>{t("dashboard.notifications")}</ListItemText>
          </MenuItem>
          <MenuItem onClick={open("profile")}>
            <ListItemIcon>
              <PersonOutline fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("dashboard.profile")}</ListItemText>
          </MenuItem>
          <MenuItem data-testid="logout" onClick={() => void signOut()}>
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t("dashboard.logout")}</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
      <ProfileDialog me={me} open={dialog === "profile"} onClose={() => setDialog("none")} />
      <NotificationsDialog open={dialog === "notifications"} onClose={() => setDialog("none")} />
    </>
  );
}
