import {
  RESULT_LAYERS,
  skyChartPropertiesSchema,
  summaryOf,
  type ExportQuery,
  type FieldError,
} from "@soracity/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/errors";
import type { LayerFeature, ResultSource } from "./exports.source";

// The `sky_charts` layer of a 天空率 run as the PDF and DXF read it (schema: contracts analysis/skyChart.ts):
// per charted point the 天空図 of the planned building and of its check's conforming building, in the unit
// disc (orthographic projection, north up, east right; engine sky README). Which points are printed: those the
// export query marks for submission (`points`), else each check's worst point and the points the user placed.

/** The planned building blue, the conforming one green: the web panel's colours. */
export const SKY_COLOURS = { planned: "#1f4e9c", conforming: "#1b9e77" } as const;

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

/** 400 `export.point_unknown` at `points.<i>` for each id of the query that is no point of the result. */
export function checkSubmittedPoints(source: ResultSource, query: Pick<ExportQuery, "points">): void {
  const known = new Set(source.skyPoints.map((p) => p.id));
  const fields: FieldError[] = (query.points ?? []).flatMap((id, i) =>
    known.has(id) ? [] : [{ path: `points.${i}`, message: "export.point_unknown" }],
  );
  if (fields.length > 0)
    throw new AppError(400, "validation_failed", "The result has no such measurement point.", fields);
}

/** The ids of the points printed: the query's, else each check's worst point and the user's points. */
export function submittedIds(source: ResultSource, query: Pick<ExportQuery, "points">): Set<string> {
  if (query.points && query.points.length > 0) return new Set(query.points);
  const worst = summaryOf(source.summary, "tenkuritsu")?.checks.map((c) => c.worst.id) ?? [];
  const placed = source.skyPoints.filter((p) => p.check === null).map((p) => p.id);
  return new Set([...worst, ...placed]);
}

/** The charts of the points printed, in the layer's order. */
export async function submittedCharts(
  source: ResultSource,
  query: Pick<ExportQuery, "points">,
): Promise<PointCharts[]> {
  const ids = submittedIds(source, query);
  const charts = pointCharts(await source.features(RESULT_LAYERS.sky_charts.name));
  return charts.filter((c) => ids.has(c.id));
}
