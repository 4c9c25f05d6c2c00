// The brute-force reference for wall sun (壁面日影) that the engine's exact wall test is checked against.
// Written on its own, sharing no code with the engine's shadow path: every second of the window the sun is
// computed from its formula, and the ray from the sample towards it is cut against every prism. Slow
// (seconds for a few hundred samples) and simple enough to check by reading.
import type { SunVector } from "../../sun/regulation";

/** A vertical prism: footprint rings (outer first, then holes; any orientation), base and top heights. */
export interface ReferencePrism {
  rings: (readonly [number, number])[][];
  base: number;
  top: number;
}

/** Even-odd point in polygon over all rings (a point on an edge may go either way: measure zero). */
function inside(prism: ReferencePrism, x: number, y: number): boolean {
  let isInside = false;
  for (const ring of prism.rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) isInside = !isInside;
    }
  return isInside;
}

/**
 * Does the ray P + t S (t > 0) pass through the prism's interior? The ray is within the prism's heights for
 * t in [tLow, tHigh]; over that stretch its horizontal trace is cut at every crossing with a footprint edge,
 * and the trace is inside the solid when the midpoint of any piece is inside the footprint.
 */
export function rayHitsPrism(prism: ReferencePrism, p: readonly number[], s: SunVector): boolean {
  const [px, py, pz] = p as [number, number, number];
  const [sx, sy, sz] = s;
  if (sz <= 0) return false;
  const tLow = Math.max(0, (prism.base - pz) / sz);
  const tHigh = (prism.top - pz) / sz;
  if (tHigh <= tLow) return false;
  const cuts = [tLow, tHigh];
  for (const ring of prism.rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j]!;
      const [bx, by] = ring[i]!;
      // Solve P + t S_xy = A + u (B - A) for t and u.
      const ex = bx - ax;
      const ey = by - ay;
      const det = sx * -ey - sy * -ex;
      if (Math.abs(det) < 1e-15) continue;
      const rx = ax - px;
      const ry = ay - py;
      const t = (rx * -ey - ry * -ex) / det;
      const u = (sx * ry - sy * rx) / det;
      if (u >= 0 && u <= 1 && t > tLow && t < tHigh) cuts.push(t);
    }
  cuts.sort((a, b) => a - b);
  for (let k = 0; k + 1 < cuts.length; k++) {
    const a = cuts[k]!;
    const b = cuts[k + 1]!;
    if (b - a < 1e-12) continue;
    const t = (a + b) / 2;
    if (inside(prism, px + t * sx, py + t * sy)) return true;
  }
  return false;
}

/** A wall sample: position (just outside its wall) and outward unit normal. */
export interface ReferenceSample {
  position: readonly [number, number, number];
  normal: readonly [number, number, number];
}

/**
 * Sunlit hours of each sample over [start, end] (window hours), per output interval of `everyHours`: the
 * state at the middle of every `stepSeconds` (default 1 s) slice counts for the slice. Sunlit means the
 * sun is up, the wall faces it (n . S > 0) and no prism meets the ray.
 */
export function referenceWallHours(
  prisms: readonly ReferencePrism[],
  samples: readonly ReferenceSample[],
  sunAt: (time: number) => SunVector,
  start: number,
  end: number,
  everyHours: number,
  stepSeconds = 1,
): number[][] {
  const slice = stepSeconds / 3600;
  const slices = Math.round((end - start) / slice);
  const intervals = Math.ceil((end - start) / everyHours - 1e-9);
  const hours = samples.map(() => new Array<number>(intervals).fill(0));
  for (let k = 0; k < slices; k++) {
    const time = start + (k + 0.5) * slice;
    const s = sunAt(time);
    if (s[2] <= 0) continue;
    const interval = Math.min(intervals - 1, Math.floor((time - start) / everyHours));
    samples.forEach((sample, i) => {
      const [nx, ny, nz] = sample.normal;
      if (nx * s[0] + ny * s[1] + nz * s[2] <= 0) return;
      if (prisms.some((prism) => rayHitsPrism(prism, sample.position, s))) return;
      const row = hours[i]!;
      row[interval] = row[interval]! + slice;
    });
  }
  return hours;
}
