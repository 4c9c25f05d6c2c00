import { convergenceAt } from "@soracity/citymodel";
import type { HikageParameters } from "@soracity/contracts";
import type { Degrees, Meters, ShadowSceneInput, SunInput } from "@soracity/engine";
import type { LocalSource, ShadowShape } from "../buildings";
import type { Footprint } from "./summaryMask";
import { localSources, meeting, shadowShapes } from "../buildings";
import type { LocalBbox } from "../frame";
import { SiteFrame, cellCentres } from "../frame";
import type { AnalysisInput } from "../types";
import type { AverageGround } from "./averageGround";
import { averageGroundOf, planeRise, tierBase } from "./averageGround";
import { chartSpacing } from "./chart";
import { keptCityShapes, type CityKept } from "./exclude";

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
  counts: { city: number; models: number; planned: number; excluded: number; retained: number };
  /** The case has planned buildings: planned, composite and added views (else the composite view only). */
  hasPlan: boolean;
  /** Average ground (m, frame z) and the plane's z. */
  ground: Meters;
  /** The 平均地盤面 and how it was found; the plane's rise for lower ground (令135条の12第3項第2号), m. */
  averageGround: AverageGround;
  planeRise: Meters;
  /** Footprints of the buildings used and the site, for where each view's figures are counted (summaryMask.ts). */
  footprints: Footprint[];
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

/** Planned tiers as LOD1 prisms flagged `planned` (base: given, else the 平均地盤面 plus `base_height`). */
function plannedShapes(p: HikageParameters, frame: SiteFrame, ground: Meters): ShadowShape[] {
  return p.planned_buildings.map((b, i) => {
    const footprint = frame.outer(b.footprint);
    const holes = b.footprint.coordinates.slice(1).map((ring) => frame.ring(ring));
    const base = tierBase(b, frame, ground);
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

/** Footprints of the city buildings and models used (LOD1 extents) and of the planned tiers. */
function footprintsOf(
  input: AnalysisInput,
  p: HikageParameters,
  { sources: city, onSite }: CityKept,
  models: readonly LocalSource[],
  planned: readonly ShadowShape[],
): Footprint[] {
  const plannedIds = new Set(p.planned_model_ids);
  const ofSource = (s: LocalSource, isPlanned: boolean): Footprint[] =>
    s.local.footprint.map((rings) => ({ rings, base: s.local.baseZ, top: s.top, planned: isPlanned }));
  return [
    ...city.flatMap((s) => ofSource(s, onSite.has(s))),
    ...models.flatMap((s, i) => ofSource(s, plannedIds.has(input.modelIds?.[i] ?? ""))),
    ...planned.flatMap((s) =>
      "footprint" in s
        ? [{ rings: [s.footprint, ...(s.holes ?? [])], base: s.base, top: s.base + s.height, planned: true }]
        : [],
    ),
  ];
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
  const averageGround = averageGroundOf(p, frame, [...city.sources, ...models], near);
  const ground = averageGround.z;
  const rise = planeRise(p.neighbour_ground_elevation, averageGround.elevation);
  const planned = plannedShapes(p, frame, ground);
  const shapes: ShadowShape[] = [...city.shapes, ...modelShapes(input, p, models), ...planned];
  const scene: ShadowSceneInput = {
    sun: sunInput(p, input.site),
    plane: {
      height: p.plane_height,
      heightStandard: STANDARDS[p.height_standard],
      groundElevation: ground + rise,
    },
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
      deemed: p.deemed_edges.map((d) => ({ edge: d.edge, width: d.width, kind: d.kind })),
      spacing: p.grid_spacing,
      chartSpacing: chartSpacing(p.grid_spacing),
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
      retained: city.onSite.size,
    },
    // From the parameters, not the shapes: a run's work is counted before the buildings are read.
    hasPlan: p.planned_buildings.length > 0 || p.planned_model_ids.length > 0,
    ground,
    averageGround,
    planeRise: rise,
    footprints: footprintsOf(input, p, city, models, planned),
    northAngle: p.north_angle ?? convergenceAt(input.site.lon, input.site.lat, input.site.city_code),
    windowHours: h1 + m1 / 60 - (h0 + m0 / 60),
  };
}
