import type { Hours, Meters } from "../units";
import type { SunVector } from "../sun/regulation";
import { raysHitTriangles } from "./mesh";
import { prismShadesPoint } from "./prism";
import type { PreparedScene } from "./scene";

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
    const h = (bounds[o + 5] as number) - planeZ;
    if (h <= 0) continue;
    // The ray's horizontal footprint up to the mesh top is the segment from P to P - k h.
    const ex = x - kx * h;
    const ey = y - ky * h;
    if (Math.max(x, ex) < (bounds[o] as number) || Math.min(x, ex) > (bounds[o + 3] as number)) continue;
    if (Math.max(y, ey) < (bounds[o + 1] as number) || Math.min(y, ey) > (bounds[o + 4] as number)) continue;
    if (
      raysHitTriangles(
        triangles,
        meshStarts[m] as number,
        meshStarts[m + 1] as number,
        x,
        y,
        planeZ,
        sx,
        sy,
        sz,
      )
    )
      return true;
  }
  return false;
}

export interface PointShadeOptions {
  planeZ: Meters;
  /** Sampling interval used to detect transitions before refining them (minutes, default 1). */
  scanMinutes?: number;
  /** Precision of the event times (hours; default 0.1 s). */
  tolerance?: Hours;
}

/**
 * 指定点日影: exact shaded intervals at each point over [start, end]. Transitions are detected by sampling
 * every `scanMinutes` and refined by bisection on the exact ray test (to 0.1 s, so times printed to the
 * second are exact). A shadow shorter than the scan interval may be missed.
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
  const { planeZ, scanMinutes = 1, tolerance = 0.1 / 3600 } = options;
  const dt = scanMinutes / 60;
  const count = Math.ceil((end - start) / dt - 1e-9);
  const samples: Hours[] = [];
  for (let k = 0; k <= count; k++) samples.push(Math.min(end, start + k * dt));
  const suns = samples.map(sunAt);
  return points.map(([x, y]) => {
    const at = (i: number): boolean => isShaded(scene, x, y, planeZ, suns[i] as SunVector);
    const refine = (a: Hours, b: Hours, stateA: boolean): Hours => {
      let lo = a;
      let hi = b;
      while (hi - lo > tolerance) {
        const mid = (lo + hi) / 2;
        if (isShaded(scene, x, y, planeZ, sunAt(mid)) === stateA) lo = mid;
        else hi = mid;
      }
      return (lo + hi) / 2;
    };
    const intervals: [Hours, Hours][] = [];
    let state = at(0);
    let from: Hours | null = state ? start : null;
    for (let i = 1; i < samples.length; i++) {
      const next = at(i);
      if (next === state) continue;
      const t = refine(samples[i - 1] as Hours, samples[i] as Hours, state);
      if (next) from = t;
      else if (from !== null) {
        intervals.push([from, t]);
        from = null;
      }
      state = next;
    }
    if (from !== null) intervals.push([from, end]);
    const shadeHours = intervals.reduce((sum, [a, b]) => sum + (b - a), 0);
    return { x, y, shadeHours, intervals };
  });
}

/** Format window hours as "hh:mm:ss" (rounded to the second). */
export function formatClock(time: Hours): string {
  const total = Math.round(time * 3600);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((v) => String(v).padStart(2, "0")).join(":");
}
