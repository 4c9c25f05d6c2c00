import { lazy, Suspense, useState } from "react";
import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Box, Button, IconButton, Toolbar, useScrollTrigger } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { Logo } from "../../components/Logo";
import { useConfig } from "../../features/config/useConfig";
import { useLocalePath } from "../../i18n/useLocale";
import { SettingsMenu } from "../SettingsMenu";
import { useHeaderActions } from "./useHeaderActions";

/** The phone menu (MUI's Drawer, List, …) loads when first opened. */
const MobileDrawer = lazy(() =>
  import("./MobileDrawer").then(({ MobileDrawer }) => ({ default: MobileDrawer })),
);

/** Scroll distance after which the header takes its fixed, elevated style (PRODUCT.md §9). */
export const HEADER_FIXED_AFTER_PX = 100;

/** Public header of PRODUCT.md §2. */
export function PublicHeader({ onContact }: { onContact: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { brand, ui } = useConfig();
  const { signedIn, goNews, goLogin } = useHeaderActions();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const fixed = useScrollTrigger({ disableHysteresis: true, threshold: HEADER_FIXED_AFTER_PX });
  const desktop = { display: { xs: "none", md: "inline-flex" } };
  return (
    <AppBar
      position="sticky"
      elevation={fixed ? 4 : 0}
      data-fixed={fixed}
      sx={{
        bgcolor: fixed ? "background.paper" : "background.default",
        borderBottom: 1,
        borderColor: fixed ? "transparent" : "divider",
        transition: "box-shadow 0.3s, background-color 0.3s",
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
        <Box
          component={RouterLink}
          to={to("/")}
          aria-label={t("nav.logo")}
          sx={{ textDecoration: "none", mr: "auto" }}
        >
          <Logo name={brand.name} />
        </Box>
        {ui.news && (
          <Button color="inherit" onClick={goNews} sx={desktop} data-testid="header-news">
            {t("nav.news")}
          </Button>
        )}
        {ui.news && (
          <Button
            data-testid="header-login"
            variant="outlined"
            onClick={goLogin}
            sx={{ whiteSpace: "nowrap" }}
          >
            {signedIn ? t("nav.dashboard") : t("nav.login")}
          </Button>
        )}
        <Button
          data-testid="header-manual"
          color="inherit"
          component={RouterLink}
          to={to("/manual")}
          sx={desktop}
        >
          {t("nav.manual")}
        </Button>
        <Button data-testid="header-contact" variant="contained" onClick={onContact} sx={desktop}>
          {t("nav.contact")}
        </Button>
        <SettingsMenu />
        <IconButton
          aria-label={t("nav.open_menu")}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { xs: "inline-flex", md: "none" } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onContact={onContact} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
