import { IconButton, Stack, Typography } from "@mui/material";
import Delete from "@mui/icons-material/Delete";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DrawButton } from "./DrawButton";
import { FieldErrorText } from "./fields";
import { shapeToPoint } from "./geometry";
import type { Values } from "./values";

/** The remove button of a list row. */
export function RemoveButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton size="small" aria-label={t("analysis.form.remove")} disabled={disabled} onClick={onClick}>
      <Delete fontSize="small" />
    </IconButton>
  );
}

/**
 * A list of [lon, lat] points (shadow points, vibration receivers): one row each with its remove button, and a
 * marker drawn on the map adds one.
 */
export function PointListField({
  name,
  label,
  addLabel,
  testId,
  rowTestId,
  disabled,
}: {
  name: "points" | "receivers";
  label: string;
  addLabel: string;
  testId: string;
  rowTestId?: string;
  disabled: boolean;
}) {
  const { watch, setValue } = useFormContext<Values>();
  const points = watch(name) ?? [];
  const set = (value: [number, number][]) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });
  return (
    <Stack spacing={0.5} data-testid={testId} data-count={points.length}>
      <Typography variant="subtitle2">{label}</Typography>
      {points.map(([lon, lat], index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid={rowTestId}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {index + 1}. {lat.toFixed(5)}, {lon.toFixed(5)}
          </Typography>
          <RemoveButton disabled={disabled} onClick={() => set(points.filter((_, i) => i !== index))} />
        </Stack>
      ))}
      <DrawButton
        field={name}
        kind="marker"
        label={addLabel}
        disabled={disabled}
        onShape={(shape) => {
          const point = shapeToPoint(shape);
          if (point) set([...points, point]);
        }}
      />
      <FieldErrorText name={name} />
    </Stack>
  );
}
