import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import type { ShadowView } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import type { ShadowViewState } from "./shadowView";

/**
 * 単独日影 / 複合日影 / 計画による増加: which view of a shadow result the map, 3D viewer and summary show
 * (issue 24 §1). Nothing for a result of one view or none (older runs, cases without planned buildings).
 */
export function ShadowViewPicker({
  state,
  fullWidth = false,
}: {
  state: ShadowViewState;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  if (state.views.length < 2) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      fullWidth={fullWidth}
      value={state.view}
      onChange={(_, next: ShadowView | null) => next && state.setView(next)}
      aria-label={t("analysis.result.view")}
      data-testid="shadow-view"
      data-view={state.view ?? ""}
      sx={{ bgcolor: "background.paper", "& .MuiToggleButton-root": { px: 1, py: 0.25, fontSize: 12 } }}
    >
      {state.views.map((view) => (
        <ToggleButton key={view} value={view} data-testid={`shadow-view-${view}`}>
          {t(`analysis.result.view_${view}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
