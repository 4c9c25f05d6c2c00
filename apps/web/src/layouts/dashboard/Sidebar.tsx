import FolderShared from "@mui/icons-material/FolderShared";
import Groups from "@mui/icons-material/Groups";
import GroupWork from "@mui/icons-material/GroupWork";
import ManageAccounts from "@mui/icons-material/ManageAccounts";
import NotificationsNone from "@mui/icons-material/NotificationsNone";
import MenuBook from "@mui/icons-material/MenuBook";
import Workspaces from "@mui/icons-material/Workspaces";
import { Box, List, ListItemButton, ListItemIcon, ListItemText, Toolbar } from "@mui/material";
import { Link as RouterLink, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { LogoMark } from "../../components/Logo";
import { useAdminEntries } from "../../features/admin/useAdminEntry";
import { useGroupTree, useUserType } from "./DashboardLoad";
import { stripLocale } from "../../i18n/locale";
import { useLocalePath } from "../../i18n/useLocale";

/** Sidebar width (PRODUCT.md §9). */
export const SIDEBAR_WIDTH_PX = 300;

/**
 * Sidebar entries of PRODUCT.md §2: group workspaces only when the group tree is non-empty, groups only for plans
 * other than basic; then profile and notifications (their pages; the avatar menu keeps its dialogs).
 */
function useEntries() {
  const { data: tree } = useGroupTree();
  const userType = useUserType();
  const adminEntries = useAdminEntries();
  return [
    { label: "dashboard.my_workspace", path: "/dashboard", icon: <Workspaces />, id: "nav-my" },
    {
      label: "ws.share_workspace",
      path: "/dashboard/shareworkspace",
      icon: <FolderShared />,
      id: "nav-shared",
    },
    ...((tree?.length ?? 0) > 0
      ? [
          {
            label: "ws.group_workspace",
            path: "/dashboard/groupworkspace",
            icon: <GroupWork />,
            id: "nav-group-ws",
          },
        ]
      : []),
    ...(userType !== "basic"
      ? [{ label: "ws.groups", path: "/dashboard/group", icon: <Groups />, id: "nav-groups" }]
      : []),
    { label: "dashboard.profile", path: "/dashboard/profile", icon: <ManageAccounts />, id: "nav-profile" },
    {
      label: "dashboard.notifications",
      path: "/dashboard/notification",
      icon: <NotificationsNone />,
      id: "nav-notifications",
    },
    ...adminEntries,
  ];
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const current = stripLocale(useLocation().pathname).replace(/\/$/, "");
  const entries = useEntries();
  return (
    <Box
      component="nav"
      aria-label={t("dashboard.sidebar")}
      sx={{ display: "flex", flexDirection: "column", height: "100%" }}
    >
      <Toolbar />
      <List sx={{ flex: 1, px: 1 }}>
        {entries.map((entry) => (
          <ListItemButton
            key={entry.path}
            data-testid={entry.id}
            component={RouterLink}
            to={to(entry.path)}
            selected={
              current === entry.path ||
              (entry.path === "/dashboard/group" && current.startsWith("/dashboard/group/")) ||
              (entry.path === "/dashboard/admin" && current.startsWith("/dashboard/admin/"))
            }
            onClick={onNavigate}
            sx={{ borderRadius: 1 }}
          >
            <ListItemIcon>{entry.icon}</ListItemIcon>
            <ListItemText primary={t(entry.label)} />
          </ListItemButton>
        ))}
      </List>
      <List sx={{ px: 1 }}>
        <ListItemButton
          data-testid="nav-manual"
          component={RouterLink}
          to={to("/manual")}
          onClick={onNavigate}
          sx={{ borderRadius: 1 }}
        >
          <ListItemIcon>
            <MenuBook />
          </ListItemIcon>
          <ListItemText primary={t("nav.manual")} />
        </ListItemButton>
      </List>
      <Box sx={{ p: 3, opacity: 0.85 }} role="img" aria-label={t("dashboard.company_logo")}>
        <LogoMark size={48} />
      </Box>
    </Box>
  );
}
