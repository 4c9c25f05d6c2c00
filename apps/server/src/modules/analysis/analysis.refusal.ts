import {
  AnalysisInputError,
  runParameters,
  SERVICE_PIPELINES,
  type ServicePipeline,
  SiteFrame,
} from "@soracity/analysis";
import { ANALYSIS_SIZE_LIMITS, type FieldError, type ServiceType } from "@soracity/contracts";

type SizeMeasure = ReturnType<ServicePipeline["measures"]>[number];

/** A model's stored totals (null: stored before they were counted) and bounds, as POST /run reads them. */
export interface ModelWallTotals {
  wallCount: number | null;
  wallArea: number | null;
  minLon: number | null;
  minLat: number | null;
  maxLon: number | null;
  maxLat: number | null;
}

/**
 * A model is bounded only when every corner of its bounds is this close to the site (m): the site's frame then
 * keeps a wall's length to 0.9999 of what the upload measured in the model's own frame.
 */
const NEAR_M = 100_000;
/** What is left of length x height / spacing² once the frames and the engine's 1e-9 m rounding are allowed for. */
const MARGIN = 0.98;

function near(site: { lon: number; lat: number }, m: ModelWallTotals): boolean {
  const { minLon, minLat, maxLon, maxLat } = m;
  if (minLon === null || minLat === null || maxLon === null || maxLat === null) return false;
  const frame = new SiteFrame(site.lon, site.lat);
  const corners = [
    [minLon, minLat],
    [minLon, maxLat],
    [maxLon, minLat],
    [maxLon, maxLat],
  ] as const;
  return corners.every(([lon, lat]) => {
    const [x, y] = frame.toLocal(lon, lat);
    return Math.hypot(x, y) <= NEAR_M;
  });
}

/**
 * At most as many wall samples as the worker makes of these models' buildings at `spacing` (wallSampleCount
 * in packages/engine/src/shadow/wallSamples.ts): a wall of length l and height h gives ceil(l / s) x ceil(h /
 * s) samples, at least one, so the walls give at least max(walls, Σ l·h / s²). Models without totals or far
 * from the site count 0.
 */
export function modelWallBound(
  models: readonly ModelWallTotals[],
  site: { lon: number; lat: number },
  spacing: number,
): number {
  let walls = 0;
  let area = 0;
  for (const m of models) {
    if (m.wallCount === null || m.wallArea === null || !near(site, m)) continue;
    walls += m.wallCount;
    area += m.wallArea;
  }
  return Math.max(walls, Math.floor((MARGIN * area) / (spacing * spacing)));
}

/**
 * Per service, the spacing at which its runs sample the walls of every model building, or null when they sample
 * none: shadow runs with walls on all buildings (a list of buildings is counted by the worker alone).
 */
const MODEL_WALL_SPACING = {
  hikage: (parameters) => {
    const walls = runParameters("hikage", parameters).walls;
    return walls?.enabled && walls.buildings === undefined ? walls.spacing : null;
  },
  noise: () => null,
  vibration: () => null,
  // 天空率 sees the planned building only: no model's walls.
  tenkuritsu: () => null,
  // 逆日影 runs no model building (the envelope is checked alone).
  gyakuhikage: () => null,
} satisfies Record<ServiceType, (parameters: unknown) => number | null>;

/** The measures with the models' wall samples added (their values: as many per sample as the planned ones'). */
function withModelWalls(measures: SizeMeasure[], samples: number): SizeMeasure[] {
  if (samples === 0) return measures;
  const planned = measures.find((m) => m.name === "wallSamples")?.count ?? 0;
  const values = measures.find((m) => m.name === "wallValues")?.count ?? 0;
  const intervals = planned > 0 ? Math.round(values / planned) : 1;
  return measures.map((m) =>
    m.name === "wallSamples"
      ? { ...m, count: m.count + samples }
      : m.name === "wallValues"
        ? { ...m, count: m.count + samples * intervals }
        : m,
  );
}

/**
 * Why the pipeline would refuse the parameters (its own check: the schema in run mode, then what the schema
 * cannot see, such as a planned building or a range drawn as a bow-tie), or the run's size over the limits,
 * counted over the planned buildings and a lower bound of the listed models' walls (their stored totals: the
 * features are never read here); null when they can run. The worker counts again with every building.
 */
export function runRefusal(
  service: ServiceType,
  parameters: unknown,
  site: { lon: number; lat: number },
  models: readonly ModelWallTotals[],
): { message: string; fields: FieldError[] } | null {
  try {
    const input = { service, site, parameters, cityBuildings: [], modelBuildings: [] };
    const measures = SERVICE_PIPELINES[service].measures(input);
    const spacing = models.length > 0 ? MODEL_WALL_SPACING[service](parameters) : null;
    const samples = spacing === null ? 0 : modelWallBound(models, site, spacing);
    const over = withModelWalls(measures, samples).find((m) => m.count > ANALYSIS_SIZE_LIMITS[m.name]);
    if (!over) return null;
    const limit = ANALYSIS_SIZE_LIMITS[over.name];
    return {
      message: `The analysis is too large: ${over.count.toLocaleString("en-US")} ${over.name} (at most ${limit.toLocaleString("en-US")}).`,
      fields: [{ path: over.path, message: "analysis.too_large", params: { count: over.count, limit } }],
    };
  } catch (err) {
    if (err instanceof AnalysisInputError) return { message: err.message, fields: err.fields };
    throw err;
  }
}
