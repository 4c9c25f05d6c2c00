// 三斜求積: a polygon split into triangles, each measured by base × height / 2 as a surveyor's table lists it
// (base its longest side, height the distance of the opposite vertex from it).
import earcut from "earcut";
import type { ChartPoint, ChartTriangle } from "./types";

interface Polygon {
  readonly outer: readonly ChartPoint[];
  readonly holes: readonly (readonly ChartPoint[])[];
}

const dist = (p: ChartPoint, q: ChartPoint): number => Math.hypot(q[0] - p[0], q[1] - p[1]);

/** One triangle with its 三斜 measures; null when it has no area. */
export function measureTriangle(p: ChartPoint, q: ChartPoint, r: ChartPoint): ChartTriangle | null {
  const area = Math.abs((q[0] - p[0]) * (r[1] - p[1]) - (r[0] - p[0]) * (q[1] - p[1])) / 2;
  const sides: [number, ChartPoint, ChartPoint, ChartPoint][] = [
    [dist(p, q), p, q, r],
    [dist(q, r), q, r, p],
    [dist(r, p), r, p, q],
  ];
  sides.sort((s, t) => t[0] - s[0]);
  const [base, a, b, c] = sides[0] as [number, ChartPoint, ChartPoint, ChartPoint];
  if (area === 0 || base === 0) return null;
  const height = (2 * area) / base;
  return { vertices: [a, b, c], base, height, area: (base * height) / 2 };
}

/** The polygon (with holes) split into triangles by earcut. */
export function triangulate(polygon: Polygon): ChartTriangle[] {
  const rings = [polygon.outer, ...polygon.holes];
  const points = rings.flat();
  const holeStarts: number[] = [];
  let count = polygon.outer.length;
  for (const hole of polygon.holes) {
    holeStarts.push(count);
    count += hole.length;
  }
  const index = earcut(
    points.flatMap((p) => [p[0], p[1]]),
    holeStarts,
  );
  const out: ChartTriangle[] = [];
  for (let t = 0; t + 2 < index.length; t += 3) {
    const [p, q, r] = [index[t], index[t + 1], index[t + 2]].map((k) => points[k ?? 0] as ChartPoint);
    const triangle = measureTriangle(p as ChartPoint, q as ChartPoint, r as ChartPoint);
    if (triangle) out.push(triangle);
  }
  return out;
}
