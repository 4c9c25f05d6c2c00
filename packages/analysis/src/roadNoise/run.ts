// The `road_noise` pipeline (issue 27 §1): a case's roads, receivers and extent in the site frame, the city's
// and the planned buildings as screens, ASJ RTN-Model 2018 levels from @soracity/engine/roadnoise, and the
// result as the contracts spell it (points with day and night L_Aeq, a summary, the day grid). Not in the
// service registry yet: runAnalysis does not reach it until `road_noise` is registered.
import type { RoadNoiseParameters, RoadNoisePoint, RoadNoiseSummary } from "@soracity/contracts";
import { fieldErrors, roadNoiseParametersSchema } from "@soracity/contracts";
import { shadeHeatmapPng } from "@soracity/engine";
import { SOURCE_SPACING, computeRoadNoiseParallel } from "@soracity/engine/roadnoise";
import type { RoadNoiseReceivers, RoadNoiseScene } from "@soracity/engine/roadnoise";
import { localSources, noiseShapes } from "../buildings";
import { SiteFrame } from "../frame";
import { float32Bytes } from "../geojson";
import { extentMeta } from "../noise";
import type { ExtentGrid } from "../rectangle";
import { extentGrid, turnClockwise } from "../rectangle";
import type { AnalysisControl, AnalysisInput, AnalysisLayer } from "../types";
import { AnalysisInputError } from "../types";

/** What a road-noise run produces (AnalysisOutput's shape with the road-noise summary and points). */
export interface RoadNoiseOutput {
  summary: RoadNoiseSummary;
  points: RoadNoisePoint[];
  layers: AnalysisLayer[];
}

/** The case's parameters, validated to run (AnalysisInputError `invalid_parameters` with the field errors). */
export function roadNoiseParameters(parameters: unknown): RoadNoiseParameters {
  const parsed = roadNoiseParametersSchema.safeParse(parameters ?? {});
  if (parsed.success) return parsed.data;
  throw new AnalysisInputError(
    "invalid_parameters",
    "invalid road_noise parameters",
    fieldErrors(parsed.error.issues),
  );
}

/** The engine's scene of a case in the site frame. */
export function roadNoiseScene(
  input: Pick<AnalysisInput, "cityBuildings" | "modelBuildings">,
  p: RoadNoiseParameters,
  frame: SiteFrame,
) {
  const city = localSources(input.cityBuildings, frame, false);
  const models = localSources(input.modelBuildings, frame, false);
  const xy = ([lon, lat]: readonly number[]): [number, number] => {
    const [x, y] = frame.toLocal(lon ?? 0, lat ?? 0);
    return [x, y];
  };
  const scene: RoadNoiseScene = {
    roads: p.roads.map((road) => ({
      points: road.points.map(xy),
      flow: road.flow,
      pavement: road.pavement,
      gradientPercent: road.gradient_percent,
      lanes: road.lanes.map((lane) => ({
        offset: lane.offset_m,
        speedKmh: lane.speed_kmh,
        day: lane.day,
        night: lane.night,
      })),
    })),
    buildings: [...city, ...models].flatMap(noiseShapes),
  };
  return { scene, counts: { city: city.length, models: models.length } };
}

/** Receivers at the extent grid's cell centres (rows south to north), turned as the extent is. */
function gridReceivers(g: ExtentGrid, height: number): RoadNoiseReceivers & { nx: number; ny: number } {
  const [minX, minY, maxX, maxY] = g.bbox;
  const nx = Math.floor((maxX - minX) / g.spacing + 1e-9) + 1;
  const ny = Math.floor((maxY - minY) / g.spacing + 1e-9) + 1;
  const n = nx * ny;
  const out = { x: new Float64Array(n), y: new Float64Array(n), z: new Float64Array(n).fill(height), nx, ny };
  const [cx, cy] = g.centre;
  const angle = (g.rotation * Math.PI) / 180;
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) {
      const [x, y] = turnClockwise(cx, cy, minX + i * g.spacing - cx, minY + j * g.spacing - cy, angle);
      out.x[j * nx + i] = x;
      out.y[j * nx + i] = y;
    }
  return out;
}

const finite = (v: number | undefined): number | null => (v !== undefined && Number.isFinite(v) ? v : null);

/**
 * Runs a road-noise case: L_Aeq day (6-22 h) and night (22-6 h) at the receivers (prediction height) and
 * the day L_Aeq on the extent grid. Buildings (city and planned) screen; hard ground.
 */
export async function runRoadNoise(
  input: Pick<AnalysisInput, "site" | "parameters" | "cityBuildings" | "modelBuildings">,
  control: AnalysisControl = {},
): Promise<RoadNoiseOutput> {
  control.signal?.throwIfAborted();
  const p = roadNoiseParameters(input.parameters);
  const frame = new SiteFrame(input.site.lon, input.site.lat);
  const { scene, counts } = roadNoiseScene(input, p, frame);
  const grid = p.extent ? extentGrid(frame, p.extent, p.grid_spacing) : null;
  const cells = grid ? gridReceivers(grid, p.prediction_height) : null;
  const listed = p.receivers.length;
  const all: RoadNoiseReceivers = {
    x: new Float64Array(listed + (cells?.x.length ?? 0)),
    y: new Float64Array(listed + (cells?.x.length ?? 0)),
    z: new Float64Array(listed + (cells?.x.length ?? 0)).fill(p.prediction_height),
  };
  p.receivers.forEach(([lon, lat], i) => {
    const [x, y] = frame.toLocal(lon, lat);
    all.x[i] = x;
    all.y[i] = y;
  });
  if (cells) {
    all.x.set(cells.x, listed);
    all.y.set(cells.y, listed);
  }
  const levels = await computeRoadNoiseParallel(scene, all, {
    threads: control.threads ?? 2,
    ...(control.signal ? { signal: control.signal } : {}),
    ...(control.onProgress ? { onProgress: control.onProgress } : {}),
  });
  const points: RoadNoisePoint[] = p.receivers.map(([lon, lat], i) => ({
    lon,
    lat,
    level_db: finite(levels.day[i]),
    level_night_db: finite(levels.night[i]),
  }));
  const layers: AnalysisLayer[] = [];
  let gridMax: number | null = null;
  const areaAbove = p.contours.map((db) => ({ db, area_m2: 0 }));
  if (grid && cells) {
    const day = Float32Array.from(levels.day.subarray(listed), (v) => (Number.isFinite(v) ? v : Number.NaN));
    for (const v of day) {
      if (Number.isNaN(v)) continue;
      if (gridMax === null || v > gridMax) gridMax = v;
      for (const a of areaAbove) if (v >= a.db) a.area_m2 += grid.spacing * grid.spacing;
    }
    const legend = { min_db: p.contours[0] ?? 50, max_db: p.contours[p.contours.length - 1] ?? 75 };
    const shifted = Float32Array.from(day, (v) => v - legend.min_db);
    layers.push(
      {
        name: "road_noise_day_grid",
        media_type: "application/octet-stream",
        data: float32Bytes(day),
        meta: {
          ...extentMeta(frame, grid, cells.nx, cells.ny),
          height_m: p.prediction_height,
          unit: "dB",
          quantity: "LAeq_day",
          dtype: "float32",
        },
      },
      {
        name: "road_noise_day_png",
        media_type: "image/png",
        data: shadeHeatmapPng(
          shifted,
          { originX: grid.bbox[0], originY: grid.bbox[1], spacing: grid.spacing, nx: cells.nx, ny: cells.ny },
          Math.max(1e-6, legend.max_db - legend.min_db),
        ),
        meta: { bounds: grid.corners, legend, row_order: "north_to_south" },
      },
    );
  }
  const maxOf = (values: (number | null)[]) =>
    values.reduce<number | null>((m, v) => (v !== null && (m === null || v > m) ? v : m), null);
  const summary: RoadNoiseSummary = {
    service_type: "road_noise",
    max_day_db: maxOf(points.map((q) => q.level_db)),
    max_night_db: maxOf(points.map((q) => q.level_night_db)),
    grid_max_day_db: gridMax,
    area_above: areaAbove,
    buildings: counts,
    sources: scene.roads.reduce(
      (sum, road) =>
        sum +
        road.lanes.length *
          road.points.slice(1).reduce((s, [x, y], k) => {
            const [px, py] = road.points[k];
            return s + Math.max(1, Math.ceil(Math.hypot(x - px, y - py) / SOURCE_SPACING - 1e-9));
          }, 0),
      0,
    ),
    source_spacing_m: SOURCE_SPACING,
  };
  control.onProgress?.(1);
  return { summary, points, layers };
}
