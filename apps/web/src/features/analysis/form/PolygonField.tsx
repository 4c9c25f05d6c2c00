import { Button, Stack, Typography } from "@mui/material";
import { useSnackbar } from "notistack";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFieldMessage } from "../useFieldMessage";
import { DrawButton } from "./DrawButton";
import { FieldErrorText } from "./fields";
import { hectares, isPolygon, shapeToPolygon } from "./geometry";
import type { Polygon } from "./geometry";
import type { Values } from "./values";

/**
 * A range drawn on the map (rectangle or polygon), set only once (spec §8 'extents already set': clear it to
 * draw again); `check` refuses a shape with a message key (25 ha, inside the target range).
 */
export function PolygonField({
  name,
  label,
  disabled,
  check,
}: {
  name: string;
  label: string;
  disabled: boolean;
  check?: (polygon: Polygon) => string | null;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { enqueueSnackbar } = useSnackbar();
  const { watch, setValue } = useFormContext<Values>();
  const value: unknown = watch(name);
  const set = (polygon: Polygon | undefined) =>
    setValue(name, polygon, { shouldDirty: true, shouldValidate: true });
  return (
    <Stack spacing={0.5} data-testid={`geometry-${name}`} data-set={isPolygon(value)}>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography variant="body2" color="text.secondary" data-testid={`summary-${name}`}>
        {isPolygon(value) ? t("analysis.form.area", { ha: hectares(value) }) : t("analysis.form.not_set")}
      </Typography>
      <Stack direction="row" spacing={1}>
        <DrawButton
          field={name}
          kind="rectangle"
          label={t("analysis.form.draw_rectangle")}
          disabled={disabled}
          onBlocked={() => {
            if (!isPolygon(value)) return false;
            enqueueSnackbar(t("analysis.form.already_set"), { variant: "warning" });
            return true;
          }}
          onShape={(shape) => {
            const polygon = shapeToPolygon(shape);
            if (!polygon) return;
            const refused = check?.(polygon);
            if (refused) {
              enqueueSnackbar(message(refused), { variant: "error" });
              return;
            }
            set(polygon);
          }}
        />
        {isPolygon(value) && !disabled ? (
          <Button size="small" color="inherit" data-testid={`clear-${name}`} onClick={() => set(undefined)}>
            {t("analysis.form.clear")}
          </Button>
        ) : null}
      </Stack>
      <FieldErrorText name={name} />
    </Stack>
  );
}
