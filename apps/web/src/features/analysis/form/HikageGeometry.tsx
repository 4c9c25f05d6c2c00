import { useState } from "react";
import { MenuItem, Stack, TextField, Typography } from "@mui/material";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { DeemedEdges } from "./DeemedEdges";
import { DrawButton } from "./DrawButton";
import { FieldErrorText, NumField } from "./fields";
import { isPolygon, outsideTarget, over25ha, shapeToPolygon } from "./geometry";
import { PointListField, RemoveButton } from "./PointListField";
import { PolygonField } from "./PolygonField";
import { LIMIT_PRESETS, LIMIT_PRESETS_HOKKAIDO, PLANNED_HEIGHT_M, WINDOW_HOKKAIDO } from "./presets";
import { useServiceForm } from "./useServiceForm";

/** Shadow: target and analysis ranges, planned buildings, site boundary with the zoning limits, points. */
export function HikageGeometry({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { watch, set } = useServiceForm<HikageParametersInput>();
  const [preset, setPreset] = useState("");
  const target: unknown = watch("target_range");
  const planned = watch("planned_buildings") ?? [];
  const hokkaido = watch("start_time") === WINDOW_HOKKAIDO.start && watch("end_time") === WINDOW_HOKKAIDO.end;
  const presets = hokkaido ? LIMIT_PRESETS_HOKKAIDO : LIMIT_PRESETS;
  return (
    <Stack spacing={1.5}>
      <PolygonField
        name="target_range"
        label={t("analysis.hikage.target_range")}
        disabled={disabled}
        check={over25ha}
      />
      <PolygonField
        name="analysis_range"
        label={t("analysis.hikage.analysis_range")}
        disabled={disabled}
        check={(polygon) =>
          over25ha(polygon) ?? outsideTarget(polygon, isPolygon(target) ? target : undefined)
        }
      />
      <Stack spacing={0.5} data-testid="list-planned_buildings" data-count={planned.length}>
        <Typography variant="subtitle2">{t("analysis.hikage.planned")}</Typography>
        {planned.map((building, index) => (
          <Stack
            key={index}
            direction="row"
            spacing={1}
            sx={{ alignItems: "center" }}
            data-testid="planned-row"
          >
            <Typography variant="body2" sx={{ minWidth: 24 }}>
              {index + 1}
            </Typography>
            <NumField
              name={`planned_buildings.${index}.height`}
              label={t("analysis.hikage.height")}
              unit="m"
              disabled={disabled}
            />
            <NumField
              name={`planned_buildings.${index}.base`}
              label={t("analysis.hikage.base")}
              unit="m"
              disabled={disabled}
            />
            <RemoveButton
              disabled={disabled}
              onClick={() =>
                set(
                  "planned_buildings",
                  planned.filter((_, i) => i !== index),
                )
              }
            />
          </Stack>
        ))}
        <DrawButton
          field="planned_buildings"
          kind="polygon"
          label={t("analysis.hikage.add_planned")}
          disabled={disabled}
          onShape={(shape) => {
            const footprint = shapeToPolygon(shape);
            if (footprint) set("planned_buildings", [...planned, { footprint, height: PLANNED_HEIGHT_M }]);
          }}
        />
        <FieldErrorText name="planned_buildings" />
      </Stack>
      <PolygonField name="site_boundary" label={t("analysis.hikage.site_boundary")} disabled={disabled} />
      <DeemedEdges disabled={disabled} />
      <TextField
        select
        size="small"
        label={t("analysis.hikage.zoning")}
        value={preset}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "preset-zoning" } }}
        onChange={(event) => {
          setPreset(event.target.value);
          const chosen = presets.find((p) => p.id === event.target.value);
          if (chosen) set("limits", { hours5: chosen.hours5, hours10: chosen.hours10 });
        }}
      >
        {presets.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {t(`analysis.hikage.zoning_${p.id}`, { hours5: p.hours5, hours10: p.hours10 })}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <NumField name="limits.hours5" label={t("analysis.hikage.hours5")} unit="h" disabled={disabled} />
        <NumField name="limits.hours10" label={t("analysis.hikage.hours10")} unit="h" disabled={disabled} />
      </Stack>
      <FieldErrorText name="limits" />
      <PointListField
        name="points"
        label={t("analysis.hikage.points")}
        addLabel={t("analysis.hikage.add_point")}
        testId="list-points"
        rowTestId="point-row"
        disabled={disabled}
      />
    </Stack>
  );
}
