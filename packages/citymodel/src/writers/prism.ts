import earcut from "earcut";
import type { LocalBuilding } from "../local";

/**
 * Triangles (x, y, z local metres, 9 numbers each) of a LOD1 prism: top and bottom faces cut with earcut,
 * one quad per footprint edge. Top faces up, bottom faces down, walls outward (rings are counter-clockwise).
 */
export function prismTriangles(b: Pick<LocalBuilding, "prism">): number[] {
  const out: number[] = [];
  const { baseZ, topZ } = b.prism;
  for (const poly of b.prism.rings) {
    const flat: number[] = [];
    const holes: number[] = [];
    for (const ring of poly) {
      if (flat.length > 0) holes.push(flat.length / 2);
      for (const [x, y] of ring) flat.push(x, y);
    }
    const idx = earcut(flat, holes.length > 0 ? holes : undefined, 2);
    for (let t = 0; t < idx.length; t += 3) {
      const [a, b2, c] = [idx[t], idx[t + 1], idx[t + 2]];
      // earcut keeps the ring's orientation: emit (a, b, c) up at the top, (a, c, b) down at the bottom.
      const ccw =
        (flat[2 * b2] - flat[2 * a]) * (flat[2 * c + 1] - flat[2 * a + 1]) -
          (flat[2 * b2 + 1] - flat[2 * a + 1]) * (flat[2 * c] - flat[2 * a]) >
        0;
      const [p, q] = ccw ? [b2, c] : [c, b2];
      out.push(
        flat[2 * a],
        flat[2 * a + 1],
        topZ,
        flat[2 * p],
        flat[2 * p + 1],
        topZ,
        flat[2 * q],
        flat[2 * q + 1],
        topZ,
      );
      out.push(
        flat[2 * a],
        flat[2 * a + 1],
        baseZ,
        flat[2 * q],
        flat[2 * q + 1],
        baseZ,
        flat[2 * p],
        flat[2 * p + 1],
        baseZ,
      );
    }
    for (const ring of poly) {
      for (let i = 0; i < ring.length; i++) {
        const [x1, y1] = ring[i] as readonly [number, number];
        const [x2, y2] = ring[(i + 1) % ring.length] as readonly [number, number];
        out.push(x1, y1, baseZ, x2, y2, baseZ, x2, y2, topZ);
        out.push(x1, y1, baseZ, x2, y2, topZ, x1, y1, topZ);
      }
    }
  }
  return out;
}
