import {
  EndType,
  FillRule,
  JoinType,
  PointInPolygonResult,
  inflatePathsD,
  pointInPolygonD,
  unionD,
} from "@countertype/clipper2-ts";
import type { PathD, PathsD } from "@countertype/clipper2-ts";
import { gridFromBbox } from "../grid/grid";
import type { Hours, Meters } from "../units";
import { fail } from "./errors";
import type { SunSchedule } from "./schedule";
import type { PreparedScene } from "./scene";
import { shadowPerMeter } from "./scene";
import { shadePlane } from "./plane";
import type { Ring2 } from "./types";

/**
 * Regulated shade hours of the Building Standards Act, table 別表第4 (hours at 5-10 m from the boundary,
 * hours beyond 10 m). The Hokkaido variants apply to its 9:00-15:00 window.
 */
export const REGULATION_PRESETS = {
  "3h/2h": [3, 2],
  "4h/2.5h": [4, 2.5],
  "5h/3h": [5, 3],
  "hokkaido-2h/1.5h": [2, 1.5],
  "hokkaido-3h/2h": [3, 2],
  "hokkaido-4h/3h": [4, 3],
} as const satisfies Record<string, readonly [Hours, Hours]>;
export type RegulationPreset = keyof typeof REGULATION_PRESETS;

/** A site edge facing a road, river or similar: the boundary is deemed moved out by half its width. */
export interface DeemedEdge {
  /** Edge index: from site[edge] to site[edge + 1]. */
  edge: number;
  width: Meters;
}

export interface RegulationInput {
  site: Ring2;
  limits: RegulationPreset | { hours5: Hours; hours10: Hours };
  /** Road/river deemed-boundary adjustment (Enforcement Order art. 135-12): half the width moves out. */
  deemed?: DeemedEdge[];
  spacing?: Meters;
}

const toPath = (ring: Ring2): PathD => ring.map(([x, y]) => ({ x, y }));

/** The regulation lines: the (deemed) site boundary offset outwards by `distance` metres (round corners). */
export function offsetLine(site: Ring2, distance: Meters, deemed: readonly DeemedEdge[] = []): PathsD {
  const base = toPath(site);
  const area = base.reduce((s, p, i) => {
    const q = base[(i + 1) % base.length] as { x: number; y: number };
    return s + p.x * q.y - q.x * p.y;
  }, 0);
  const sign = area >= 0 ? 1 : -1; // outward normal of edge a->b is (dy, -dx) * sign
  const pieces: PathsD = [base];
  for (const { edge, width } of deemed) {
    const a = base[edge];
    const b = base[(edge + 1) % base.length];
    if (!a || !b || !(width > 0)) fail("invalid_regulation", `deemed edge ${edge} is not a site edge`);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const nx = ((sign * (b.y - a.y)) / len) * (width / 2);
    const ny = ((sign * -(b.x - a.x)) / len) * (width / 2);
    pieces.push([a, b, { x: b.x + nx, y: b.y + ny }, { x: a.x + nx, y: a.y + ny }]);
  }
  const deemedSite = unionD(pieces, FillRule.NonZero);
  if (distance === 0) return deemedSite;
  return inflatePathsD(deemedSite, distance, JoinType.Round, EndType.Polygon, 2, 3, 0.01);
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

/**
 * 日影規制 check: shade hours of the planned buildings on the plane, evaluated beyond the 5 m line (up to the
 * 10 m line, limit hours5) and beyond the 10 m line (limit hours10). A zone fails when any point there is
 * shaded for the limit or longer; the worst point is the grid cell with the most hours. Cells exactly on a
 * line count as beyond it (conservative).
 */
export function checkRegulation(
  planned: PreparedScene,
  schedule: SunSchedule,
  planeZ: Meters,
  input: RegulationInput,
): RegulationResult {
  if (!Array.isArray(input.site) || input.site.length < 3)
    fail("invalid_regulation", "site needs 3 points or more");
  const limits = resolveLimits(input.limits);
  const m5 = offsetLine(input.site, 5, input.deemed);
  const m10 = offsetLine(input.site, 10, input.deemed);
  // Grid over everything the planned buildings can shade (and the lines).
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let kx0 = 0;
  let ky0 = 0;
  let kx1 = 0;
  let ky1 = 0;
  for (let k = 0; k < schedule.times.length; k++) {
    const kk = shadowPerMeter(schedule.vectors, k);
    if (!kk) continue;
    kx0 = Math.min(kx0, kk[0]);
    ky0 = Math.min(ky0, kk[1]);
    kx1 = Math.max(kx1, kk[0]);
    ky1 = Math.max(ky1, kk[1]);
  }
  for (const p of planned.prisms) {
    const h = Math.max(0, p.top - planeZ);
    minX = Math.min(minX, p.minX + kx0 * h);
    minY = Math.min(minY, p.minY + ky0 * h);
    maxX = Math.max(maxX, p.maxX + kx1 * h);
    maxY = Math.max(maxY, p.maxY + ky1 * h);
  }
  const { bounds } = planned.meshes;
  for (let o = 0; o < bounds.length; o += 6) {
    const h = Math.max(0, (bounds[o + 5] as number) - planeZ);
    minX = Math.min(minX, (bounds[o] as number) + kx0 * h);
    minY = Math.min(minY, (bounds[o + 1] as number) + ky0 * h);
    maxX = Math.max(maxX, (bounds[o + 3] as number) + kx1 * h);
    maxY = Math.max(maxY, (bounds[o + 4] as number) + ky1 * h);
  }
  for (const path of m10)
    for (const { x, y } of path) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  const spacing = input.spacing ?? 1;
  const grid = gridFromBbox(
    [Math.floor(minX) - 1, Math.floor(minY) - 1, Math.ceil(maxX) + 1, Math.ceil(maxY) + 1],
    spacing,
  );
  const { hours } = shadePlane(planned, grid, schedule, { planeZ, keepMasks: false });
  // Strictly inside a line (points on it count as beyond it: conservative). Even-odd over all rings.
  const strictlyInside = (paths: PathsD, x: number, y: number): boolean => {
    let count = 0;
    for (const path of paths) {
      const r = pointInPolygonD({ x, y }, path);
      if (r === PointInPolygonResult.IsOn) return false;
      if (r === PointInPolygonResult.IsInside) count++;
    }
    return count % 2 === 1;
  };
  const zones: ZoneVerdict[] = [
    { zone: "5-10m", limit: limits.hours5, maxHours: 0, worst: null, pass: true },
    { zone: "beyond10m", limit: limits.hours10, maxHours: 0, worst: null, pass: true },
  ];
  for (let j = 0; j < grid.ny; j++) {
    for (let i = 0; i < grid.nx; i++) {
      const h = hours[j * grid.nx + i] as number;
      if (h <= 0) continue;
      const x = grid.originX + i * grid.spacing;
      const y = grid.originY + j * grid.spacing;
      if (strictlyInside(m5, x, y)) continue;
      const zone = strictlyInside(m10, x, y) ? zones[0] : zones[1];
      if (zone && h > zone.maxHours) {
        zone.maxHours = h;
        zone.worst = { x, y, hours: h };
      }
    }
  }
  // Shade of the limit or longer is prohibited (a small tolerance for float sums of exact windows).
  for (const zone of zones) zone.pass = zone.maxHours < zone.limit - 1e-5;
  const ring = (paths: PathsD): number[][][] =>
    paths.map((p) => [...p.map(({ x, y }) => [x, y]), [p[0]?.x ?? 0, p[0]?.y ?? 0]]);
  return { limits, lines: { m5: ring(m5), m10: ring(m10) }, zones, pass: zones.every((z) => z.pass) };
}
