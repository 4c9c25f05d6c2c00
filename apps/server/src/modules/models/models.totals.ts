import { EnuFrame } from "@soracity/citymodel";
import { modelFeatureToBuilding } from "../analysis/analysis.buildings";

/**
 * Totals of a model's placed buildings, counted once at upload so that POST /run can bound a run's wall
 * samples without reading the features (modelWallBound): footprint vertices, LOD1 walls (footprint edges of
 * the prisms the shadow run makes of them) and the sum of length x height over those walls.
 */
export interface ModelTotals {
  vertexCount: number;
  wallCount: number;
  /** m². */
  wallArea: number;
}

/** Edges shorter than this (m) are not counted; the engine drops only those under 1e-9 m. */
const MIN_WALL_M = 1e-6;

/**
 * The totals of stored features (as the analysis reads them: modelFeatureToBuilding, one prism per polygon of
 * 3 points or more, holes included), lengths measured in the frame at the centre of `bbox`.
 */
export function modelTotals(
  features: readonly unknown[],
  bbox: readonly [number, number, number, number],
): ModelTotals {
  const frame = new EnuFrame([(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2, 0]);
  const totals: ModelTotals = { vertexCount: 0, wallCount: 0, wallArea: 0 };
  features.forEach((feature, i) => {
    const b = modelFeatureToBuilding(feature, `model:${i}`);
    if (!b) return;
    const height = Math.max(0, (b.lod1TopZ ?? b.groundZ + b.height) - b.groundZ);
    for (const polygon of b.footprint) {
      if ((polygon[0]?.length ?? 0) < 3) continue;
      for (const ring of polygon) {
        totals.vertexCount += ring.length;
        const local = ring.map(([lon, lat]) => frame.toLocal([lon, lat, b.groundZ]));
        local.forEach((p, k) => {
          const q = local[(k + 1) % local.length] ?? p;
          const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
          if (length < MIN_WALL_M) return;
          totals.wallCount++;
          totals.wallArea += length * height;
        });
      }
    }
  });
  return totals;
}
