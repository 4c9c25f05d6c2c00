import { skyChartPropertiesSchema } from "@soracity/contracts";
import type { z } from "zod";
import type { LayerFeature } from "./exports.source";

// The `sky_charts` layer of a 天空率 run as the PDF and DXF read it (schema: contracts analysis/skyChart.ts):
// per charted point the 天空図 of the planned building and of its check's conforming building, in the unit
// disc (orthographic projection, north up, east right; engine sky README).

export type PointCharts = z.infer<typeof skyChartPropertiesSchema> & { lon: number; lat: number };

/** The charts of the layer's points, in its order (features that do not parse are left out). */
export function pointCharts(features: readonly LayerFeature[]): PointCharts[] {
  return features.flatMap((f) => {
    const parsed = skyChartPropertiesSchema.safeParse(f.properties);
    if (!parsed.success || f.geometry.type !== "Point") return [];
    const [lon = 0, lat = 0] = f.geometry.coordinates;
    return [{ ...parsed.data, lon, lat }];
  });
}
