import { Stack } from "@mui/material";
import {
  NOISE_CALCULATION_TYPES,
  NOISE_METHODS,
  NOISE_SOURCE_TYPES,
  OCTAVE_BANDS_HZ,
} from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { NumField, NumberListField, SelectField } from "./fields";
import { BandField, NoiseLists } from "./NoiseLists";
import { RectField } from "./RectField";

/** Noise (PRODUCT.md §3, §5): analysis extent, sources, barriers and the calculation settings. */
export function NoiseFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}${value.replace(/-/g, "_")}`) }));
  return (
    <Stack spacing={1.5}>
      <RectField name="extent" label={t("analysis.noise.extent")} disabled={disabled} />
      <NoiseLists disabled={disabled} />
      <SelectField
        name="calculation_type"
        label={t("analysis.noise.calculation_type")}
        disabled={disabled}
        options={options(NOISE_CALCULATION_TYPES, "analysis.noise.calc_")}
      />
      <SelectField
        name="source_type"
        label={t("analysis.noise.source_type")}
        disabled={disabled}
        options={options(NOISE_SOURCE_TYPES, "analysis.noise.type_")}
      />
      <SelectField
        name="diffraction_method"
        label={t("analysis.noise.diffraction")}
        disabled={disabled}
        options={options(NOISE_METHODS, "analysis.noise.method_")}
      />
      <BandField disabled={disabled} bands={OCTAVE_BANDS_HZ} />
      <Stack direction="row" spacing={1}>
        <NumField
          name="prediction_height"
          label={t("analysis.noise.prediction_height")}
          unit="m"
          disabled={disabled}
        />
        <NumField name="north_angle" label={t("analysis.north_angle")} unit="°" disabled={disabled} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <NumField name="grid_spacing" label={t("analysis.grid_spacing")} unit="m" disabled={disabled} />
        <NumField name="ground_factor" label={t("analysis.noise.ground_factor")} disabled={disabled} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <NumField name="temperature" label={t("analysis.noise.temperature")} unit="℃" disabled={disabled} />
        <NumField name="humidity" label={t("analysis.noise.humidity")} unit="%" disabled={disabled} />
      </Stack>
      <NumberListField name="contours" label={t("analysis.noise.contours")} unit="dB" disabled={disabled} />
    </Stack>
  );
}
