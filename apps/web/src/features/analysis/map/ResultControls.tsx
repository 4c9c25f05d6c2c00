import type { ReactNode } from "react";
import {
  Box,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { ResultLayer } from "@soracity/contracts";
import { resultLayerByName } from "@soracity/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../../api/queryKeys";
import { fetchLayerJson } from "../api";
import { outlineTimes } from "./outlineTimes";
import type { ResultGroup } from "./resultStyle";
import { HEAT_GRADIENT } from "../../viewer/palette";
import { legendOf } from "./resultStyle";
import { formatHeight } from "./allowedHeight";

/** A colour ramp from `min` to `max` with its title and unit. */
function Ramp({
  title,
  min,
  max,
  unit,
  testId,
}: {
  title: string;
  min: number | string;
  max: number | string;
  unit: string;
  testId: string;
}) {
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ height: 10, width: 180, background: HEAT_GRADIENT, borderRadius: 0.5 }} />
      <Stack direction="row" sx={{ justifyContent: "space-between" }}>
        <Typography variant="caption">
          {min} {unit}
        </Typography>
        <Typography variant="caption">
          {max} {unit}
        </Typography>
      </Stack>
    </Box>
  );
}

/** Legend of the heat map: the colour ramp from its minimum to its maximum, with its unit. */
function Legend({ layers }: { layers: readonly ResultLayer[] }) {
  const { t } = useTranslation();
  const png = layers.find((layer) => resultLayerByName(layer.name)?.kind === "heatmap");
  const legend = png ? legendOf(png) : null;
  if (!legend) return null;
  return (
    <Box data-unit={legend.unit} data-testid="result-legend">
      <Ramp
        title={legend.unit === "h" ? t("analysis.result.legend_shadow") : t("analysis.result.legend_noise")}
        min={legend.min}
        max={legend.max}
        unit={legend.unit === "h" ? t("analysis.result.unit_hours") : "dB(A)"}
        testId="result-legend-ramp"
      />
    </Box>
  );
}

/** Layer toggles, the legend and the output-time selector of the shadow outlines. */
export function ResultControls({
  layers,
  picker,
  wallHours,
  heightMax = null,
  available,
  shown,
  onToggle,
  outlinesUrl,
  outlineTime,
  onOutlineTime,
  label,
}: {
  /** The layers shown (of the picked view). */
  layers: readonly ResultLayer[];
  /** The shadow view picker (nothing for a result of one view). */
  picker?: ReactNode;
  /** The walls' colour range (0 to the window's hours) when the walls are shown, else null. */
  wallHours: number | null;
  /** A 逆日影 result's largest allowed height (m) when its heat map is shown, else null. */
  heightMax?: number | null;
  available: readonly ResultGroup[];
  shown: Record<ResultGroup, boolean>;
  onToggle: (group: ResultGroup) => void;
  outlinesUrl: string | null;
  outlineTime: string | null;
  onOutlineTime: (time: string | null) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const outlines = useQuery({
    queryKey: queryKeys.resultLayer(outlinesUrl),
    queryFn: () => fetchLayerJson(outlinesUrl ?? ""),
    enabled: outlinesUrl !== null,
    staleTime: Infinity,
  });
  const times = outlineTimes(outlines.data);
  return (
    <Paper data-testid="result-controls" aria-label={label} sx={{ p: 1, maxWidth: 280 }}>
      <Stack spacing={0.5}>
        {picker}
        <Legend layers={layers} />
        {heightMax !== null ? (
          <Ramp
            title={t("analysis.gyakuhikage.legend")}
            min={0}
            max={formatHeight(heightMax)}
            unit="m"
            testId="height-legend"
          />
        ) : null}
        {wallHours !== null ? (
          <Ramp
            title={t("analysis.result.legend_walls")}
            min={0}
            max={wallHours}
            unit={t("analysis.result.unit_hours")}
            testId="walls-legend"
          />
        ) : null}
        {available.map((group) => (
          <FormControlLabel
            key={group}
            sx={{ m: 0 }}
            control={
              <Checkbox
                size="small"
                checked={shown[group]}
                onChange={() => onToggle(group)}
                slotProps={{ input: { "data-testid": `result-toggle-${group}` } as object }}
              />
            }
            label={<Typography variant="caption">{t(`analysis.result.group_${group}`)}</Typography>}
          />
        ))}
        {times.length > 0 ? (
          <TextField
            select
            size="small"
            label={t("analysis.result.outline_time")}
            value={outlineTime ?? ""}
            onChange={(event) => onOutlineTime(event.target.value || null)}
            slotProps={{ htmlInput: { "data-testid": "outline-time" } }}
          >
            <MenuItem value="">{t("analysis.result.outline_none")}</MenuItem>
            {times.map((entry) => (
              <MenuItem key={entry.time} value={entry.time}>
                {entry.label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
    </Paper>
  );
}
