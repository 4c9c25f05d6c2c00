import { SiteFrame } from "@soracity/analysis";
import {
  GYAKUHIKAGE_LAYERS,
  RESULT_LAYERS,
  allowedHeightPointSchema,
  gyakuhikageSummarySchema,
  type AllowedHeightPoint,
  type GyakuhikageSummary,
} from "@soracity/contracts";
import { offsetLine } from "@soracity/engine";
import { outerOf } from "./exports.buildings";
import type { LayerFeature, ResultSource } from "./exports.source";

// What the exports draw of a 逆日影 run (issue 26): its figures and forward check (summary), the user's points
// with their allowed height, the contours of allowed height, the envelope's tiers (prisms) and the site with
// its 5 m / 10 m lines.

/** A 逆日影 result as the writers read it. */
export interface EnvelopeExport {
  summary: GyakuhikageSummary;
  points: AllowedHeightPoint[];
  /** Lines of equal allowed height (`height_m`, `label`), each level's outline. */
  contours: LayerFeature[];
  /** The envelope's tiers: footprints with `tier`, `height_m`, `base_height_m`, base and top elevations. */
  prisms: LayerFeature[];
  /**
   * The site and its 5 m / 10 m lines (`line` "site" | "5m" | "10m") when the result has no
   * `regulation_lines` layer of its own ([] when it has: the writers draw that layer as for shadow runs).
   */
  lines: LayerFeature[];
}

/**
 * The site boundary and the 5 m / 10 m lines (the deemed site offset outwards, the engine's offsetLine) as
 * the shadow service's `regulation_lines` features; [] without a site.
 */
export function regulationLineFeatures(
  siteBoundary: unknown,
  deemed: readonly { edge: number; width: number; kind?: string }[],
): LayerFeature[] {
  const outer = outerOf(siteBoundary);
  if (!outer || outer.length < 4) return [];
  const [lon0 = 0, lat0 = 0] = outer[0] ?? [];
  const frame = new SiteFrame(lon0, lat0);
  const local = frame.ring(outer).map(([x, y]) => [x, y] as [number, number]);
  const edges = deemed.map((d) => ({ edge: d.edge, width: d.width }));
  const lonLat = (paths: { x: number; y: number }[][]) =>
    paths.map((p) => [...p, p[0] ?? { x: 0, y: 0 }].map(({ x, y }) => frame.toLonLat(x, y)));
  const feature = (line: string, distance: number, coordinates: number[][][]): LayerFeature => ({
    type: "Feature",
    properties: { line, distance_m: distance },
    geometry: { type: "MultiLineString", coordinates },
  });
  return [
    feature("site", 0, [outer]),
    feature("5m", 5, lonLat(offsetLine(local, 5, edges))),
    feature("10m", 10, lonLat(offsetLine(local, 10, edges))),
  ];
}

/** The points of a 逆日影 result: where the user asked, with the allowed height there ([] for others). */
export function heightPoints(source: ResultSource): AllowedHeightPoint[] {
  return source.result.points.flatMap((p) => {
    const parsed = allowedHeightPointSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The export of a 逆日影 result, or null for a result of another service. */
export async function envelopeExport(source: ResultSource): Promise<EnvelopeExport | null> {
  const summary = gyakuhikageSummarySchema.safeParse(source.summary);
  if (!summary.success) return null;
  const ownLines = source.layer(RESULT_LAYERS.regulation_lines.name) !== undefined;
  return {
    summary: summary.data,
    points: heightPoints(source),
    contours: await source.features(GYAKUHIKAGE_LAYERS.contours),
    prisms: await source.features(GYAKUHIKAGE_LAYERS.envelope),
    lines: ownLines
      ? []
      : regulationLineFeatures(source.record.parameters.site_boundary, summary.data.setup.deemed_edges),
  };
}
