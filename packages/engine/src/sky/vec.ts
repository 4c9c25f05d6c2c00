// Small vector helpers on plain triples (hot loops avoid allocating objects with names).
export type V3 = [number, number, number];

export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

export const norm = (a: V3): number => Math.hypot(a[0], a[1], a[2]);

export function normalize(a: V3): V3 {
  const n = norm(a);
  return [a[0] / n, a[1] / n, a[2] / n];
}

/** Newell's normal of a polygon (robust for non-convex and slightly non-planar rings); length = 2 × area. */
export function newellNormal(ring: readonly V3[]): V3 {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as V3;
    const b = ring[(i + 1) % ring.length] as V3;
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return [nx, ny, nz];
}

/** The angle between two unit vectors, accurate near 0 and π. */
export function angleBetween(a: V3, b: V3): number {
  return Math.atan2(norm(cross(a, b)), dot(a, b));
}
