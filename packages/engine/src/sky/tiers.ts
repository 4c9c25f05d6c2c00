// Planned buildings are stacked prism tiers (the shadow service's model): a tier with base > 0 is an
// overhang and the eye may stand under it, so the bottom face is always emitted.
import earcut from "earcut";
import type { Meters } from "../units";
import type { Face, Solid, Vec3 } from "./types";

type Ring = readonly (readonly [number, number])[];

/** Twice the signed area of a plan ring (positive counter-clockwise). */
function twiceArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [ax, ay] = ring[i] as readonly [number, number];
    const [bx, by] = ring[(i + 1) % ring.length] as readonly [number, number];
    sum += ax * by - bx * ay;
  }
  return sum;
}

const oriented = (ring: Ring, ccw: boolean): Ring =>
  twiceArea(ring) > 0 === ccw ? ring : [...ring].reverse();

const at = (p: readonly [number, number], z: Meters): Vec3 => ({ x: p[0], y: p[1], z });

/** The walls of one ring: quads that run counter-clockwise seen from outside the solid. */
function walls(ring: Ring, base: Meters, top: Meters): Face[] {
  return ring.map((a, i) => {
    const b = ring[(i + 1) % ring.length] as readonly [number, number];
    return [at(a, base), at(b, base), at(b, top), at(a, top)];
  });
}

/** Top (up) and bottom (down) faces: the ring itself, or earcut triangles when it has courtyards. */
function caps(outer: Ring, holes: readonly Ring[], base: Meters, top: Meters): Face[] {
  if (holes.length === 0) {
    const up = outer.map((p) => at(p, top));
    const down = [...outer].reverse().map((p) => at(p, base));
    return [up, down];
  }
  const rings = [outer, ...holes];
  const flat = rings.flatMap((r) => r.flatMap((p) => [p[0], p[1]]));
  const holeStarts: number[] = [];
  let count = outer.length;
  for (const hole of holes) {
    holeStarts.push(count);
    count += hole.length;
  }
  const points = rings.flat();
  const index = earcut(flat, holeStarts);
  const faces: Face[] = [];
  for (let t = 0; t < index.length; t += 3) {
    const tri = [index[t], index[t + 1], index[t + 2]].map(
      (k) => points[k ?? 0] as readonly [number, number],
    );
    const [p, q, r] = tri as [
      readonly [number, number],
      readonly [number, number],
      readonly [number, number],
    ];
    const ccw = twiceArea([p, q, r]) > 0;
    const up = (ccw ? [p, q, r] : [p, r, q]).map((v) => at(v, top));
    faces.push(
      up,
      [...up].reverse().map((v) => ({ ...v, z: base })),
    );
  }
  return faces;
}

/**
 * The faces of a prism tier from `base` to `top` (metres, same datum as the eye): walls, top and bottom,
 * oriented outward, so the solid is marked `outward` (back faces are skipped). `holes` are courtyards.
 */
export function tierSolid(footprint: Ring, base: Meters, top: Meters, holes: readonly Ring[] = []): Solid {
  if (footprint.length < 3 || !(top > base)) return { faces: [], outward: true };
  const outer = oriented(footprint, true);
  const inner = holes.filter((h) => h.length >= 3).map((h) => oriented(h, false));
  const faces = [...walls(outer, base, top), ...inner.flatMap((h) => walls(h, base, top))];
  faces.push(...caps(outer, inner, base, top));
  return { faces, outward: true };
}
