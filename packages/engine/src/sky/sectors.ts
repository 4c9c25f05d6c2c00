// The upper hemisphere split into four azimuth quadrants by the vertical planes x = 0 and y = 0 through the eye.
// Each quadrant (an octant of directions) is drawn in the gnomonic (central) projection onto the plane tangent
// to the unit sphere at its centre direction c (azimuth mid-quadrant, 45° elevation): great circles become
// straight lines, so the faces' union seen from the eye is an ordinary polygon union, and the octant stays
// bounded (every direction d of it has d·c ≥ 1/2, so coordinates stay within ±√3).
import type { V3 } from "./vec";

export interface Sector {
  /** Signs of x and y inside the quadrant. */
  readonly sx: 1 | -1;
  readonly sy: 1 | -1;
  /** Centre direction and the plane's axes, with a × b = c (counter-clockwise in (a, b) = seen from outside). */
  readonly c: V3;
  readonly a: V3;
  readonly b: V3;
}

function sector(sx: 1 | -1, sy: 1 | -1): Sector {
  const h = Math.SQRT1_2;
  const c: V3 = [sx * 0.5, sy * 0.5, h];
  const a: V3 = [-sy * h, sx * h, 0];
  const b: V3 = [c[1] * a[2] - c[2] * a[1], c[2] * a[0] - c[0] * a[2], c[0] * a[1] - c[1] * a[0]];
  return { sx, sy, c, a, b };
}

/** NE, NW, SW, SE. */
export const SECTORS: readonly Sector[] = [sector(1, 1), sector(-1, 1), sector(-1, -1), sector(1, -1)];

/** Gnomonic coordinates of an eye-relative point of the sector (p·c > 0 there). */
export function gnomonic(s: Sector, p: V3): { x: number; y: number } {
  const k = 1 / (p[0] * s.c[0] + p[1] * s.c[1] + p[2] * s.c[2]);
  return {
    x: k * (p[0] * s.a[0] + p[1] * s.a[1] + p[2] * s.a[2]),
    y: k * (p[0] * s.b[0] + p[1] * s.b[1] + p[2] * s.b[2]),
  };
}

/** The unit direction of a gnomonic point. */
export function direction(s: Sector, x: number, y: number): V3 {
  const d: V3 = [
    s.c[0] + x * s.a[0] + y * s.b[0],
    s.c[1] + x * s.a[1] + y * s.b[1],
    s.c[2] + x * s.a[2] + y * s.b[2],
  ];
  const n = Math.hypot(d[0], d[1], d[2]);
  return [d[0] / n, d[1] / n, d[2] / n];
}
