import type { SkyCheck, SlantParameters } from "@soracity/contracts";
import { type Cell, envelopeCells, keyOf, mergeCells } from "./lowerEnvelope";
import { type SlantSite, type XY, planeAt, roadPieces, slantPieces } from "./slantPlanes";

// The conforming buildings (適合建築物) of 令135条の6 (road), 135条の7 (neighbour) and 135条の8 (north): the largest
// building on the site that just fits one check's planes, as a closed solid of planar faces: the lower envelope
// of the check's limit pieces (lowerEnvelope.ts) as tops, the ground as bottom, walls where the top stands above
// its side; every edge of one face is met by an edge of another.

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

const lift = (p: XY, z: number): Vec3 => ({ x: p[0], y: p[1], z });

/** A face without repeated consecutive vertices (a wall whose ends close to a point becomes a triangle). */
function face(vertices: Vec3[]): Vec3[] | null {
  const out = vertices.filter((v, i) => {
    const next = vertices[(i + 1) % vertices.length] ?? v;
    return Math.abs(v.x - next.x) + Math.abs(v.y - next.y) + Math.abs(v.z - next.z) > 1e-9;
  });
  return out.length >= 3 ? out : null;
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
  const ground = site.groundLevel ?? 0;
  const cells = envelopeCells(site.ring, pieces, ground);
  if (cells.length === 0) return null;
  return { check, faces: solidOfCells(cells, ground), outward: true };
}

/**
 * The part of the site where the road limit applies (道路高さ制限が適用される範囲, 法56条1項1号 and 令132条), as
 * counter-clockwise polygons: 令135条の6第1項第1号 compares only the planned building's part within it.
 */
export function roadApplicationArea(site: SlantSite, parameters: SlantParameters): XY[][] {
  return mergeCells(envelopeCells(site.ring, roadPieces(site, parameters, true)).map((c) => c.polygon));
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
