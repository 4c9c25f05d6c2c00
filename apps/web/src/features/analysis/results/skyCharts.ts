import { skyChartPropertiesSchema, triangleTable, type SkyChartData } from "@soracity/contracts";
import { z } from "zod";

// The `sky_charts` layer of a 天空率 run (issue 25; written by packages/analysis/src/tenkuritsu/output.ts): per
// point with a chart, the 天空図 of the planned building and of its check's conforming building. Chart frame
// (engine sky README): orthographic projection in the unit disc, north up, east right. Schema and the 三斜
// rule: contracts (analysis/skyChart.ts), shared with the PDF export.

export type { SkyChartData };
export { triangleTable };

const featureSchema = z.object({ properties: skyChartPropertiesSchema });
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
