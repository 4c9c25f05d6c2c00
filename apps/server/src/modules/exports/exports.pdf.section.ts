import type { SkyCheck } from "@soracity/contracts";

// The geometry of the 適合建築物 sheets' sections (issue 25): the site edge a check's section is taken across,
// and the silhouette of solids seen along that edge (the upper envelope of their faces' edges in the section's
// (s, z) plane, exact: its corners are the edges' ends and crossings).

/** A point in the section: s (m from the edge, inward positive), z (m above the site's ground). */
export type SectionPoint = [s: number, z: number];
/** A segment of the section: [s0, z0, s1, z1]. */
export type Segment = [number, number, number, number];

const EPS = 1e-7;
/** Most sloped edges whose silhouette is found exactly (their crossings); beyond, sampled. */
const MAX_EXACT = 600;
const SAMPLES = 1000;

/** The z of a sloped segment at s. */
const zAt = ([a, za, b, zb]: Segment, s: number) => za + ((zb - za) * (s - a)) / (b - a);

/** Where two sloped segments (a0 < b0) cross within both, or null. */
function crossing(p: Segment, q: Segment): number | null {
  const lo = Math.max(p[0], q[0]);
  const hi = Math.min(p[2], q[2]);
  if (hi - lo < EPS) return null;
  const [dl, dh] = [zAt(p, lo) - zAt(q, lo), zAt(p, hi) - zAt(q, hi)];
  if (dl * dh >= 0) return null;
  return lo + ((hi - lo) * dl) / (dl - dh);
}

/** Drops the middle of three points on one line. */
function simplify(points: SectionPoint[]): SectionPoint[] {
  const out: SectionPoint[] = [];
  for (const p of points) {
    const a = out[out.length - 2];
    const b = out[out.length - 1];
    if (b && Math.abs(b[0] - p[0]) < EPS && Math.abs(b[1] - p[1]) < EPS) continue;
    // On one line: the sine of the angle at a below 1e-4 (positions come through lon/lat and back).
    const cross = a && b ? (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) : 1;
    const lengths = a && b ? Math.hypot(b[0] - a[0], b[1] - a[1]) * Math.hypot(p[0] - a[0], p[1] - a[1]) : 0;
    if (Math.abs(cross) <= 1e-4 * lengths) out.pop();
    out.push(p);
  }
  return out;
}

/**
 * The upper envelope of segments, from its left end at `floor` over the top to its right end at `floor`
 * (`floor` too where no segment reaches); [] without a sloped segment. Vertical segments only close the ends.
 */
export function upperEnvelope(segments: readonly Segment[], floor: number): SectionPoint[] {
  const sloped = segments
    .filter(([a, , b]) => Math.abs(b - a) > EPS)
    .map(([a, za, b, zb]): Segment => (a < b ? [a, za, b, zb] : [b, zb, a, za]));
  if (sloped.length === 0) return [];
  const xs: number[] = sloped.flatMap(([a, , b]) => [a, b]);
  if (sloped.length <= MAX_EXACT)
    for (let i = 0; i < sloped.length; i++)
      for (let j = i + 1; j < sloped.length; j++) {
        const s = crossing(sloped[i], sloped[j]);
        if (s !== null) xs.push(s);
      }
  else {
    // Many edges: the crossings (quadratic) give way to samples 1/SAMPLES of the width apart.
    const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
    for (let i = 1; i < SAMPLES; i++) xs.push(lo + ((hi - lo) * i) / SAMPLES);
  }
  xs.sort((p, q) => p - q);
  const top = (s: number, side: -1 | 1) =>
    sloped.reduce((best, seg) => {
      const inside = side < 0 ? seg[0] < s - EPS && s <= seg[2] + EPS : seg[0] <= s + EPS && s < seg[2] - EPS;
      return inside ? Math.max(best, zAt(seg, s)) : best;
    }, floor);
  const points: SectionPoint[] = [];
  let last = -Infinity;
  for (const s of xs) {
    if (s - last < EPS) continue;
    last = s;
    const [left, right] = [top(s, -1), top(s, 1)];
    points.push([s, left]);
    if (Math.abs(right - left) > 1e-6) points.push([s, right]);
  }
  return simplify(points);
}

/** A site edge as the section sees it: its ends (local m) and its inward unit normal. */
export interface SectionEdge {
  index: number;
  a: [number, number];
  inward: [number, number];
}

/** The edges of an open ring (local m) with their inward normals (either winding). */
export function siteEdges(ring: readonly [number, number][]): SectionEdge[] {
  const area = ring.reduce((sum, [x, y], i) => {
    const [x1, y1] = ring[(i + 1) % ring.length] ?? [x, y];
    return sum + x * y1 - x1 * y;
  }, 0);
  const sign = area >= 0 ? 1 : -1;
  return ring.map(([x, y], i) => {
    const [x1, y1] = ring[(i + 1) % ring.length] ?? [x, y];
    const len = Math.hypot(x1 - x, y1 - y) || 1;
    // Counter-clockwise: the inside lies left of each edge.
    return { index: i, a: [x, y], inward: [(-sign * (y1 - y)) / len, (sign * (x1 - x)) / len] };
  });
}

/** s of a local point: its distance from the edge's line, inward positive. */
export const sOf = (edge: SectionEdge, x: number, y: number) =>
  (x - edge.a[0]) * edge.inward[0] + (y - edge.a[1]) * edge.inward[1];

/**
 * The edge a check's section is taken across: the (first) road's for the road plane, the edge facing north
 * most for the north plane, for the neighbour plane the edge facing away from the road most (without a road,
 * the first edge).
 */
export function sectionEdge(
  check: SkyCheck,
  edges: readonly SectionEdge[],
  roadEdges: readonly number[],
): SectionEdge | undefined {
  const road = edges.find((e) => e.index === roadEdges[0]);
  const score: Record<SkyCheck, (e: SectionEdge) => number> = {
    road: (e) => (e.index === road?.index ? 1 : 0),
    north: (e) => -e.inward[1],
    neighbour: (e) =>
      roadEdges.includes(e.index)
        ? -Infinity
        : road
          ? -(e.inward[0] * road.inward[0] + e.inward[1] * road.inward[1])
          : 0,
  };
  return edges.reduce<SectionEdge | undefined>(
    (best, e) => (best === undefined || score[check](e) > score[check](best) ? e : best),
    undefined,
  );
}
