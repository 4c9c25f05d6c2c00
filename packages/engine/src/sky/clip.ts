// Exact planar clips of eye-relative polygons by half-spaces through the eye (Sutherland–Hodgman).
// A non-convex polygon may come out with zero-width bridges along the cut; they add no area to a union.
import type { V3 } from "./vec";

/** The part of `poly` where a·x + b·y + c·z ≥ 0. */
export function clipHalfSpace(poly: readonly V3[], a: number, b: number, c: number): V3[] {
  const n = poly.length;
  let inside = 0;
  const side = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const p = poly[i] as V3;
    const s = a * p[0] + b * p[1] + c * p[2];
    side[i] = s;
    if (s >= 0) inside++;
  }
  if (inside === n) return poly as V3[];
  if (inside === 0) return [];
  const out: V3[] = [];
  for (let i = 0; i < n; i++) {
    const p = poly[i] as V3;
    const q = poly[(i + 1) % n] as V3;
    const sp = side[i] as number;
    const sq = side[(i + 1) % n] as number;
    if (sp >= 0) out.push(p);
    if ((sp >= 0 && sq < 0) || (sp < 0 && sq >= 0)) {
      if (sp === 0 || sq === 0) continue; // the vertex on the plane is the crossing itself
      const t = sp / (sp - sq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]), p[2] + t * (q[2] - p[2])]);
    }
  }
  return out.length >= 3 ? out : [];
}
