import type { SunVector } from "../sun/regulation";

/**
 * The view from the sun for one sun vector S: points are projected onto the plane perpendicular to S (axes
 * U horizontal, V = S x U) and W = p . S is their depth (larger is nearer the sun). A point P is shaded by
 * an occluder only if the occluder's projection covers P's projection at a depth greater than P's.
 *
 * `OccluderBins` lists, for each cell of a uniform grid over (U, V), the occluders whose projected box
 * overlaps it, so that the exact ray test of a wall sample is run against the few occluders that can hide
 * it (see wallsExact.ts) instead of the whole scene.
 */
export class OccluderBins {
  /** Cell size in the sun view (metres). */
  readonly cell: number;
  ux = 1;
  uy = 0;
  vx = 0;
  vy = 0;
  vz = 0;
  sx = 0;
  sy = 0;
  sz = 1;
  /** False when the sun is at or below the horizon (no bins were built). */
  up = false;
  private u0 = 0;
  private v0 = 0;
  private nu = 0;
  private nv = 0;
  private wMaxAll = -Infinity;
  /** Per occluder: uMin, uMax, vMin, vMax, wMax of its projection (occluders not binned: wMax = -Infinity). */
  boxes = new Float64Array(0);
  /** Occluders of cell c: items[cellStart[c]] .. items[cellStart[c + 1] - 1]. */
  private cellStart = new Int32Array(1);
  private items = new Int32Array(0);

  constructor(cell: number) {
    this.cell = cell;
  }

  /** Set up the view for sun `s` (unit vector) and size the grid for `count` occluders. */
  begin(s: SunVector, count: number): void {
    const [sx, sy, sz] = s;
    const h = Math.hypot(sx, sy);
    this.sx = sx;
    this.sy = sy;
    this.sz = sz;
    this.ux = h > 1e-9 ? -sy / h : 1;
    this.uy = h > 1e-9 ? sx / h : 0;
    // V = S x U (U has no z component).
    this.vx = -sz * this.uy;
    this.vy = sz * this.ux;
    this.vz = sx * this.uy - sy * this.ux;
    this.up = sz > 1e-9;
    if (this.boxes.length < count * 5) this.boxes = new Float64Array(count * 5);
    this.boxes.fill(-Infinity, 0, count * 5);
  }

  /** Record occluder `id`'s projected box from its points' extreme projections (call before `build`). */
  setBox(id: number, uMin: number, uMax: number, vMin: number, vMax: number, wMax: number): void {
    const b = this.boxes;
    const o = id * 5;
    b[o] = uMin;
    b[o + 1] = uMax;
    b[o + 2] = vMin;
    b[o + 3] = vMax;
    b[o + 4] = wMax;
  }

  /** Bin the `count` occluders whose box was set (two passes: count per cell, then fill). */
  build(count: number): void {
    const b = this.boxes;
    let umin = Infinity;
    let umax = -Infinity;
    let vmin = Infinity;
    let vmax = -Infinity;
    let wmax = -Infinity;
    for (let id = 0; id < count; id++) {
      const o = id * 5;
      if (b[o + 4]! === -Infinity) continue;
      wmax = Math.max(wmax, b[o + 4]!);
      umin = Math.min(umin, b[o]!);
      umax = Math.max(umax, b[o + 1]!);
      vmin = Math.min(vmin, b[o + 2]!);
      vmax = Math.max(vmax, b[o + 3]!);
    }
    this.wMaxAll = wmax;
    if (umin > umax) {
      this.nu = 0;
      this.nv = 0;
      return;
    }
    const inv = 1 / this.cell;
    this.u0 = umin;
    this.v0 = vmin;
    this.nu = Math.floor((umax - umin) * inv) + 1;
    this.nv = Math.floor((vmax - vmin) * inv) + 1;
    const cells = this.nu * this.nv;
    if (this.cellStart.length < cells + 1) this.cellStart = new Int32Array(cells + 1);
    const start = this.cellStart;
    start.fill(0, 0, cells + 1);
    let total = 0;
    for (let pass = 0; pass < 2; pass++) {
      for (let id = 0; id < count; id++) {
        const o = id * 5;
        if (b[o + 4]! === -Infinity) continue;
        const i0 = Math.floor((b[o]! - umin) * inv);
        const i1 = Math.floor((b[o + 1]! - umin) * inv);
        const j0 = Math.floor((b[o + 2]! - vmin) * inv);
        const j1 = Math.floor((b[o + 3]! - vmin) * inv);
        for (let j = j0; j <= j1; j++)
          for (let c = j * this.nu + i0, e = j * this.nu + i1; c <= e; c++) {
            if (pass === 0) {
              start[c + 1] = start[c + 1]! + 1;
            } else {
              const at = start[c]!;
              this.items[at] = id;
              start[c] = at + 1;
            }
          }
      }
      if (pass === 0) {
        for (let c = 0; c < cells; c++) start[c + 1] = start[c + 1]! + start[c]!;
        total = start[cells]!;
        if (this.items.length < total) this.items = new Int32Array(total);
      } else {
        // The fill moved each start to the next cell's start: shift back.
        for (let c = cells; c > 0; c--) start[c] = start[c - 1]!;
        start[0] = 0;
      }
    }
  }

  /** Column of u (may be outside 0 .. columns - 1). */
  column(u: number): number {
    return Math.floor((u - this.u0) / this.cell);
  }

  /** Row of v (may be outside 0 .. rows - 1). */
  row(v: number): number {
    return Math.floor((v - this.v0) / this.cell);
  }

  get columns(): number {
    return this.nu;
  }

  get rows(): number {
    return this.nv;
  }

  /** Largest depth (W) of any binned occluder. */
  get wTop(): number {
    return this.wMaxAll;
  }

  /** Cell index of the projected point (u, v), or -1 outside every occluder's box. */
  cellAt(u: number, v: number): number {
    const i = Math.floor((u - this.u0) / this.cell);
    const j = Math.floor((v - this.v0) / this.cell);
    if (i < 0 || j < 0 || i >= this.nu || j >= this.nv) return -1;
    return j * this.nu + i;
  }

  /** Range [from, to) of `items` holding the occluders of cell `c`. */
  cellFrom(c: number): number {
    return this.cellStart[c]!;
  }

  cellTo(c: number): number {
    return this.cellStart[c + 1]!;
  }

  item(k: number): number {
    return this.items[k]!;
  }
}
