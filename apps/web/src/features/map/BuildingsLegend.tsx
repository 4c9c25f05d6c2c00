import { Box, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { heightLegend } from "./heightColor";
import { MapControl } from "./MapControl";

export type BuildingsState = "zoom" | "loading" | "error" | "none" | "ready";

/** Height classes of the building footprints with what the map shows now (count, or why none). */
export function BuildingsLegend({
  state,
  count,
  truncated,
}: {
  state: BuildingsState;
  count: number;
  truncated: boolean;
}) {
  const { t } = useTranslation();
  const status = {
    zoom: t("map.buildings_zoom"),
    loading: t("map.buildings_loading"),
    error: t("map.buildings_error"),
    none: t("map.buildings_none"),
    ready: truncated
      ? t("map.buildings_truncated")
      : count === 0
        ? t("map.buildings_none")
        : t("map.buildings_count", { count }),
  }[state];
  return (
    <MapControl position="bottomleft">
      <Paper
        elevation={2}
        data-testid="buildings-legend"
        sx={{ px: 1.25, py: 1, minWidth: 140, maxWidth: 220, lineHeight: 1.3 }}
      >
        <Typography variant="caption" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t("map.legend_title")}
        </Typography>
        <Stack spacing={0.25}>
          {heightLegend().map((row) => (
            <Stack key={row.min} direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Box
                sx={{
                  width: 14,
                  height: 10,
                  bgcolor: row.color,
                  border: "1px solid rgba(109, 76, 47, 0.7)",
                  flexShrink: 0,
                }}
              />
              <Typography variant="caption">
                {row.max === undefined
                  ? t("map.legend_over", { min: row.min })
                  : t("map.legend_range", { min: row.min, max: row.max })}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Typography
          variant="caption"
          component="p"
          color={state === "error" ? "error" : "text.secondary"}
          data-testid="buildings-status"
          data-state={state}
          data-count={count}
          sx={{ mt: 0.75 }}
        >
          {status}
        </Typography>
      </Paper>
    </MapControl>
  );
}
