import Check from "@mui/icons-material/Check";
import DarkMode from "@mui/icons-material/DarkMode";
import { Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Switch } from "@mui/material";
import { LOCALES } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { useChangeLocale } from "../i18n/useChangeLocale";
import { useLocale } from "../i18n/useLocale";
import { useDarkMode } from "../theme/AppThemeProvider";

/** The settings cog's menu (SettingsMenu): light/dark switch and the language list. */
export default function SettingsMenuList({
  open,
  anchor,
  onClose,
}: {
  open: boolean;
  /** The cog (a function: the cog may be mounted again, see DeferredTooltip). */
  anchor: () => HTMLElement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { dark, toggle } = useDarkMode();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 200 } } }}>
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
            onClose();
            if (item !== locale) changeLocale(item);
          }}
        >
          <ListItemIcon>{item === locale ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{t(`languages.${item}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
