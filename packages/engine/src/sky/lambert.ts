// Lambert's contour formula: the projected solid angle (∫ cos θ dω onto the horizontal plane, θ from the
// zenith) of a spherical polygon whose edges are great-circle arcs is ½ Σ θ_i (n_i · ẑ), θ_i the arc between
// consecutive vertices, n_i the unit normal of its great circle (v_i × v_{i+1} normalised). The sign follows
// the orientation: counter-clockwise seen from outside the sphere counts positive, so holes subtract.
import type { V3 } from "./vec";

/** Projected solid angle of a closed ring of unit directions (steradians, signed). */
export function projectedSolidAngle(ring: readonly V3[]): number {
  let sum = 0;
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const p = ring[i] as V3;
    const q = ring[(i + 1) % n] as V3;
    const cx = p[1] * q[2] - p[2] * q[1];
    const cy = p[2] * q[0] - p[0] * q[2];
    const cz = p[0] * q[1] - p[1] * q[0];
    const s = Math.hypot(cx, cy, cz);
    if (s === 0) continue;
    const theta = Math.atan2(s, p[0] * q[0] + p[1] * q[1] + p[2] * q[2]);
    sum += (theta * cz) / s;
  }
  return sum / 2;
}
