import { z } from "zod";
import { SKY_CHECKS } from "./tenkuritsu";

// The `sky_charts` layer of a 天空率 run (issue 25; written by packages/analysis/src/tenkuritsu/output.ts): per
// measurement point (every one, the regulation's and the user's) the 天空図 of the planned building and of its
// check's conforming building. Chart frame (engine sky README): orthographic projection in the unit disc, north
// up, east right. Read by the web panel (one point at a time, GET …/result/sky-charts/{pointId}) and the PDF/DXF
// exports (the points marked for submission) alike, so that both print the same 三斜求積表. About 40 kB a point.

const chartPoint = z.tuple([z.number(), z.number()]);
const ring = z.array(chartPoint);

export const skyChartSchema = z.object({
  /** Exact Rs (Lambert's contour formula). */
  rs: z.number(),
  /** 1 − Σ triangle areas / π: the 三斜求積 value. */
  rs_triangles: z.number(),
  silhouette: z.array(z.object({ outer: ring, holes: z.array(ring) })),
  triangles: z.array(
    z.object({ vertices: z.array(chartPoint), base: z.number(), height: z.number(), area: z.number() }),
  ),
});
export type SkyChartData = z.infer<typeof skyChartSchema>;

/** A `sky_charts` feature's properties. */
export const skyChartPropertiesSchema = z.object({
  id: z.string(),
  check: z.enum(SKY_CHECKS).nullable(),
  planned: skyChartSchema,
  conforming: skyChartSchema.nullable(),
});

/**
 * A point id of a 天空率 run as a path segment: "R1-3" (check letter, edge or line number, point number) or
 * "P4" (the user's points); see skyPointSchema.
 */
export const SKY_POINT_ID_PATTERN = /^[A-Z][0-9]{1,4}(-[0-9]{1,5})?$/;

/**
 * One point's charts as `GET /api/cases/{id}/result/sky-charts/{pointId}` (and the share's
 * `/api/share/{token}/sky-charts/{pointId}`) answer them: the layer feature's properties and its place.
 */
export const skyPointChartsSchema = skyChartPropertiesSchema.extend({ lon: z.number(), lat: z.number() });
export type SkyPointCharts = z.infer<typeof skyPointChartsSchema>;

/** The chart radius (mm) the 三斜求積表 is read off: a 天空図 printed 20 cm across. */
export const TRIANGLE_CHART_RADIUS_MM = 100;

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/**
 * The 三斜 table of a chart drawn at `radius`, as printed for a reviewer to check: base and height rounded to
 * 3 decimals, each area = base × height / 2 of the printed values (4 decimals), their sum, and Rs from it.
 */
export function triangleTable(chart: SkyChartData, radius: number) {
  const rows = chart.triangles.map((t, i) => {
    const [base, height] = [round(t.base * radius, 3), round(t.height * radius, 3)];
    return { no: i + 1, base, height, area: round((base * height) / 2, 4) };
  });
  const sum = round(
    rows.reduce((total, row) => total + row.area, 0),
    4,
  );
  // Rs = (As − Ab) / As (令135条の5), As = π r² the sky's plan on the chart.
  const sky = Math.PI * radius * radius;
  return { rows, sum, sky, rs: (sky - sum) / sky };
}
