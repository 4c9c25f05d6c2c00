import {
  roundSkyDown,
  roundSkyUp,
  summaryOf,
  type SkyChartData,
  type ExportQuery,
  type SkyPoint,
} from "@soracity/contracts";
import { LWPolylineFlags, point2d, point3d, type DxfWriter } from "@tarikjabiri/dxf";
import { outerOf } from "./exports.buildings";
import { submittedCharts } from "./exports.pdf.skyData";
import type { ResultSource } from "./exports.source";

// The 天空率 layers of the DXF (issue 25): the measurement points with their ids (`SKY_POINTS`) where they stand
// in the plane rectangular coordinates, and per charted point its 天空図 (orthographic projection, 令135条の5;
// north up, east right) in an area east of the site: the sky circle with the 30°/60° rings (`SKY_CHART`), the
// planned (`SKY_PLANNED`) and the conforming building's silhouettes (`SKY_CONFORMING`) and the point's id.

/** What toDxf lends the sky layers: the writer, its layer and text helpers, the projection and the site. */
export interface DxfDraw {
  dxf: DxfWriter;
  layer: (name: string, colour: number, lineType?: string) => string;
  polyline: (ring: number[][], layerName: string) => [number, number][];
  text: (x: number, y: number, height: number, value: string, layerName: string) => void;
  project: (lon: number, lat: number) => [number, number];
  site: [number, number];
}

/** A chart's radius in drawing metres (a 天空図 of 20 m across: at 1/200, the 10 cm of the 三斜求積表). */
const CHART_R = 10;
/** Colours (AutoCAD index) as the web panel and the PDF draw them: planned blue, conforming green. */
const COLOURS = { points: 6, chart: 7, planned: 5, conforming: 3 };

/** A closed polyline of chart points (unit disc) around (cx, cy). */
function chartRing(
  d: DxfDraw,
  ring: readonly (readonly [number, number])[],
  cx: number,
  cy: number,
  layer: string,
) {
  if (ring.length < 3) return;
  d.dxf.addLWPolyline(
    ring.map(([x, y]) => ({ point: point2d(cx + x * CHART_R, cy + y * CHART_R) })),
    { layerName: layer, flags: LWPolylineFlags.Closed },
  );
}

const silhouette = (d: DxfDraw, chart: SkyChartData, cx: number, cy: number, layer: string) => {
  for (const p of chart.silhouette)
    for (const ring of [p.outer, ...p.holes]) chartRing(d, ring, cx, cy, layer);
};

/** The points where they stand, a small circle and the id above each. */
function pointLayer(d: DxfDraw, points: readonly SkyPoint[]) {
  if (points.length === 0) return;
  const layer = d.layer("SKY_POINTS", COLOURS.points);
  for (const p of points) {
    const [x, y] = d.project(p.lon, p.lat);
    d.dxf.addPoint(x, y, 0, { layerName: layer });
    d.dxf.addCircle(point3d(x, y, 0), 0.2, { layerName: layer });
    d.text(x, y + 0.7, 0.5, p.id, layer);
  }
}

/**
 * The sky layers of a 天空率 run (nothing for other services); 天空図 of the points marked for submission (the
 * query's `points`, else each check's worst point and the user's points).
 */
export async function drawSky(
  d: DxfDraw,
  source: ResultSource,
  query: Pick<ExportQuery, "points">,
): Promise<void> {
  if (!summaryOf(source.summary, "tenkuritsu")) return;
  // The site boundary (一点鎖線, JIS A 0150) as the shadow drawings' SITE: a 天空率 run has no regulation lines.
  const site = outerOf(source.record.parameters.site_boundary);
  if (site) d.polyline(site, d.layer("SITE", COLOURS.chart, "DASHDOT"));
  pointLayer(d, source.skyPoints);
  const charts = await submittedCharts(source, query);
  if (charts.length === 0) return;
  // The charts in a row east of everything drawn for the points, one chart's width apart.
  const [sx, sy] = d.site;
  const reach = Math.max(
    20,
    ...source.skyPoints.map((p) => {
      const [x, y] = d.project(p.lon, p.lat);
      return Math.hypot(x - sx, y - sy);
    }),
  );
  const frame = d.layer("SKY_CHART", COLOURS.chart);
  const planned = d.layer("SKY_PLANNED", COLOURS.planned);
  const conforming = d.layer("SKY_CONFORMING", COLOURS.conforming);
  charts.forEach((c, i) => {
    const cx = sx + reach + 2 * CHART_R + i * 3 * CHART_R;
    const cy = sy;
    d.dxf.addCircle(point3d(cx, cy, 0), CHART_R, { layerName: frame });
    // Altitude h lies at r = cos h on the orthographic chart.
    for (const h of [30, 60]) {
      const r = CHART_R * Math.cos((h * Math.PI) / 180);
      d.dxf.addCircle(point3d(cx, cy, 0), r, { layerName: frame });
      d.text(cx + 0.8, cy + r - 0.4, 0.4, `${h}°`, frame);
    }
    d.dxf.addLine(point3d(cx - CHART_R, cy, 0), point3d(cx + CHART_R, cy, 0), { layerName: frame });
    d.dxf.addLine(point3d(cx, cy - CHART_R, 0), point3d(cx, cy + CHART_R, 0), { layerName: frame });
    for (const [letter, dx, dy] of [
      ["N", 0, 1],
      ["E", 1, 0],
      ["S", 0, -1],
      ["W", -1, 0],
    ] as const)
      d.text(cx + dx * (CHART_R + 0.8), cy + dy * (CHART_R + 0.8), 0.7, letter, frame);
    if (c.conforming) silhouette(d, c.conforming, cx, cy, conforming);
    silhouette(d, c.planned, cx, cy, planned);
    d.text(cx, cy - CHART_R - 2.2, 1, `天空図 ${c.id}`, frame);
    // Both Rs as the 算定表 prints them: the planned rounded down, the conforming up.
    const rs = [`計画建築物 Rs ${roundSkyDown(c.planned.rs).toFixed(3)}`];
    if (c.conforming) rs.push(`適合建築物 Rs ${roundSkyUp(c.conforming.rs).toFixed(3)}`);
    d.text(cx, cy - CHART_R - 3.8, 0.7, rs.join("  "), frame);
  });
}
