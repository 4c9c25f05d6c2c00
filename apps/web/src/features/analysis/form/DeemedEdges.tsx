import { IconButton, MenuItem, Stack, TextField, Typography, Button } from "@mui/material";
import Delete from "@mui/icons-material/Delete";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { FieldErrorText, NumField, useFieldError } from "./fields";
import { isPolygon, polygonEdges } from "./geometry";
import { useServiceForm } from "./useServiceForm";

type Deemed = NonNullable<HikageParametersInput["deemed_edges"]>[number];

/** Default width (m) of a road or river taken for a new deemed edge. */
const DEFAULT_WIDTH_M = 6;

function EdgeSelect({ index, options, disabled }: { index: number; options: number[]; disabled: boolean }) {
  const { t } = useTranslation();
  const { watch, set } = useServiceForm<HikageParametersInput>();
  const name = `deemed_edges.${index}.edge` as const;
  const error = useFieldError(name);
  const value = watch(name);
  return (
    <TextField
      select
      size="small"
      label={t("analysis.hikage.deemed_edge")}
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

/**
 * Site edges facing a road or a river (施行令135条の12: the boundary taken as moved out by half the width):
 * an edge of the drawn site boundary (numbered on the map) with the width in metres.
 */
export function DeemedEdges({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { watch, set: setField } = useServiceForm<HikageParametersInput>();
  const boundary: unknown = watch("site_boundary");
  const deemed = watch("deemed_edges") ?? [];
  const edges = isPolygon(boundary) ? polygonEdges(boundary) : [];
  const set = (value: Deemed[]) => setField("deemed_edges", value);
  if (edges.length === 0 && deemed.length === 0) return null;
  const free = edges.find((e) => !deemed.some((d) => d.edge === e.index));
  return (
    <Stack spacing={0.5} data-testid="list-deemed_edges" data-count={deemed.length}>
      <Typography variant="subtitle2">{t("analysis.hikage.deemed")}</Typography>
      {deemed.map((_, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid="deemed-row">
          <EdgeSelect index={index} options={edges.map((e) => e.index)} disabled={disabled} />
          <NumField
            name={`deemed_edges.${index}.width`}
            label={t("analysis.hikage.deemed_width")}
            unit="m"
            disabled={disabled}
          />
          <IconButton
            size="small"
            aria-label={t("analysis.form.remove")}
            disabled={disabled}
            onClick={() => set(deemed.filter((__, i) => i !== index))}
          >
            <Delete fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {edges.length > 0 ? (
        <Typography variant="caption" color="text.secondary">
          {edges
            .map((e) => t("analysis.hikage.edge_length", { edge: e.index + 1, m: e.lengthM.toFixed(1) }))
            .join(" / ")}
        </Typography>
      ) : null}
      <Button
        size="small"
        variant="outlined"
        disabled={disabled || !free}
        data-testid="deemed-add"
        onClick={() => free && set([...deemed, { edge: free.index, width: DEFAULT_WIDTH_M }])}
        sx={{ alignSelf: "flex-start" }}
      >
        {t("analysis.hikage.deemed_add")}
      </Button>
      <FieldErrorText name="deemed_edges" />
    </Stack>
  );
}
