import { useState } from "react";
import { Button, Stack, Typography } from "@mui/material";
import { useSnackbar } from "notistack";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Shape } from "../../map/draw/shapes";
import { useBridge } from "../bridge";
import { useFieldMessage } from "../useFieldMessage";
import { DrawButton } from "./DrawButton";
import { FieldErrorText } from "./fields";
import { hectares, isPolygon, shapeToPolygon } from "./geometry";
import type { Polygon } from "./geometry";
import type { FieldName, Values } from "./values";

/** The services' ranges and boundaries drawn as polygons. */
type PolygonName = Extract<FieldName, "target_range" | "analysis_range" | "site_boundary" | "boundary">;

/**
 * A range drawn on the map as a rectangle or a polygon, set only once (PRODUCT.md §8 'extents already set'):
 * Replace lets the next drawing replace it, Edit puts vertex handles on it in place, Clear removes it.
 * `check` refuses a shape with a message key (25 ha, inside the target range), also after an edit.
 */
export function PolygonField({
  name,
  label,
  disabled,
  check,
}: {
  name: PolygonName;
  label: string;
  disabled: boolean;
  check?: (polygon: Polygon) => string | null;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { enqueueSnackbar } = useSnackbar();
  const { edit, setEdit } = useBridge();
  const { watch, setValue } = useFormContext<Values>();
  const [replacing, setReplacing] = useState(false);
  const value: unknown = watch(name);
  const set = (polygon: Polygon | undefined) =>
    setValue(name, polygon, { shouldDirty: true, shouldValidate: true });
  const accept = (polygon: Polygon) => {
    const refused = check?.(polygon);
    if (refused) {
      enqueueSnackbar(message(refused), { variant: "error" });
      return;
    }
    set(polygon);
  };
  const onShape = (shape: Shape) => {
    setReplacing(false);
    const polygon = shapeToPolygon(shape);
    if (polygon) accept(polygon);
  };
  const blocked = () => {
    if (!isPolygon(value) || replacing) return false;
    enqueueSnackbar(t("analysis.form.already_set"), { variant: "warning" });
    return true;
  };
  const editing = edit?.field === name;
  const toggleEdit = () => {
    if (!editing && isPolygon(value)) {
      setEdit({ field: name, color: "#fe57a1", polygon: value, latest: null });
      return;
    }
    const latest = edit?.latest;
    setEdit(null);
    if (latest) accept(latest);
  };
  return (
    <Stack spacing={0.5} data-testid={`geometry-${name}`} data-set={isPolygon(value)}>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography variant="body2" color="text.secondary" data-testid={`summary-${name}`}>
        {isPolygon(value) ? t("analysis.form.area", { ha: hectares(value) }) : t("analysis.form.not_set")}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        <DrawButton
          field={name}
          kind="rectangle"
          label={t("analysis.form.draw_rectangle")}
          disabled={disabled || editing}
          onBlocked={blocked}
          onShape={onShape}
        />
        <DrawButton
          field={`${name}:polygon`}
          testId={`draw-${name}-polygon`}
          kind="polygon"
          label={t("analysis.form.draw_polygon")}
          disabled={disabled || editing}
          onBlocked={blocked}
          onShape={onShape}
        />
      </Stack>
      {isPolygon(value) && !disabled ? (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          <Button
            size="small"
            variant={editing ? "contained" : "text"}
            data-testid={`edit-${name}`}
            data-editing={editing}
            onClick={toggleEdit}
          >
            {editing ? t("analysis.form.edit_done") : t("analysis.form.edit")}
          </Button>
          <Button
            size="small"
            variant={replacing ? "contained" : "text"}
            data-testid={`replace-${name}`}
            disabled={editing}
            onClick={() => setReplacing(!replacing)}
          >
            {t("analysis.form.replace")}
          </Button>
          <Button
            size="small"
            color="inherit"
            data-testid={`clear-${name}`}
            disabled={editing}
            onClick={() => set(undefined)}
          >
            {t("analysis.form.clear")}
          </Button>
        </Stack>
      ) : null}
      {replacing ? (
        <Typography variant="caption" color="text.secondary" data-testid={`replacing-${name}`}>
          {t("analysis.form.replace_hint")}
        </Typography>
      ) : null}
      <FieldErrorText name={name} />
    </Stack>
  );
}
