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
 * Default source spacing (m). The unit pattern's sum stands for the integral along the lane; with a
 * spacing of at most half the distance to the nearest lane the midpoint sum is within 0.1 dB of it
 * (the closed-form test), so 1 m holds from 2 m off the lane out.
 */
export const SOURCE_SPACING = 1;
/** Sources nearer than this (m) are taken at this distance: the point-source formula has no near field. */
export const MIN_DISTANCE = 1;

/** A lane turned into point sources: positions, the length each stands for, and its energy factors. */
interface LaneSources {
  x: Float64Array;
  y: Float64Array;
  length: Float64Array;
  cSpec: number;
  /**
   * Day and night: Σ over classes of N/3600 · 10^((L_WA - 8)/10) / V (m/s): times the pattern's
   * Σ 10^((-20 lg r + ΔL)/10) Δl it gives the L_Aeq energy.
   */
  dayFactor: number;
  nightFactor: number;
}

const CLASSES: VehicleClass[] = ["small", "large"];

/** Point sources of one lane at `spacing` along the offset line (each at the middle of its piece). */
function laneSources(road: RoadNoiseRoad, lane: RoadNoiseLane, spacing: number): LaneSources {
  const line = offsetLine(road.points, lane.offset);
  const xs: number[] = [];
  const ys: number[] = [];
  const ls: number[] = [];
  for (let k = 0; k + 1 < line.length; k++) {
    const [ax, ay] = line[k]!;
    const [bx, by] = line[k + 1]!;
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) continue;
    const pieces = Math.max(1, Math.ceil(length / spacing));
    for (let p = 0; p < pieces; p++) {
      const t = (p + 0.5) / pieces;
      xs.push(ax + t * (bx - ax));
      ys.push(ay + t * (by - ay));
      ls.push(length / pieces);
    }
  }
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
    x: Float64Array.from(xs),
    y: Float64Array.from(ys),
    length: Float64Array.from(ls),
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
      const pattern = unitPattern(lane, rx, ry, rz, index, hasObstacles, air, crossings, scratch);
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
  const { x, y, length, cSpec } = lane;
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
