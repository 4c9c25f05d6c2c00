import type { Crossings } from "./crossings";
import type { ObstacleIndex } from "./obstacles";

/** Angular bins of a source view: 2,048 (2 to 4 mrad each, about 1.5 m wide at 500 m). */
export const VIEW_BINS = 2048;
/** Slack on bin limits so an edge ending exactly on a bin boundary is never missed (fraction of a bin). */
const SLACK = 1e-6;

/**
 * The obstacle edges as seen from one source, binned by direction: bin k lists every edge whose angular
 * extent (from the source) meets it, with the squared distance of the edge's nearest point. A path from
 * the source tests only the edges of its direction's bin nearer than the receiver: no grid walk. Built once
 * per source (about 1 ms for 6,000 edges, 10 entries per edge on average); gives exactly the crossings of
 * {@link ObstacleIndex.crossings} (same intersection arithmetic), possibly in another order.
 */
export class SourceView {
  readonly entries: number;
  private readonly start: Int32Array;
  private readonly items: Int32Array;
  private readonly nearSq: Float64Array;

  constructor(
    private readonly index: ObstacleIndex,
    private readonly sx: number,
    private readonly sy: number,
  ) {
    const { edges } = index;
    const m = edges.length / 4;
    const first = new Int32Array(m);
    const last = new Int32Array(m).fill(-1); // -1: edge seen edge-on, never crossed
    this.nearSq = new Float64Array(m);
    const count = new Int32Array(VIEW_BINS + 1);
    for (let e = 0; e < m; e++) {
      const ax = edges[4 * e] - sx;
      const ay = edges[4 * e + 1] - sy;
      const ex = edges[4 * e + 2];
      const ey = edges[4 * e + 3];
      // nearest point of the edge to the source
      const len2 = ex * ex + ey * ey;
      const s = len2 > 0 ? Math.min(1, Math.max(0, -(ax * ex + ay * ey) / len2)) : 0;
      this.nearSq[e] = (ax + s * ex) ** 2 + (ay + s * ey) ** 2;
      // an edge in line with the source is only met by rays along it (parallel: no crossing)
      if (ax * ey - ay * ex === 0) continue;
      // directions as pseudo-angles (monotonic in the true angle, no trigonometry); the edge spans the
      // shorter arc, counter-clockwise from a to b when a x b > 0
      const pa = pseudoAngle(ax, ay);
      const pb = pseudoAngle(ax + ex, ay + ey);
      const from = ax * ey - ay * ex > 0 ? pa : pb;
      let span = (ax * ey - ay * ex > 0 ? pb : pa) - from;
      if (span < 0) span += 4;
      const f0 = (from / 4) * VIEW_BINS;
      first[e] = Math.floor(f0 - SLACK);
      last[e] = Math.floor(f0 + (span / 4) * VIEW_BINS + SLACK);
      for (let k = first[e]; k <= last[e]; k++) count[wrap(k) + 1]++;
    }
    for (let k = 0; k < VIEW_BINS; k++) count[k + 1] += count[k];
    this.start = count;
    this.entries = count[VIEW_BINS];
    this.items = new Int32Array(this.entries);
    const fill = count.slice(0, VIEW_BINS);
    for (let e = 0; e < m; e++)
      for (let k = first[e]; k <= last[e]; k++)
        this.items[fill[((k % VIEW_BINS) + VIEW_BINS) % VIEW_BINS]++] = e;
  }

  /** Edges crossed by the plan segment from the source to (rx, ry), into `out` (reset first). */
  crossings(rx: number, ry: number, out: Crossings): number {
    out.count = 0;
    const { sx, sy, start, items, nearSq } = this;
    const { edges, edgeOwner, height } = this.index;
    const dx = rx - sx;
    const dy = ry - sy;
    const dp2 = dx * dx + dy * dy;
    if (dp2 === 0) return 0;
    let k = Math.floor((pseudoAngle(dx, dy) / 4) * VIEW_BINS);
    if (k >= VIEW_BINS) k = VIEW_BINS - 1;
    for (let i = start[k], end = start[k + 1]; i < end; i++) {
      const e = items[i];
      if (nearSq[e] >= dp2) continue;
      const o = 4 * e;
      const ex = edges[o + 2];
      const ey = edges[o + 3];
      const denom = dx * ey - dy * ex;
      if (denom === 0) continue;
      const wx = edges[o] - sx;
      const wy = edges[o + 1] - sy;
      const t = (wx * ey - wy * ex) / denom;
      if (t <= 0 || t >= 1) continue;
      const u = (wx * dy - wy * dx) / denom;
      if (u >= 0 && u <= 1) {
        const owner = edgeOwner[e];
        out.push(t, height[owner], owner);
      }
    }
    return out.count;
  }
}

/** Pseudo-angle of a direction in [0, 4): 0 east, 1 north, 2 west, 3 south, monotonic in the angle. */
function pseudoAngle(dx: number, dy: number): number {
  const r = dx / (Math.abs(dx) + Math.abs(dy));
  return dy < 0 ? 3 + r : 1 - r;
}

/** Bin index modulo VIEW_BINS (k is at most one turn out of range). */
function wrap(k: number): number {
  return k < 0 ? k + VIEW_BINS : k >= VIEW_BINS ? k - VIEW_BINS : k;
}
