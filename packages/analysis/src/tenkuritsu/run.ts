import { convergenceAt } from "@soracity/citymodel";
import { roundSkyDown, roundSkyUp, skyPointPasses } from "@soracity/contracts";
import type { SkyCheck, SkyPoint, TenkuritsuParameters } from "@soracity/contracts";
import { skyChart, skyFactor } from "@soracity/engine";
import type { Solid, Vec3 } from "@soracity/engine";
import { SiteFrame } from "../frame";
import { AnalysisInputError } from "../types";
import type { AnalysisControl, AnalysisInput, AnalysisOutput } from "../types";
import { runParameters } from "../validate";
import { checkSetups, pointIds, regulationPointIds } from "./checks";
import type { CheckSetup } from "./checks";
import type { EvaluatedPoint } from "./output";
import { tenkuritsuLayers, tenkuritsuSummary } from "./output";
import { groundElevation, plannedSolids, plannedTiers } from "./planned";
import { solidsWithin } from "./roadPart";
import type { PlannedTier } from "./roadPart";

// 天空率 (service `tenkuritsu`, issue 25): at each point Rs = 1 − Ab/π (令135条の5) of the planned building
// and of its check's conforming building (適合建築物, 令135条の6〜8); the plan passes a check where no point
// of it has the smaller sky factor (法56条7項), compared as the contracts' skyPointPasses rounds.

/** A point to evaluate: where (local), which check (null: the user's) and its id. */
interface Eye {
  id: string;
  check: SkyCheck | null;
  edge: number | null;
  at: Vec3;
  conforming: Solid | null;
  /** The planned building as this point's check counts it. */
  planned: readonly Solid[];
  /** A regulation point the user moved (`moved_points`). */
  moved: boolean;
}

/**
 * The checks' points (ids numbered per check and edge, from 1; a moved one where the user put it, at its
 * height) and then the user's points.
 */
function eyesOf(
  p: TenkuritsuParameters,
  frame: SiteFrame,
  checks: readonly CheckSetup[],
  tiers: readonly PlannedTier[],
): Eye[] {
  const whole = plannedSolids(tiers);
  const moved = new Map(p.moved_points.map((m) => [m.id, m.position]));
  const eyes: Eye[] = [];
  for (const { check, solid, points, plannedArea } of checks) {
    const planned = plannedArea ? solidsWithin(tiers, plannedArea) : whole;
    const ids = pointIds(check, points);
    points.forEach((m, i) => {
      const id = ids[i] ?? "";
      const to = moved.get(id);
      const [x, y] = to ? frame.toLocal(...to) : [m.x, m.y];
      eyes.push({ id, check, edge: m.edge, at: { x, y, z: m.z }, conforming: solid, planned, moved: !!to });
    });
  }
  p.points.forEach(([lon, lat], i) => {
    const [x, y] = frame.toLocal(lon, lat);
    eyes.push({
      id: `P${i + 1}`,
      check: null,
      edge: null,
      at: { x, y, z: p.point_height },
      conforming: null,
      planned: whole,
      moved: false,
    });
  });
  return eyes;
}

/** One point: both sky factors, the rounded comparison and its margin (rounded planned − rounded conforming). */
function evaluate(eye: Eye, frame: SiteFrame, safetyMargin: number): SkyPoint {
  const rs = skyFactor(eye.at, eye.planned);
  const conforming = eye.conforming ? skyFactor(eye.at, [eye.conforming]) : null;
  const [lon, lat] = frame.toLonLat(eye.at.x, eye.at.y);
  return {
    lon,
    lat,
    id: eye.id,
    check: eye.check,
    edge: eye.edge,
    height: eye.at.z,
    sky_factor: {
      planned: rs,
      conforming,
      pass: conforming === null ? null : skyPointPasses(rs, conforming, safetyMargin),
    },
    margin: conforming === null ? null : Math.round((roundSkyDown(rs) - roundSkyUp(conforming)) * 1e3) / 1e3,
    ...(eye.moved ? { moved: true } : {}),
  };
}

/** Arcs of the charts' silhouettes are drawn in steps of at most this (degrees): smooth on paper. */
const CHART_ARC_DEGREES = 2;

/**
 * The 天空図 of every point, with both silhouettes and their 三斜求積 triangles: the web shows any point's
 * (GET …/result/sky-charts/{pointId} reads one out of the layer), the exports print those marked for submission.
 */
function chartsOf(eyes: readonly Eye[], points: readonly SkyPoint[]): EvaluatedPoint[] {
  const options = { maxArcDegrees: CHART_ARC_DEGREES };
  return eyes.flatMap((eye, i) => {
    const point = points[i];
    if (!point) return [];
    return [
      {
        point,
        planned: skyChart(eye.at, eye.planned, options),
        conforming: eye.conforming ? skyChart(eye.at, [eye.conforming], options) : null,
      },
    ];
  });
}

/**
 * The frame's origin: the middle of the site (or of the planned footprints), not the project's site, which
 * may lie far off. The planes are cut with clipper2 at 0.01 mm, exact only within about 900 m of the origin.
 */
function frameOrigin(p: TenkuritsuParameters): [number, number] | null {
  const rings = p.site_boundary
    ? [p.site_boundary.coordinates[0] ?? []]
    : p.planned_buildings.map((b) => b.footprint.coordinates[0] ?? []);
  const vertices = rings.flat();
  if (vertices.length === 0) return null;
  const mean = (k: 0 | 1) => vertices.reduce((sum, v) => sum + (v[k] ?? 0), 0) / vertices.length;
  return [mean(0), mean(1)];
}

/**
 * The parameters of a run and its frame, or AnalysisInputError `invalid_parameters` with fields: the contracts'
 * checks, then what they cannot see: a moved point whose id the regulation layout of these parameters does not
 * have (`moved_points.<i>.id`). POST /run asks it too, so nothing is queued that the worker would refuse.
 */
export function tenkuritsuParameters(input: Pick<AnalysisInput, "parameters" | "site">): {
  p: TenkuritsuParameters;
  frame: SiteFrame;
} {
  const p = runParameters("tenkuritsu", input.parameters);
  const [lon0, lat0] = frameOrigin(p) ?? [input.site.lon, input.site.lat];
  const frame = new SiteFrame(lon0, lat0);
  if (p.moved_points.length > 0) {
    const ids = regulationPointIds(p, frame);
    const unknown = p.moved_points.flatMap((m, i) =>
      ids.has(m.id) ? [] : [{ path: `moved_points.${i}.id`, message: "analysis.moved_point_unknown" }],
    );
    if (unknown.length > 0)
      throw new AnalysisInputError(
        "invalid_parameters",
        "a moved point is not one of the regulation's",
        unknown,
      );
  }
  return { p, frame };
}

/** runAnalysis for `tenkuritsu`. */
export async function runTenkuritsu(
  input: AnalysisInput,
  control: AnalysisControl = {},
): Promise<AnalysisOutput> {
  control.signal?.throwIfAborted();
  const { p, frame } = tenkuritsuParameters(input);
  const ground = groundElevation(p);
  const tiers = plannedTiers(p, frame, ground);
  const checks = checkSetups(p, frame);
  const eyes = eyesOf(p, frame, checks, tiers);
  const points: SkyPoint[] = [];
  for (const eye of eyes) {
    control.signal?.throwIfAborted();
    points.push(evaluate(eye, frame, p.safety_margin));
    control.onProgress?.(points.length / eyes.length);
    // Let an abort or a progress report through between points.
    await Promise.resolve();
  }
  const northAngle = p.north_angle ?? convergenceAt(input.site.lon, input.site.lat, input.site.city_code);
  const summary = tenkuritsuSummary(points, p.safety_margin, northAngle);
  const charts = chartsOf(eyes, points);
  return { summary, points, layers: tenkuritsuLayers(points, charts, checks, frame, ground) };
}
