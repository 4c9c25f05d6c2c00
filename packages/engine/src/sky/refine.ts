// A polygon union rounds its vertices (to 1e-7 here). Corners of the input come back exact by lookup; a
// crossing of two input edges is moved onto the exact intersection of the two edges' lines, so the area
// that follows is exact to rounding in doubles, not to the union's grid.
import type { PathD, PathsD } from "@countertype/clipper2-ts";

interface Point {
  x: number;
  y: number;
}

/**
 * One number for the grid cell of (x, y) at `scale` cells per unit, for |x|, |y| < 2^25 / scale (both the
 * gnomonic and the disc coordinates stay below 2 at 1e7): the two cell indices packed exactly in 51 bits.
 */
export function gridKey(x: number, y: number, scale: number): number {
  const offset = 2 ** 25;
  return (Math.round(x * scale) + offset) * 2 ** 26 + (Math.round(y * scale) + offset);
}

/** The input edges as flat boxes (minX, minY, maxX, maxY) with their ends, for quick rejection. */
interface EdgeTable {
  box: Float64Array;
  ends: [Point, Point][];
}

function edgeTable(paths: PathsD): EdgeTable {
  const ends: [Point, Point][] = [];
  for (const path of paths)
    for (let i = 0; i < path.length; i++) ends.push([path[i] as Point, path[(i + 1) % path.length] as Point]);
  const box = new Float64Array(4 * ends.length);
  ends.forEach(([a, b], k) => {
    box[4 * k] = Math.min(a.x, b.x);
    box[4 * k + 1] = Math.min(a.y, b.y);
    box[4 * k + 2] = Math.max(a.x, b.x);
    box[4 * k + 3] = Math.max(a.y, b.y);
  });
  return { box, ends };
}

/** Input edges that pass within `tolerance` of q. */
function edgesNear(table: EdgeTable, q: Point, tolerance: number): [Point, Point][] {
  const out: [Point, Point][] = [];
  const { box, ends } = table;
  for (let k = 0; k < ends.length; k++) {
    const i = 4 * k;
    if (q.x < (box[i] as number) - tolerance || q.x > (box[i + 2] as number) + tolerance) continue;
    if (q.y < (box[i + 1] as number) - tolerance || q.y > (box[i + 3] as number) + tolerance) continue;
    const [a, b] = ends[k] as [Point, Point];
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const len2 = dx * dx + dy * dy;
    if (len2 === 0) continue;
    const t = Math.max(0, Math.min(1, ((q.x - a.x) * dx + (q.y - a.y) * dy) / len2));
    if (Math.hypot(a.x + t * dx - q.x, a.y + t * dy - q.y) <= tolerance) out.push([a, b]);
  }
  return out;
}

/** The crossing of the two lines most nearly at right angles among `edges`; null when all are parallel. */
function crossing(edges: [Point, Point][]): Point | null {
  let best: Point | null = null;
  let bestSine = 1e-9;
  for (let i = 0; i < edges.length; i++) {
    for (let j = i + 1; j < edges.length; j++) {
      const [a, b] = edges[i] as [Point, Point];
      const [c, d] = edges[j] as [Point, Point];
      const [ux, uy, vx, vy] = [b.x - a.x, b.y - a.y, d.x - c.x, d.y - c.y];
      const den = ux * vy - uy * vx;
      const sine = Math.abs(den) / (Math.hypot(ux, uy) * Math.hypot(vx, vy));
      if (sine <= bestSine) continue;
      const t = ((c.x - a.x) * vy - (c.y - a.y) * vx) / den;
      best = { x: a.x + t * ux, y: a.y + t * uy };
      bestSine = sine;
    }
  }
  return best;
}

/** q moved onto the line through a and b (a point the union added along collinear input edges). */
function onLine(q: Point, [a, b]: [Point, Point]): Point {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const t = ((q.x - a.x) * dx + (q.y - a.y) * dy) / (dx * dx + dy * dy);
  return { x: a.x + t * dx, y: a.y + t * dy };
}

/** The union's rings with every vertex given back its exact position from the input `paths`. */
export function refineUnion(paths: PathsD, union: PathsD, decimals: number): PathsD {
  const scale = 10 ** decimals;
  const key = (x: number, y: number): number => gridKey(x, y, scale);
  const exact = new Map<number, Point>();
  for (const path of paths) for (const q of path) exact.set(key(q.x, q.y), q);
  const tolerance = 2 / scale;
  let table: EdgeTable | null = null;
  const refine = (q: Point): Point => {
    const corner = exact.get(key(q.x, q.y));
    if (corner) return corner;
    table ??= edgeTable(paths);
    const edges = edgesNear(table, q, tolerance);
    // near-parallel edges cross far off: keep only a crossing where the union put the vertex
    const cross = crossing(edges);
    if (cross && Math.hypot(cross.x - q.x, cross.y - q.y) <= 2 * tolerance) return cross;
    return edges[0] ? onLine(q, edges[0]) : q;
  };
  return union.map((ring): PathD => ring.map(refine));
}
