import type { LevelPoint, VibrationSummary } from "@soracity/contracts";
import { EngineInputError, calculateVibration } from "@soracity/engine";
import type { VibrationScene } from "@soracity/engine";
import { SiteFrame } from "./frame";
import { float32Bytes, geojsonBytes } from "./geojson";
import { bandFeatures, extentMeta } from "./noise";
import { extentGrid } from "./rectangle";
import type { AnalysisControl, AnalysisInput, AnalysisLayer, AnalysisOutput } from "./types";
import { AnalysisInputError } from "./types";
import { limitsOf, refuseOverLimits, vibrationMeasures } from "./size";
import { runParameters } from "./validate";

/** runAnalysis for `vibration`: levels at receivers, on the extent grid and along the site boundary. */
export async function runVibration(
  input: AnalysisInput,
  control: AnalysisControl = {},
): Promise<AnalysisOutput> {
  control.signal?.throwIfAborted();
  const p = runParameters("vibration", input.parameters);
  const frame = new SiteFrame(input.site.lon, input.site.lat);
  const xy = (lon: number, lat: number) => {
    const [x, y] = frame.toLocal(lon, lat);
    return { x, y };
  };
  const grid = p.extent ? extentGrid(frame, p.extent, p.grid_spacing) : null;
  const scene: VibrationScene = {
    soil: p.soil,
    wave: p.wave,
    ...(p.alpha !== undefined ? { alpha: p.alpha } : {}),
    ...(p.n !== undefined ? { n: p.n } : {}),
    sources: p.sources.map((s) => ({
      ...xy(s.lon, s.lat),
      ...(s.machine ? { machine: s.machine } : {}),
      ...(s.level !== undefined ? { level: s.level } : {}),
      ...(s.r0 !== undefined ? { r0: s.r0 } : {}),
    })),
    ...(p.receivers.length > 0 ? { receivers: p.receivers.map(([lon, lat]) => xy(lon, lat)) } : {}),
    ...(grid
      ? { grid: { bbox: grid.bbox, spacing: grid.spacing, northAngle: grid.rotation, contours: p.contours } }
      : {}),
    ...(p.boundary ? { boundary: frame.outer(p.boundary) } : {}),
  };
  refuseOverLimits(vibrationMeasures(grid, scene.sources.length), limitsOf(input));
  let result;
  try {
    result = calculateVibration(scene);
  } catch (error) {
    if (error instanceof EngineInputError)
      throw new AnalysisInputError(error.code, error.message, [{ path: error.path, message: error.code }]);
    throw error;
  }
  let max: number | null = null;
  if (result.grid)
    for (const v of result.grid.level) if (Number.isFinite(v) && (max === null || v > max)) max = v;
  const b = result.boundary;
  const summary: VibrationSummary = {
    service_type: "vibration",
    max_db: max,
    boundary: b
      ? (() => {
          const [lon, lat] = frame.toLonLat(b.at[0], b.at[1]);
          return { max_db: b.max, at: { lon, lat }, limit: p.limit_db, exceeds: b.max > p.limit_db };
        })()
      : null,
  };
  const points: LevelPoint[] = (result.receivers ?? []).map((r, i) => {
    const [lon = 0, lat = 0] = p.receivers[i] ?? [];
    return { lon, lat, level_db: r.level };
  });
  const layers: AnalysisLayer[] = [];
  if (result.grid && grid) {
    const g = result.grid;
    layers.push(
      {
        name: "vibration_grid",
        media_type: "application/octet-stream",
        data: float32Bytes(g.level),
        meta: { ...extentMeta(frame, grid, g.grid.nx, g.grid.ny), unit: "dB", dtype: "float32" },
      },
      {
        name: "vibration_contours",
        media_type: "application/geo+json",
        data: geojsonBytes(bandFeatures(g.contours, frame)),
        meta: { contours: p.contours, limit_db: p.limit_db },
      },
    );
  }
  control.onProgress?.(1);
  return { summary, points, layers };
}
