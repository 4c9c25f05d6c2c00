/**
 * Ring kernels in any planar frame (callers pass local metres): the shoelace area and the even-odd
 * point-in-polygon test. A ring is a list of [x, y] points, closed or not (a closing point adds nothing).
 */

type Ring = readonly (readonly number[])[];

/** Signed area of a ring: positive when it runs counter-clockwise (x east, y north). */
export function signedArea(ring: Ring): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    area += (ring[j]?.[0] ?? 0) * (ring[i]?.[1] ?? 0) - (ring[i]?.[0] ?? 0) * (ring[j]?.[1] ?? 0);
  return area / 2;
}

/**
 * Whether the ray from (x, y) towards +x crosses the edge from (x1, y1) to (x2, y2): the step of the even-odd
 * rule, half-open in y so that a ray through a vertex counts it once. The crossing's abscissa is taken from
 * the first end; callers with flat or object storage loop over their edges and call this.
 */
export function rayCrossesEdge(
  x: number,
  y: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): boolean {
  return y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1;
}

/** Even-odd point in ring (a point on an edge may go either way). */
export function pointInRing(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (rayCrossesEdge(x, y, xi, yi, xj, yj)) inside = !inside;
  }
  return inside;
}
