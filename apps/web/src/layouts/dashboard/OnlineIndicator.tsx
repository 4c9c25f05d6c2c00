import { useSyncExternalStore } from "react";
import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";

function subscribe(callback: () => void) {
  window.addEventListener("online", callback);
  window.addEventListener("offline", callback);
  return () => {
    window.removeEventListener("online", callback);
    window.removeEventListener("offline", callback);
  };
}

/** Online/offline status (PRODUCT.md §4) from navigator.onLine and its events. */
export function OnlineIndicator() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  return (
    <Chip
      data-testid="online-status"
      data-online={online}
      size="small"
      variant="outlined"
      color={online ? "success" : "warning"}
      label={online ? t("dashboard.online") : t("dashboard.offline")}
      sx={{ display: { xs: "none", sm: "inline-flex" } }}
    />
  );
}
