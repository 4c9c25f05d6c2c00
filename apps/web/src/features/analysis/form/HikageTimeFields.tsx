import { Stack } from "@mui/material";
import { HIKAGE_SEASONS, PLANE_HEIGHT_STANDARDS } from "@soracity/contracts";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { NumField, NumberListField, SelectField, TextInput } from "./fields";
import { useServiceForm } from "./useServiceForm";

/**
 * Shadow: day and window, intervals, the plane's datum, north, grid, contour hours (the plane's height, the
 * Hokkaido window and the 平均地盤面 are in the regulation set-up: ZoneSetup, GroundFields).
 */
export function HikageTimeFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { watch } = useServiceForm<HikageParametersInput>();
  const season = watch("season");
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
        <NumField name="north_angle" label={t("analysis.north_angle")} unit="°" disabled={disabled} />
        <NumField name="grid_spacing" label={t("analysis.grid_spacing")} unit="m" disabled={disabled} />
      </Stack>
      <TextInput name="date" label={t("analysis.hikage.date")} placeholder="2025-12-22" disabled={disabled} />
      <NumberListField name="contour_hours" label={t("analysis.hikage.contour_hours")} disabled={disabled} />
    </Stack>
  );
}
