import { useEffect, useState } from "react";
import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Box, Drawer, IconButton, Stack, Toolbar } from "@mui/material";
import { Link as RouterLink, Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { loadingBar } from "../../components/LoadingBar";
import { Logo } from "../../components/Logo";
import { FullPageSpinner } from "../../features/auth/RequireAuth";
import { useMe } from "../../features/auth/useMe";
import { useConfig } from "../../features/config/useConfig";
import { useLocalePath } from "../../i18n/useLocale";
import { SettingsMenu } from "../SettingsMenu";
import { AvatarMenu } from "./AvatarMenu";
import { OnlineIndicator } from "./OnlineIndicator";
import { SIDEBAR_WIDTH_PX, Sidebar } from "./Sidebar";

const DASHBOARD_LOADER_MS = 500;

/** Dashboard layout (PRODUCT.md §2): header, 300 px sidebar (a drawer on phones and tablets), content. */
export default function DashboardLayout() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { brand } = useConfig();
  const { data: me } = useMe();
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => {
    // PRODUCT.md §4 "dashboard load": the bar starts on mount and finishes after 500 ms.
    loadingBar.start();
    const timer = window.setTimeout(() => loadingBar.finish(), DASHBOARD_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!me) return <FullPageSpinner />; // the guard above has already redirected visitors
  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <AppBar
        position="fixed"
        elevation={1}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: "background.paper" }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            data-testid="menu-toggle"
            aria-label={mobileOpen ? t("nav.close_menu") : t("nav.open_menu")}
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen((value) => !value)}
            sx={{ display: { md: "none" } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to={to("/")}
            aria-label={t("nav.logo")}
            sx={{ textDecoration: "none", mr: "auto" }}
          >
            <Logo name={brand.name} size={28} />
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <OnlineIndicator />
            <SettingsMenu />
            <AvatarMenu me={me} />
          </Stack>
        </Toolbar>
      </AppBar>
      <Box component="aside" sx={{ width: { md: SIDEBAR_WIDTH_PX }, flexShrink: 0 }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ display: { xs: "block", md: "none" } }}
          slotProps={{ paper: { sx: { width: { xs: "100%", sm: 240 } } } }}
        >
          <Sidebar onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: "none", md: "block" } }}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_PX, boxSizing: "border-box" } } }}
        >
          <Sidebar />
        </Drawer>
      </Box>
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
