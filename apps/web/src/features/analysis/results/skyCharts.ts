import type { CaseResult } from "@soracity/contracts";
import { triangleTable, type SkyChartData } from "@soracity/contracts";

// The 天空図 of a 天空率 run's points (issue 25): per point the chart of the planned building and of its
// check's conforming building, answered one point at a time by `GET …/sky-charts/{pointId}`. Chart frame
// (engine sky README): orthographic projection in the unit disc, north up, east right. Schema and the 三斜
// rule: contracts (analysis/skyChart.ts), shared with the PDF export.

export type { SkyChartData };
export { triangleTable };

export interface PointCharts {
  id: string;
  planned: SkyChartData;
  conforming: SkyChartData | null;
}

/**
 * Where a run's per-point data lives: `scope` names the run (its charts' cache and its submission marks),
 * `chartUrl` is a point's 天空図 route (the case's, or the share's for a shared run).
 */
export interface SkyRunSource {
  scope: string;
  chartUrl: (pointId: string) => string;
}

/** The source of a case's run, or with `shareToken` of the run a share link shows. */
export function skyRunSource(
  result: Pick<CaseResult, "case_id" | "run_id" | "computed_at">,
  shareToken?: string,
): SkyRunSource {
  const base =
    shareToken === undefined
      ? `/api/cases/${encodeURIComponent(result.case_id)}/result`
      : `/api/share/${encodeURIComponent(shareToken)}`;
  return {
    scope:
      shareToken === undefined
        ? `${result.case_id}.${result.run_id}`
        : `share.${shareToken}.${result.computed_at}`,
    chartUrl: (pointId) => `${base}/sky-charts/${encodeURIComponent(pointId)}`,
  };
}

/** SVG path of a silhouette (outer rings and holes; drawn with fill-rule evenodd), y flipped: north up. */
export function silhouettePath(chart: SkyChartData, radius: number): string {
  const ringPath = (points: readonly (readonly [number, number])[]) =>
    points
      .map(([x, y], i) => `${i ? "L" : "M"}${(x * radius).toFixed(2)} ${(-y * radius).toFixed(2)}`)
      .join("") + (points.length > 0 ? "Z" : "");
  return chart.silhouette.map((p) => [p.outer, ...p.holes].map(ringPath).join("")).join("");
}
