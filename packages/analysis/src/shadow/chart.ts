// The `shade_chart` layer (日影チャート, issue 24 §2): the shade hours of the planned view along the 5 m and 10 m
// lines, from the regulation check's samples (engine regulationChart.ts). One GeoJSON LineString per closed
// piece of a line, its coordinates the samples, with `s` (m along the piece) and `hours` at each of them.
import type { RegulationChartLine } from "@soracity/engine";
import type { Meters } from "@soracity/engine";
import type { SiteFrame } from "../frame";
import type { Feature } from "../geojson";
import { geojsonBytes } from "../geojson";
import type { AnalysisLayer } from "../types";

const round3 = (v: number): number => Math.round(v * 1e3) / 1e3;
const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;

/** Spacing of the chart's samples along the lines: the grid's, at most 1 m. */
export const chartSpacing = (gridSpacing: Meters): Meters => Math.min(gridSpacing, 1);

/** A line's figures for the meta: length over its pieces, largest hours and where (m over the pieces). */
function lineMeta(line: RegulationChartLine) {
  let offset = 0;
  let max = 0;
  let worst: number | null = null;
  for (const piece of line.pieces) {
    piece.hours.forEach((h, i) => {
      if (h > max) [max, worst] = [h, offset + (piece.s[i] ?? 0)];
    });
    offset += piece.length;
  }
  return {
    line: line.line,
    limit: line.limit,
    length_m: round3(offset),
    max_hours: round6(max),
    worst_s: worst === null ? null : round3(worst),
  };
}

/** The `shade_chart` layer of a run's regulation chart (null without one: no site boundary or limits). */
export function shadeChartLayer(
  chart: readonly RegulationChartLine[] | undefined,
  frame: SiteFrame,
  spacing: Meters,
): AnalysisLayer | null {
  if (!chart) return null;
  const features: Feature[] = chart.flatMap((line) =>
    line.pieces.map((piece, k) => ({
      type: "Feature",
      properties: {
        line: line.line,
        limit: line.limit,
        piece: k,
        length_m: round3(piece.length),
        s: piece.s.map(round3),
        hours: piece.hours.map(round6),
      },
      geometry: { type: "LineString", coordinates: piece.points.map(([x, y]) => frame.toLonLat(x, y)) },
    })),
  );
  return {
    name: "shade_chart",
    media_type: "application/geo+json",
    data: geojsonBytes(features),
    meta: {
      view: "planned",
      lines: chart.map(lineMeta),
      spacing_m: spacing,
      // Each piece is unrolled from its southernmost point, clockwise (west, north, east).
      start: "south",
      direction: "clockwise",
    },
  };
}
