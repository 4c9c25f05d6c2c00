import { convergenceAt } from "@soracity/citymodel";
import type { HikageParameters } from "@soracity/contracts";
import type { Degrees, Meters, ShadowSceneInput, SunInput } from "@soracity/engine";
import type { LocalSource, ShadowShape } from "../buildings";
import { localSources, meeting, median, shadowShapes } from "../buildings";
import type { LocalBbox } from "../frame";
import { SiteFrame, cellCentres } from "../frame";
import type { AnalysisInput } from "../types";
import { keptCityShapes } from "./exclude";

const SEASONS = {
  winter_solstice: "winterSolstice",
  equinox: "equinox",
  summer_solstice: "summerSolstice",
} as const;
const STANDARDS = { relative_to_ground: "relative", absolute: "absolute", clamp_to_ground: "clamp" } as const;

/** Everything the shadow run needs, in the site frame. */
export interface ShadowSetup {
  params: HikageParameters;
  frame: SiteFrame;
  /**
   * The engine scene without the grid: points, regulation, walls. Its buildings are the composite view's
   * (city, models, planned); the plan's (planned tiers and planned models) are flagged `planned`.
   */
  scene: ShadowSceneInput;
  /** The plane grid (cell centres bbox, spacing), or null without an analysis range. */
  grid: { bbox: LocalBbox; spacing: Meters } | null;
  /** City and model buildings used, planned tiers, city buildings left out. */
  counts: { city: number; models: number; planned: number; excluded: number };
  /** The case has planned buildings: planned, composite and added views (else the composite view only). */
  hasPlan: boolean;
  /** Average ground (m, frame z) and the plane's z. */
  ground: Meters;
  /** Reported angle to due north (the site's meridian convergence unless given). */
  northAngle: Degrees;
  windowHours: number;
}

/** Sun settings of the engine from the parameters (regulation mode, or calendar mode with `date`). */
export function sunInput(p: HikageParameters, site: AnalysisInput["site"]): SunInput {
  const common = {
    latitude: p.center_latitude ?? site.lat,
    start: p.start_time,
    end: p.end_time,
    stepMinutes: p.calc_interval_min,
    outputMinutes: p.output_interval_min,
  };
  if (p.date !== undefined)
    return {
      ...common,
      mode: "calendar",
      date: p.date,
      longitude: site.lon,
      utcOffset: p.utc_offset,
      timeBasis: p.time_basis,
    };
  if (p.season === "custom") return { ...common, mode: "regulation", declination: p.declination ?? -23.45 };
  return { ...common, mode: "regulation", season: SEASONS[p.season] };
}

/** Local grid of the analysis range (cell centres half a cell inside its bbox), or null. */
export function shadowGrid(p: HikageParameters, frame: SiteFrame): ShadowSetup["grid"] {
  if (!p.analysis_range) return null;
  return { bbox: cellCentres(frame.bbox(p.analysis_range), p.grid_spacing), spacing: p.grid_spacing };
}

/** Planned buildings as LOD1 prisms flagged `planned` (base: given, else the average ground). */
function plannedShapes(p: HikageParameters, frame: SiteFrame, ground: Meters): ShadowShape[] {
  return p.planned_buildings.map((b, i) => {
    const footprint = frame.outer(b.footprint);
    const holes = b.footprint.coordinates.slice(1).map((ring) => frame.ring(ring));
    const c = b.footprint.coordinates[0]?.[0] ?? [frame.lon, frame.lat];
    const base = b.base === undefined ? ground : frame.toLocal(c[0] ?? 0, c[1] ?? 0, b.base)[2];
    return {
      id: b.id ?? `planned-${i}`,
      planned: true,
      footprint,
      ...(holes.length > 0 ? { holes } : {}),
      base,
      height: b.height,
    };
  });
}

/**
 * The average ground level (平均地盤面, frame z): `ground_elevation` when given; else the median base of the
 * city and model buildings touching the analysis range (the target range without one); else the median
 * given base of the planned buildings; else 0.
 */
function averageGround(
  p: HikageParameters,
  frame: SiteFrame,
  sources: LocalSource[],
  near: LocalBbox | null,
) {
  if (p.ground_elevation !== undefined) return frame.toLocal(frame.lon, frame.lat, p.ground_elevation)[2];
  const touching = near ? meeting(sources, near) : [];
  if (touching.length > 0) return median(touching.map((s) => s.local.baseZ));
  const bases = p.planned_buildings.filter((b) => b.base !== undefined).map((b) => b.base as number);
  return bases.length > 0 ? median(bases) : 0;
}

function wallTargets(p: HikageParameters, shapes: readonly ShadowShape[]): number[] | undefined {
  const wanted = p.walls?.buildings;
  if (!wanted) return undefined;
  const set = new Set(wanted);
  const out: number[] = [];
  shapes.forEach((s, i) => {
    const id = s.id ?? "";
    if (set.has(id) || set.has(id.replace(/#\d+$/, ""))) out.push(i);
  });
  return out;
}

/** The models' shapes, those of `planned_model_ids` flagged `planned` (input.modelIds names each model). */
function modelShapes(input: AnalysisInput, p: HikageParameters, models: LocalSource[]): ShadowShape[] {
  const plannedIds = new Set(p.planned_model_ids);
  return models.flatMap((s, i) => {
    const planned = plannedIds.has(input.modelIds?.[i] ?? "");
    return shadowShapes(s, true).map((shape) => (planned ? { ...shape, planned: true } : shape));
  });
}

/** Converts a validated case into the engine's local scene (see ShadowSetup). */
export function shadowSetup(input: AnalysisInput, p: HikageParameters): ShadowSetup {
  const frame = new SiteFrame(input.site.lon, input.site.lat);
  const target = p.target_range ? frame.bbox(p.target_range) : null;
  const grid = shadowGrid(p, frame);
  const inTarget = (s: LocalSource[]) => (target ? meeting(s, target) : s);
  const citySources = inTarget(localSources(input.cityBuildings, frame, p.use_lod2));
  const city = keptCityShapes(p, frame, citySources, p.use_lod2);
  const models = localSources(input.modelBuildings, frame, true);
  const near = p.analysis_range ? frame.bbox(p.analysis_range) : target;
  const ground = averageGround(p, frame, [...city.sources, ...models], near);
  const planned = plannedShapes(p, frame, ground);
  const shapes: ShadowShape[] = [...city.shapes, ...modelShapes(input, p, models), ...planned];
  const scene: ShadowSceneInput = {
    sun: sunInput(p, input.site),
    plane: { height: p.plane_height, heightStandard: STANDARDS[p.height_standard], groundElevation: ground },
    northAngle: 0,
    contours: p.contour_hours,
    buildings: shapes,
    points: p.points.map(([lon, lat]) => {
      const [x, y] = frame.toLocal(lon, lat);
      return [x, y];
    }),
  };
  if (p.site_boundary && p.limits)
    scene.regulation = {
      site: frame.outer(p.site_boundary),
      limits: { hours5: p.limits.hours5, hours10: p.limits.hours10 },
      deemed: p.deemed_edges.map((d) => ({ edge: d.edge, width: d.width })),
      spacing: p.grid_spacing,
    };
  if (p.walls?.enabled) {
    const buildings = wallTargets(p, shapes);
    scene.walls = { spacing: p.walls.spacing, ...(buildings ? { buildings } : {}) };
  }
  const [h0 = 0, m0 = 0] = p.start_time.split(":").map(Number);
  const [h1 = 0, m1 = 0] = p.end_time.split(":").map(Number);
  return {
    params: p,
    frame,
    scene,
    grid,
    counts: {
      city: city.sources.length,
      models: models.length,
      planned: planned.length,
      excluded: city.excluded,
    },
    // From the parameters, not the shapes: a run's work is counted before the buildings are read.
    hasPlan: p.planned_buildings.length > 0 || p.planned_model_ids.length > 0,
    ground,
    northAngle: p.north_angle ?? convergenceAt(input.site.lon, input.site.lat, input.site.city_code),
    windowHours: h1 + m1 / 60 - (h0 + m0 / 60),
  };
}
