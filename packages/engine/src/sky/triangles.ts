// 三斜求積: a polygon split into triangles, each measured by base × height / 2 as a surveyor's table lists it
// (base its longest side, height the distance of the opposite vertex from it).
import earcut from "earcut";
import type { ChartPoint, ChartTriangle } from "./types";

interface Polygon {
  readonly outer: readonly ChartPoint[];
  readonly holes: readonly (readonly ChartPoint[])[];
}

const dist = (p: ChartPoint, q: ChartPoint): number => Math.hypot(q[0] - p[0], q[1] - p[1]);

/** One triangle with its 三斜 measures, listed from its base's ends; null when it has no area. */
export function measureTriangle(p: ChartPoint, q: ChartPoint, r: ChartPoint): ChartTriangle | null {
  const area = Math.abs((q[0] - p[0]) * (r[1] - p[1]) - (r[0] - p[0]) * (q[1] - p[1])) / 2;
  const [pq, qr, rp] = [dist(p, q), dist(q, r), dist(r, p)];
  const base = Math.max(pq, qr, rp);
  if (area === 0 || base === 0) return null;
  const vertices: [ChartPoint, ChartPoint, ChartPoint] =
    base === pq ? [p, q, r] : base === qr ? [q, r, p] : [r, p, q];
  const height = (2 * area) / base;
  return { vertices, base, height, area: (base * height) / 2 };
}

/** The polygon (with holes) split into triangles by earcut. */
export function triangulate(polygon: Polygon): ChartTriangle[] {
  const points: ChartPoint[] = [...polygon.outer];
  const holeStarts: number[] = [];
  for (const hole of polygon.holes) {
    holeStarts.push(points.length);
    for (const q of hole) points.push(q);
  }
  const flat = new Float64Array(2 * points.length);
  points.forEach((q, i) => {
    flat[2 * i] = q[0];
    flat[2 * i + 1] = q[1];
  });
  const index = earcut(flat, holeStarts);
  const out: ChartTriangle[] = [];
  for (let t = 0; t + 2 < index.length; t += 3) {
    const at = (k: number | undefined): ChartPoint => points[k ?? 0] as ChartPoint;
    const triangle = measureTriangle(at(index[t]), at(index[t + 1]), at(index[t + 2]));
    if (triangle) out.push(triangle);
  }
  return out;
}
