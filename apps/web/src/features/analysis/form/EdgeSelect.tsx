import { MenuItem, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFieldError } from "./fields";
import { useServiceForm } from "./useServiceForm";
import type { Values } from "./values";

/** The field of a site edge's index in a list of edges (shadow's deemed edges, 天空率's road edges). */
export type EdgeField = `${"deemed_edges" | "road_edges"}.${number}.edge`;

/**
 * A choice among the site boundary's edges (numbered from 1 on the map), written as the edge's index: a
 * number, which MUI's select would hand over as text.
 */
export function EdgeSelect({
  name,
  label,
  options,
  disabled,
}: {
  name: EdgeField;
  label: string;
  options: number[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { watch, set } = useServiceForm<Values>();
  const error = useFieldError(name);
  const value: unknown = watch(name);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={typeof value === "number" ? String(value) : ""}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      sx={{ minWidth: 140 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": `field-${name}` } }}
      onChange={(event) => set(name, Number(event.target.value))}
    >
      {options.map((edge) => (
        <MenuItem key={edge} value={String(edge)} data-testid="edge-option" data-edge={edge}>
          {t("analysis.hikage.edge_option", { edge: edge + 1 })}
        </MenuItem>
      ))}
    </TextField>
  );
}
