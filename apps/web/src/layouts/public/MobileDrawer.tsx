import Check from "@mui/icons-material/Check";
import Close from "@mui/icons-material/Close";
import DarkMode from "@mui/icons-material/DarkMode";
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Switch,
} from "@mui/material";
import { LOCALES } from "@soracity/contracts";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useConfig } from "../../features/config/useConfig";
import { useChangeLocale } from "../../i18n/useChangeLocale";
import { useLocale, useLocalePath } from "../../i18n/useLocale";
import { useDarkMode } from "../../theme/AppThemeProvider";
import { useHeaderActions } from "./useHeaderActions";

interface Props {
  open: boolean;
  onClose: () => void;
  onContact: () => void;
}

/** Mobile drawer (PRODUCT.md §9: 240 px, full width under 600 px) with the header's entries. */
export function MobileDrawer({ open, onClose, onContact }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const { ui } = useConfig();
  const { signedIn, goNews, goLogin } = useHeaderActions();
  const { dark, toggle } = useDarkMode();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 240 } } } }}
    >
      <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
        <IconButton aria-label={t("nav.close_menu")} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <List component="nav">
        <ListItemButton onClick={run(() => void navigate(to("/")))}>
          <ListItemText primary={t("nav.home")} />
        </ListItemButton>
        {ui.news && (
          <ListItemButton onClick={run(goNews)}>
            <ListItemText primary={t("nav.news")} />
          </ListItemButton>
        )}
        {ui.news && (
          <ListItemButton onClick={run(goLogin)}>
            <ListItemText primary={signedIn ? t("nav.dashboard") : t("nav.login")} />
          </ListItemButton>
        )}
        <ListItemButton onClick={run(() => void navigate(to("/manual")))}>
          <ListItemText primary={t("nav.manual")} />
        </ListItemButton>
        <ListItemButton onClick={run(onContact)}>
          <ListItemText primary={t("nav.contact")} />
        </ListItemButton>
      </List>
      <Divider />
      <List>
        <ListItemButton onClick={toggle} role="switch" aria-checked={dark}>
          <ListItemIcon>
            <DarkMode />
          </ListItemIcon>
          <ListItemText primary={t("nav.dark_mode")} />
          <Switch edge="end" checked={dark} tabIndex={-1} />
        </ListItemButton>
        <ListSubheader>{t("nav.language")}</ListSubheader>
        {LOCALES.map((item) => (
          <ListItemButton
            key={item}
            selected={item === locale}
            onClick={run(() => item !== locale && changeLocale(item))}
          >
            <ListItemIcon>{item === locale ? <Check /> : null}</ListItemIcon>
            <ListItemText primary={t(`languages.${item}`)} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
