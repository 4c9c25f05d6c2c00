import { useMemo, useState } from "react";
import { Alert, Stack, Typography } from "@mui/material";
import type { AnalysisSummary, ResultLayer, SkyPoint } from "@soracity/contracts";
import { RESULT_LAYERS } from "@soracity/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../../api/queryKeys";
import { fetchLayerJson } from "../api";
import { useOptionalBridge } from "../bridge";
import { layerNamed } from "./shadowView";
import { CONFORMING_COLOR, PLANNED_COLOR, SkyChart } from "./SkyChart";
import { skyChartsById } from "./skyCharts";
import { useSkyMarks } from "./skyMarks";
import { SkyTriangles } from "./SkyTriangles";
import { SkyPointsTable } from "./TenkuritsuResultSummary";

/**
 * The 算定表 of a 天空率 run with the 天空図 and 三斜求積表 of the point picked in it or on the map. The run
 * keeps charts of each check's worst point and of the user's points only (the `sky_charts` layer). The
 * points marked for submission are kept under `marksScope` (see skyMarks).
 */
export function SkyPointCharts({
  points,
  layers,
  summary,
  marksScope,
}: {
  points: readonly SkyPoint[];
  layers: readonly ResultLayer[];
  summary: AnalysisSummary;
  marksScope: string | null;
}) {
  const { t } = useTranslation();
  const marks = useSkyMarks(marksScope, summary, points);
  // Shared with the map's markers where the panel has the map's bridge; else picked here only.
  const bridge = useOptionalBridge();
  const [localPoint, setLocalPoint] = useState<string | null>(null);
  const skyPoint = bridge ? bridge.skyPoint : localPoint;
  const setSkyPoint = bridge ? bridge.setSkyPoint : setLocalPoint;
  const layer = layerNamed(layers, RESULT_LAYERS.sky_charts.name);
  const data = useQuery({
    queryKey: queryKeys.resultLayer(layer?.url ?? ""),
    queryFn: () => fetchLayerJson(layer?.url ?? ""),
    enabled: layer !== undefined,
    staleTime: Infinity,
  });
  const charts = useMemo(() => skyChartsById(data.data), [data.data]);
  const point = points.find((p) => p.id === skyPoint) ?? null;
  const shown = point ? charts.get(point.id) : undefined;
  return (
    <Stack spacing={1}>
      <SkyPointsTable
        points={points}
        selected={point?.id ?? null}
        charted={charts}
        onSelect={(id) => setSkyPoint(id === skyPoint ? null : id)}
        marks={marks}
      />
      {marks?.ids.length === 0 ? (
        <Typography variant="caption" color="text.secondary" data-testid="submit-default">
          {t("analysis.tenkuritsu.submit_default")}
        </Typography>
      ) : null}
      {data.isError ? (
        <Alert severity="error">{t("analysis.tenkuritsu.chart.load_error")}</Alert>
      ) : !point ? (
        <Typography variant="caption" color="text.secondary" data-testid="sky-chart-hint">
          {t("analysis.tenkuritsu.chart.hint")}
        </Typography>
      ) : shown ? (
        <Stack spacing={1} data-testid="sky-point-chart">
          <SkyChart charts={shown} pass={point.sky_factor.pass} />
          <SkyTriangles
            planned={shown.planned}
            conforming={shown.conforming}
            colors={{ planned: PLANNED_COLOR, conforming: CONFORMING_COLOR }}
          />
        </Stack>
      ) : data.isPending && layer ? null : (
        <Typography variant="body2" data-testid="sky-chart-none">
          {t("analysis.tenkuritsu.chart.none", { id: point.id })}
        </Typography>
      )}
    </Stack>
  );
}
