import { Alert, CircularProgress, Stack, Typography } from "@mui/material";
import type { AnalysisSummary, SkyPoint } from "@soracity/contracts";
import { MAX_EXPORT_POINTS, skyPointChartsSchema } from "@soracity/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError, request } from "../../../api/client";
import { queryKeys } from "../../../api/queryKeys";
import { useBridge } from "../bridge";
import { CONFORMING_COLOR, PLANNED_COLOR, SkyChart } from "./SkyChart";
import type { SkyRunSource } from "./skyCharts";
import { useSkyMarks } from "./skyMarks";
import { SkyTriangles } from "./SkyTriangles";
import { SkyPointsTable } from "./TenkuritsuResultSummary";

/** The 天空図 and 三斜求積表 of one point, fetched from the run's `sky-charts` route when it is picked. */
function PointChart({ point, source }: { point: SkyPoint; source: SkyRunSource }) {
  const { t } = useTranslation();
  const chart = useQuery({
    queryKey: queryKeys.skyChart(source.scope, point.id),
    queryFn: () => request("GET", source.chartUrl(point.id), skyPointChartsSchema),
    retry: false,
    staleTime: Infinity,
  });
  const charts = chart.data;
  if (chart.isPending)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid="sky-chart-loading">
        <CircularProgress size={16} />
        <Typography variant="body2">{t("analysis.tenkuritsu.chart.loading", { id: point.id })}</Typography>
      </Stack>
    );
  // A run from before every point kept its chart answers 404 for the others.
  if (chart.isError && isApiError(chart.error) && chart.error.status === 404)
    return (
      <Typography variant="body2" data-testid="sky-chart-none">
        {t("analysis.tenkuritsu.chart.none", { id: point.id })}
      </Typography>
    );
  if (!charts)
    return (
      <Alert severity="error" data-testid="sky-chart-error">
        {t("analysis.tenkuritsu.chart.load_error", { id: point.id })}
      </Alert>
    );
  return (
    <Stack spacing={1} data-testid="sky-point-chart">
      <SkyChart charts={charts} pass={point.sky_factor.pass} />
      <SkyTriangles
        planned={charts.planned}
        conforming={charts.conforming}
        colors={{ planned: PLANNED_COLOR, conforming: CONFORMING_COLOR }}
      />
    </Stack>
  );
}

/**
 * The 算定表 of a 天空率 run with the 天空図 and 三斜求積表 of the point picked in it or on the map, and the
 * points marked for submission (kept under the source's scope, see skyMarks).
 */
export function SkyPointCharts({
  points,
  summary,
  source,
}: {
  points: readonly SkyPoint[];
  summary: AnalysisSummary;
  source: SkyRunSource;
}) {
  const { t } = useTranslation();
  const marks = useSkyMarks(source.scope, summary, points);
  // Shared with the map's markers (the case page and the share page put both in one bridge).
  const { skyPoint, setSkyPoint } = useBridge();
  const point = points.find((p) => p.id === skyPoint) ?? null;
  return (
    <Stack spacing={1}>
      <SkyPointsTable
        points={points}
        selected={point?.id ?? null}
        onSelect={(id) => setSkyPoint(id === skyPoint ? null : id)}
        marks={marks}
      />
      {marks?.ids.length === 0 ? (
        <Typography variant="caption" color="text.secondary" data-testid="submit-default">
          {t("analysis.tenkuritsu.submit_default")}
        </Typography>
      ) : null}
      {marks && marks.ids.length > MAX_EXPORT_POINTS ? (
        <Alert severity="warning" data-testid="submit-too-many">
          {t("analysis.tenkuritsu.submit_too_many", { n: marks.ids.length, max: MAX_EXPORT_POINTS })}
        </Alert>
      ) : null}
      {point ? (
        <PointChart key={point.id} point={point} source={source} />
      ) : (
        <Typography variant="caption" color="text.secondary" data-testid="sky-chart-hint">
          {t("analysis.tenkuritsu.chart.hint")}
        </Typography>
      )}
    </Stack>
  );
}
