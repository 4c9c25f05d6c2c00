import { useId } from "react";
import { Box, Stack, Typography } from "@mui/material";
import { roundSkyDown, roundSkyUp } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import type { PointCharts, SkyChartData } from "./skyCharts";
import { silhouettePath } from "./skyCharts";

// Drawing radius of the sky circle (SVG units; the SVG scales to the panel's width).
const R = 100;
const PAD = 18;
export const PLANNED_COLOR = "#d84315";
export const CONFORMING_COLOR = "#1565c0";
/** Elevation rings: in orthographic projection a ring of elevation e has radius cos e. */
const RINGS = [30, 60];

const rs3 = (value: number) => value.toFixed(3);

/** A swatch and its text, for the legend under the chart. */
function LegendItem({ color, text, testId }: { color: string; text: string; testId: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: "center" }}>
      <Box sx={{ width: 14, height: 10, bgcolor: color, opacity: 0.6, border: `1px solid ${color}` }} />
      <Typography variant="caption" data-testid={testId}>
        {text}
      </Typography>
    </Stack>
  );
}

/** A building's silhouette on the chart (holes: sky seen through, e.g. a courtyard). */
function Silhouette({ chart, color, building }: { chart: SkyChartData; color: string; building: string }) {
  return (
    <path
      d={silhouettePath(chart, R)}
      fill={color}
      fillOpacity={0.3}
      fillRule="evenodd"
      stroke={color}
      strokeWidth={0.8}
      data-testid="sky-silhouette"
      data-building={building}
    />
  );
}

/**
 * 天空図 of one point (issue 25): the sky circle (orthographic, north up, east right) with its 30° and 60°
 * rings, the conforming building's and the planned building's silhouettes, each Rs as compared (planned
 * rounded down, conforming up: contracts' roundSky*) and the point's verdict.
 */
export function SkyChart({ charts, pass }: { charts: PointCharts; pass: boolean | null }) {
  const { t } = useTranslation();
  const id = useId();
  const planned = t("analysis.tenkuritsu.chart.planned_rs", { rs: rs3(roundSkyDown(charts.planned.rs)) });
  const conforming = charts.conforming
    ? t("analysis.tenkuritsu.chart.conforming_rs", { rs: rs3(roundSkyUp(charts.conforming.rs)) })
    : null;
  const verdict = pass === null ? null : pass ? t("analysis.result.pass") : t("analysis.result.fail");
  const directions = [
    { key: "north", x: 0, y: -R - 6, anchor: "middle" },
    { key: "east", x: R + 6, y: 4, anchor: "start" },
    { key: "south", x: 0, y: R + 14, anchor: "middle" },
    { key: "west", x: -R - 6, y: 4, anchor: "end" },
  ] as const;
  const size = R + PAD;
  return (
    <Stack spacing={0.5} data-testid="sky-chart" data-id={charts.id} data-pass={pass ?? ""}>
      <Typography variant="subtitle2" component="h3" id={`${id}-title`}>
        {t("analysis.tenkuritsu.chart.title", { id: charts.id })}
      </Typography>
      <svg
        viewBox={`${-size} ${-size} ${2 * size} ${2 * size + 34}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title`}
        style={{ display: "block", maxWidth: 360, fontSize: 10 }}
      >
        <circle r={R} fill="#fff" stroke="#424242" strokeWidth={1} />
        {RINGS.map((e) => {
          const r = R * Math.cos((e * Math.PI) / 180);
          return (
            <g key={e}>
              <circle r={r} fill="none" stroke="#bdbdbd" strokeDasharray="3 2" data-testid="sky-ring" />
              <text x={2} y={-r - 2} fill="#757575">
                {`${e}°`}
              </text>
            </g>
          );
        })}
        <line x1={-R} x2={R} y1={0} y2={0} stroke="#e0e0e0" />
        <line x1={0} x2={0} y1={-R} y2={R} stroke="#e0e0e0" />
        {directions.map((d) => (
          <text key={d.key} x={d.x} y={d.y} textAnchor={d.anchor} fill="#212121" fontWeight="bold">
            {t(`analysis.tenkuritsu.chart.${d.key}`)}
          </text>
        ))}
        {charts.conforming ? (
          <Silhouette chart={charts.conforming} color={CONFORMING_COLOR} building="conforming" />
        ) : null}
        <Silhouette chart={charts.planned} color={PLANNED_COLOR} building="planned" />
        <text x={-size + 2} y={size + 12} fill={PLANNED_COLOR} data-testid="sky-rs-planned">
          {planned}
        </text>
        {conforming ? (
          <text x={-size + 2} y={size + 26} fill={CONFORMING_COLOR} data-testid="sky-rs-conforming">
            {conforming}
          </text>
        ) : null}
        {verdict ? (
          <text
            x={size - 2}
            y={size + 26}
            textAnchor="end"
            fill={pass ? "#2e7d32" : "#c62828"}
            fontWeight="bold"
            data-testid="sky-verdict"
          >
            {verdict}
          </text>
        ) : null}
      </svg>
      <LegendItem
        color={PLANNED_COLOR}
        text={t("analysis.tenkuritsu.chart.planned_building")}
        testId="sky-legend-planned"
      />
      {charts.conforming ? (
        <LegendItem
          color={CONFORMING_COLOR}
          text={t("analysis.tenkuritsu.chart.conforming_building")}
          testId="sky-legend-conforming"
        />
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t("analysis.tenkuritsu.chart.no_conforming")}
        </Typography>
      )}
    </Stack>
  );
}
