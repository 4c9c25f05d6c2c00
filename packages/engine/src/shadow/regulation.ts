import { EndType, FillRule, JoinType, inflatePathsD, unionD } from "@countertype/clipper2-ts";
import type { PathD, PathsD } from "@countertype/clipper2-ts";
import type { SunVector } from "../sun/regulation";
import type { Hours, Meters } from "../units";
import { fail } from "./errors";
import { shadeIntervalsAt } from "./events";
import { shadowReach } from "./shadowReach";
import { candidateGrid, gridCandidates, strictlyInside } from "./regulationGrid";
import type { RegulationChartLine } from "./regulationChart";
import { chartOfLine } from "./regulationChart";
import { boundarySegments, linePaths } from "./regulationLines";
import type { ZonePoint } from "./regulationSearch";
import { climbInZone, maxAlongLines } from "./regulationSearch";
import type { SunSchedule } from "./schedule";
import type { PreparedScene } from "./scene";
import { sunTrack } from "./sunTrack";
import type { Ring2 } from "./types";

/**
 * Decimals clipper2 rounds local metres to (0.01 mm). clipper2-ts multiplies the scaled integers in doubles:
 * at 6 decimals a site a few hundred metres from the frame's origin makes products above 2^53, which loses
 * the exact orientation tests (a union was seen to loop); at 5 they stay exact within about 900 m.
 */
const CLIPPER_DECIMALS = 5;

/**
 * Regulated shade hours of the Building Standards Act, table 別表第4 (hours at 5-10 m from the boundary,
 * hours beyond 10 m). The Hokkaido variants apply to its 9:00-15:00 window: each row one hour shorter in the
 * 5-10 m zone and half an hour shorter beyond 10 m (3/2 -> 2/1.5, 4/2.5 -> 3/2, 5/3 -> 4/2.5).
 */
export const REGULATION_PRESETS = {
  "3h/2h": [3, 2],
  "4h/2.5h": [4, 2.5],
  "5h/3h": [5, 3],
  "hokkaido-2h/1.5h": [2, 1.5],
  "hokkaido-3h/2h": [3, 2],
  "hokkaido-4h/2.5h": [4, 2.5],
} as const satisfies Record<string, readonly [Hours, Hours]>;
export type RegulationPreset = keyof typeof REGULATION_PRESETS;

/** Land beside a site edge that moves the deemed boundary out (令135条の12第3項第1号: 道路, 水面, 線路敷). */
export type DeemedEdgeKind = "road" | "water" | "railway";

/** A site edge facing a road, water or railway: the boundary is deemed moved out (see deemedShift). */
export interface DeemedEdge {
  /** Edge index: from site[edge] to site[edge + 1]. */
  edge: number;
  /** Width of the road, water or railway (m). */
  width: Meters;
  /** What lies beside the edge; the three kinds move the boundary alike. Default road. */
  kind?: DeemedEdgeKind;
}

export interface RegulationInput {
  site: Ring2;
  limits: RegulationPreset | { hours5: Hours; hours10: Hours };
  /** Edges on a road, water or railway: the deemed boundary (令135条の12第3項第1号; see deemedShift). */
  deemed?: DeemedEdge[];
  spacing?: Meters;
  /** Also sample the 日影チャート along the lines every this many metres (see regulationChart.ts). */
  chartSpacing?: Meters;
}

const toPath = (ring: Ring2): PathD => ring.map(([x, y]) => ({ x, y }));

/**
 * How far a boundary facing a road, water or railway of `width` metres is deemed to move out (令135条の12
 * 第3項第1号): half the width up to 10 m; when the width exceeds 10 m, to the line 5 m short of the far side
 * (width - 5). Both give 5 m at 10 m, so the offset is continuous in the width.
 */
export const deemedShift = (width: Meters): Meters => (width > 10 ? width - 5 : width / 2);

/** The deemed site: the site with each deemed edge moved out (see deemedShift). Coordinates kept to 1 µm. */
export function deemedSite(site: Ring2, deemed: readonly DeemedEdge[] = []): PathsD {
  const base = toPath(site);
  const area = base.reduce((s, p, i) => {
    const q = base[(i + 1) % base.length]!;
    return s + p.x * q.y - q.x * p.y;
  }, 0);
  const sign = area >= 0 ? 1 : -1; // outward normal of edge a->b is (dy, -dx) * sign
  const pieces: PathsD = [base];
  for (const { edge, width } of deemed) {
    const a = base[edge];
    const b = base[(edge + 1) % base.length];
    if (!a || !b || !(width > 0)) fail("invalid_regulation", `deemed edge ${edge} is not a site edge`);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const shift = deemedShift(width);
    const nx = ((sign * (b.y - a.y)) / len) * shift;
    const ny = ((sign * -(b.x - a.x)) / len) * shift;
    pieces.push([a, b, { x: b.x + nx, y: b.y + ny }, { x: a.x + nx, y: a.y + ny }]);
  }
  return unionD(pieces, [], FillRule.NonZero, CLIPPER_DECIMALS);
}

/** The regulation lines: the (deemed) site boundary offset outwards by `distance` metres (round corners). */
export function offsetLine(site: Ring2, distance: Meters, deemed: readonly DeemedEdge[] = []): PathsD {
  const deemedPaths = deemedSite(site, deemed);
  if (distance === 0) return deemedPaths;
  return inflatePathsD(deemedPaths, distance, JoinType.Round, EndType.Polygon, 2, CLIPPER_DECIMALS, 0.01);
}

export interface ZoneVerdict {
  zone: "5-10m" | "beyond10m";
  limit: Hours;
  maxHours: Hours;
  worst: { x: Meters; y: Meters; hours: Hours } | null;
  pass: boolean;
}

export interface RegulationResult {
  limits: { hours5: Hours; hours10: Hours };
  lines: { m5: number[][][]; m10: number[][][] };
  zones: ZoneVerdict[];
  pass: boolean;
  /** The 日影チャート of the 5 m and 10 m lines, when asked (`chartSpacing`). */
  chart?: RegulationChartLine[];
}

function resolveLimits(limits: RegulationInput["limits"]): { hours5: Hours; hours10: Hours } {
  if (typeof limits === "string") {
    const preset = REGULATION_PRESETS[limits];
    if (!preset) fail("invalid_regulation", `unknown regulation preset ${limits}`);
    return { hours5: preset[0], hours10: preset[1] };
  }
  if (!(limits?.hours5 > 0) || !(limits?.hours10 > 0))
    fail("invalid_regulation", "limits need hours5 and hours10 > 0");
  return limits;
}

/** The zone of a point beyond the 5 m line: "5-10m" up to the 10 m line, "beyond10m" past it. */
type ZoneName = ZoneVerdict["zone"];

/** Coarse spacing along the lines (metres) before the branch-and-bound refinement. */
const LINE_SPACING = 0.25;
/** The search stops when no part of a line can exceed the best point by more than this (hours). */
const LINE_TOLERANCE = 0.001;
/** Grid maxima this close below a zone's line maximum are climbed exactly too (hours). */
const GRID_SLACK = 0.25;
/** Grid maxima climbed per zone, at most. */
const GRID_CANDIDATES = 6;

/**
 * Cells of the grid pass `checkRegulation` makes (the shade of the planned buildings around the 10 m line at
 * `input.spacing`), so that a caller can refuse a site or buildings too large before it is made.
 */
export function regulationGridCells(
  planned: PreparedScene,
  schedule: SunSchedule,
  planeZ: Meters,
  input: RegulationInput,
): number {
  if (!Array.isArray(input.site) || input.site.length < 3) return 0;
  const m10 = inflatePathsD(
    deemedSite(input.site, input.deemed),
    10,
    JoinType.Round,
    EndType.Polygon,
    2,
    CLIPPER_DECIMALS,
    0.01,
  );
  const grid = candidateGrid(planned, schedule, planeZ, m10, input.spacing ?? 1);
  return grid.nx * grid.ny;
}

/**
 * 日影規制 check: the shade hours of the planned buildings, judged in the zone beyond the 5 m line up to
 * the 10 m line (limit hours5) and the zone beyond the 10 m line (limit hours10). Both lines belong to the
 * zones' closures, so a zone's largest shade lies on one of its lines unless several buildings make an
 * island of long shade inside it. Hence, in points mode (exact event times, see events.ts):
 * - along the 5 m and 10 m lines themselves (the exact offset curves of the deemed boundary), coarse then
 *   branch and bound to within LINE_TOLERANCE hours (regulationSearch.ts);
 * - inside each zone, the local maxima of a grid pass (`spacing`, the schedule's steps) within GRID_SLACK of
 *   the line maximum, climbed exactly.
 * A zone fails when its largest shade reaches the limit. The worst point is where that maximum lies.
 * @param sunAt the sun (drawing frame) at window hours; the window is the schedule's first to last time
 */
export function checkRegulation(
  planned: PreparedScene,
  schedule: SunSchedule,
  planeZ: Meters,
  input: RegulationInput,
  sunAt: (time: Hours) => SunVector,
): RegulationResult {
  if (!Array.isArray(input.site) || input.site.length < 3)
    fail("invalid_regulation", "site needs 3 points or more");
  const limits = resolveLimits(input.limits);
  const site = deemedSite(input.site, input.deemed);
  const m5 = inflatePathsD(site, 5, JoinType.Round, EndType.Polygon, 2, CLIPPER_DECIMALS, 0.01);
  const m10 = inflatePathsD(site, 10, JoinType.Round, EndType.Polygon, 2, CLIPPER_DECIMALS, 0.01);
  const start = schedule.times[0]!;
  const end = schedule.times[schedule.times.length - 1]!;
  const track = sunTrack(sunAt, start, end, 1);
  const reach = shadowReach(track);
  const hoursAt = (x: number, y: number): Hours =>
    shadeIntervalsAt(planned, x, y, planeZ, track, reach, 1e-7).reduce((sum, [a, b]) => sum + b - a, 0);
  const segments = boundarySegments(site);
  const search = {
    spacing: LINE_SPACING,
    tolerance: LINE_TOLERANCE,
    windowHours: end - start,
    maxEvaluations: 20000,
  };
  const on5 = maxAlongLines(linePaths(m5, segments, 5), hoursAt, search);
  const on10 = maxAlongLines(linePaths(m10, segments, 10), hoursAt, search);
  const chartSpacing = input.chartSpacing;
  if (chartSpacing !== undefined && !(chartSpacing >= 0.1 && chartSpacing <= 10))
    fail("invalid_regulation", "chartSpacing must be within 0.1..10 m");
  const chart = chartSpacing
    ? [
        chartOfLine("5m", limits.hours5, m5, segments, 5, hoursAt, chartSpacing, on5),
        chartOfLine("10m", limits.hours10, m10, segments, 10, hoursAt, chartSpacing, on10),
      ]
    : null;
  const zoneOf = (x: number, y: number): ZoneName | null =>
    strictlyInside(m5, x, y) ? null : strictlyInside(m10, x, y) ? "5-10m" : "beyond10m";
  const minHours = Math.min(on5?.hours ?? 0, on10?.hours ?? 0) - GRID_SLACK;
  const interior = gridCandidates(planned, schedule, planeZ, m10, input.spacing ?? 1, minHours, zoneOf);
  const zones: ZoneVerdict[] = (["5-10m", "beyond10m"] as const).map((zone) => {
    const limit = zone === "5-10m" ? limits.hours5 : limits.hours10;
    let worst: ZonePoint | null = null;
    const consider = (p: ZonePoint | null): void => {
      if (p && p.hours > 0 && (!worst || p.hours > worst.hours)) worst = p;
    };
    if (zone === "5-10m") consider(on5);
    consider(on10);
    const lineBest = (worst as ZonePoint | null)?.hours ?? 0;
    const inZone = (x: number, y: number): boolean => zoneOf(x, y) === zone;
    for (const cell of (interior[zone] ?? []).slice(0, GRID_CANDIDATES)) {
      if (cell.hours < lineBest - GRID_SLACK || lineBest >= end - start - 1e-9) break;
      const exact = { ...cell, hours: hoursAt(cell.x, cell.y) };
      consider(climbInZone(exact, (input.spacing ?? 1) / 2, hoursAt, inZone));
    }
    const found = worst as ZonePoint | null;
    const maxHours = found?.hours ?? 0;
    // Shade of the limit or longer is prohibited (a small tolerance for float sums of exact windows).
    return { zone, limit, maxHours, worst: found, pass: maxHours < limit - 1e-5 };
  });
  const ring = (paths: PathsD): number[][][] =>
    paths.map((p) => [...p.map(({ x, y }) => [x, y]), [p[0]?.x ?? 0, p[0]?.y ?? 0]]);
  const lines = { m5: ring(m5), m10: ring(m10) };
  return { limits, lines, zones, pass: zones.every((z) => z.pass), ...(chart ? { chart } : {}) };
}
