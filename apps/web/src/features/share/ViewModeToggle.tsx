import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useTranslation } from "react-i18next";

export type ViewMode = "2d" | "3d";

/** "2D" / "3D": the shared result on the map or in the 3D viewer (which loads on the first "3D"). */
export function ViewModeToggle({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mode}
      onChange={(_, value: ViewMode | null) => value && onChange(value)}
      aria-label={t("shareLink.view_mode")}
      data-testid="share-view-mode"
      sx={{ alignSelf: "flex-start", mt: 1 }}
    >
      <ToggleButton value="2d" aria-label={t("shareLink.view_2d")} data-testid="share-view-2d">
        2D
      </ToggleButton>
      <ToggleButton value="3d" aria-label={t("shareLink.view_3d")} data-testid="share-view-3d">
        3D
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
