import { useState } from "react";
import Check from "@mui/icons-material/Check";
import DarkMode from "@mui/icons-material/DarkMode";
import Settings from "@mui/icons-material/Settings";
import {
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Switch,
  Tooltip,
} from "@mui/material";
import { LOCALES } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { useChangeLocale } from "../i18n/useChangeLocale";
import { useLocale } from "../i18n/useLocale";
import { useDarkMode } from "../theme/AppThemeProvider";

/** Settings cog (spec §2): light/dark switch and the language list with a check on the current one. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { dark, toggle } = useDarkMode();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  return (
    <>
      <Tooltip title={t("nav.settings")}>
        <IconButton
          data-testid="settings-button"
          aria-label={t("nav.settings")}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Settings />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 200 } } }}
      >
        <MenuItem data-testid="theme-toggle" role="menuitemcheckbox" aria-checked={dark} onClick={toggle}>
          <ListItemIcon>
            <DarkMode fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("nav.dark_mode")}</ListItemText>
          <Switch edge="end" size="small" checked={dark} tabIndex={-1} inputProps={{ "aria-hidden": true }} />
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: "32px" }}>{t("nav.language")}</ListSubheader>
        {LOCALES.map((item) => (
          <MenuItem
            key={item}
            data-testid={`lang-${item}`}
            role="menuitemradio"
            aria-checked={item === locale}
            selected={item === locale}
            onClick={() => {
              setAnchor(null);
              if (item !== locale) changeLocale(item);
            }}
          >
            <ListItemIcon>{item === locale ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{t(`languages.${item}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
