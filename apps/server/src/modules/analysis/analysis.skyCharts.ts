import { type SkyPointCharts, skyPointChartsSchema } from "@soracity/contracts";
import { notFound } from "../../lib/errors";

// One point's 天空図 out of a 天空率 run's `sky_charts` layer (contracts analysis/skyChart.ts), for
// `GET /api/cases/{id}/result/sky-charts/{pointId}` and its share variant: the web shows the charts of the point
// the user picks without loading the layer, which holds every point's charts.

interface ChartFeature {
  properties?: { id?: unknown } | null;
  geometry?: { type?: unknown; coordinates?: unknown } | null;
}

/** The charts of point `pointId` in the layer's bytes, or 404 `not_found`. */
export function pointChartsOf(bytes: Buffer, pointId: string): SkyPointCharts {
  const layer = JSON.parse(bytes.toString("utf8")) as { features?: ChartFeature[] };
  const feature = (layer.features ?? []).find((f) => f.properties?.id === pointId);
  const coordinates = feature?.geometry?.type === "Point" ? feature.geometry.coordinates : null;
  const [lon, lat] = Array.isArray(coordinates) ? (coordinates as unknown[]) : [];
  const parsed = skyPointChartsSchema.safeParse({ ...feature?.properties, lon, lat });
  if (!parsed.success) throw notFound("Point");
  return parsed.data;
}
