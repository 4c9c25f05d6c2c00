import { z } from "zod";

// The `sky_charts` layer of a 天空率 run (issue 25; written by packages/analysis/src/tenkuritsu/output.ts): per
// point with a chart, the 天空図 of the planned building and of its check's conforming building. Chart frame
// (engine sky README): orthographic projection in the unit disc, north up, east right.

const chartPoint = z.tuple([z.number(), z.number()]);
const ring = z.array(chartPoint);

const chartSchema = z.object({
  /** Exact Rs (Lambert's contour formula). */
  rs: z.number(),
  /** 1 − Σ triangle areas / π: the 三斜求積 value. */
  rs_triangles: z.number(),
  silhouette: z.array(z.object({ outer: ring, holes: z.array(ring) })),
  triangles: z.array(
    z.object({ vertices: z.array(chartPoint), base: z.number(), height: z.number(), area: z.number() }),
  ),
});
export type SkyChartData = z.infer<typeof chartSchema>;

const featureSchema = z.object({
  properties: z.object({
    id: z.string(),
    check: z.string().nullable(),
    planned: chartSchema,
    conforming: chartSchema.nullable(),
  }),
});
const layerSchema = z.object({ features: z.array(z.unknown()) });

export interface PointCharts {
  id: string;
  planned: SkyChartData;
  conforming: SkyChartData | null;
}

/** The charts of the layer's points by point id (features that do not parse are left out). */
export function skyChartsById(data: unknown): Map<string, PointCharts> {
  const out = new Map<string, PointCharts>();
  const layer = layerSchema.safeParse(data);
  if (!layer.success) return out;
  for (const raw of layer.data.features) {
    const feature = featureSchema.safeParse(raw);
    if (!feature.success) continue;
    const { id, planned, conforming } = feature.data.properties;
    out.set(id, { id, planned, conforming });
  }
  return out;
}

/** SVG path of a silhouette (outer rings and holes; drawn with fill-rule evenodd), y flipped: north up. */
export function silhouettePath(chart: SkyChartData, radius: number): string {
  const ringPath = (points: readonly (readonly [number, number])[]) =>
    points
      .map(([x, y], i) => `${i ? "L" : "M"}${(x * radius).toFixed(2)} ${(-y * radius).toFixed(2)}`)
      .join("") + (points.length > 0 ? "Z" : "");
  return chart.silhouette.map((p) => [p.outer, ...p.holes].map(ringPath).join("")).join("");
}

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
