import { IconButton, MenuItem, Stack, TextField, Typography } from "@mui/material";
import Delete from "@mui/icons-material/Delete";
import { NOISE_SPECTRA } from "@soracity/contracts";
import type { NoiseParametersInput } from "@soracity/contracts";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { DrawButton } from "./DrawButton";
import { FieldErrorText, NumField, SelectField } from "./fields";
import { shapeToLine, shapeToPoint } from "./geometry";
import { useServiceForm } from "./useServiceForm";

type Source = NonNullable<NoiseParametersInput["sources"]>[number];

/** Noise sidebar lists (PRODUCT.md §2): sources and barriers, drawn on the map and edited in place. */
export function NoiseLists({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { watch, set } = useServiceForm<NoiseParametersInput>();
  const sources = watch("sources") ?? [];
  const barriers = watch("barriers") ?? [];
  const extent = watch("extent");
  const without = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index);
  const extentFirst = () => {
    if (extent) return false;
    enqueueSnackbar(t("analysis.form.extent_first"), { variant: "warning" });
    return true;
  };
  const kindOf = (source: Source) => source.type ?? watch("source_type") ?? "point";
  const removeButton = (onClick: () => void) => (
    <IconButton size="small" aria-label={t("analysis.form.remove")} disabled={disabled} onClick={onClick}>
      <Delete fontSize="small" />
    </IconButton>
  );
  return (
    <Stack spacing={1.5}>
      <Stack spacing={0.5} data-testid="list-sources" data-count={sources.length}>
        <Typography variant="subtitle2">{t("analysis.noise.sources")}</Typography>
        {sources.map((source, index) => (
          <Stack
            key={index}
            spacing={1}
            data-testid="source-row"
            sx={{ pl: 1, borderLeft: 2, borderColor: "divider" }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Typography
                variant="body2"
                sx={{ flex: 1 }}
                data-testid="source-kind"
                data-kind={kindOf(source)}
              >
                {kindOf(source) === "line"
                  ? t("analysis.noise.line_points", { index: index + 1, count: source.points?.length ?? 0 })
                  : `${index + 1}. ${source.lat?.toFixed(5) ?? "?"}, ${source.lon?.toFixed(5) ?? "?"}`}
              </Typography>
              {removeButton(() => set("sources", without(sources, index)))}
            </Stack>
            <Stack direction="row" spacing={1}>
              <NumField
                name={`sources.${index}.height`}
                label={t("analysis.noise.source_height")}
                unit="m"
                disabled={disabled}
              />
              <NumField
                name={`sources.${index}.lw`}
                label={kindOf(source) === "line" ? t("analysis.noise.lw_line") : t("analysis.noise.lw")}
                unit="dB"
                disabled={disabled}
              />
            </Stack>
            <SelectField
              name={`sources.${index}.spectrum`}
              label={t("analysis.noise.spectrum")}
              disabled={disabled}
              options={NOISE_SPECTRA.map((value) => ({
                value,
                label: t(`analysis.noise.spectrum_${value}`),
              }))}
            />
          </Stack>
        ))}
        <DrawButton
          field="sources"
          kind="marker"
          label={t("analysis.noise.add_source")}
          disabled={disabled}
          onBlocked={extentFirst}
          onShape={(shape) => {
            const p = shapeToPoint(shape);
            if (p)
              set("sources", [...sources, { lon: p[0], lat: p[1], height: 1, lw: 100, spectrum: "road" }]);
          }}
        />
        <DrawButton
          field="sources:line"
          testId="draw-sources-line"
          kind="polyline"
          label={t("analysis.noise.add_line_source")}
          disabled={disabled}
          onBlocked={extentFirst}
          onShape={(shape) => {
            const points = shapeToLine(shape);
            if (points)
              set("sources", [...sources, { type: "line", points, height: 0.5, lw: 80, spectrum: "road" }]);
          }}
        />
        <FieldErrorText name="sources" />
      </Stack>
      <Stack spacing={0.5} data-testid="list-barriers" data-count={barriers.length}>
        <Typography variant="subtitle2">{t("analysis.noise.barriers")}</Typography>
        {barriers.map((barrier, index) => (
          <Stack
            key={index}
            direction="row"
            spacing={1}
            sx={{ alignItems: "center" }}
            data-testid="barrier-row"
          >
            <Typography variant="body2" sx={{ minWidth: 80 }}>
              {t("analysis.noise.barrier_points", { index: index + 1, count: barrier.points?.length ?? 0 })}
            </Typography>
            <NumField
              name={`barriers.${index}.height`}
              label={t("analysis.noise.barrier_height")}
              unit="m"
              disabled={disabled}
            />
            {removeButton(() => set("barriers", without(barriers, index)))}
          </Stack>
        ))}
        <DrawButton
          field="barriers"
          kind="polyline"
          label={t("analysis.noise.add_barrier")}
          disabled={disabled}
          onShape={(shape) => {
            const points = shapeToLine(shape);
            if (points) set("barriers", [...barriers, { points, height: 3 }]);
          }}
        />
        <FieldErrorText name="barriers" />
      </Stack>
    </Stack>
  );
}

/** The one-band choice: all bands (null) or one centre frequency. */
export function BandField({ disabled, bands }: { disabled: boolean; bands: readonly number[] }) {
  const { t } = useTranslation();
  const { watch, set } = useServiceForm<NoiseParametersInput>();
  const band = watch("band");
  return (
    <TextField
      select
      size="small"
      label={t("analysis.noise.band")}
      value={typeof band === "number" ? String(band) : ""}
      disabled={disabled}
      slotProps={{
        inputLabel: { shrink: true },
        // Without displayEmpty the empty value (all bands) renders blank.
        select: { displayEmpty: true },
        htmlInput: { "data-testid": "field-band" },
      }}
      onChange={(event) => set("band", event.target.value === "" ? null : Number(event.target.value))}
    >
      <MenuItem value="">{t("analysis.noise.band_all")}</MenuItem>
      {bands.map((hz) => (
        <MenuItem key={hz} value={String(hz)}>
          {hz} Hz
        </MenuItem>
      ))}
    </TextField>
  );
}
