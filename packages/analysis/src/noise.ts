import type { NoiseParameters, NoiseSummary, LevelPoint } from "@soracity/contracts";
import { EngineInputError, calculateNoiseParallel, shadeHeatmapPng } from "@soracity/engine";
import type { NoiseScene, NoiseSourceInput } from "@soracity/engine";
import { convergenceAt } from "@soracity/citymodel";
import { localSources, noiseShapes } from "./buildings";
import { SiteFrame } from "./frame";
import type { Feature } from "./geojson";
import { float32Bytes, geojsonBytes, multiPolygonToLonLat } from "./geojson";
import type { ExtentGrid } from "./rectangle";
import { extentGrid } from "./rectangle";
import type { AnalysisControl, AnalysisInput, AnalysisLayer, AnalysisOutput } from "./types";
import { AnalysisInputError } from "./types";
import { limitsOf, noiseMeasures, refuseOverLimits } from "./size";
import { runParameters } from "./validate";

function sources(p: NoiseParameters, frame: SiteFrame): NoiseSourceInput[] {
  const xy = ([lon, lat]: readonly number[]): [number, number] => {
    const [x, y] = frame.toLocal(lon ?? 0, lat ?? 0);
    return [x, y];
  };
  return p.sources.map((s) => {
    const common = { z: s.height, lw: s.lw, spectrum: s.spectrum };
    if ((s.type ?? p.source_type) === "line")
      return {
        ...common,
        type: "line" as const,
        points: (s.points ?? []).map(xy),
        ...(s.spacing ? { spacing: s.spacing } : {}),
      };
    const [x, y] = xy([s.lon ?? 0, s.lat ?? 0]);
    return { ...common, x, y };
  });
}

/** The engine's noise scene of a case in the site frame (and the grid, when computed). */
export function noiseScene(input: AnalysisInput, p: NoiseParameters, frame: SiteFrame) {
  const city = localSources(input.cityBuildings, frame, false);
  const models = localSources(input.modelBuildings, frame, false);
  const grid =
    p.extent && p.calculation_type !== "facade" ? extentGrid(frame, p.extent, p.grid_spacing) : null;
  const scene: NoiseScene = {
    method: p.diffraction_method,
    temperature: p.temperature,
    humidity: p.humidity,
    groundFactor: p.ground_factor,
    groundMethod: p.ground_method ?? "general",
    ground: p.ground.map((g) => ({ polygon: frame.outer(g.polygon), G: g.g })),
    sources: sources(p, frame),
    buildings: [...city, ...models].flatMap(noiseShapes),
    barriers: p.barriers.map((b) => ({
      points: b.points.map(([lon, lat]) => frame.toLocal(lon, lat).slice(0, 2) as [number, number]),
      height: b.height,
    })),
    lateral: p.lateral,
    ...(p.band !== null ? { band: p.band } : {}),
  };
  if (p.receivers.length > 0)
    scene.receivers = p.receivers.map(([lon, lat]) => {
      const [x, y] = frame.toLocal(lon, lat);
      return { x, y, z: p.prediction_height };
    });
  if (grid)
    scene.grid = {
      bbox: grid.bbox,
      spacing: grid.spacing,
      height: p.prediction_height,
      northAngle: grid.rotation,
      contours: p.contours,
    };
  if (p.calculation_type !== "grid")
    scene.facade = { height: p.prediction_height, spacing: p.facade_spacing };
  return { scene, grid, counts: { city: city.length, models: models.length } };
}

/** Heat map of levels: `min_db` (transparent at or below) to `max_db` (darkest). */
function levelPng(
  values: Float32Array,
  grid: { originX: number; originY: number; spacing: number; nx: number; ny: number },
  min: number,
  max: number,
) {
  const shifted = Float32Array.from(values, (v) => v - min);
  return shadeHeatmapPng(shifted, grid, Math.max(1e-6, max - min));
}

/** Grid layer meta shared by noise and vibration. */
export function extentMeta(frame: SiteFrame, g: ExtentGrid, nx: number, ny: number): Record<string, unknown> {
  return {
    nx,
    ny,
    spacing_m: g.spacing,
    origin: { lon: frame.lon, lat: frame.lat },
    bbox_local: g.bbox,
    rotation_deg: g.rotation,
    centre_local: g.centre,
    corners: g.corners,
    row_order: "south_to_north",
  };
}

/** Band contours (local) to lon/lat features with `min_db`, `max_db`. */
export function bandFeatures(
  bands: { properties: { min: number; max: number | null }; geometry: { coordinates: number[][][][] } }[],
  frame: SiteFrame,
): Feature[] {
  return bands.map((b) => ({
    type: "Feature",
    properties: { min_db: b.properties.min, max_db: b.properties.max },
    geometry: { type: "MultiPolygon", coordinates: multiPolygonToLonLat(b.geometry.coordinates, frame) },
  }));
}

/** runAnalysis for `noise`: ISO 9613-2 levels on the extent grid, at receivers and on facades. */
export async function runNoise(input: AnalysisInput, control: AnalysisControl = {}): Promise<AnalysisOutput> {
  const p = runParameters("noise", input.parameters);
  const frame = new SiteFrame(input.site.lon, input.site.lat);
  const { scene, grid, counts } = noiseScene(input, p, frame);
  refuseOverLimits(noiseMeasures(scene), limitsOf(input));
  let result;
  try {
    result = await calculateNoiseParallel(scene, {
      ...(control.threads ? { threads: control.threads } : {}),
      ...(control.signal ? { signal: control.signal } : {}),
      ...(control.onProgress ? { onProgress: control.onProgress } : {}),
    });
  } catch (error) {
    if (error instanceof EngineInputError)
      throw new AnalysisInputError(error.code, error.message, [{ path: error.path, message: error.code }]);
    throw error;
  }
  let facadeMax: NoiseSummary["facade_max"] = null;
  for (const f of result.facades ?? [])
    if (f.LA !== null && f.x !== null && f.y !== null && (facadeMax === null || f.LA > facadeMax.level_db)) {
      const [lon, lat] = frame.toLonLat(f.x, f.y);
      facadeMax = { lon, lat, level_db: f.LA, building: f.id ?? null };
    }
  const summary: NoiseSummary = {
    service_type: "noise",
    max_db: result.grid?.summary.max ?? null,
    area_above: Object.entries(result.grid?.summary.areaAbove ?? {})
      .map(([db, area]) => ({ db: Number(db), area_m2: area }))
      .sort((a, b) => a.db - b.db),
    facade_max: facadeMax,
    buildings: counts,
    north_angle: p.north_angle ?? convergenceAt(input.site.lon, input.site.lat, input.site.city_code),
  };
  const points: LevelPoint[] = (result.receivers ?? []).map((r, i) => {
    const [lon = 0, lat = 0] = p.receivers[i] ?? [];
    return { lon, lat, level_db: r.LA };
  });
  const layers: AnalysisLayer[] = [];
  if (result.grid && grid) {
    const g = result.grid;
    const meta = {
      ...extentMeta(frame, grid, g.grid.nx, g.grid.ny),
      height_m: p.prediction_height,
      unit: "dB(A)",
      dtype: "float32",
    };
    const legend = { min_db: p.contours[0] ?? 40, max_db: p.contours[p.contours.length - 1] ?? 80 };
    layers.push(
      { name: "noise_grid", media_type: "application/octet-stream", data: float32Bytes(g.LA), meta },
      {
        name: "noise_png",
        media_type: "image/png",
        data: levelPng(g.LA, g.grid, legend.min_db, legend.max_db),
        meta: { bounds: grid.corners, legend, row_order: "north_to_south" },
      },
      {
        name: "noise_contours",
        media_type: "application/geo+json",
        data: geojsonBytes(bandFeatures(g.contours, frame)),
        meta: { contours: p.contours },
      },
    );
  }
  if (result.facades) {
    const features: Feature[] = result.facades
      .filter((f) => f.x !== null && f.y !== null)
      .map((f) => ({
        type: "Feature",
        properties: { building: f.id ?? null, level_db: f.LA },
        geometry: { type: "Point", coordinates: frame.toLonLat(f.x ?? 0, f.y ?? 0) },
      }));
    layers.push({
      name: "facades",
      media_type: "application/geo+json",
      data: geojsonBytes(features),
      meta: { height_m: p.prediction_height, count: features.length },
    });
  }
  control.onProgress?.(1);
  return { summary, points, layers };
}
