import { Button, Stack, Typography } from "@mui/material";
import type { TenkuritsuParametersInput } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { EdgeLengths } from "./EdgeLengths";
import { EdgeSelect } from "./EdgeSelect";
import { FieldErrorText, NumField } from "./fields";
import { isPolygon, polygonEdges } from "./geometry";
import { RemoveButton } from "./PointListField";
import { useServiceForm } from "./useServiceForm";

type RoadEdge = NonNullable<TenkuritsuParametersInput["road_edges"]>[number];

/** Width (m) of a road added to an edge: the 4 m of 法42条 plus a margin, the common case in town. */
const DEFAULT_ROAD_WIDTH_M = 6;

/**
 * The site edges on a road (天空率): an edge of the drawn site boundary (numbered on the map), the road's width
 * (its far side: 令135条の9) and the planned building's setback from the edge (後退距離, 法56条2項).
 */
export function RoadEdges({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { watch, set: setField } = useServiceForm<TenkuritsuParametersInput>();
  const boundary: unknown = watch("site_boundary");
  const roads = watch("road_edges") ?? [];
  const edges = isPolygon(boundary) ? polygonEdges(boundary) : [];
  const set = (value: RoadEdge[]) => setField("road_edges", value);
  const free = edges.find((e) => !roads.some((r) => r.edge === e.index));
  return (
    <Stack spacing={0.5} data-testid="list-road_edges" data-count={roads.length}>
      <Typography variant="subtitle2">{t("analysis.tenkuritsu.road_edges")}</Typography>
      {roads.map((_, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid="road-row">
          <EdgeSelect
            name={`road_edges.${index}.edge`}
            label={t("analysis.tenkuritsu.road_edge")}
            options={edges.map((e) => e.index)}
            disabled={disabled}
          />
          <NumField
            name={`road_edges.${index}.width`}
            label={t("analysis.tenkuritsu.road_width")}
            unit="m"
            disabled={disabled}
          />
          <NumField
            name={`road_edges.${index}.setback`}
            label={t("analysis.tenkuritsu.setback")}
            unit="m"
            disabled={disabled}
          />
          <RemoveButton disabled={disabled} onClick={() => set(roads.filter((__, i) => i !== index))} />
        </Stack>
      ))}
      <EdgeLengths edges={edges} />
      <Button
        size="small"
        variant="outlined"
        disabled={disabled || !free}
        data-testid="road-add"
        onClick={() => free && set([...roads, { edge: free.index, width: DEFAULT_ROAD_WIDTH_M, setback: 0 }])}
        sx={{ alignSelf: "flex-start" }}
      >
        {t("analysis.tenkuritsu.road_add")}
      </Button>
      <FieldErrorText name="road_edges" />
    </Stack>
  );
}
