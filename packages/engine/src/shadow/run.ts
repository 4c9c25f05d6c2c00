import { gridFromBbox } from "../grid/grid";
import type { GridSpec } from "../grid/grid";
import type { Hours } from "../units";
import { fail } from "./errors";
import type { FeatureCollection, OutlineFeature, ShadeSummary } from "./outputs";
import { equalTimeContours, shadeSummary, timeOutlines } from "./outputs";
import type { Bbox, PlaneInput, SunInput, SunSettings } from "./params";
import {
  DEFAULT_CONTOUR_HOURS,
  MAX_GRID_CELLS,
  checkInside,
  planeZ,
  validateBbox,
  validateNorthAngle,
  validateSpacing,
  validateSun,
} from "./params";
import type { PlaneShade } from "./plane";
import { shadePlane } from "./plane";
import type { PointShade } from "./points";
import { formatClock } from "../clock";
import { shadePoints } from "./points";
import type { SunSchedule } from "./schedule";
import { buildSchedule, toDrawingFrame } from "./schedule";
import type { PreparedScene } from "./scene";
import { prepareScene } from "./scene";
import { inTargetRange, sunFunction, validateBuildings, validatePoints } from "./sceneInput";
import type { ContourFeature } from "../grid/contours";
import type { Building } from "./types";
import type { RegulationInput, RegulationResult } from "./regulation";
import { checkRegulation } from "./regulation";
import { wallSamples } from "./wallSamples";
import type { WallHours } from "./walls";
import { wallHoursExact } from "./walls";
import type { WallsOut } from "./wallsOutput";
import { groupWalls } from "./wallsOutput";
import { wallHoursParallel } from "./parallel";
import { shadePlaneParallel } from "./parallel";
import type { SunVector } from "../sun/regulation";

/** A shadow scene as read by the CLI and the API (see docs/shadow.md). */
export interface ShadowSceneInput {
  sun: SunInput;
  plane?: PlaneInput;
  northAngle?: number;
  targetRange?: Bbox;
  analysisRange?: Bbox;
  grid?: { bbox?: Bbox; spacing?: number };
  contours?: Hours[];
  buildings?: unknown[];
  points?: [number, number][];
  /**
   * 壁面日影: sample the walls of these buildings (ids, or indices in `buildings`; default all). `texel` is
   * still accepted (older inputs) and checked, but unused: walls are tested exactly since issue 14.
   */
  walls?: { spacing?: number; buildings?: (string | number)[]; texel?: number };
  /** Regulation check of the buildings flagged `planned: true` (all buildings when none is flagged). */
  regulation?: RegulationInput;
}

/** Everything validated and prepared, ready to compute. */
export interface ShadowJob {
  sun: SunSettings;
  northAngle: number;
  planeZ: number;
  /** Buildings in the target range (as given; workers prepare their own copy). */
  buildings: Building[];
  scene: PreparedScene;
  schedule: SunSchedule;
  /** Sun vector in the drawing frame at window hours. */
  sunAt: (time: Hours) => SunVector;
  grid: GridSpec | null;
  contours: Hours[];
  points: [number, number][];
  /** Planned buildings (flagged `planned: true`, else all) for the regulation check. */
  planned: PreparedScene;
  regulation: RegulationInput | null;
  walls: { spacing: number; targets: Set<number> | null; texel: number } | null;
}

function plannedScene(raw: unknown[] | undefined, buildings: Building[]): PreparedScene {
  const flagged = (raw ?? []).some((b) => (b as { planned?: boolean }).planned === true);
  if (!flagged) return prepareScene(buildings);
  return prepareScene(buildings.filter((b) => (b as { planned?: boolean }).planned === true));
}

function wallSettings(input: ShadowSceneInput["walls"], buildings: Building[]): ShadowJob["walls"] {
  if (input === undefined) return null;
  const spacing = input.spacing ?? 1;
  if (!(spacing >= 0.25 && spacing <= 10))
    fail("grid_spacing_out_of_range", "wall spacing must be within 0.25..10 m");
  const texel = input.texel ?? 0.35;
  if (!(texel >= 0.05 && texel <= 2)) fail("invalid_scene", "walls.texel must be within 0.05..2 m");
  let targets: Set<number> | null = null;
  if (input.buildings) {
    targets = new Set();
    for (const key of input.buildings) {
      const index = typeof key === "number" ? key : buildings.findIndex((b) => b.id === key);
      if (index < 0 || index >= buildings.length)
        fail("invalid_building", `wall target ${String(key)} not found`);
      targets.add(index);
    }
  }
  return { spacing, targets, texel };
}

/** Validate a scene (throws ShadowParamError with a stable code) and prepare it. */
export function prepareJob(input: unknown): ShadowJob {
  if (typeof input !== "object" || input === null) fail("invalid_scene", "scene must be an object");
  const s = input as ShadowSceneInput;
  const sun = validateSun(s.sun);
  const northAngle = validateNorthAngle(s.northAngle);
  const z = planeZ(s.plane);
  const target = s.targetRange !== undefined ? validateBbox(s.targetRange, "targetRange") : null;
  const analysisInput = s.analysisRange ?? s.grid?.bbox;
  const analysis = analysisInput !== undefined ? validateBbox(analysisInput, "analysisRange") : null;
  if (analysis && target) checkInside(analysis, target);
  let grid: GridSpec | null = null;
  if (s.grid !== undefined || s.analysisRange !== undefined) {
    if (!analysis) return fail("empty_range", "a grid needs grid.bbox or analysisRange");
    const spacing = validateSpacing(s.grid?.spacing);
    grid = gridFromBbox(analysis, spacing);
    if (grid.nx * grid.ny > MAX_GRID_CELLS) fail("grid_too_large", `grid exceeds ${MAX_GRID_CELLS} cells`);
  }
  const contours = s.contours ?? [...DEFAULT_CONTOUR_HOURS];
  if (!Array.isArray(contours) || !contours.every((h) => typeof h === "number" && h > 0))
    fail("invalid_contours", "contours must be positive hours");
  const buildings = inTargetRange(validateBuildings(s.buildings), target);
  const trueNorthSun = sunFunction(sun);
  const sunAt = (t: Hours): SunVector => toDrawingFrame(trueNorthSun(t), northAngle);
  const schedule = buildSchedule(sunAt, sun.start, sun.end, sun.stepMinutes, sun.outputMinutes);
  return {
    sun,
    northAngle,
    planeZ: z,
    buildings,
    scene: prepareScene(buildings),
    schedule,
    sunAt,
    grid,
    contours,
    points: validatePoints(s.points),
    planned: plannedScene(s.buildings, buildings),
    regulation: s.regulation ?? null,
    walls: wallSettings(s.walls, buildings),
  };
}

export interface ShadowSceneResult {
  points?: { x: number; y: number; shadeHours: number; intervals: [string, string][] }[];
  grid?: {
    bbox: Bbox;
    spacing: number;
    nx: number;
    ny: number;
    summary: ShadeSummary;
    contours: FeatureCollection<ContourFeature>;
    outlines: FeatureCollection<OutlineFeature>;
  };
  regulation?: RegulationResult;
  walls?: WallsOut;
}

/** Points-mode results of a job. */
export function jobPoints(job: ShadowJob): PointShade[] {
  return shadePoints(job.scene, job.points, job.sunAt, job.sun.start, job.sun.end, { planeZ: job.planeZ });
}

/** Format a job's results as the CLI/API JSON. `plane` is the computed plane shade (if the job has a grid). */
export function formatResult(
  job: ShadowJob,
  points: PointShade[],
  plane: PlaneShade | null,
  walls: WallHours | null = null,
): ShadowSceneResult {
  const result: ShadowSceneResult = {};
  if (job.points.length > 0) {
    result.points = points.map((p) => ({
      x: p.x,
      y: p.y,
      shadeHours: Math.round(p.shadeHours * 1e6) / 1e6,
      intervals: p.intervals.map(([a, b]) => [formatClock(a), formatClock(b)]),
    }));
  }
  if (plane) {
    const g = plane.grid;
    result.grid = {
      bbox: [g.originX, g.originY, g.originX + (g.nx - 1) * g.spacing, g.originY + (g.ny - 1) * g.spacing],
      spacing: g.spacing,
      nx: g.nx,
      ny: g.ny,
      summary: shadeSummary(plane.hours, g, job.contours),
      contours: equalTimeContours(plane.hours, g, job.contours),
      outlines: timeOutlines(plane.masks, g, job.schedule),
    };
  }
  if (job.walls && walls) {
    const samples = wallSamples(job.scene, job.walls.spacing, job.walls.targets ?? undefined);
    result.walls = groupWalls(job.buildings, samples, walls);
  }
  if (job.regulation)
    result.regulation = checkRegulation(job.planned, job.schedule, job.planeZ, job.regulation, job.sunAt);
  return result;
}

/** Run a scene on the calling thread: validate, compute points and grid, format. */
export function runShadowScene(input: unknown): ShadowSceneResult {
  const job = prepareJob(input);
  const points = jobPoints(job);
  const plane = job.grid ? shadePlane(job.scene, job.grid, job.schedule, { planeZ: job.planeZ }) : null;
  let walls: WallHours | null = null;
  if (job.walls) {
    const samples = wallSamples(job.scene, job.walls.spacing, job.walls.targets ?? undefined);
    walls = wallHoursExact(job.scene, samples, job.schedule);
  }
  return formatResult(job, points, plane, walls);
}

/** Grids with at least this many cell-steps go to worker threads in `runShadowSceneAsync`. */
export const PARALLEL_CELL_STEPS = 5_000_000;

/** Wall runs with at least this many sample-steps go to worker threads. */
export const PARALLEL_SAMPLE_STEPS = 2_000_000;

export interface RunOptions {
  /** Receives the computed plane shade (hours grid, masks) before formatting. */
  onPlane?: (plane: PlaneShade, job: ShadowJob) => void;
  threads?: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** `runShadowScene` with a large grid computed on worker threads (progress, AbortSignal). */
export async function runShadowSceneAsync(
  input: unknown,
  options: RunOptions = {},
): Promise<ShadowSceneResult> {
  const job = prepareJob(input);
  const points = jobPoints(job);
  let plane: PlaneShade | null = null;
  if (job.grid) {
    const work = job.grid.nx * job.grid.ny * job.schedule.times.length;
    plane =
      work >= PARALLEL_CELL_STEPS
        ? await shadePlaneParallel(job.buildings, job.grid, job.schedule, { planeZ: job.planeZ, ...options })
        : shadePlane(job.scene, job.grid, job.schedule, { planeZ: job.planeZ, ...options });
  }
  if (plane) options.onPlane?.(plane, job);
  let walls: WallHours | null = null;
  if (job.walls) {
    const samples = wallSamples(job.scene, job.walls.spacing, job.walls.targets ?? undefined);
    walls =
      samples.count * job.schedule.times.length >= PARALLEL_SAMPLE_STEPS
        ? await wallHoursParallel(job.buildings, samples, job.schedule, options)
        : wallHoursExact(job.scene, samples, job.schedule, options);
  }
  return formatResult(job, points, plane, walls);
}
