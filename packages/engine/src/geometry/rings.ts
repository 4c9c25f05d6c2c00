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

/**
 * Area-weighted centroid of several rings taken together (a building's outer rings), or the mean vertex when
 * they enclose no area; null without vertices. Computed about the first vertex, so that lon/lat rings keep
 * their digits (products of whole degrees would cancel them away).
 */
export function ringsCentroid(rings: readonly Ring[]): [number, number] | null {
  const vertices = rings.flat();
  const [ox = 0, oy = 0] = vertices[0] ?? [];
  let [area, cx, cy] = [0, 0, 0];
  for (const ring of rings) {
    const r = ring.map(([x = 0, y = 0]) => [x - ox, y - oy]);
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi = 0, yi = 0] = r[i] ?? [];
      const [xj = 0, yj = 0] = r[j] ?? [];
      const cross = xj * yi - xi * yj;
      cx += (xi + xj) * cross;
      cy += (yi + yj) * cross;
    }
    area += signedArea(r);
  }
  if (Math.abs(area) > 1e-18) return [ox + cx / (6 * area), oy + cy / (6 * area)];
  if (vertices.length === 0) return null;
  const n = vertices.length;
  return [
    vertices.reduce((sum, v) => sum + (v[0] ?? 0), 0) / n,
    vertices.reduce((sum, v) => sum + (v[1] ?? 0), 0) / n,
  ];
}
