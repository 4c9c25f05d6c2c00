import { useState } from "react";
import { Button, Stack, Typography } from "@mui/material";
import { useSnackbar } from "notistack";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFieldMessage } from "../useFieldMessage";
import { DrawButton } from "./DrawButton";
import { FieldErrorText, NumField } from "./fields";
import { rectOver25ha, shapeToRect } from "./geometry";
import type { Rect } from "./geometry";
import type { Values } from "./values";

const isRect = (value: unknown): value is Rect =>
  typeof value === "object" && value !== null && typeof (value as Rect).min_lon === "number";

/**
 * A rectangular extent (noise, vibration) drawn once on the map, at most 25 ha (Replace lets the next drawing
 * replace it); its rotation typed, the turned rectangle shown live on the map (form overlays).
 */
export function RectField({ name, label, disabled }: { name: "extent"; label: string; disabled: boolean }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { enqueueSnackbar } = useSnackbar();
  const { watch, setValue } = useFormContext<Values>();
  const value: unknown = watch(name);
  const [replacing, setReplacing] = useState(false);
  return (
    <Stack spacing={0.5} data-testid={`geometry-${name}`} data-set={isRect(value)}>
      <Typography variant="subtitle2">{label}</Typography>
      {isRect(value) ? (
        <Typography variant="caption" color="text.secondary">
          {value.min_lat.toFixed(5)}, {value.min_lon.toFixed(5)} – {value.max_lat.toFixed(5)},{" "}
          {value.max_lon.toFixed(5)}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t("analysis.form.not_set")}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <DrawButton
          field={name}
          kind="rectangle"
          label={t("analysis.form.draw_rectangle")}
          disabled={disabled}
          onBlocked={() => {
            if (!isRect(value) || replacing) return false;
            enqueueSnackbar(t("analysis.form.already_set"), { variant: "warning" });
            return true;
          }}
          onShape={(shape) => {
            setReplacing(false);
            const rect = shapeToRect(shape);
            if (!rect) return;
            const rotation = isRect(value) ? value.rotation : undefined;
            if (rotation) rect.rotation = rotation;
            const refused = rectOver25ha(rect);
            if (refused) {
              enqueueSnackbar(message(refused), { variant: "error" });
              return;
            }
            setValue(name, rect, { shouldDirty: true, shouldValidate: true });
          }}
        />
        {isRect(value) && !disabled ? (
          <Button
            size="small"
            variant={replacing ? "contained" : "text"}
            data-testid={`replace-${name}`}
            onClick={() => setReplacing(!replacing)}
          >
            {t("analysis.form.replace")}
          </Button>
        ) : null}
        {isRect(value) && !disabled ? (
          <Button
            size="small"
            color="inherit"
            data-testid={`clear-${name}`}
            onClick={() => setValue(name, undefined, { shouldDirty: true, shouldValidate: true })}
          >
            {t("analysis.form.clear")}
          </Button>
        ) : null}
      </Stack>
      {isRect(value) ? (
        <NumField name={`${name}.rotation`} label={t("analysis.rotation")} unit="°" disabled={disabled} />
      ) : null}
      <FieldErrorText name={name} />
    </Stack>
  );
}
