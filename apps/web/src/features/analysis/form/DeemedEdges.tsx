import { IconButton, Stack, Typography, Button } from "@mui/material";
import Delete from "@mui/icons-material/Delete";
import { DEEMED_EDGE_KINDS } from "@soracity/contracts";
import type { HikageParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { EdgeLengths } from "./EdgeLengths";
import { EdgeSelect } from "./EdgeSelect";
import { FieldErrorText, NumField, SelectField } from "./fields";
import { isPolygon, polygonEdges } from "./geometry";
import { deemedOffset } from "./relaxations";
import { useServiceForm } from "./useServiceForm";

type Deemed = NonNullable<HikageParametersInput["deemed_edges"]>[number];

/** Default width (m) of a road or river taken for a new deemed edge. */
const DEFAULT_WIDTH_M = 6;

/** How far the deemed boundary moves out for the typed width (令135条の12第3項第1号), or nothing while unset. */
function OffsetText({ width }: { width: unknown }) {
  const { t } = useTranslation();
  if (typeof width !== "number" || !Number.isFinite(width) || width <= 0) return null;
  return (
    <Typography variant="caption" sx={{ minWidth: 140 }} data-testid="deemed-offset">
      {t("analysis.hikage.deemed_offset", { m: Number(deemedOffset(width).toFixed(2)) })}
    </Typography>
  );
}

/**
 * Site edges facing a road, water or a railway (令135条の12第3項第1号: the boundary taken as moved out by half
 * the width, and for a width over 10 m to 5 m short of the far side): an edge of the drawn site boundary
 * (numbered on the map), the kind of land and its width in metres.
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
        <Stack key={index} spacing={1} data-testid="deemed-row">
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <EdgeSelect
              name={`deemed_edges.${index}.edge`}
              label={t("analysis.hikage.deemed_edge")}
              options={edges.map((e) => e.index)}
              disabled={disabled}
            />
            <SelectField
              name={`deemed_edges.${index}.kind`}
              label={t("analysis.hikage.deemed_kind")}
              disabled={disabled}
              options={DEEMED_EDGE_KINDS.map((kind) => ({
                value: kind,
                label: t(`analysis.hikage.deemed_kind_${kind}`),
              }))}
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
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <NumField
              name={`deemed_edges.${index}.width`}
              label={t("analysis.hikage.deemed_width")}
              unit="m"
              disabled={disabled}
            />
            <OffsetText width={deemed[index]?.width} />
          </Stack>
        </Stack>
      ))}
      <Typography variant="caption" color="text.secondary" data-testid="deemed-rule">
        {t("analysis.hikage.deemed_rule")}
      </Typography>
      <EdgeLengths edges={edges} />
      <Button
        size="small"
        variant="outlined"
        disabled={disabled || !free}
        data-testid="deemed-add"
        onClick={() => free && set([...deemed, { edge: free.index, width: DEFAULT_WIDTH_M, kind: "road" }])}
        sx={{ alignSelf: "flex-start" }}
      >
        {t("analysis.hikage.deemed_add")}
      </Button>
      <FieldErrorText name="deemed_edges" />
    </Stack>
  );
}
