import { segmentCrossing } from "../geometry/segments";
import { rayCrossesEdge } from "../geometry/rings";
import type { LocalPoint, LocalRing, Meters } from "../units";
import type { Crossings } from "./crossings";

/** A building: footprint ring (local metres) and roof height above ground (m). */
export interface Building {
  footprint: LocalRing;
  height: Meters;
  id?: string;
}

/** A thin barrier: a polyline of at least two points and its height above ground (m). */
export interface Barrier {
  points: readonly LocalPoint[];
  height: Meters;
}

/**
 * Flat spatial index of obstacle edges on a uniform grid (CSR layout: cellStart/cellItems), built once per
 * scene. A segment query walks the cells it crosses (Amanatides-Woo) and tests each edge once (stamps), so
 * the cost follows the path length, not the number of buildings. Obstacles are numbered buildings first,
 * then barriers.
 */
export class ObstacleIndex {
  readonly obstacleCount: number;
  readonly buildingCount: number;
  /** Vertices of each obstacle (for lateral paths): obstacle o owns vx/vy[vertexStart[o] .. vertexStart[o+1]). */
  readonly vertexStart: Int32Array;
  readonly vx: Float64Array;
  readonly vy: Float64Array;
  readonly height: Float64Array;
  /** Edges packed as [ax, ay, bx - ax, by - ay] per edge. */
  readonly edges: Float64Array;
  readonly edgeOwner: Int32Array;
  /** Edges of each obstacle: obstacle o owns edges [edgeStart[o], edgeStart[o + 1]). */
  readonly edgeStart: Int32Array;
  /** Parts (a building, or one barrier segment): edges [partEdge[p], partEdge[p+1]) and bbox (4 per part). */
  private readonly partEdge: Int32Array;
  private readonly partBox: Float64Array;
  private readonly stamp: Int32Array;
  private query = 0;
  private readonly minX: number;
  private readonly minY: number;
  private readonly maxX: number;
  private readonly maxY: number;
  private readonly cell: number;
  private readonly nx: number;
  private readonly ny: number;
  private readonly cellStart: Int32Array;
  private readonly cellItems: Int32Array;
  private readonly buildingStart: Int32Array;
  private readonly buildingItems: Int32Array;

  /** @param cellSize grid cell size (m); default from the mean edge length. */
  constructor(buildings: readonly Building[], barriers: readonly Barrier[], cellSize?: Meters) {
    const chains: { points: readonly LocalPoint[]; closed: boolean; height: number }[] = [
      ...buildings.map((b) => ({ points: b.footprint, closed: true, height: b.height })),
      ...barriers.map((b) => ({ points: b.points, closed: false, height: b.height })),
    ];
    this.obstacleCount = chains.length;
    this.buildingCount = buildings.length;
    this.height = Float64Array.from(chains, (c) => c.height);
    this.vertexStart = new Int32Array(chains.length + 1);
    this.edgeStart = new Int32Array(chains.length + 1);
    const vx: number[] = [];
    const vy: number[] = [];
    const edges: number[] = [];
    const partEdge: number[] = [0];
    chains.forEach((chain, o) => {
      const n = chain.points.length;
      for (const [x, y] of chain.points) {
        vx.push(x);
        vy.push(y);
      }
      this.vertexStart[o + 1] = vx.length;
      const segments = chain.closed ? n : n - 1;
      for (let i = 0; i < segments; i++) {
        const a = chain.points[i]!;
        const b = chain.points[(i + 1) % n]!;
        edges.push(a[0], a[1], b[0], b[1], o);
        if (!chain.closed) partEdge.push(edges.length / 5);
      }
      if (chain.closed) partEdge.push(edges.length / 5);
      this.edgeStart[o + 1] = edges.length / 5;
    });
    this.vx = Float64Array.from(vx);
    this.vy = Float64Array.from(vy);
    const m = edges.length / 5;
    this.edges = new Float64Array(4 * m);
    this.edgeOwner = new Int32Array(m);
    this.partEdge = Int32Array.from(partEdge);
    const parts = partEdge.length - 1;
    this.stamp = new Int32Array(parts);
    let total = 0;
    for (let e = 0; e < m; e++) {
      const [ax = 0, ay = 0, bx = 0, by = 0, owner = 0] = edges.slice(5 * e, 5 * e + 5);
      this.edges.set([ax, ay, bx - ax, by - ay], 4 * e);
      this.edgeOwner[e] = owner;
      total += Math.hypot(bx - ax, by - ay);
    }
    this.partBox = new Float64Array(4 * parts);
    for (let p = 0; p < parts; p++) {
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let e = this.partEdge[p] ?? 0; e < (this.partEdge[p + 1] ?? 0); e++) {
        const [ax = 0, ay = 0, ex = 0, ey = 0] = this.edges.subarray(4 * e, 4 * e + 4);
        x0 = Math.min(x0, ax, ax + ex);
        y0 = Math.min(y0, ay, ay + ey);
        x1 = Math.max(x1, ax, ax + ex);
        y1 = Math.max(y1, ay, ay + ey);
      }
      this.partBox.set([x0, y0, x1, y1], 4 * p);
    }
    this.minX = vx.length ? Math.min(...vx) - 1 : 0;
    this.minY = vy.length ? Math.min(...vy) - 1 : 0;
    this.maxX = vx.length ? Math.max(...vx) + 1 : 1;
    this.maxY = vy.length ? Math.max(...vy) + 1 : 1;
    const span = Math.max(this.maxX - this.minX, this.maxY - this.minY);
    this.cell = cellSize ?? Math.max(2, Math.min(span / 4, m ? (2 * total) / m : span));
    this.nx = Math.max(1, Math.ceil((this.maxX - this.minX) / this.cell));
    this.ny = Math.max(1, Math.ceil((this.maxY - this.minY) / this.cell));
    // a building part goes into the cells of its bbox; a barrier segment into the cells it crosses
    [this.cellStart, this.cellItems] = this.bucket(parts, (p, visit) => {
      const e = this.partEdge[p] ?? 0;
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = this.partBox.subarray(4 * p, 4 * p + 4);
      if ((this.edgeOwner[e] ?? 0) >= buildings.length) {
        const [ax = 0, ay = 0, ex = 0, ey = 0] = this.edges.subarray(4 * e, 4 * e + 4);
        this.walk(ax, ay, ax + ex, ay + ey, visit);
        return;
      }
      const [i0, j0] = this.cellOf(x0, y0);
      const [i1, j1] = this.cellOf(x1, y1);
      for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) visit(j * this.nx + i);
    });
    [this.buildingStart, this.buildingItems] = this.bucket(buildings.length, (b, visit) => {
      const [x0, y0, x1, y1] = this.bbox(b);
      const [i0, j0] = this.cellOf(x0, y0);
      const [i1, j1] = this.cellOf(x1, y1);
      for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) visit(j * this.nx + i);
    });
  }

  /** Counting-sort items into cells (CSR). */
  private bucket(
    count: number,
    cells: (item: number, visit: (cell: number) => void) => void,
  ): [Int32Array, Int32Array] {
    const start = new Int32Array(this.nx * this.ny + 1);
    for (let k = 0; k < count; k++) cells(k, (c) => start[c + 1]!++);
    for (let c = 0; c < this.nx * this.ny; c++) start[c + 1] = (start[c + 1] ?? 0) + (start[c] ?? 0);
    const items = new Int32Array(start[this.nx * this.ny] ?? 0);
    const fill = start.slice(0, -1);
    for (let k = 0; k < count; k++) cells(k, (c) => (items[fill[c]!++] = k));
    return [start, items];
  }

  private bbox(o: number): [number, number, number, number] {
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity; // prettier-ignore
    for (let v = this.vertexStart[o] ?? 0; v < (this.vertexStart[o + 1] ?? 0); v++) {
      const x = this.vx[v] ?? 0;
      const y = this.vy[v] ?? 0;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
    return [x0, y0, x1, y1];
  }

  private cellOf(x: number, y: number): [number, number] {
    const i = Math.min(this.nx - 1, Math.max(0, Math.floor((x - this.minX) / this.cell)));
    const j = Math.min(this.ny - 1, Math.max(0, Math.floor((y - this.minY) / this.cell)));
    return [i, j];
  }

  /** Visits the cells a segment crosses, clipped to the index bounds (Liang-Barsky + grid walk). */
  private walk(sx: number, sy: number, ex: number, ey: number, visit: (cell: number) => void): void {
    const dx = ex - sx;
    const dy = ey - sy;
    let t0 = 0;
    let t1 = 1;
    const clip = (p: number, q: number): boolean => {
      if (p === 0) return q >= 0;
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      return t0 <= t1;
    };
    if (!clip(-dx, sx - this.minX) || !clip(dx, this.maxX - sx)) return;
    if (!clip(-dy, sy - this.minY) || !clip(dy, this.maxY - sy)) return;
    const gx = (sx + t0 * dx - this.minX) / this.cell;
    const gy = (sy + t0 * dy - this.minY) / this.cell;
    let [i, j] = this.cellOf(sx + t0 * dx, sy + t0 * dy);
    const [i1, j1] = this.cellOf(sx + t1 * dx, sy + t1 * dy);
    const stepX = dx > 0 ? 1 : -1;
    const stepY = dy > 0 ? 1 : -1;
    const dgx = Math.abs(dx / this.cell);
    const dgy = Math.abs(dy / this.cell);
    const deltaX = dgx > 0 ? 1 / dgx : Infinity;
    const deltaY = dgy > 0 ? 1 / dgy : Infinity;
    let maxX = dgx > 0 ? (dx > 0 ? i + 1 - gx : gx - i) * deltaX : Infinity;
    let maxY = dgy > 0 ? (dy > 0 ? j + 1 - gy : gy - j) * deltaY : Infinity;
    for (let guard = this.nx + this.ny + 2; guard > 0; guard--) {
      visit(j * this.nx + i);
      if (i === i1 && j === j1) return;
      if (maxX < maxY) {
        maxX += deltaX;
        i += stepX;
      } else {
        maxY += deltaY;
        j += stepY;
      }
      if (i < 0 || j < 0 || i >= this.nx || j >= this.ny) return;
    }
  }

  /**
   * Obstacle edges crossed by the plan segment S -> R, written into `out` (reset first) with the
   * parameter t along the segment and the obstacle's top height.
   */
  crossings(sx: number, sy: number, rx: number, ry: number, out: Crossings): number {
    out.count = 0;
    if (this.edgeOwner.length === 0) return 0;
    const dx = rx - sx;
    const dy = ry - sy;
    // clip to the index bounds (Liang-Barsky), then walk the cells (Amanatides-Woo), inlined: hot loop
    let t0 = 0;
    let t1 = 1;
    const { minX, minY, maxX, maxY, cell, nx, ny } = this;
    if (dx === 0) {
      if (sx < minX || sx > maxX) return 0;
    } else {
      const a = (minX - sx) / dx;
      const b = (maxX - sx) / dx;
      t0 = Math.max(t0, Math.min(a, b));
      t1 = Math.min(t1, Math.max(a, b));
    }
    if (dy === 0) {
      if (sy < minY || sy > maxY) return 0;
    } else {
      const a = (minY - sy) / dy;
      const b = (maxY - sy) / dy;
      t0 = Math.max(t0, Math.min(a, b));
      t1 = Math.min(t1, Math.max(a, b));
    }
    if (t0 > t1) return 0;
    const gx = (sx + t0 * dx - minX) / cell;
    const gy = (sy + t0 * dy - minY) / cell;
    let i = Math.min(nx - 1, Math.max(0, Math.floor(gx)));
    let j = Math.min(ny - 1, Math.max(0, Math.floor(gy)));
    const i1 = Math.min(nx - 1, Math.max(0, Math.floor((sx + t1 * dx - minX) / cell)));
    const j1 = Math.min(ny - 1, Math.max(0, Math.floor((sy + t1 * dy - minY) / cell)));
    const stepX = dx > 0 ? 1 : -1;
    const stepY = dy > 0 ? 1 : -1;
    const deltaX = dx !== 0 ? Math.abs(cell / dx) : Infinity;
    const deltaY = dy !== 0 ? Math.abs(cell / dy) : Infinity;
    let nextX = dx !== 0 ? (dx > 0 ? i + 1 - gx : gx - i) * deltaX : Infinity;
    let nextY = dy !== 0 ? (dy > 0 ? j + 1 - gy : gy - j) * deltaY : Infinity;
    const q = ++this.query;
    const { edges, stamp, edgeOwner, cellStart, cellItems, height, partBox, partEdge } = this;
    for (let guard = nx + ny + 2; guard > 0; guard--) {
      const c = j * nx + i;
      for (let k = cellStart[c]!, end = cellStart[c + 1]!; k < end; k++) {
        const p = cellItems[k]!;
        if (stamp[p] === q) continue;
        stamp[p] = q;
        // slab test against the part's bbox before testing its edges
        const b = 4 * p;
        let lo = 0;
        let hi = 1;
        if (dx !== 0) {
          const a0 = (partBox[b]! - sx) / dx;
          const a1 = (partBox[b + 2]! - sx) / dx;
          lo = Math.max(lo, Math.min(a0, a1));
          hi = Math.min(hi, Math.max(a0, a1));
        } else if (sx < partBox[b]! || sx > partBox[b + 2]!) continue;
        if (dy !== 0) {
          const a0 = (partBox[b + 1]! - sy) / dy;
          const a1 = (partBox[b + 3]! - sy) / dy;
          lo = Math.max(lo, Math.min(a0, a1));
          hi = Math.min(hi, Math.max(a0, a1));
        } else if (sy < partBox[b + 1]! || sy > partBox[b + 3]!) continue;
        if (lo > hi) continue;
        for (let e = partEdge[p]!, last = partEdge[p + 1]!; e < last; e++) {
          const o = 4 * e;
          const t = segmentCrossing(sx, sy, dx, dy, edges[o]!, edges[o + 1]!, edges[o + 2]!, edges[o + 3]!);
          if (t < 0) continue;
          const owner = edgeOwner[e]!;
          out.push(t, height[owner]!, owner);
        }
      }
      if (i === i1 && j === j1) break;
      if (nextX < nextY) {
        nextX += deltaX;
        i += stepX;
      } else {
        nextY += deltaY;
        j += stepY;
      }
      if (i < 0 || j < 0 || i >= nx || j >= ny) break;
    }
    return out.count;
  }

  /** Index of the building whose footprint contains (x, y), or -1. */
  buildingAt(x: number, y: number): number {
    if (x < this.minX || y < this.minY || x > this.maxX || y > this.maxY) return -1;
    const [i, j] = this.cellOf(x, y);
    const c = j * this.nx + i;
    for (let k = this.buildingStart[c] ?? 0; k < (this.buildingStart[c + 1] ?? 0); k++) {
      const b = this.buildingItems[k] ?? 0;
      if (this.inside(b, x, y)) return b;
    }
    return -1;
  }

  /** Even-odd point-in-ring test for obstacle o's vertices. */
  private inside(o: number, x: number, y: number): boolean {
    const v0 = this.vertexStart[o] ?? 0;
    const v1 = this.vertexStart[o + 1] ?? 0;
    let odd = false;
    for (let v = v0, w = v1 - 1; v < v1; w = v++) {
      const xv = this.vx[v] ?? 0, yv = this.vy[v] ?? 0, xw = this.vx[w] ?? 0, yw = this.vy[w] ?? 0; // prettier-ignore
      if (rayCrossesEdge(x, y, xv, yv, xw, yw)) odd = !odd;
    }
    return odd;
  }
}
