import { useEffect } from "react";
import { Button, ButtonGroup, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { ZONE_CLAUSES, ZONING_DISTRICTS, zoneLimits } from "@soracity/contracts";
import type { HikageParametersInput, OrdinanceRow, ZoningDistrict } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { CheckField, FieldErrorText, NumField, useFieldError } from "./fields";
import {
  filledByChoice,
  isRegulated,
  isRegulationWindow,
  planesOfZone,
  rowsOfZone,
  windowOf,
} from "./presets";
import type { ZoneChoice } from "./presets";
import { useServiceForm } from "./useServiceForm";

/** The zone's and row's choices, and `apply`: a change of the choice written into the fields it fills. */
function useZoneChoice(timeWindow: boolean) {
  const { watch, getValues, setValue, trigger } = useServiceForm<HikageParametersInput>();
  const choice: ZoneChoice = {
    zone: watch("zone"),
    row: watch("ordinance_row"),
    plane: watch("plane_height"),
    hokkaido: watch("hokkaido") ?? false,
    custom: watch("custom_limits") ?? false,
  };
  const apply = (change: Partial<ZoneChoice>) => {
    const next = { ...choice, ...change };
    const filled = filledByChoice(next);
    const options = { shouldDirty: true } as const;
    setValue("zone", filled.zone, options);
    setValue("ordinance_row", filled.ordinance_row, options);
    setValue("hokkaido", filled.hokkaido, options);
    setValue("custom_limits", next.custom, options);
    // The window follows Hokkaido unless times of one's own were typed (a calendar-mode study); a service
    // without times of its own (逆日影: the regulation window always) has none to set.
    if (timeWindow && isRegulationWindow(getValues("start_time"), getValues("end_time"))) {
      setValue("start_time", filled.start_time, options);
      setValue("end_time", filled.end_time, options);
    }
    if (filled.plane_height !== undefined) setValue("plane_height", filled.plane_height, options);
    if (filled.limits) setValue("limits", filled.limits, options);
    void trigger();
  };
  return { choice, apply };
}

/** A select of the form whose change goes through `onChange` (the choice fills other fields too). */
function ChoiceSelect(props: {
  name: string;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  options: { value: string; label: string; disabled?: boolean }[];
}) {
  const error = useFieldError(props.name);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": `field-${props.name}` } }}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The regulation set-up of 法56条の2第1項 and 別表第4: the zone (column (い)), the ordinance's row (号) offered
 * only where the zone's 項 has it, the plane heights the zone allows (column (は)), Hokkaido (道の区域内: 9-15 h
 * and the shorter limits). A choice fills the plane, the limits and the window; "ordinance values" lets them be
 * typed. The limits and plane stay editable: a value off the table is flagged at its field by the contracts.
 * `timeWindow` false: the service has no start and end times to fill (逆日影).
 */
export function ZoneSetup({ disabled, timeWindow = true }: { disabled: boolean; timeWindow?: boolean }) {
  const { t } = useTranslation();
  const { choice, apply } = useZoneChoice(timeWindow);
  const { watch, trigger } = useServiceForm<HikageParametersInput>();
  // The table's check of the limits is on the group (`limits`), which an input's own validation does not
  // look up (react-hook-form reads errors at the input and stops at its registered parent): check it here.
  const limits = JSON.stringify(watch("limits") ?? null);
  useEffect(() => {
    void trigger("limits");
  }, [limits, trigger]);
  const { zone, row, hokkaido, custom } = choice;
  const clause = zone ? ZONE_CLAUSES[zone] : null;
  const rows = zone ? rowsOfZone(zone) : [];
  const rowLabel = (value: OrdinanceRow) => {
    const limits = zone ? zoneLimits(zone, value, hokkaido) : null;
    const name = t(`analysis.hikage.row_name.${value}`);
    return limits ? t("analysis.hikage.row_option", { row: name, ...limits }) : name;
  };
  // A stored row the zone lacks is listed (disabled) so the select shows it beside its error.
  const rowOptions = [...rows, ...(row && !rows.includes(row) ? [row] : [])].map((value) => ({
    value,
    label: rowLabel(value),
    disabled: !rows.includes(value),
  }));
  const planes = custom ? [] : planesOfZone(zone);
  const window = windowOf(hokkaido);
  return (
    <Stack spacing={1} data-testid="zone-setup">
      <Typography variant="subtitle2">{t("analysis.hikage.setup")}</Typography>
      <ChoiceSelect
        name="zone"
        label={t("analysis.hikage.zone")}
        value={zone ?? ""}
        disabled={disabled}
        onChange={(value) => apply({ zone: value === "" ? undefined : (value as ZoningDistrict) })}
        options={[
          { value: "", label: t("analysis.hikage.zone_none") },
          ...ZONING_DISTRICTS.map((value) => ({ value, label: t(`analysis.hikage.zone_name.${value}`) })),
        ]}
      />
      {clause ? (
        <Typography variant="caption" color="text.secondary" data-testid="zone-article">
          {t("analysis.hikage.zone_article", {
            clause: t(`analysis.hikage.clause.${clause.clause}`),
            planes: clause.planeHeights.join(" / "),
            start: window.start,
            end: window.end,
          })}
        </Typography>
      ) : null}
      {zone && !isRegulated(zone) ? (
        <Typography variant="caption" color="warning.main" data-testid="zone-unregulated">
          {t("analysis.hikage.zone_unregulated")}
        </Typography>
      ) : null}
      {clause ? (
        <ChoiceSelect
          name="ordinance_row"
          label={t("analysis.hikage.row")}
          value={row ?? ""}
          disabled={disabled || custom}
          onChange={(value) => apply({ row: value as OrdinanceRow })}
          options={rowOptions}
        />
      ) : null}
      <CheckField
        label={t("analysis.hikage.hokkaido")}
        checked={hokkaido}
        disabled={disabled}
        input={{ "data-testid": "field-hokkaido" }}
        onChange={(on) => apply({ hokkaido: on })}
      />
      {clause ? (
        <CheckField
          label={t("analysis.hikage.custom_limits")}
          checked={custom}
          disabled={disabled}
          input={{ "data-testid": "field-custom_limits" }}
          onChange={(on) => apply({ custom: on })}
        />
      ) : null}
      {custom ? (
        <Typography variant="caption" color="text.secondary">
          {t("analysis.hikage.custom_note")}
        </Typography>
      ) : null}
      <NumField name="plane_height" label={t("analysis.hikage.plane_height")} unit="m" disabled={disabled} />
      {planes.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography variant="caption">
            {t(zone ? "analysis.hikage.plane_allowed" : "analysis.hikage.plane_presets")}
          </Typography>
          <ButtonGroup size="small" disabled={disabled}>
            {planes.map((height) => (
              <Button
                key={height}
                data-testid={`preset-plane-${height}`}
                variant={choice.plane === height ? "contained" : "outlined"}
                onClick={() => apply({ plane: height })}
              >
                {height} m
              </Button>
            ))}
          </ButtonGroup>
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1}>
        <NumField name="limits.hours5" label={t("analysis.hikage.hours5")} unit="h" disabled={disabled} />
        <NumField name="limits.hours10" label={t("analysis.hikage.hours10")} unit="h" disabled={disabled} />
      </Stack>
      <FieldErrorText name="limits" />
    </Stack>
  );
}
