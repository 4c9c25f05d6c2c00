import { lazy, Suspense, useRef, useState } from "react";
import Settings from "@mui/icons-material/Settings";
import { IconButton } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DeferredTooltip } from "../components/DeferredTooltip";

/** The menu (MUI's Menu, Switch, …) loads when the cog is first pointed at, focused or pressed. */
const loadMenu = () => import("./SettingsMenuList");
const SettingsMenuList = lazy(loadMenu);

/** Settings cog (PRODUCT.md §2): light/dark switch and the language list with a check on the current one. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its animation.
  const [used, setUsed] = useState(false);
  return (
    <>
      <DeferredTooltip title={t("nav.settings")}>
        <IconButton
          ref={button}
          data-testid="settings-button"
          aria-label={t("nav.settings")}
          aria-haspopup="menu"
          onPointerEnter={() => void loadMenu()}
          onFocus={() => void loadMenu()}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <Settings />
        </IconButton>
      </DeferredTooltip>
      {used ? (
        <Suspense fallback={null}>
          <SettingsMenuList
            open={open}
            anchor={() => button.current ?? document.body}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
