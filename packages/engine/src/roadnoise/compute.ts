// The ASJ RTN-Model 2018 unit pattern over a scene: point sources along every lane, the A-weighted level of
// each at every receiver (spreading, diffraction over buildings and barriers, air), the pattern's exposure
// L_AE per vehicle class and L_Aeq for the day (6-22 h) and the night (22-6 h) from the hourly volumes.
import { Crossings } from "../noise/crossings";
import type { Barrier, Building } from "../noise/obstacles";
import { ObstacleIndex } from "../noise/obstacles";
import { PathScratch, topPath } from "../noise/paths";
import type { Pavement, TrafficFlow, VehicleClass } from "./asj";
import { C_SPEC, airCorrection, knifeEdge, powerLevel, rightAngleWedge } from "./asj";

/** Vehicles per hour of each class: the period's hourly average. */
export interface ClassVolumes {
  small: number;
  large: number;
}

/**
 * One lane: its offset from the road's line (m, positive to the left of the drawing direction: in
 * left-hand traffic the lanes that run along the drawing direction), speed and volumes.
 */
export interface RoadNoiseLane {
  offset: number;
  speedKmh: number;
  day: ClassVolumes;
  night: ClassVolumes;
}

/** One road in local metres: its line as drawn, flow, pavement, gradient along the drawing direction (%). */
export interface RoadNoiseRoad {
  points: readonly (readonly [number, number])[];
  flow: TrafficFlow;
  pavement: Pavement;
  gradientPercent: number;
  lanes: readonly RoadNoiseLane[];
}

export interface RoadNoiseScene {
  roads: readonly RoadNoiseRoad[];
  buildings?: readonly Building[];
  barriers?: readonly Barrier[];
  /** Spacing of the point sources along a lane (m); default {@link SOURCE_SPACING}. */
  spacing?: number;
  /** ΔL_air on (default); off leaves the pattern's plain spreading (the closed-form check). */
  air?: boolean;
}

/** Receivers in local metres, heights above the road surface (m). */
export interface RoadNoiseReceivers {
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
}

/** L_Aeq (dB) per receiver for the day and the night; NaN inside a building, -Infinity with no traffic. */
export interface RoadNoiseLevels {
  day: Float64Array;
  night: Float64Array;
}

/**
 * Default source spacing (m) near the lane. The unit pattern's sum stands for the integral along the lane;
 * the midpoint sum at spacing Δl is within about (Δl/ρ)²/24 of it in energy (ρ the receiver's distance
 * from the lane), so a receiver takes the sources at the widest spacing base·2^k up to ρ/4 (0.01 dB in the
 * open; the closed-form test): 1 m within 8 m of the lane, 2 m within 16 m, ... 64 m beyond 256 m.
 */
export const SOURCE_SPACING = 1;
/** Spacings base·2^k, k < SPACING_LEVELS (1 m to 64 m by default). */
export const SPACING_LEVELS = 7;
/** A receiver at distance ρ from a lane takes the widest spacing up to ρ / SPACING_DIVISOR. */
export const SPACING_DIVISOR = 4;
/** Sources nearer than this (m) are taken at this distance: the point-source formula has no near field. */
export const MIN_DISTANCE = 1;

/** Point sources at one spacing: positions and the length each stands for. */
interface SourceLevel {
  x: Float64Array;
  y: Float64Array;
  length: Float64Array;
}

/** A lane turned into point sources at spacings base·2^k, its line, and its energy factors. */
interface LaneSources {
  levels: SourceLevel[];
  /** The lane's line (for the distance that picks the spacing). */
  line: [number, number][];
  cSpec: number;
  /**
   * Day and night: Σ over classes of N/3600 · 10^((L_WA - 8)/10) / V (m/s): times the pattern's
   * Σ 10^((-20 lg r + ΔL)/10) Δl it gives the L_Aeq energy.
   */
  dayFactor: number;
  nightFactor: number;
}

const CLASSES: VehicleClass[] = ["small", "large"];

/**
 * The sources of a line at `spacing`: each piece of each segment (pieces of equal length, at most
 * `spacing`) is one source at its middle.
 */
function sourcesAlong(line: readonly (readonly [number, number])[], spacing: number): SourceLevel {
  const xs: number[] = [];
  const ys: number[] = [];
  const ls: number[] = [];
  for (let k = 0; k + 1 < line.length; k++) {
    const [ax, ay] = line[k]!;
    const [bx, by] = line[k + 1]!;
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) continue;
    const pieces = Math.max(1, Math.ceil(length / spacing - 1e-9));
    for (let p = 0; p < pieces; p++) {
      const t = (p + 0.5) / pieces;
      xs.push(ax + t * (bx - ax));
      ys.push(ay + t * (by - ay));
      ls.push(length / pieces);
    }
  }
  return { x: Float64Array.from(xs), y: Float64Array.from(ys), length: Float64Array.from(ls) };
}

/** Point sources of one lane at the base spacing and its doublings (see {@link SPACING_LEVELS}). */
function laneSources(road: RoadNoiseRoad, lane: RoadNoiseLane, spacing: number): LaneSources {
  const line = offsetLine(road.points, lane.offset);
  const levels = Array.from({ length: SPACING_LEVELS }, (_, k) => sourcesAlong(line, spacing * 2 ** k));
  // lanes left of the line run along it: uphill when the gradient is positive; the others run downhill
  const uphill = lane.offset >= 0 ? road.gradientPercent : -road.gradientPercent;
  const v = lane.speedKmh / 3.6;
  const factor = (volumes: ClassVolumes) =>
    CLASSES.reduce(
      (sum, c) =>
        sum +
        (volumes[c] / 3600) *
          10 ** ((powerLevel(c, road.flow, road.pavement, lane.speedKmh, uphill) - 8) / 10),
      0,
    ) / v;
  return {
    levels,
    line,
    cSpec: C_SPEC[road.pavement],
    dayFactor: factor(lane.day),
    nightFactor: factor(lane.night),
  };
}

/** The polyline moved `offset` metres to its left (mitred joints, each vertex on both neighbours' lines). */
export function offsetLine(
  points: readonly (readonly [number, number])[],
  offset: number,
): [number, number][] {
  if (offset === 0 || points.length < 2) return points.map(([x, y]) => [x, y]);
  const normals = points.slice(1).map(([x, y], k) => {
    const [px, py] = points[k]!;
    const length = Math.hypot(x - px, y - py) || 1;
    return [-(y - py) / length, (x - px) / length] as const;
  });
  return points.map(([x, y], k) => {
    const a = normals[Math.max(0, k - 1)]!;
    const b = normals[Math.min(normals.length - 1, k)]!;
    // the mitre: along the mean normal, long enough to sit on both offset lines
    const mx = a[0] + b[0];
    const my = a[1] + b[1];
    const dot = mx * b[0] + my * b[1] || 1;
    return [x + (offset * mx) / dot, y + (offset * my) / dot];
  });
}

/**
 * L_Aeq day and night at every receiver: for each lane, L_AE = 10 lg(Σ_i 10^(L_A,i/10) Δt_i / 1 s) with
 * L_A,i = L_WA - 8 - 20 lg r_i + ΔL_dif,i + ΔL_air,i and Δt_i = Δl_i / V, then L_Aeq = 10 lg Σ 10^(L_AE/10)
 * N / 3600 over the lanes and classes. Hard ground (ΔL_grnd = 0); diffraction over the crossed buildings
 * (right-angle wedge) and barriers (knife edge) by the path difference over their tops; sources on the road
 * surface (height 0). `onProgress` gets the fraction of receivers done.
 */
export function computeRoadNoise(
  scene: RoadNoiseScene,
  receivers: RoadNoiseReceivers,
  onProgress?: (fraction: number) => void,
): RoadNoiseLevels {
  const spacing = scene.spacing ?? SOURCE_SPACING;
  const lanes = scene.roads.flatMap((road) => road.lanes.map((lane) => laneSources(road, lane, spacing)));
  const index = new ObstacleIndex(scene.buildings ?? [], scene.barriers ?? []);
  const n = receivers.x.length;
  const out: RoadNoiseLevels = { day: new Float64Array(n), night: new Float64Array(n) };
  const crossings = new Crossings();
  const scratch = new PathScratch();
  const hasObstacles = index.obstacleCount > 0;
  const air = scene.air ?? true;
  for (let r = 0; r < n; r++) {
    const rx = receivers.x[r]!;
    const ry = receivers.y[r]!;
    const rz = receivers.z[r]!;
    if (hasObstacles && index.buildingAt(rx, ry) >= 0) {
      out.day[r] = Number.NaN;
      out.night[r] = Number.NaN;
      continue;
    }
    let day = 0;
    let night = 0;
    for (const lane of lanes) {
      const pattern = unitPattern(lane, spacing, rx, ry, rz, index, hasObstacles, air, crossings, scratch);
      day += lane.dayFactor * pattern;
      night += lane.nightFactor * pattern;
    }
    out.day[r] = 10 * Math.log10(day);
    out.night[r] = 10 * Math.log10(night);
    if (onProgress && (r & 255) === 255) onProgress((r + 1) / n);
  }
  onProgress?.(1);
  return out;
}

/** Σ_i 10^((-20 lg r_i + ΔL_dif,i + ΔL_air,i)/10) Δl_i of one lane at one receiver (m / m²). */
function unitPattern(
  lane: LaneSources,
  spacing: number,
  rx: number,
  ry: number,
  rz: number,
  index: ObstacleIndex,
  hasObstacles: boolean,
  air: boolean,
  crossings: Crossings,
  scratch: PathScratch,
): number {
  let sum = 0;
  const rho = Math.sqrt(distanceToLine2(lane.line, rx, ry) + rz * rz);
  const k = Math.max(0, Math.min(SPACING_LEVELS - 1, Math.floor(Math.log2(rho / SPACING_DIVISOR / spacing))));
  const { x, y, length } = lane.levels[k]!;
  const cSpec = lane.cSpec;
  for (let i = 0; i < x.length; i++) {
    const sx = x[i]!;
    const sy = y[i]!;
    const dx = rx - sx;
    const dy = ry - sy;
    const dp2 = dx * dx + dy * dy;
    const r2 = Math.max(MIN_DISTANCE * MIN_DISTANCE, dp2 + rz * rz);
    let db = air ? airCorrection(Math.sqrt(r2)) : 0;
    if (hasObstacles && index.crossings(sx, sy, rx, ry, crossings) > 0) {
      const dp = Math.sqrt(dp2);
      const top = topPath(crossings, 0, rz, dp, scratch);
      if (top) db += (blockedByBuilding(crossings, rz, index.buildingCount) ? rightAngleWedge : knifeEdge)(top.z, cSpec); // prettier-ignore
    }
    sum += (length[i]! / r2) * 10 ** (db / 10);
  }
  return sum;
}

/** Whether a building (not only barriers) rises above the line of sight from the road surface to height zr. */
function blockedByBuilding(crossings: Crossings, zr: number, buildings: number): boolean {
  for (let c = 0; c < crossings.count; c++) {
    if (crossings.owner[c]! >= buildings) continue;
    const h = crossings.h[c]!;
    if (h > crossings.t[c]! * zr + 1e-9 || h > crossings.t2[c]! * zr + 1e-9) return true;
  }
  return false;
}

/** Squared plan distance from (x, y) to a polyline. */
function distanceToLine2(line: readonly (readonly [number, number])[], x: number, y: number): number {
  if (line.length === 1) return (x - line[0]![0]) ** 2 + (y - line[0]![1]) ** 2;
  let best = Infinity;
  for (let k = 0; k + 1 < line.length; k++) {
    const [ax, ay] = line[k]!;
    const [bx, by] = line[k + 1]!;
    const ex = bx - ax;
    const ey = by - ay;
    const len2 = ex * ex + ey * ey;
    const t = len2 > 0 ? Math.min(1, Math.max(0, ((x - ax) * ex + (y - ay) * ey) / len2)) : 0;
    const dx = x - ax - t * ex;
    const dy = y - ay - t * ey;
    best = Math.min(best, dx * dx + dy * dy);
  }
  return best;
}
