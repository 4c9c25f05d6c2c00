import { MenuItem, Slider, Stack, TextField } from "@mui/material";
import { HEIGHT_STANDARDS } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import type { HeightStandard, PlacementDraft, PlacementErrors } from "./placement";

/** Rotation (slider and field), elevation, height standard and, for footprints, the height attribute. */
export function PlacementFields({
  draft,
  errors,
  rotation,
  heightAttribute,
  disabled,
  onChange,
}: {
  draft: PlacementDraft;
  errors: PlacementErrors;
  /** Whether the model turns (IFC, glTF). */
  rotation: boolean;
  /** Whether the file's height comes from an attribute (shapefile, GeoJSON). */
  heightAttribute: boolean;
  disabled: boolean;
  onChange: (patch: Partial<PlacementDraft>) => void;
}) {
  const { t } = useTranslation();
  const degrees = Number(draft.rotation);
  return (
    <Stack spacing={2}>
      {rotation ? (
        <Stack direction="row" spacing={3} sx={{ alignItems: "center" }}>
          <Slider
            value={Number.isFinite(degrees) ? Math.max(-180, Math.min(180, degrees)) : 0}
            min={-180}
            max={180}
            step={1}
            disabled={disabled}
            aria-label={t("models.rotation_help")}
            valueLabelDisplay="auto"
            onChange={(_event, value) => onChange({ rotation: String(value) })}
            slotProps={{ input: { "data-testid": "model-rotation-slider" } as object }}
            sx={{ flex: 1 }}
          />
          <TextField
            label={t("models.rotation")}
            value={draft.rotation}
            disabled={disabled}
            error={Boolean(errors.rotation)}
            helperText={errors.rotation ?? t("models.rotation_help")}
            onChange={(event) => onChange({ rotation: event.target.value })}
            slotProps={{ htmlInput: { inputMode: "decimal", "data-testid": "model-rotation" } }}
            sx={{ width: 200 }}
          />
        </Stack>
      ) : null}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          label={t("models.elevation")}
          value={draft.elevation}
          disabled={disabled}
          placeholder="0"
          error={Boolean(errors.elevation)}
          helperText={errors.elevation ?? " "}
          onChange={(event) => onChange({ elevation: event.target.value })}
          slotProps={{ htmlInput: { inputMode: "decimal", "data-testid": "model-elevation" } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={t("models.height_standard")}
          value={draft.heightStandard}
          disabled={disabled}
          helperText=" "
          onChange={(event) => onChange({ heightStandard: event.target.value as HeightStandard })}
          slotProps={{ select: { SelectDisplayProps: { "data-testid": "model-height-standard" } as object } }}
          sx={{ flex: 1 }}
        >
          {HEIGHT_STANDARDS.map((standard) => (
            <MenuItem key={standard} value={standard} data-testid={`height-standard-${standard}`}>
              {t(`models.hs_${standard}`)}
            </MenuItem>
          ))}
        </TextField>
        {heightAttribute ? (
          <TextField
            label={t("models.height_attribute")}
            value={draft.heightAttribute}
            disabled={disabled}
            placeholder="height"
            error={Boolean(errors.height_attribute)}
            helperText={errors.height_attribute ?? t("models.height_attribute_help")}
            onChange={(event) => onChange({ heightAttribute: event.target.value })}
            slotProps={{ htmlInput: { "data-testid": "model-height-attribute" } }}
            sx={{ flex: 1 }}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
