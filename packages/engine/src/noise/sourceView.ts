import { segmentCrossing } from "../geometry/segments";
import type { Crossings } from "./crossings";
import type { ObstacleIndex } from "./obstacles";

/** Angular bins of a source view: 2,048 (2 to 4 mrad each, about 1.5 m wide at 500 m). */
export const VIEW_BINS = 2048;
/** Slack on bin limits so an edge ending exactly on a bin boundary is never missed (fraction of a bin). */
const SLACK = 1e-6;

/**
 * The obstacle edges as seen from one source, binned by direction: bin k lists every edge whose angular
 * extent (from the source) meets it. Within a bin the edges are ordered by their obstacle's distance from
 * the source (nearest point of any of its edges, in whole metres), an obstacle's edges together. A path
 * from the source reads only its direction's bin and stops at the first obstacle farther than the
 * receiver: no grid walk, and the crossings come out obstacle by obstacle, nearly in order along the path
 * (so they merge into intervals and the sort before the hull has little to do). Built once per source
 * (about 1.5 ms for 6,000 edges, 10 entries per edge on average); gives exactly the crossings of
 * {@link ObstacleIndex.crossings} (both call {@link segmentCrossing}), possibly in another order.
 */
export class SourceView {
  readonly entries: number;
  private readonly start: Int32Array;
  private readonly items: Int32Array;
  /**
   * Per obstacle: the square of its distance from the source rounded down to whole metres (the bins are
   * sorted by this: a lower bound to every edge's nearSq, exact enough to stop a bin scan).
   */
  private readonly reachSq: Float64Array;
  /** Per edge: squared distance of the edge's nearest point. */
  private readonly nearSq: Float64Array;

  /**
   * Builds the view of the source (sx, sy), or adopts one built elsewhere from its {@link share} buffer
   * (another thread, same scene: the arrays are used in place, not copied).
   */
  constructor(
    private readonly index: ObstacleIndex,
    private readonly sx: number,
    private readonly sy: number,
    shared?: SharedArrayBuffer,
  ) {
    if (shared) {
      const edgeCount = index.edges.length / 4;
      const obstacles = index.obstacleCount;
      let at = 0;
      this.nearSq = new Float64Array(shared, at, edgeCount);
      this.reachSq = new Float64Array(shared, (at += 8 * edgeCount), obstacles);
      this.start = new Int32Array(shared, (at += 8 * obstacles), VIEW_BINS + 1);
      this.entries = this.start[VIEW_BINS]!;
      this.items = new Int32Array(shared, at + 4 * (VIEW_BINS + 1), this.entries);
      return;
    }
    const { edges, edgeStart, obstacleCount } = index;
    const m = edges.length / 4;
    const first = new Int32Array(m);
    const last = new Int32Array(m).fill(-1); // -1: edge seen edge-on, never crossed
    this.nearSq = new Float64Array(m);
    const obstacleNearSq = new Float64Array(obstacleCount).fill(Infinity);
    this.reachSq = new Float64Array(obstacleCount);
    const count = new Int32Array(VIEW_BINS + 1);
    for (let o = 0; o < obstacleCount; o++) {
      for (let e = edgeStart[o]!, end = edgeStart[o + 1]!; e < end; e++) {
        const ax = edges[4 * e]! - sx;
        const ay = edges[4 * e + 1]! - sy;
        const ex = edges[4 * e + 2]!;
        const ey = edges[4 * e + 3]!;
        // nearest point of the edge to the source
        const len2 = ex * ex + ey * ey;
        const s = len2 > 0 ? Math.min(1, Math.max(0, -(ax * ex + ay * ey) / len2)) : 0;
        const near = (ax + s * ex) ** 2 + (ay + s * ey) ** 2;
        this.nearSq[e] = near;
        if (near < obstacleNearSq[o]!) obstacleNearSq[o] = near;
        // an edge in line with the source is only met by rays along it (parallel: no crossing)
        const cross = ax * ey - ay * ex;
        if (cross === 0) continue;
        // directions as pseudo-angles (monotonic in the true angle, no trigonometry); the edge spans the
        // shorter arc, counter-clockwise from a to b when a x b > 0
        const pa = pseudoAngle(ax, ay);
        const pb = pseudoAngle(ax + ex, ay + ey);
        const from = cross > 0 ? pa : pb;
        let span = (cross > 0 ? pb : pa) - from;
        if (span < 0) span += 4;
        const f0 = (from / 4) * VIEW_BINS;
        first[e] = Math.floor(f0 - SLACK);
        last[e] = Math.floor(f0 + (span / 4) * VIEW_BINS + SLACK);
        for (let k = first[e]!; k <= last[e]!; k++) count[wrap(k) + 1]!++;
      }
    }
    for (let k = 0; k < VIEW_BINS; k++) count[k + 1]! += count[k]!;
    this.start = count;
    this.entries = count[VIEW_BINS]!;
    this.items = new Int32Array(this.entries);
    // fill the bins obstacle by obstacle, nearest first (counting sort on whole metres, ties in index
    // order): each bin ends up ordered by obstacle reach
    const reach = new Int32Array(obstacleCount);
    let farthest = 0;
    for (let o = 0; o < obstacleCount; o++) {
      const near = obstacleNearSq[o]!;
      if (!Number.isFinite(near)) {
        reach[o] = -1; // no edges
        this.reachSq[o] = Infinity;
        continue;
      }
      let metres = Math.floor(Math.sqrt(near));
      if (metres * metres > near) metres--; // sqrt rounded up to a whole number
      reach[o] = metres;
      this.reachSq[o] = metres * metres;
      if (metres > farthest) farthest = metres;
    }
    const byReach = new Int32Array(farthest + 2);
    for (let o = 0; o < obstacleCount; o++) if (reach[o]! >= 0) byReach[reach[o]! + 1]!++;
    for (let r = 0; r <= farthest; r++) byReach[r + 1]! += byReach[r]!;
    const order = new Int32Array(byReach[farthest + 1]!);
    for (let o = 0; o < obstacleCount; o++) if (reach[o]! >= 0) order[byReach[reach[o]!]!++] = o;
    const fill = count.slice(0, VIEW_BINS);
    for (const o of order)
      for (let e = edgeStart[o]!, end = edgeStart[o + 1]!; e < end; e++)
        for (let k = first[e]!; k <= last[e]!; k++) this.items[fill[wrap(k)]!++] = e;
  }

  /** The view's arrays in one shared buffer, for {@link SourceView} in other threads (about 0.3 MB). */
  share(): SharedArrayBuffer {
    const parts = [this.nearSq, this.reachSq, this.start, this.items];
    const buffer = new SharedArrayBuffer(parts.reduce((sum, a) => sum + a.byteLength, 0));
    let at = 0;
    for (const part of parts) {
      new Uint8Array(buffer, at, part.byteLength).set(
        new Uint8Array(part.buffer, part.byteOffset, part.byteLength),
      );
      at += part.byteLength;
    }
    return buffer;
  }

  /** Edges crossed by the plan segment from the source to (rx, ry), into `out` (reset first). */
  crossings(rx: number, ry: number, out: Crossings): number {
    out.count = 0;
    const { sx, sy, start, items, reachSq, nearSq } = this;
    const { edges, edgeOwner, height } = this.index;
    const dx = rx - sx;
    const dy = ry - sy;
    const dp2 = dx * dx + dy * dy;
    if (dp2 === 0) return 0;
    let k = Math.floor((pseudoAngle(dx, dy) / 4) * VIEW_BINS);
    if (k >= VIEW_BINS) k = VIEW_BINS - 1;
    for (let i = start[k]!, end = start[k + 1]!; i < end; i++) {
      const e = items[i]!;
      const owner = edgeOwner[e]!;
      if (reachSq[owner]! >= dp2) break; // this obstacle and all after it lie beyond the receiver
      if (nearSq[e]! >= dp2) continue;
      const o = 4 * e;
      const t = segmentCrossing(sx, sy, dx, dy, edges[o]!, edges[o + 1]!, edges[o + 2]!, edges[o + 3]!);
      if (t >= 0) out.push(t, height[owner]!, owner);
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
