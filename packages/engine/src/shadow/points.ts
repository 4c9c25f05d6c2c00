import type { Hours, Meters } from "../units";
import type { SunVector } from "../sun/regulation";
import { raysHitTriangles } from "./mesh";
import { prismShadesPoint } from "./prism";
import type { PreparedScene } from "./scene";
import { shadeIntervalsAt } from "./events";
import { shadowReach } from "./shadowReach";
import { sunTrack } from "./sunTrack";

/** Exact shade at one point: shaded intervals [from, to] (window hours) and their total. */
export interface PointShade {
  x: Meters;
  y: Meters;
  shadeHours: Hours;
  intervals: [from: Hours, to: Hours][];
}

/**
 * Is the plane point (x, y, planeZ) in shadow for sun vector `sun` (drawing frame)? Exact: the ray from the
 * point towards the sun against every prism (segment-footprint test) and triangle (Moller-Trumbore).
 * The sun at or below the horizon counts as shade.
 */
export function isShaded(
  scene: PreparedScene,
  x: number,
  y: number,
  planeZ: number,
  sun: SunVector,
): boolean {
  const [sx, sy, sz] = sun;
  if (!(sz > 1e-9)) return true;
  const kx = -sx / sz;
  const ky = -sy / sz;
  for (const p of scene.prisms) {
    const h1 = p.top - planeZ;
    if (h1 <= 0) continue;
    const h0 = Math.max(p.base, planeZ) - planeZ;
    if (prismShadesPoint(p, x, y, kx * h0, ky * h0, kx * h1, ky * h1)) return true;
  }
  const { triangles, meshStarts, bounds } = scene.meshes;
  for (let m = 0; m + 1 < meshStarts.length; m++) {
    const o = m * 6;
    const h = bounds[o + 5]! - planeZ;
    if (h <= 0) continue;
    // The ray's horizontal footprint up to the mesh top is the segment from P to P - k h.
    const ex = x - kx * h;
    const ey = y - ky * h;
    if (Math.max(x, ex) < bounds[o]! || Math.min(x, ex) > bounds[o + 3]!) continue;
    if (Math.max(y, ey) < bounds[o + 1]! || Math.min(y, ey) > bounds[o + 4]!) continue;
    if (raysHitTriangles(triangles, meshStarts[m]!, meshStarts[m + 1]!, x, y, planeZ, sx, sy, sz))
      return true;
  }
  return false;
}

export interface PointShadeOptions {
  planeZ: Meters;
  /** Interval of the sun samples the events are bracketed from (minutes, default 1; see sunTrack). */
  scanMinutes?: number;
  /** Precision of the event times (hours; default 1 ms). */
  tolerance?: Hours;
}

/**
 * 指定点日影: exact shaded intervals at each point over [start, end]. Every event is the time the sun crosses
 * a shadow edge seen from the point, solved to `tolerance` (see events.ts), so a sunlit gap of any length
 * between two buildings is found and times printed to the second are exact.
 * @param sunAt sun vector in the drawing frame at a window time (hours)
 */
export function shadePoints(
  scene: PreparedScene,
  points: readonly (readonly [number, number])[],
  sunAt: (time: Hours) => SunVector,
  start: Hours,
  end: Hours,
  options: PointShadeOptions,
): PointShade[] {
  const { planeZ, scanMinutes = 1, tolerance = 1e-3 / 3600 } = options;
  const track = sunTrack(sunAt, start, end, scanMinutes);
  const reach = shadowReach(track);
  return points.map(([x, y]) => {
    const intervals = shadeIntervalsAt(scene, x, y, planeZ, track, reach, tolerance);
    const shadeHours = intervals.reduce((sum, [a, b]) => sum + (b - a), 0);
    return { x, y, shadeHours, intervals };
  });
}
