import { Button } from "@mui/material";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { useBridge } from "../bridge";
import { isPolygon } from "./geometry";
import { useServiceForm } from "./useServiceForm";

/**
 * Edit a tier's footprint in place on the map (vertex handles, as the ranges' Edit): a tier stacked on another
 * starts with the lower one's footprint and is set back here (a setback, a 塔屋).
 */
export function TierFootprint({ index, disabled }: { index: number; disabled: boolean }) {
  const { t } = useTranslation();
  const { edit, setEdit } = useBridge();
  const { watch, set } = useServiceForm<HikageParametersInput>();
  const name = `planned_buildings.${index}.footprint` as const;
  const footprint: unknown = watch(name);
  const editing = edit?.field === name;
  if (!isPolygon(footprint) || disabled) return null;
  const toggle = () => {
    if (!editing) {
      setEdit({ field: name, color: "#fe57a1", polygon: footprint, latest: null });
      return;
    }
    const latest = edit.latest;
    setEdit(null);
    if (latest) set(name, latest);
  };
  return (
    <Button
      size="small"
      variant={editing ? "contained" : "text"}
      data-testid={`edit-${name}`}
      data-editing={editing}
      onClick={toggle}
    >
      {editing ? t("analysis.form.edit_done") : t("analysis.form.edit")}
    </Button>
  );
}
