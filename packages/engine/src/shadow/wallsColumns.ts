import type { OccluderBins } from "./sunview";
import type { WallSamples } from "./wallSamples";
import type { WallOccluders } from "./wallsExact";

/**
 * Wall columns: runs of consecutive samples on one vertical line with one normal and one building (an LOD1
 * wall gives a column of samples per 1 m of its length). They share their facing, their sun-view column
 * and their candidate occluders, and a convex prism hides a column's samples in one interval of heights.
 */
export interface WallColumns {
  count: number;
  /** Column c holds samples start[c] .. start[c + 1] - 1. */
  start: Int32Array;
  /** Lowest and highest sample of each column (m). */
  zMin: Float64Array;
  zMax: Float64Array;
  /** Per column: x, y and the normal (nx, ny, nz), read once per column and step. */
  x: Float64Array;
  y: Float64Array;
  normal: Float64Array;
  /** Height of every sample (a copy of position's z, read without the stride). */
  z: Float64Array;
}

/** The columns of `samples` (a sample that starts none of them makes a column of one). */
export function wallColumns(samples: WallSamples): WallColumns {
  const { position, normal, building } = samples;
  const same = (i: number, j: number) =>
    position[i * 3] === position[j * 3] &&
    position[i * 3 + 1] === position[j * 3 + 1] &&
    normal[i * 3] === normal[j * 3] &&
    normal[i * 3 + 1] === normal[j * 3 + 1] &&
    normal[i * 3 + 2] === normal[j * 3 + 2] &&
    building[i] === building[j];
  const startAll = new Int32Array(samples.count + 1);
  let count = 0;
  for (let i = 0; i < samples.count; i++) if (i === 0 || !same(i, i - 1)) startAll[count++] = i;
  startAll[count] = samples.count;
  const start = startAll.slice(0, count + 1);
  const zMin = new Float64Array(count);
  const zMax = new Float64Array(count);
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const columnNormal = new Float64Array(count * 3);
  for (let c = 0; c < count; c++) {
    const i0 = start[c]!;
    x[c] = position[i0 * 3]!;
    y[c] = position[i0 * 3 + 1]!;
    for (let k = 0; k < 3; k++) columnNormal[c * 3 + k] = normal[i0 * 3 + k]!;
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = i0; i < start[c + 1]!; i++) {
      const z = position[i * 3 + 2]!;
      if (z < lo) lo = z;
      if (z > hi) hi = z;
    }
    zMin[c] = lo;
    zMax[c] = hi;
  }
  const z = new Float64Array(samples.count);
  for (let i = 0; i < samples.count; i++) z[i] = position[i * 3 + 2]!;
  return { count, start, zMin, zMax, x, y, normal: columnNormal, z };
}

/**
 * The occluders that can hide one column for the sun of the last `bin` call, gathered once per column and
 * step: convex prisms as the heights they hide (exact), the rest (concave prisms, mesh triangles) kept
 * for a per-sample ray test. Buffers are reused from column to column.
 */
export class ColumnOccluders {
  /** Convex prisms meeting the column: id and hidden heights (lo, hi). */
  private spanIds = new Int32Array(16);
  private spans = new Float64Array(32);
  private spanCount = 0;
  /** Other occluders whose sun-view box meets the column. */
  private others = new Int32Array(16);
  private otherCount = 0;
  /** Per occluder: the column it was last gathered for (occluders sit in several cells). */
  private seen: Int32Array;
  private mark = 0;
  private px = 0;
  private py = 0;

  constructor(private readonly occluders: WallOccluders) {
    this.seen = new Int32Array(occluders.count);
  }

  /**
   * Gather the occluders of the column at (px, py) from zMin to zMax for the sun `bins` was built for,
   * leaving out the occluders of its own building `building` that cannot hide it (WallOccluders.ownStart).
   */
  gather(bins: OccluderBins, px: number, py: number, zMin: number, zMax: number, building: number): void {
    this.spanCount = 0;
    this.otherCount = 0;
    this.px = px;
    this.py = py;
    if (++this.mark === 0x7fffffff) {
      this.seen.fill(0);
      this.mark = 1;
    }
    const u = px * bins.ux + py * bins.uy;
    const i = bins.column(u);
    if (i < 0 || i >= bins.columns) return;
    const vxy = px * bins.vx + py * bins.vy;
    const vLo = vxy + zMin * bins.vz;
    const vHi = vxy + zMax * bins.vz;
    const wLow = px * bins.sx + py * bins.sy + zMin * bins.sz;
    const j0 = Math.max(0, bins.row(vLo));
    const j1 = Math.min(bins.rows - 1, bins.row(vHi));
    const box = bins.boxes;
    const { seen, mark } = this;
    const skipFrom = this.occluders.ownStart(building);
    const skipTo = this.occluders.ownEnd(building);
    for (let j = j0; j <= j1; j++) {
      const c = j * bins.columns + i;
      for (let k = bins.cellFrom(c), end = bins.cellTo(c); k < end; k++) {
        const id = bins.item(k);
        if (seen[id] === mark || (id >= skipFrom && id < skipTo)) continue;
        seen[id] = mark;
        const o = id * 5;
        if (u < box[o]! || u > box[o + 1]!) continue;
        if (vHi < box[o + 2]! || vLo > box[o + 3]! || wLow >= box[o + 4]!) continue;
        this.add(id, bins, zMin, zMax);
      }
    }
  }

  private add(id: number, bins: OccluderBins, zMin: number, zMax: number): void {
    const limit = this.occluders.spanLimit;
    while (this.spanIds.length < this.spanCount + limit) {
      this.spans = grown(this.spans);
      this.spanIds = grown(this.spanIds);
    }
    const { spans, spanIds } = this;
    const at = this.spanCount * 2;
    const m = this.occluders.hiddenHeights(id, this.px, this.py, bins.sx, bins.sy, bins.sz, spans, at);
    if (m < 0) {
      if (this.others.length <= this.otherCount) this.others = grown(this.others);
      this.others[this.otherCount++] = id;
      return;
    }
    // Kept only where they hide some height of the column.
    for (let k = 0; k < m; k++) {
      const lo = spans[at + 2 * k]!;
      const hi = spans[at + 2 * k + 1]!;
      if (!(lo < zMax && hi > zMin)) continue;
      spans[this.spanCount * 2] = lo;
      spans[this.spanCount * 2 + 1] = hi;
      spanIds[this.spanCount++] = id;
    }
  }

  /** True when `gather` found nothing that can hide any sample of the column. */
  get empty(): boolean {
    return this.spanCount === 0 && this.otherCount === 0;
  }

  /** The first gathered occluder hiding the column's sample at height pz, or -1 (see `gather`). */
  blocker(bins: OccluderBins, pz: number): number {
    const spans = this.spans;
    for (let k = 0; k < this.spanCount; k++)
      if (pz > spans[k * 2]! && pz < spans[k * 2 + 1]!) return this.spanIds[k]!;
    const { px, py } = this;
    for (let k = 0; k < this.otherCount; k++) {
      const id = this.others[k]!;
      if (this.occluders.hits(id, px, py, pz, bins.sx, bins.sy, bins.sz)) return id;
    }
    return -1;
  }
}

function grown<T extends Int32Array | Float64Array>(array: T): T {
  const Ctor = array.constructor as new (length: number) => T;
  const copy = new Ctor(array.length * 2);
  copy.set(array);
  return copy;
}
