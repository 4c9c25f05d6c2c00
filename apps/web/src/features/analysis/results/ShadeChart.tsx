import { useId, useMemo } from "react";
import { Box, Stack, Typography } from "@mui/material";
import type { ResultLayer } from "@soracity/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../../api/queryKeys";
import { fetchLayerJson } from "../api";
import { LINE_COLORS } from "../map/resultStyle";
import { chartLines, ticks, type ChartLine } from "./shadeChart";

// Drawing box of one line's chart (SVG units; the SVG scales to the panel's width).
const W = 360;
const H = 150;
const M = { left: 34, right: 10, top: 10, bottom: 30 };
const LIMIT = "#c62828";

/** One line's chart: hours against the position along it, its limit and its worst point. */
function LineChart({ line }: { line: ChartLine }) {
  const { t } = useTranslation();
  const id = useId();
  const name = t(`analysis.result.line_${line.line}`);
  const top = Math.max(1, Math.ceil(Math.max(line.limit, line.maxHours) * 1.15));
  const x = (s: number) => M.left + (s / Math.max(1, line.length)) * (W - M.left - M.right);
  const y = (h: number) => H - M.bottom - (h / top) * (H - M.top - M.bottom);
  const path = line.runs
    .map((run) => run.map(([s, h], i) => `${i ? "L" : "M"}${x(s).toFixed(1)} ${y(h).toFixed(1)}`).join(""))
    .join("");
  const pass = line.maxHours <= line.limit;
  const summary = t("analysis.result.chart_line", {
    line: name,
    hours: line.maxHours.toFixed(2),
    at: line.worstS === null ? "—" : line.worstS.toFixed(1),
    limit: line.limit,
  });
  return (
    <Box data-testid={`shade-chart-${line.line}`} data-max={line.maxHours} data-limit={line.limit}>
      <Typography variant="caption" component="div" id={`${id}-title`}>
        {summary}
      </Typography>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title`}
        style={{ display: "block", fontSize: 10 }}
      >
        {ticks(top, 4).map((h) => (
          <g key={`y${h}`}>
            <line x1={M.left} x2={W - M.right} y1={y(h)} y2={y(h)} stroke="#e0e0e0" />
            <text x={M.left - 4} y={y(h) + 3} textAnchor="end" fill="#555">
              {h}
            </text>
          </g>
        ))}
        {ticks(line.length, 5).map((s) => (
          <text key={`x${s}`} x={x(s)} y={H - M.bottom + 12} textAnchor="middle" fill="#555">
            {s}
          </text>
        ))}
        <text x={(M.left + W - M.right) / 2} y={H - 4} textAnchor="middle" fill="#333">
          {t("analysis.result.chart_x", { line: name })}
        </text>
        <text
          x={10}
          y={(M.top + H - M.bottom) / 2}
          textAnchor="middle"
          fill="#333"
          transform={`rotate(-90 10 ${(M.top + H - M.bottom) / 2})`}
        >
          {t("analysis.result.chart_y")}
        </text>
        <path
          d={path}
          fill="none"
          stroke={LINE_COLORS[line.line]}
          strokeWidth={1.5}
          data-testid="shade-chart-hours"
        />
        <line
          x1={M.left}
          x2={W - M.right}
          y1={y(line.limit)}
          y2={y(line.limit)}
          stroke={LIMIT}
          strokeDasharray="5 3"
          data-testid="shade-chart-limit"
          data-hours={line.limit}
        />
        <text x={W - M.right} y={y(line.limit) - 3} textAnchor="end" fill={LIMIT}>
          {t("analysis.result.chart_limit", { hours: line.limit })}
        </text>
        {line.worstS !== null ? (
          <circle
            cx={x(line.worstS)}
            cy={y(line.maxHours)}
            r={4}
            fill={pass ? "#2e7d32" : LIMIT}
            stroke="#fff"
            data-testid="shade-chart-worst"
            data-pass={pass}
          >
            <title>{summary}</title>
          </circle>
        ) : null}
      </svg>
    </Box>
  );
}

/**
 * 日影チャート (issue 24 §2): the planned view's shade hours along the 5 m and 10 m lines, each with its limit
 * and its worst point, as practitioners show where an equal-time line touches a measurement line.
 */
export function ShadeChart({ layer }: { layer: ResultLayer }) {
  const { t } = useTranslation();
  const data = useQuery({
    queryKey: queryKeys.resultLayer(layer.url),
    queryFn: () => fetchLayerJson(layer.url),
    staleTime: Infinity,
  });
  const lines = useMemo(() => chartLines(data.data, layer.meta), [data.data, layer.meta]);
  if (!data.data || lines.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="shade-chart">
      <Typography variant="subtitle2" component="h3">
        {t("analysis.result.chart_title")}
      </Typography>
      {lines.map((line) => (
        <LineChart key={line.line} line={line} />
      ))}
      {layer.meta.start === "south" && layer.meta.direction === "clockwise" ? (
        <Typography variant="caption" color="text.secondary">
          {t("analysis.result.chart_note")}
        </Typography>
      ) : null}
    </Stack>
  );
}
