import type { PathsD } from "@countertype/clipper2-ts";
import { rayCrossesEdge } from "../geometry";
import { gridFromBbox } from "../grid/grid";
import type { GridSpec } from "../grid/grid";
import type { Meters } from "../units";
import { shadePlane } from "./plane";
import type { ZonePoint } from "./regulationSearch";
import type { SunSchedule } from "./schedule";
import type { PreparedScene } from "./scene";
import { shadowPerMeter } from "./scene";

/**
 * Strictly inside a line (points on it, within 1 µm, count as beyond it). Even-odd over all rings. (Not
 * clipper's pointInPolygonD: that converts the whole path to integers on every call.)
 */
export function strictlyInside(paths: PathsD, x: number, y: number): boolean {
  let inside = false;
  for (const path of paths) {
    const n = path.length;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const a = path[j]!;
      const b = path[i]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len2 = dx * dx + dy * dy;
      const u = len2 > 0 ? Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / len2)) : 0;
      if ((x - a.x - u * dx) ** 2 + (y - a.y - u * dy) ** 2 < 1e-12) return false;
      if (rayCrossesEdge(x, y, a.x, a.y, b.x, b.y)) inside = !inside;
    }
  }
  return inside;
}

/** Bbox of everything the planned buildings can shade over the schedule, and of the 10 m line. */
function shadeBbox(
  planned: PreparedScene,
  schedule: SunSchedule,
  planeZ: Meters,
  m10: PathsD,
): [number, number, number, number] {
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
  const grow = (x0: number, y0: number, x1: number, y1: number, h: number): void => {
    minX = Math.min(minX, x0 + kx0 * h);
    minY = Math.min(minY, y0 + ky0 * h);
    maxX = Math.max(maxX, x1 + kx1 * h);
    maxY = Math.max(maxY, y1 + ky1 * h);
  };
  for (const p of planned.prisms) grow(p.minX, p.minY, p.maxX, p.maxY, Math.max(0, p.top - planeZ));
  const { bounds } = planned.meshes;
  for (let o = 0; o < bounds.length; o += 6)
    grow(bounds[o]!, bounds[o + 1]!, bounds[o + 3]!, bounds[o + 4]!, Math.max(0, bounds[o + 5]! - planeZ));
  for (const path of m10) for (const { x, y } of path) grow(x, y, x, y, 0);
  return [Math.floor(minX) - 1, Math.floor(minY) - 1, Math.ceil(maxX) + 1, Math.ceil(maxY) + 1];
}

/** The grid of the search's first pass: over shadeBbox at `spacing`. */
export function candidateGrid(
  planned: PreparedScene,
  schedule: SunSchedule,
  planeZ: Meters,
  m10: PathsD,
  spacing: Meters,
): GridSpec {
  return gridFromBbox(shadeBbox(planned, schedule, planeZ, m10), spacing);
}

/**
 * Starting points for the search inside the zones: the grid cells (schedule steps, `spacing`) beyond the
 * 5 m line that hold a local maximum of shade hours (no neighbour higher) of at least `minHours`, per
 * zone, highest first.
 */
export function gridCandidates<Zone extends string>(
  planned: PreparedScene,
  schedule: SunSchedule,
  planeZ: Meters,
  m10: PathsD,
  spacing: Meters,
  minHours: number,
  zoneOf: (x: number, y: number) => Zone | null,
): Record<Zone, ZonePoint[]> {
  const grid = candidateGrid(planned, schedule, planeZ, m10, spacing);
  const { hours } = shadePlane(planned, grid, schedule, { planeZ, keepMasks: false });
  const out = {} as Record<Zone, ZonePoint[]>;
  const { nx, ny } = grid;
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) {
      const h = hours[j * nx + i]!;
      if (h <= 0 || h < minHours) continue;
      let peak = true;
      for (let dj = -1; dj <= 1 && peak; dj++)
        for (let di = -1; di <= 1; di++) {
          const ii = i + di;
          const jj = j + dj;
          if (ii < 0 || jj < 0 || ii >= nx || jj >= ny) continue;
          if (hours[jj * nx + ii]! > h) {
            peak = false;
            break;
          }
        }
      if (!peak) continue;
      const x = grid.originX + i * grid.spacing;
      const y = grid.originY + j * grid.spacing;
      const zone = zoneOf(x, y);
      if (zone === null) continue;
      (out[zone] ??= []).push({ x, y, hours: h });
    }
  for (const zone of Object.keys(out) as Zone[]) out[zone] = out[zone].sort((a, b) => b.hours - a.hours);
  return out;
}
