import {
  type HalfPlane,
  type HeightPlane,
  type LimitPiece,
  type XY,
  openSiteRing,
  planeAt,
  ringArea,
} from "./slantPlanes";

// The lower envelope of limit pieces over a site, exactly: the site is cut into triangles, and each triangle,
// recursively, by the lines where a piece's region ends or two pieces' planes meet, until in each convex cell
// one plane is the lowest (or none holds: no building there). Each cell then takes the vertices of the others
// that lie on its edges, so cells meet edge for edge.

export type Polygon = XY[];

const EPS = 1e-9;

/** Ear clipping of a simple counter-clockwise ring into triangles. */
export function triangulateRing(ring: readonly XY[]): Polygon[] {
  const points = [...ring];
  const out: Polygon[] = [];
  const cross = (o: XY, p: XY, q: XY) => (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
  let guard = points.length * points.length;
  while (points.length > 3 && guard-- > 0) {
    const n = points.length;
    const ear = points.findIndex((p, i) => {
      const prev = points[(i + n - 1) % n] ?? p;
      const next = points[(i + 1) % n] ?? p;
      if (cross(prev, p, next) <= EPS) return false;
      return !points.some(
        (q) =>
          q !== prev &&
          q !== p &&
          q !== next &&
          cross(prev, p, q) >= -EPS &&
          cross(p, next, q) >= -EPS &&
          cross(next, prev, q) >= -EPS,
      );
    });
    if (ear < 0) break;
    out.push([points[(ear + n - 1) % n] ?? [0, 0], points[ear] ?? [0, 0], points[(ear + 1) % n] ?? [0, 0]]);
    points.splice(ear, 1);
  }
  if (points.length === 3 && Math.abs(ringArea(points)) > EPS) out.push(points);
  return out;
}

// The crossing of the segment p-q with the line, from the ends in a fixed order so both cells sharing the
// segment get the same point.
function crossing(p: XY, q: XY, vp: number, vq: number): XY {
  const swap = p[0] > q[0] || (p[0] === q[0] && p[1] > q[1]);
  const [a, b, va, vb] = swap ? [q, p, vq, vp] : [p, q, vp, vq];
  const t = va / (va - vb);
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** The sides of a convex polygon where the line's value is ≥ 0 and ≤ 0 (null: nothing of it there). */
function split(poly: Polygon, line: HalfPlane): [Polygon | null, Polygon | null] {
  const norm = Math.hypot(line.a, line.b);
  const values = poly.map(([x, y]) => {
    const v = (line.a * x + line.b * y + line.c) / norm;
    return Math.abs(v) < EPS ? 0 : v;
  });
  if (values.every((v) => v >= 0)) return [poly, null];
  if (values.every((v) => v <= 0)) return [null, poly];
  const sides: [Polygon, Polygon] = [[], []];
  poly.forEach((p, i) => {
    const j = (i + 1) % poly.length;
    const [vp, vq] = [values[i] ?? 0, values[j] ?? 0];
    if (vp >= 0) sides[0].push(p);
    if (vp <= 0) sides[1].push(p);
    if ((vp > 0 && vq < 0) || (vp < 0 && vq > 0)) {
      const x = crossing(p, poly[j] ?? p, vp, vq);
      sides[0].push(x);
      sides[1].push(x);
    }
  });
  const keep = (side: Polygon) => (side.length >= 3 && Math.abs(ringArea(side)) > EPS ? side : null);
  return [keep(sides[0]), keep(sides[1])];
}

export interface Cell {
  polygon: Polygon;
  plane: HeightPlane;
}

const difference = (p: HeightPlane, q: HeightPlane): HalfPlane => ({
  a: p.gx - q.gx,
  b: p.gy - q.gy,
  c: p.z0 - q.z0,
});

/**
 * The envelope over one convex polygon, split only where it must be: by a piece's region border that crosses
 * it, then by the meeting line of two planes that are each lowest somewhere on it (a plane no lower than
 * another at every vertex is no lower anywhere on the polygon), and last by the floor.
 */
function refine(poly: Polygon, pieces: readonly LimitPiece[], floor: number | null, out: Cell[]): void {
  const [cx, cy] = centroid(poly);
  /** Refines both sides when the line cuts the polygon; false when it only grazes it (within rounding). */
  const cut = (line: HalfPlane, candidates: readonly LimitPiece[]): boolean => {
    const [a, b] = split(poly, line);
    if (!a || !b) return false;
    refine(a, candidates, floor, out);
    refine(b, candidates, floor, out);
    return true;
  };
  const valid: LimitPiece[] = [];
  for (const piece of pieces) {
    let inside = true;
    for (const h of piece.where) {
      const values = poly.map(([x, y]) => h.a * x + h.b * y + h.c);
      if (values.every((v) => v >= -EPS)) continue;
      if (!values.every((v) => v <= EPS)) {
        if (cut(h, pieces)) return;
        // A border that only grazes the polygon: its centroid tells on which side the polygon lies.
        if (h.a * cx + h.b * cy + h.c >= 0) continue;
      }
      inside = false;
      break;
    }
    if (inside) valid.push(piece);
  }
  const heights = valid.map((piece) => poly.map(([x, y]) => planeAt(piece.plane, x, y)));
  const lowest = valid.filter(
    (_, j) =>
      !valid.some((__, i) => {
        if (i === j) return false;
        const [hi, hj] = [heights[i] ?? [], heights[j] ?? []];
        const noHigher = hi.every((h, k) => h <= (hj[k] ?? 0) + EPS);
        const equal = hi.every((h, k) => Math.abs(h - (hj[k] ?? 0)) <= EPS);
        return noHigher && (!equal || i < j);
      }),
  );
  const [first, second] = lowest;
  if (!first) return;
  if (second) {
    if (cut(difference(first.plane, second.plane), lowest)) return;
    // The planes meet only at the polygon's rim (a very steep plane, e.g. of an edge running almost due
    // north, leaves rounding-sized slivers): the one higher at the centroid is not the lowest here.
    const higher = planeAt(first.plane, cx, cy) > planeAt(second.plane, cx, cy) ? first : second;
    return refine(
      poly,
      lowest.filter((piece) => piece !== higher),
      floor,
      out,
    );
  }
  if (floor === null) return void out.push({ polygon: poly, plane: first.plane });
  const [above] = split(poly, { ...difference(first.plane, { z0: floor, gx: 0, gy: 0 }) });
  const [ax, ay] = above ? centroid(above) : [0, 0];
  if (above && planeAt(first.plane, ax, ay) > floor + EPS) out.push({ polygon: above, plane: first.plane });
}

const centroid = (poly: Polygon): XY =>
  poly.reduce<XY>(([sx, sy], [x, y]) => [sx + x / poly.length, sy + y / poly.length], [0, 0]);

/** Each cell's edges with the other cells' vertices that lie on them, so neighbours meet edge for edge. */
function withSharedVertices(cells: readonly Cell[]): Cell[] {
  const vertices = new Map<string, XY>();
  for (const c of cells) for (const p of c.polygon) vertices.set(keyOf(p), p);
  const all = [...vertices.values()];
  return cells.map(({ polygon, plane }) => ({
    plane,
    polygon: polygon.flatMap((p, i) => {
      const q = polygon[(i + 1) % polygon.length] ?? p;
      const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
      const length2 = dx * dx + dy * dy;
      const inner = all
        .map((v): [number, XY] => [((v[0] - p[0]) * dx + (v[1] - p[1]) * dy) / length2, v])
        .filter(([t, v]) => {
          if (t <= 1e-9 || t >= 1 - 1e-9) return false;
          const [ex, ey] = [p[0] + dx * t - v[0], p[1] + dy * t - v[1]];
          return Math.hypot(ex, ey) < 1e-7;
        })
        .sort(([s], [t]) => s - t)
        .map(([, v]) => v);
      return [p, ...inner];
    }),
  }));
}

/**
 * The cells of the site under the envelope, each with its lowest plane; with a `floor`, only where the
 * envelope stands above it (a road plane far below the site's ground leaves no building there).
 */
export function envelopeCells(
  ring: readonly XY[],
  pieces: readonly LimitPiece[],
  floor: number | null = null,
): Cell[] {
  const open = openSiteRing(ring);
  const ccw = ringArea(open) > 0 ? open : [...open].reverse();
  const cells: Cell[] = [];
  for (const triangle of triangulateRing(ccw)) refine(triangle, pieces, floor, cells);
  return withSharedVertices(cells);
}

export const keyOf = (p: XY) => `${p[0].toFixed(7)},${p[1].toFixed(7)}`;

/** The loop started at a strict left turn, so its first three vertices give its normal. */
function fromCorner(loop: Polygon): Polygon {
  const n = loop.length;
  const turn = (i: number) => {
    const [o, p, q] = [loop[i % n], loop[(i + 1) % n], loop[(i + 2) % n]];
    if (!o || !p || !q) return 0;
    return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
  };
  const start = loop.findIndex((_, i) => turn(i) > EPS);
  return start <= 0 ? loop : [...loop.slice(start), ...loop.slice(0, start)];
}

/**
 * The union of edge-sharing convex cells as simple counter-clockwise polygons (their shared edges cancel; every
 * vertex is kept, so the walls' edges still pair with theirs). Where the union would have a hole or a vertex
 * met twice, the cells are returned as they are.
 */
export function mergeCells(polygons: readonly Polygon[]): Polygon[] {
  const edges = new Map<string, Edge>();
  for (const polygon of polygons)
    polygon.forEach((p, i) => {
      const q = polygon[(i + 1) % polygon.length] ?? p;
      const back = `${keyOf(q)}>${keyOf(p)}`;
      if (edges.has(back)) edges.delete(back);
      else edges.set(`${keyOf(p)}>${keyOf(q)}`, { from: p, to: q, used: false });
    });
  const outgoing = new Map<string, Edge[]>();
  for (const edge of edges.values())
    outgoing.set(keyOf(edge.from), [...(outgoing.get(keyOf(edge.from)) ?? []), edge]);
  const loops: Polygon[] = [];
  for (const first of edges.values()) {
    if (first.used) continue;
    const loop: Polygon = [];
    for (let edge: Edge | undefined = first; edge;) {
      edge.used = true;
      loop.push(edge.from);
      const from: Edge = edge;
      const options = (outgoing.get(keyOf(from.to)) ?? []).filter((e) => !e.used || e === first);
      // Where two loops touch at a vertex, the sharpest left turn keeps each loop simple.
      edge = options.sort((e, f) => turn(from, f) - turn(from, e))[0];
      if (edge === first) break;
      if (!edge) return [...polygons];
    }
    if (ringArea(loop) <= EPS) return [...polygons];
    loops.push(fromCorner(loop));
  }
  return loops;
}

interface Edge {
  from: XY;
  to: XY;
  used: boolean;
}

/** The signed angle from one edge's direction to the next's (left turns positive). */
function turn(into: Edge, out: Edge): number {
  const [ax, ay] = [into.to[0] - into.from[0], into.to[1] - into.from[1]];
  const [bx, by] = [out.to[0] - out.from[0], out.to[1] - out.from[1]];
  return Math.atan2(ax * by - ay * bx, ax * bx + ay * by);
}
