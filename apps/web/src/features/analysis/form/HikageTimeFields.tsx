import { Button, ButtonGroup, Checkbox, FormControlLabel, Stack, Typography } from "@mui/material";
import { HIKAGE_SEASONS, PLANE_HEIGHT_STANDARDS } from "@soracity/contracts";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { NumField, NumberListField, SelectField, TextInput } from "./fields";
import { PLANE_HEIGHTS, WINDOW, WINDOW_HOKKAIDO } from "./presets";
import { useServiceForm } from "./useServiceForm";

/** Shadow: day and window, intervals, plane (height presets 1.5 / 4 / 6.5 m), grid, contour hours. */
export function HikageTimeFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { watch, set } = useServiceForm<HikageParametersInput>();
  const season = watch("season");
  const hokkaido = watch("start_time") === WINDOW_HOKKAIDO.start && watch("end_time") === WINDOW_HOKKAIDO.end;
  return (
    <Stack spacing={1.5}>
      <SelectField
        name="season"
        label={t("analysis.hikage.season")}
        disabled={disabled}
        options={HIKAGE_SEASONS.map((value) => ({ value, label: t(`analysis.hikage.season_${value}`) }))}
      />
      {season === "custom" ? (
        <NumField name="declination" label={t("analysis.hikage.declination")} unit="°" disabled={disabled} />
      ) : null}
      <FormControlLabel
        control={
          <Checkbox
            checked={hokkaido}
            disabled={disabled}
            data-testid="preset-hokkaido"
            onChange={(event) => {
              const window = event.target.checked ? WINDOW_HOKKAIDO : WINDOW;
              set("start_time", window.start);
              set("end_time", window.end);
            }}
          />
        }
        label={t("analysis.hikage.hokkaido")}
      />
      <Stack direction="row" spacing={1}>
        <TextInput name="start_time" label={t("analysis.hikage.start_time")} disabled={disabled} />
        <TextInput name="end_time" label={t("analysis.hikage.end_time")} disabled={disabled} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <NumField
          name="calc_interval_min"
          label={t("analysis.hikage.calc_interval")}
          unit={t("analysis.unit_min")}
          disabled={disabled}
          step={1}
        />
        <NumField
          name="output_interval_min"
          label={t("analysis.hikage.output_interval")}
          unit={t("analysis.unit_min")}
          disabled={disabled}
          step={1}
        />
      </Stack>
      <NumField name="plane_height" label={t("analysis.hikage.plane_height")} unit="m" disabled={disabled} />
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography variant="caption">{t("analysis.hikage.plane_presets")}</Typography>
        <ButtonGroup size="small" disabled={disabled}>
          {PLANE_HEIGHTS.map((height) => (
            <Button
              key={height}
              data-testid={`preset-plane-${height}`}
              onClick={() => set("plane_height", height)}
            >
              {height} m
            </Button>
          ))}
        </ButtonGroup>
      </Stack>
      <SelectField
        name="height_standard"
        label={t("analysis.hikage.height_standard")}
        disabled={disabled}
        options={PLANE_HEIGHT_STANDARDS.map((value) => ({
          value,
          label: t(`analysis.hikage.standard_${value}`),
        }))}
      />
      <Stack direction="row" spacing={1}>
        <NumField
          name="ground_elevation"
          label={t("analysis.hikage.ground_elevation")}
          unit="m"
          disabled={disabled}
        />
        <NumField name="north_angle" label={t("analysis.north_angle")} unit="°" disabled={disabled} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <NumField name="grid_spacing" label={t("analysis.grid_spacing")} unit="m" disabled={disabled} />
        <TextInput
          name="date"
          label={t("analysis.hikage.date")}
          placeholder="2025-12-22"
          disabled={disabled}
        />
      </Stack>
      <NumberListField name="contour_hours" label={t("analysis.hikage.contour_hours")} disabled={disabled} />
    </Stack>
  );
}
