import { useMemo } from "react";
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { Case, CaseResult, ShadePoint, ShadowView } from "@soracity/contracts";
import { hasShadePoints, RESULT_LAYERS } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/datetime";
import { allowedHeightLayer, allowedHeightPoints, formatHeight } from "../map/allowedHeight";
import { useCaseResult } from "../map/ResultLayers";
import { ServiceSummary } from "../services";
import { fixed } from "./ServiceSummaries";
import { layerNamed, summaryOfView, useShadowView } from "./shadowView";
import { ShadeChart } from "./ShadeChart";
import { ShadowCaseButton } from "./ShadowCaseButton";
import { SkyPointCharts } from "./SkyPointCharts";
import { skyRunSource } from "./skyCharts";
import { skyPointsOf } from "./skyMarks";

/**
 * The summary of a run, as its service shows it (SERVICE_VIEWS); a shadow result's figures are those of the
 * view picked on the map (issue 24 §1), named above them.
 */
export function Summary({ result }: { result: CaseResult }) {
  const { t } = useTranslation();
  const { view, views } = useShadowView(result);
  // The 日影チャート is of the planned view whichever view is shown (the check is on it).
  const chart = layerNamed(result.layers, RESULT_LAYERS.shade_chart.name);
  const summary = useMemo(() => summaryOfView(result.summary, view), [result.summary, view]);
  return (
    <Stack spacing={0.5}>
      {view && views.length > 1 ? (
        <Typography variant="body2" data-testid="result-view" data-view={view}>
          <strong>{t(`analysis.result.view_${view}`)}</strong>: {t(`analysis.result.view_note_${view}`)}
        </Typography>
      ) : null}
      <ServiceSummary service={summary.service_type} summary={summary} />
      {chart ? <ShadeChart layer={chart} /> : null}
    </Stack>
  );
}

const shadeText = (s: Pick<ShadePoint, "shade_hours" | "intervals">) =>
  `${s.shade_hours.toFixed(2)} h ${s.intervals.map(([a, b]) => `${a.slice(0, 5)}–${b.slice(0, 5)}`).join(", ")}`;

/** Shade at a point in the view shown (`views[view]`), else its top-level (default view) figures. */
const shadeOf = (point: ShadePoint, view: ShadowView | null) => (view && point.views?.[view]) || point;

/**
 * Values at the measurement points (shadow hours and intervals in the view shown, or levels; 天空率: the 算定表
 * with its charts and submission marks, of the case's run or with `shareToken` of the shared run).
 */
export function PointsTable({ result, shareToken }: { result: CaseResult; shareToken?: string }) {
  const { t } = useTranslation();
  const { view } = useShadowView(result);
  const sky = useMemo(() => skyPointsOf(result), [result]);
  // 逆日影: the maximum allowed height at each point (m above the 平均地盤面; null outside the site).
  const heights = useMemo(() => allowedHeightPoints(result.points), [result.points]);
  if (result.points.length === 0) return null;
  if (sky.length > 0)
    return <SkyPointCharts points={sky} summary={result.summary} source={skyRunSource(result, shareToken)} />;
  const shadow = hasShadePoints(result.service_type);
  const header =
    heights.length > 0
      ? t("analysis.gyakuhikage.point_height")
      : shadow
        ? t("analysis.result.shade_hours")
        : t("analysis.result.level");
  const heightText = (height: number | null | undefined) =>
    height === null || height === undefined
      ? t("analysis.gyakuhikage.outside_site")
      : t("analysis.gyakuhikage.metres", { value: formatHeight(height) });
  return (
    <Table size="small" data-testid="result-points">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>{t("analysis.result.position")}</TableCell>
          <TableCell>{header}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {result.points.map((point, index) => (
          <TableRow
            key={`${point.lon},${point.lat},${index}`}
            data-testid="result-point"
            data-height={heights.length > 0 ? (heights[index]?.max_height ?? "") : undefined}
          >
            <TableCell>{index + 1}</TableCell>
            <TableCell>
              {point.lat.toFixed(5)}, {point.lon.toFixed(5)}
            </TableCell>
            <TableCell>
              {"shade_hours" in point
                ? shadeText(shadeOf(point, view))
                : "level_db" in point
                  ? `${fixed(point.level_db)} dB`
                  : heights.length > 0
                    ? heightText(heights[index]?.max_height)
                    : ""}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The last run's results in the side panel: when, the summary and the point values; a 逆日影 result's editors
 * may check its envelope as a shadow case in one click.
 */
export function ResultSummary({ item, editable = false }: { item: Case; editable?: boolean }) {
  const { t } = useTranslation();
  const result = useCaseResult(item);
  if (!result.data) return null;
  return (
    <Stack spacing={1} data-testid="result-summary">
      <Typography variant="h6" component="h2">
        {t("analysis.result.title")}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t("analysis.result.computed", {
          at: formatDateTime(result.data.computed_at),
          seconds: (result.data.run_time_ms / 1000).toFixed(1),
        })}
      </Typography>
      <Summary result={result.data} />
      {editable && item.status === "done" && allowedHeightLayer(result.data.layers) ? (
        <ShadowCaseButton item={item} />
      ) : null}
      <PointsTable result={result.data} />
    </Stack>
  );
}
