import type { SkyCheck, SlantParameters } from "@soracity/contracts";
import {
  type HalfPlane,
  type HeightPlane,
  type LimitPiece,
  type SlantSite,
  type XY,
  holds,
  openSiteRing,
  planeAt,
  ringArea,
  slantPieces,
} from "./slantPlanes";

// The conforming buildings (適合建築物) of 令135条の6 (road), 135条の7 (neighbour) and 135条の8 (north): the largest
// building on the site that just fits one check's planes, as a closed solid of planar faces. Its top is the
// lower envelope of the check's limit pieces, built exactly: the site is cut into triangles, and every triangle
// by every line where a piece's region ends or two pieces' planes meet; in each convex cell one plane is the
// lowest (or none holds: no building there). The cut is conforming (a line that meets a shared edge cuts both
// sides at the same point, computed from the same ends), so walls pair with the tops and bottoms edge for edge.

/** A point of a solid (local metres), the shape of the sky engine's `Vec3`. */
export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** A closed solid: every face planar, counter-clockwise seen from outside. */
export interface ConformingSolid {
  readonly check: SkyCheck;
  readonly faces: Vec3[][];
  readonly outward: true;
}

type Polygon = XY[];

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
function cutLines(pieces: readonly LimitPiece[]): HalfPlane[] {
  const lines: HalfPlane[] = pieces.flatMap((p) => p.where);
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

interface Cell {
  polygon: Polygon;
  plane: HeightPlane;
}

/** The cells of the site under the envelope, each with its lowest plane. */
export function envelopeCells(ring: readonly XY[], pieces: readonly LimitPiece[]): Cell[] {
  const open = openSiteRing(ring);
  const ccw = ringArea(open) > 0 ? open : [...open].reverse();
  let cells = triangulateRing(ccw);
  for (const line of cutLines(pieces)) cells = cells.flatMap((c) => split(c, line));
  return cells.flatMap((polygon) => {
    const [cx, cy] = polygon.reduce(
      ([sx, sy], [x, y]) => [sx + x / polygon.length, sy + y / polygon.length],
      [0, 0],
    );
    let best: HeightPlane | null = null;
    for (const piece of pieces)
      if (piece.where.every((h) => holds(h, cx, cy)))
        if (!best || planeAt(piece.plane, cx, cy) < planeAt(best, cx, cy)) best = piece.plane;
    return best ? [{ polygon, plane: best }] : [];
  });
}

const keyOf = (p: XY) => `${p[0].toFixed(7)},${p[1].toFixed(7)}`;
const lift = (p: XY, z: number): Vec3 => ({ x: p[0], y: p[1], z });

/** A face without repeated consecutive vertices (a wall whose ends close to a point becomes a triangle). */
function face(vertices: Vec3[]): Vec3[] | null {
  const out = vertices.filter((v, i) => {
    const next = vertices[(i + 1) % vertices.length] ?? v;
    return Math.abs(v.x - next.x) + Math.abs(v.y - next.y) + Math.abs(v.z - next.z) > 1e-9;
  });
  return out.length >= 3 ? out : null;
}

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

/** The closed solid over the cells: tops, bottoms at the ground, walls where a cell stands above its side. */
export function solidOfCells(cells: readonly Cell[], ground: number): Vec3[][] {
  const owner = new Map<string, Cell>();
  for (const cell of cells)
    cell.polygon.forEach((p, i) =>
      owner.set(`${keyOf(p)}>${keyOf(cell.polygon[(i + 1) % cell.polygon.length] ?? p)}`, cell),
    );
  const faces: Vec3[][] = [];
  for (const plane of new Set(cells.map((c) => c.plane))) {
    const tops = mergeCells(cells.filter((c) => c.plane === plane).map((c) => c.polygon));
    faces.push(...tops.map((t) => t.map((p) => lift(p, planeAt(plane, p[0], p[1])))));
  }
  for (const bottom of mergeCells(cells.map((c) => c.polygon)))
    faces.push([...bottom].reverse().map((p) => lift(p, ground)));
  const walls: Vec3[][] = [];
  for (const cell of cells) {
    const { polygon, plane } = cell;
    polygon.forEach((p, i) => {
      const q = polygon[(i + 1) % polygon.length] ?? p;
      const other = owner.get(`${keyOf(q)}>${keyOf(p)}`);
      const [hp, hq] = [planeAt(plane, p[0], p[1]), planeAt(plane, q[0], q[1])];
      const [lp, lq] = other
        ? [planeAt(other.plane, p[0], p[1]), planeAt(other.plane, q[0], q[1])]
        : [ground, ground];
      if (hp < lp - 1e-9 || hq < lq - 1e-9 || (hp <= lp + 1e-9 && hq <= lq + 1e-9)) return;
      const wall = face([lift(p, lp), lift(q, lq), lift(q, hq), lift(p, hp)]);
      if (wall) walls.push(wall);
    });
  }
  return [...faces, ...mergeWalls(walls.map((w) => withJoints(w, walls)))];
}

/** Walls in one vertical plane, facing one way, merged where they share an edge (as `mergeCells`, in u, z). */
function mergeWalls(walls: readonly Vec3[][]): Vec3[][] {
  const groups = new Map<string, { d: XY; walls: Vec3[][] }>();
  for (const wall of walls) {
    const [p, q] = [wall[0], wall[1]];
    if (!p || !q) continue;
    const length = Math.hypot(q.x - p.x, q.y - p.y);
    const d: XY = [(q.x - p.x) / length, (q.y - p.y) / length];
    const key = [d[0], d[1], p.y * d[0] - p.x * d[1]].map((v) => v.toFixed(6)).join(",");
    const group = groups.get(key) ?? { d, walls: [] };
    group.walls.push(wall);
    groups.set(key, group);
  }
  return [...groups.values()].flatMap(({ d, walls: group }) => {
    const back = new Map<string, Vec3>();
    const flat = group.map((w) =>
      w.map((v): XY => {
        const uz: XY = [v.x * d[0] + v.y * d[1], v.z];
        back.set(keyOf(uz), v);
        return uz;
      }),
    );
    return mergeCells(flat).map((loop) => loop.map((uz) => back.get(keyOf(uz)) ?? lift(uz, 0)));
  });
}

/**
 * Where walls of different heights meet on one vertical line (a jump of the envelope at the site's edge),
 * the vertical edges of each wall get the other walls' corners on that line, so every edge has its twin.
 */
function withJoints(wall: readonly Vec3[], walls: readonly (readonly Vec3[])[]): Vec3[] {
  return wall.flatMap((p, i) => {
    const q = wall[(i + 1) % wall.length] ?? p;
    if (Math.abs(p.x - q.x) + Math.abs(p.y - q.y) > 1e-9) return [p];
    const [lo, hi] = [Math.min(p.z, q.z), Math.max(p.z, q.z)];
    const joints = walls
      .flat()
      .filter((v) => Math.abs(v.x - p.x) + Math.abs(v.y - p.y) <= 1e-9 && v.z > lo + 1e-9 && v.z < hi - 1e-9)
      .map((v) => v.z)
      .filter((z, k, all) => all.findIndex((w) => Math.abs(w - z) <= 1e-9) === k)
      .sort((a, b) => (p.z < q.z ? a - b : b - a));
    return [p, ...joints.map((z) => lift([p.x, p.y], z))];
  });
}

/** The conforming building of one check (null when the check sets no limit anywhere on the site). */
export function conformingSolid(
  check: SkyCheck,
  site: SlantSite,
  parameters: SlantParameters,
): ConformingSolid | null {
  const pieces = slantPieces(check, site, parameters);
  if (pieces.length === 0) return null;
  const cells = envelopeCells(site.ring, pieces);
  if (cells.length === 0) return null;
  return { check, faces: solidOfCells(cells, site.groundLevel ?? 0), outward: true };
}

/** Volume of a closed, outward-oriented solid (divergence theorem over fan triangles of each face). */
export function solidVolume(faces: readonly (readonly Vec3[])[]): number {
  let six = 0;
  for (const f of faces) {
    const o = f[0];
    if (!o) continue;
    for (let i = 1; i + 1 < f.length; i++) {
      const [p, q] = [f[i] ?? o, f[i + 1] ?? o];
      six += o.x * (p.y * q.z - p.z * q.y) - o.y * (p.x * q.z - p.z * q.x) + o.z * (p.x * q.y - p.y * q.x);
    }
  }
  return six / 6;
}
