import { pointInRing } from "../geometry/rings";
import type { LocalRing } from "../units";
import type { GroundLookup } from "./propagation";

/** A ground area with its ground factor G (0 hard, 1 porous). */
export interface GroundArea {
  polygon: LocalRing;
  G: number;
}

/** Parameters (0..1) where the segment S->R crosses the ring's edges, sorted. */
function ringCrossings(ring: LocalRing, sx: number, sy: number, dx: number, dy: number): number[] {
  const ts: number[] = [];
  for (let i = 0, n = ring.length; i < n; i++) {
    const [ax, ay] = ring[i] ?? [0, 0];
    const [bx, by] = ring[(i + 1) % n] ?? [0, 0];
    const ex = bx - ax;
    const ey = by - ay;
    const denom = dx * ey - dy * ex;
    if (denom === 0) continue;
    const t = ((ax - sx) * ey - (ay - sy) * ex) / denom;
    const u = ((ax - sx) * dy - (ay - sy) * dx) / denom;
    if (t > 0 && t < 1 && u >= 0 && u < 1) ts.push(t);
  }
  return ts.sort((a, b) => a - b);
}

/**
 * Ground factors of the source, middle and receiver regions of ISO 9613-2 §7.3.1 from ground polygons:
 * each region's G is the length-weighted mean along the projected path (source region 30 hs long from the
 * source, receiver region 30 hr from the receiver, the middle in between). Outside every polygon the
 * default G applies; where polygons overlap the last one listed wins.
 */
export function groundFromAreas(areas: readonly GroundArea[], defaultG: number): GroundLookup {
  if (areas.length === 0) {
    const uniform = { source: defaultG, middle: defaultG, receiver: defaultG };
    return () => uniform;
  }
  const boxes = areas.map(({ polygon }) => {
    const xs = polygon.map((p) => p[0]);
    const ys = polygon.map((p) => p[1]);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
  });
  return (sx, sy, hs, rx, ry, hr) => {
    const dx = rx - sx;
    const dy = ry - sy;
    const dp = Math.hypot(dx, dy);
    const at = (t: number): number => {
      const x = sx + t * dx;
      const y = sy + t * dy;
      for (let a = areas.length - 1; a >= 0; a--) {
        const [x0, y0, x1, y1] = boxes[a] ?? [0, 0, 0, 0];
        const area = areas[a]!;
        if (x >= x0 && x <= x1 && y >= y0 && y <= y1 && pointInRing(x, y, area.polygon)) return area.G;
      }
      return defaultG;
    };
    if (dp === 0) {
      const g = at(0);
      return { source: g, middle: g, receiver: g };
    }
    // piecewise-constant G between sorted breakpoints; each piece sampled at its midpoint
    const breaks = [0, 1];
    areas.forEach((area, a) => {
      const [x0, y0, x1, y1] = boxes[a] ?? [0, 0, 0, 0];
      if (Math.max(sx, rx) < x0 || Math.min(sx, rx) > x1 || Math.max(sy, ry) < y0 || Math.min(sy, ry) > y1)
        return;
      breaks.push(...ringCrossings(area.polygon, sx, sy, dx, dy));
    });
    breaks.sort((a, b) => a - b);
    const mean = (t0: number, t1: number): number => {
      if (t1 <= t0) return at(Math.min(Math.max(t0, 0), 1));
      let sum = 0;
      for (let i = 1; i < breaks.length; i++) {
        const a = Math.max(t0, breaks[i - 1] ?? 0);
        const b = Math.min(t1, breaks[i] ?? 1);
        if (b > a) sum += (b - a) * at((a + b) / 2);
      }
      return sum / (t1 - t0);
    };
    const sEnd = Math.min(1, (30 * hs) / dp);
    const rStart = Math.max(0, 1 - (30 * hr) / dp);
    return {
      source: mean(0, sEnd),
      middle: sEnd < rStart ? mean(sEnd, rStart) : defaultG,
      receiver: mean(rStart, 1),
    };
  };
}
