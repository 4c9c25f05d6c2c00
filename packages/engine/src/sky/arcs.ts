// Great-circle arcs of the silhouette, sampled for drawing: each edge between two unit directions is the arc
// of the great circle through them (its orthographic image is an ellipse arc, or a radial line when the
// plane is vertical).
import type { V3 } from "./vec";
import { angleBetween } from "./vec";

/** Below this a component of a direction is taken as 0 (on a quadrant seam or the horizon). */
const SNAP = 1e-9;

/** A direction with components within SNAP of 0 set to 0 (so seams and the horizon meet exactly). */
export function snapDirection(d: V3): V3 {
  const s: V3 = [Math.abs(d[0]) < SNAP ? 0 : d[0], Math.abs(d[1]) < SNAP ? 0 : d[1], Math.max(0, d[2])];
  const n = Math.hypot(s[0], s[1], s[2]);
  return [s[0] / n, s[1] / n, s[2] / n];
}

/** A closed ring of directions with points added along each arc so that none spans more than `step` rad. */
export function densifyRing(ring: readonly V3[], step: number): V3[] {
  const out: V3[] = [];
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i] as V3;
    const q = ring[(i + 1) % ring.length] as V3;
    out.push(p);
    const theta = angleBetween(p, q);
    const n = Math.ceil(theta / step);
    if (!(n > 1)) continue;
    const sin = Math.sin(theta);
    for (let k = 1; k < n; k++) {
      // slerp along the great circle through p and q
      const f = Math.sin(((n - k) / n) * theta) / sin;
      const g = Math.sin((k / n) * theta) / sin;
      out.push([f * p[0] + g * q[0], f * p[1] + g * q[1], f * p[2] + g * q[2]]);
    }
  }
  return out;
}
