import type { GridSpec } from "./grid";

// Tolerance in cell units so that edges passing exactly through cell centres count as inside on both
// sides (a symmetric shape gives a symmetric raster).
const EPS = 1e-7;

/**
 * Scanline rasteriser onto a row-major Uint8Array mask over a grid of cell centres. A cell is set when its
 * centre lies inside (or on the boundary of) the shape. Only rows and columns the shape covers are touched.
 *
 * Convex shapes: call `segment` for any set of segments whose convex hull is the shape (edges, or more
 * segments lying inside it), then `fillConvex`. Each row's span is [min x, max x] of the segments there.
 *
 * Targets: a Uint8Array mask of nx * ny cells (cells set to 1), or a coverage difference buffer
 * (Int32Array of ny * (nx + 1)): each span adds +1 at its first cell and -1 after its last, so a span costs
 * O(1) whatever its length; `coverageRow` turns a row back into coverage counts (> 0 = covered).
 *
 * A raster may cover only the rows [rowStart, rowEnd) of the grid (a band computed on its own): targets are
 * then band-sized and row j of the grid is row j - rowStart of the target. Cell positions are always taken
 * from the whole grid, so bands reproduce the whole-grid result exactly.
 */
export class ScanlineRaster {
  readonly grid: GridSpec;
  readonly rowStart: number;
  readonly rowEnd: number;
  private readonly left: Float64Array;
  private readonly right: Float64Array;
  private rowLo: number;
  private rowHi: number;
  private crossings: Float64Array;

  constructor(grid: GridSpec, rowStart = 0, rowEnd = grid.ny) {
    this.grid = grid;
    this.rowStart = rowStart;
    this.rowEnd = rowEnd;
    this.left = new Float64Array(grid.ny).fill(Infinity);
    this.right = new Float64Array(grid.ny).fill(-Infinity);
    this.rowLo = grid.ny;
    this.rowHi = -1;
    this.crossings = new Float64Array(64);
  }

  /** Add a segment (local metres) to the current convex shape. */
  segment(x0: number, y0: number, x1: number, y1: number): void {
    const { originX, originY, spacing } = this.grid;
    // Work in cell units.
    const ax = (x0 - originX) / spacing;
    const ay = (y0 - originY) / spacing;
    const bx = (x1 - originX) / spacing;
    const by = (y1 - originY) / spacing;
    const yMin = ay < by ? ay : by;
    const yMax = ay < by ? by : ay;
    let j0 = Math.ceil(yMin - EPS);
    let j1 = Math.floor(yMax + EPS);
    if (j0 < this.rowStart) j0 = this.rowStart;
    if (j1 > this.rowEnd - 1) j1 = this.rowEnd - 1;
    if (j0 > j1) return;
    if (j0 < this.rowLo) this.rowLo = j0;
    if (j1 > this.rowHi) this.rowHi = j1;
    const left = this.left;
    const right = this.right;
    const xMin = ax < bx ? ax : bx;
    const xMax = ax < bx ? bx : ax;
    const dy = by - ay;
    if (Math.abs(dy) < 1e-12) {
      for (let j = j0; j <= j1; j++) {
        if (xMin < left[j]!) left[j] = xMin;
        if (xMax > right[j]!) right[j] = xMax;
      }
      return;
    }
    const slope = (bx - ax) / dy;
    for (let j = j0; j <= j1; j++) {
      let x = ax + (j - ay) * slope;
      if (x < xMin) x = xMin;
      else if (x > xMax) x = xMax;
      if (x < left[j]!) left[j] = x;
      if (x > right[j]!) right[j] = x;
    }
  }

  /**
   * Add an edge of a counter-clockwise convex polygon (faster than `segment`: an edge going up bounds the
   * rows on the right, one going down on the left, so no min/max). Every edge must be given, in order.
   */
  edge(x0: number, y0: number, x1: number, y1: number): void {
    const { originX, originY, spacing } = this.grid;
    const ay = (y0 - originY) / spacing;
    const by = (y1 - originY) / spacing;
    if (ay === by) return;
    const up = by > ay;
    const yMin = up ? ay : by;
    const yMax = up ? by : ay;
    let j0 = Math.ceil(yMin - EPS);
    let j1 = Math.floor(yMax + EPS);
    if (j0 < this.rowStart) j0 = this.rowStart;
    if (j1 > this.rowEnd - 1) j1 = this.rowEnd - 1;
    if (j0 > j1) return;
    if (j0 < this.rowLo) this.rowLo = j0;
    if (j1 > this.rowHi) this.rowHi = j1;
    const ax = (x0 - originX) / spacing;
    const bx = (x1 - originX) / spacing;
    const slope = (bx - ax) / (by - ay);
    const side = up ? this.right : this.left;
    // Clamp to the edge's x range: rows taken within EPS of an end of a near-horizontal edge.
    const xMin = ax < bx ? ax : bx;
    const xMax = ax < bx ? bx : ax;
    let x = ax + (j0 - ay) * slope;
    for (let j = j0; j <= j1; j++, x += slope) side[j] = x < xMin ? xMin : x > xMax ? xMax : x;
  }

  /**
   * Coverage-buffer fast path: an edge of a counter-clockwise convex polygon written straight into `diff`
   * (+1 where the left chain enters a row, -1 after the right chain leaves it), with no per-row span arrays
   * or fill pass. Rows are half-open (ymin <= y < ymax) so that each row gets exactly one edge of each
   * chain; columns stay closed. Every edge of the polygon must be given; nothing to call afterwards.
   */
  edgeToCoverage(x0: number, y0: number, x1: number, y1: number, diff: Int32Array, weight = 1): void {
    const { originX, originY, spacing, nx } = this.grid;
    const ay = (y0 - originY) / spacing;
    const by = (y1 - originY) / spacing;
    if (ay === by) return;
    const up = by > ay;
    let j0 = Math.ceil((up ? ay : by) - EPS);
    let j1 = Math.ceil((up ? by : ay) - EPS) - 1;
    if (j0 < this.rowStart) j0 = this.rowStart;
    if (j1 > this.rowEnd - 1) j1 = this.rowEnd - 1;
    if (j0 > j1) return;
    const ax = (x0 - originX) / spacing;
    const bx = (x1 - originX) / spacing;
    const slope = (bx - ax) / (by - ay);
    const xMin = ax < bx ? ax : bx;
    const xMax = ax < bx ? bx : ax;
    const stride = nx + 1;
    const x = ax + (j0 - ay) * slope;
    let row = (j0 - this.rowStart) * stride;
    const rowEnd = row + (j1 - j0 + 1) * stride;
    // Column indices as truncations of values clamped to [0, nx]: the clamp to the edge's x range (rows
    // taken within EPS of an end) and to the grid are folded into one pair of bounds per edge.
    if (up) {
      // Right chain: coverage ends after the last centre <= x, i = floor(x + EPS) + 1.
      let v = x + (1 + EPS);
      const lo = clampTo(xMin + (1 + EPS), nx);
      const hi = clampTo(xMax + (1 + EPS), nx);
      for (; row < rowEnd; row += stride, v += slope) {
        const i = (v < lo ? lo : v > hi ? hi : v) | 0;
        diff[row + i] = diff[row + i]! - weight;
      }
    } else {
      // Left chain: coverage starts at the first centre >= x, i = ceil(x - EPS) = nx - floor(nx + EPS - x).
      let u = nx + EPS - x;
      const lo = clampTo(nx + EPS - xMax, nx);
      const hi = clampTo(nx + EPS - xMin, nx);
      for (; row < rowEnd; row += stride, u -= slope) {
        const i = nx - ((u < lo ? lo : u > hi ? hi : u) | 0);
        diff[row + i] = diff[row + i]! + weight;
      }
    }
  }

  /** Fill the spans collected by `segment` into `target` and reset for the next shape. */
  fillConvex(target: Uint8Array | Int32Array): void {
    const { nx } = this.grid;
    const diff = target instanceof Int32Array ? target : null;
    const left = this.left;
    const right = this.right;
    for (let j = this.rowLo; j <= this.rowHi; j++) {
      const l = left[j]!;
      const r = right[j]!;
      left[j] = Infinity;
      right[j] = -Infinity;
      if (!(l <= r)) continue;
      let i0 = Math.ceil(l - EPS);
      let i1 = Math.floor(r + EPS);
      if (i0 < 0) i0 = 0;
      if (i1 > nx - 1) i1 = nx - 1;
      if (i0 > i1) continue;
      if (diff) {
        const row = (j - this.rowStart) * (nx + 1);
        diff[row + i0] = diff[row + i0]! + 1;
        diff[row + i1 + 1] = diff[row + i1 + 1]! - 1;
      } else {
        (target as Uint8Array).fill(1, (j - this.rowStart) * nx + i0, (j - this.rowStart) * nx + i1 + 1);
      }
    }
    this.rowLo = this.grid.ny;
    this.rowHi = -1;
  }

  /**
   * Fill a polygon with any number of rings (even-odd rule, so holes stay empty). `xs`/`ys` hold all
   * vertices (local metres); ring r spans indices ringStarts[r] .. ringStarts[r + 1] - 1. `dx`/`dy`
   * translate every vertex.
   */
  fillPolygon(
    target: Uint8Array | Int32Array,
    xs: ArrayLike<number>,
    ys: ArrayLike<number>,
    ringStarts: ArrayLike<number>,
    dx = 0,
    dy = 0,
  ): void {
    const { originX, originY, spacing, nx } = this.grid;
    const n = ringStarts[ringStarts.length - 1]!;
    let yMin = Infinity;
    let yMax = -Infinity;
    for (let k = 0; k < n; k++) {
      const y = ys[k]!;
      if (y < yMin) yMin = y;
      if (y > yMax) yMax = y;
    }
    let j0 = Math.ceil((yMin + dy - originY) / spacing - EPS);
    let j1 = Math.floor((yMax + dy - originY) / spacing + EPS);
    if (j0 < this.rowStart) j0 = this.rowStart;
    if (j1 > this.rowEnd - 1) j1 = this.rowEnd - 1;
    if (this.crossings.length < n) this.crossings = new Float64Array(n * 2);
    const cross = this.crossings;
    const diff = target instanceof Int32Array ? target : null;
    for (let j = j0; j <= j1; j++) {
      const yc = originY + j * spacing - dy;
      let count = 0;
      for (let r = 0; r + 1 < ringStarts.length; r++) {
        const s = ringStarts[r]!;
        const e = ringStarts[r + 1]!;
        for (let a = e - 1, b = s; b < e; a = b, b++) {
          const ya = ys[a]!;
          const yb = ys[b]!;
          // Half-open rule: each crossing counted once.
          if (ya <= yc !== yb <= yc) {
            const xa = xs[a]!;
            cross[count++] = xa + ((yc - ya) * (xs[b]! - xa)) / (yb - ya);
          }
        }
      }
      if (count < 2) continue;
      const sorted = cross.subarray(0, count).sort();
      for (let c = 0; c + 1 < count; c += 2) {
        let i0 = Math.ceil((sorted[c]! + dx - originX) / spacing - EPS);
        let i1 = Math.floor((sorted[c + 1]! + dx - originX) / spacing + EPS);
        if (i0 < 0) i0 = 0;
        if (i1 > nx - 1) i1 = nx - 1;
        if (i0 > i1) continue;
        if (diff) {
          const row = (j - this.rowStart) * (nx + 1);
          diff[row + i0] = diff[row + i0]! + 1;
          diff[row + i1 + 1] = diff[row + i1 + 1]! - 1;
        } else {
          const out = (j - this.rowStart) * nx;
          (target as Uint8Array).fill(1, out + i0, out + i1 + 1);
        }
      }
    }
  }
}

/** `value` clamped to [0, max]. */
function clampTo(value: number, max: number): number {
  return value < 0 ? 0 : value > max ? max : value;
}

/** A coverage difference buffer for `rows` rows of `grid` (see ScanlineRaster). */
export function coverageBuffer(grid: GridSpec, rows = grid.ny): Int32Array {
  return new Int32Array(rows * (grid.nx + 1));
}

/**
 * Resolve row `j` of a coverage difference buffer: calls nothing, writes 1/0 into `mask` (nx * ny cells) and
 * clears the row of `diff` for the next use. Returns the number of covered cells in the row.
 */
export function coverageRow(diff: Int32Array, j: number, nx: number, mask: Uint8Array): number {
  const row = j * (nx + 1);
  const out = j * nx;
  let run = 0;
  let covered = 0;
  for (let i = 0; i < nx; i++) {
    run += diff[row + i]!;
    diff[row + i] = 0;
    const on = run > 0 ? 1 : 0;
    mask[out + i] = on;
    covered += on;
  }
  diff[row + nx] = 0;
  return covered;
}
