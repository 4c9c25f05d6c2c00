import { Stack, Typography } from "@mui/material";
import { VIBRATION_MACHINES, VIBRATION_SOILS, VIBRATION_WAVES } from "@soracity/contracts";
import type { VibrationParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { DrawButton } from "./DrawButton";
import { FieldErrorText, NumField, NumberListField, SelectField } from "./fields";
import { shapeToPoint } from "./geometry";
import { PointListField, RemoveButton } from "./PointListField";
import { PolygonField } from "./PolygonField";
import { RectField } from "./RectField";
import { useServiceForm } from "./useServiceForm";

/** Vibration: sources with machine presets, soil and wave presets, receivers, extent, boundary and limit. */
export function VibrationFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { watch, set } = useServiceForm<VibrationParametersInput>();
  const sources = watch("sources") ?? [];
  const key = (value: string) => value.replace(/-/g, "_");
  return (
    <Stack spacing={1.5}>
      <Stack spacing={0.5} data-testid="list-sources" data-count={sources.length}>
        <Typography variant="subtitle2">{t("analysis.vibration.sources")}</Typography>
        {sources.map((source, index) => (
          <Stack
            key={index}
            spacing={1}
            data-testid="source-row"
            sx={{ pl: 1, borderLeft: 2, borderColor: "divider" }}
          >
            <Stack direction="row" sx={{ alignItems: "center" }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {index + 1}. {source.lat?.toFixed(5)}, {source.lon?.toFixed(5)}
              </Typography>
              <RemoveButton
                disabled={disabled}
                onClick={() =>
                  set(
                    "sources",
                    sources.filter((_, i) => i !== index),
                  )
                }
              />
            </Stack>
            <SelectField
              name={`sources.${index}.machine`}
              label={t("analysis.vibration.machine")}
              disabled={disabled}
              setValueAs={(value) => (value === "" ? undefined : value)}
              options={[
                { value: "", label: t("analysis.vibration.machine_none") },
                ...VIBRATION_MACHINES.map((value) => ({
                  value,
                  label: t(`analysis.vibration.machine_${key(value)}`),
                })),
              ]}
            />
            <Stack direction="row" spacing={1}>
              <NumField
                name={`sources.${index}.level`}
                label={t("analysis.vibration.level")}
                unit="dB"
                disabled={disabled}
              />
              <NumField
                name={`sources.${index}.r0`}
                label={t("analysis.vibration.r0")}
                unit="m"
                disabled={disabled}
              />
            </Stack>
          </Stack>
        ))}
        <DrawButton
          field="sources"
          kind="marker"
          label={t("analysis.vibration.add_source")}
          disabled={disabled}
          onShape={(shape) => {
            const p = shapeToPoint(shape);
            if (p) set("sources", [...sources, { lon: p[0], lat: p[1], machine: "excavator" }]);
          }}
        />
        <FieldErrorText name="sources" />
      </Stack>
      <SelectField
        name="soil"
        label={t("analysis.vibration.soil")}
        disabled={disabled}
        options={VIBRATION_SOILS.map((value) => ({ value, label: t(`analysis.vibration.soil_${value}`) }))}
      />
      <SelectField
        name="wave"
        label={t("analysis.vibration.wave")}
        disabled={disabled}
        options={VIBRATION_WAVES.map((value) => ({ value, label: t(`analysis.vibration.wave_${value}`) }))}
      />
      <Stack direction="row" spacing={1}>
        <NumField name="alpha" label={t("analysis.vibration.alpha")} unit="1/m" disabled={disabled} />
        <NumField name="n" label={t("analysis.vibration.n")} disabled={disabled} />
      </Stack>
      <PointListField
        name="receivers"
        label={t("analysis.vibration.receivers")}
        addLabel={t("analysis.vibration.add_receiver")}
        testId="list-receivers"
        disabled={disabled}
      />
      <RectField name="extent" label={t("analysis.vibration.extent")} disabled={disabled} />
      <PolygonField name="boundary" label={t("analysis.vibration.boundary")} disabled={disabled} />
      <Stack direction="row" spacing={1}>
        <NumField name="limit_db" label={t("analysis.vibration.limit")} unit="dB" disabled={disabled} />
        <NumField name="grid_spacing" label={t("analysis.grid_spacing")} unit="m" disabled={disabled} />
      </Stack>
      <NumberListField
        name="contours"
        label={t("analysis.vibration.contours")}
        unit="dB"
        disabled={disabled}
      />
    </Stack>
  );
}
