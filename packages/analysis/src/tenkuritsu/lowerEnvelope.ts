import {
  type HalfPlane,
  type HeightPlane,
  type LimitPiece,
  type XY,
  holds,
  openSiteRing,
  planeAt,
  ringArea,
} from "./slantPlanes";

// The lower envelope of limit pieces over a site, exactly: the site is cut into triangles, and every triangle
// by every line where a piece's region ends or two pieces' planes meet; in each convex cell one plane is the
// lowest (or none holds: no building there). The cut is conforming (a line that meets a shared edge cuts both
// sides at the same point, computed from the same ends), so cells meet edge for edge.

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

/** The two sides of a convex polygon cut by a line (a side is empty when the line misses it). */
function split(poly: Polygon, line: HalfPlane): Polygon[] {
  const values = poly.map(([x, y]) => {
    const v = line.a * x + line.b * y + line.c;
    return Math.abs(v) < EPS ? 0 : v;
  });
  if (values.every((v) => v >= 0) || values.every((v) => v <= 0)) return [poly];
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
  return sides.filter((s) => s.length >= 3 && Math.abs(ringArea(s)) > EPS);
}

/** The lines the envelope can bend or end on: the pieces' region borders and the planes' pairwise meetings. */
function cutLines(pieces: readonly LimitPiece[], floor: number | null): HalfPlane[] {
  const lines: HalfPlane[] = pieces.flatMap((p) => p.where);
  if (floor !== null)
    for (const { plane } of pieces) lines.push({ a: plane.gx, b: plane.gy, c: plane.z0 - floor });
  pieces.forEach((p, i) =>
    pieces.slice(i + 1).forEach((q) => {
      const [a, b] = [p.plane.gx - q.plane.gx, p.plane.gy - q.plane.gy];
      if (Math.hypot(a, b) > EPS) lines.push({ a, b, c: p.plane.z0 - q.plane.z0 });
    }),
  );
  const seen = new Set<string>();
  return lines.flatMap((l) => {
    const norm = Math.hypot(l.a, l.b);
    if (norm <= EPS) return [];
    const sign = l.a < -EPS || (Math.abs(l.a) <= EPS && l.b < 0) ? -1 : 1;
    const unit = { a: (sign * l.a) / norm, b: (sign * l.b) / norm, c: (sign * l.c) / norm };
    const key = [unit.a, unit.b, unit.c].map((v) => v.toFixed(9)).join(",");
    if (seen.has(key)) return [];
    seen.add(key);
    return [unit];
  });
}

export interface Cell {
  polygon: Polygon;
  plane: HeightPlane;
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
  let cells = triangulateRing(ccw);
  for (const line of cutLines(pieces, floor)) cells = cells.flatMap((c) => split(c, line));
  return cells.flatMap((polygon) => {
    const [cx, cy] = polygon.reduce(
      ([sx, sy], [x, y]) => [sx + x / polygon.length, sy + y / polygon.length],
      [0, 0],
    );
    let best: HeightPlane | null = null;
    for (const piece of pieces)
      if (piece.where.every((h) => holds(h, cx, cy)))
        if (!best || planeAt(piece.plane, cx, cy) < planeAt(best, cx, cy)) best = piece.plane;
    if (!best || (floor !== null && planeAt(best, cx, cy) <= floor + EPS)) return [];
    return [{ polygon, plane: best }];
  });
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
  const edges = new Map<string, { from: XY; to: string }>();
  for (const polygon of polygons)
    polygon.forEach((p, i) => {
      const q = polygon[(i + 1) % polygon.length] ?? p;
      const back = `${keyOf(q)}>${keyOf(p)}`;
      if (edges.has(back)) edges.delete(back);
      else edges.set(`${keyOf(p)}>${keyOf(q)}`, { from: p, to: keyOf(q) });
    });
  const next = new Map<string, { from: XY; to: string }>();
  for (const edge of edges.values()) {
    if (next.has(keyOf(edge.from))) return [...polygons];
    next.set(keyOf(edge.from), edge);
  }
  const loops: Polygon[] = [];
  const used = new Set<string>();
  for (const start of next.keys()) {
    if (used.has(start)) continue;
    const loop: Polygon = [];
    for (let key = start, edge = next.get(key); edge && !used.has(key); key = edge.to, edge = next.get(key)) {
      used.add(key);
      loop.push(edge.from);
    }
    if (ringArea(loop) <= EPS) return [...polygons];
    loops.push(fromCorner(loop));
  }
  return loops;
}
