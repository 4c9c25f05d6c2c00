import { rayCrossesEdge, segmentsIntersect, signedArea } from "../geometry";
import type { ScanlineRaster } from "../grid/scanline";
import type { PrismBuilding, Ring2 } from "./types";

/**
 * A prism ready for per-step projection: all rings in flat arrays (outer ring counter-clockwise, holes
 * clockwise, so each edge's outward normal is on its right), with its bbox and convexity.
 */
export interface PreparedPrism {
  index: number;
  xs: Float64Array;
  ys: Float64Array;
  ringStarts: Int32Array;
  convex: boolean;
  base: number;
  top: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function dropClosingPoint(ring: Ring2): Ring2 {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]
    ? ring.slice(0, -1)
    : ring;
}

function isConvex(xs: Float64Array, ys: Float64Array, n: number): boolean {
  for (let i = 0; i < n; i++) {
    const a = (i + n - 1) % n;
    const c = (i + 1) % n;
    const cross = (xs[i]! - xs[a]!) * (ys[c]! - ys[i]!) - (ys[i]! - ys[a]!) * (xs[c]! - xs[i]!);
    if (cross < -1e-9) return false;
  }
  return true;
}

/** Normalise a prism for projection (orientation, flat arrays, bbox). */
export function preparePrism(building: PrismBuilding, index: number): PreparedPrism {
  const rings: Ring2[] = [];
  const outer = dropClosingPoint(building.footprint);
  rings.push(signedArea(outer) < 0 ? [...outer].reverse() : outer);
  for (const hole of building.holes ?? []) {
    const h = dropClosingPoint(hole);
    rings.push(signedArea(h) > 0 ? [...h].reverse() : h);
  }
  const total = rings.reduce((sum, r) => sum + r.length, 0);
  const xs = new Float64Array(total);
  const ys = new Float64Array(total);
  const ringStarts = new Int32Array(rings.length + 1);
  let k = 0;
  rings.forEach((ring, r) => {
    ringStarts[r] = k;
    for (const [x, y] of ring) {
      xs[k] = x;
      ys[k] = y;
      k++;
    }
  });
  ringStarts[rings.length] = k;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < total; i++) {
    minX = Math.min(minX, xs[i]!);
    maxX = Math.max(maxX, xs[i]!);
    minY = Math.min(minY, ys[i]!);
    maxY = Math.max(maxY, ys[i]!);
  }
  const convex = rings.length === 1 && isConvex(xs, ys, total);
  return {
    index,
    xs,
    ys,
    ringStarts,
    convex,
    base: building.base,
    top: building.base + building.height,
    minX,
    minY,
    maxX,
    maxY,
  };
}

/**
 * Rasterise the shadow of a prism on the plane: the footprint translated by d0 (its cut at
 * max(base, plane)) swept to the translation d1 of its roof: (F + d0) ⊕ [0, d1 - d0]. The sweep is the
 * union of F + d0 and the quads swept by the edges whose outward normal faces the sweep direction; for a
 * convex footprint it is the convex hull of F + d0 and F + d1, filled in one pass. Drawn into a coverage
 * buffer (see ScanlineRaster).
 */
export function rasterisePrismShadow(
  p: PreparedPrism,
  d0x: number,
  d0y: number,
  d1x: number,
  d1y: number,
  raster: ScanlineRaster,
  mask: Int32Array,
): void {
  const { xs, ys, ringStarts } = p;
  if (p.convex) {
    // Hull of F + d0 and F + d1: edges facing the sweep taken from F + d1, the others from F + d0, joined
    // by the sweep segment at the two silhouette vertices. Every row then meets exactly two segments.
    const n = xs.length;
    const sx = d1x - d0x;
    const sy = d1y - d0y;
    // Classification of the edge (n-2 -> n-1) that precedes the first edge visited (n-1 -> 0).
    let prevFront = (ys[n - 1]! - ys[n - 2]!) * sx - (xs[n - 1]! - xs[n - 2]!) * sy > 0;
    // Written straight into the coverage buffer: two writes per row, whatever the hull's width.
    for (let a = n - 1, b = 0; b < n; a = b, b++) {
      const xa = xs[a]!;
      const ya = ys[a]!;
      const xb = xs[b]!;
      const yb = ys[b]!;
      const front = (yb - ya) * sx - (xb - xa) * sy > 0;
      // Connector at a silhouette vertex, in traversal order (counter-clockwise).
      if (front && !prevFront) raster.edgeToCoverage(xa + d0x, ya + d0y, xa + d1x, ya + d1y, mask);
      else if (!front && prevFront) raster.edgeToCoverage(xa + d1x, ya + d1y, xa + d0x, ya + d0y, mask);
      if (front) raster.edgeToCoverage(xa + d1x, ya + d1y, xb + d1x, yb + d1y, mask);
      else raster.edgeToCoverage(xa + d0x, ya + d0y, xb + d0x, yb + d0y, mask);
      prevFront = front;
    }
    return;
  }
  raster.fillPolygon(mask, xs, ys, ringStarts, d0x, d0y);
  const sx = d1x - d0x;
  const sy = d1y - d0y;
  if (sx === 0 && sy === 0) return;
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    const s = ringStarts[r]!;
    const e = ringStarts[r + 1]!;
    for (let a = e - 1, b = s; b < e; a = b, b++) {
      const xa = xs[a]!;
      const ya = ys[a]!;
      const xb = xs[b]!;
      const yb = ys[b]!;
      // Outward normal of a->b is (yb - ya, -(xb - xa)) (interior on the left).
      if ((yb - ya) * sx - (xb - xa) * sy <= 0) continue;
      raster.segment(xa + d0x, ya + d0y, xb + d0x, yb + d0y);
      raster.segment(xb + d0x, yb + d0y, xb + d1x, yb + d1y);
      raster.segment(xb + d1x, yb + d1y, xa + d1x, ya + d1y);
      raster.segment(xa + d1x, ya + d1y, xa + d0x, ya + d0y);
      raster.fillConvex(mask);
    }
  }
}

/** Is (px, py) inside or on the polygon rings (even-odd)? */
export function pointInRings(p: PreparedPrism, px: number, py: number): boolean {
  const { xs, ys, ringStarts } = p;
  let inside = false;
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    const s = ringStarts[r]!;
    const e = ringStarts[r + 1]!;
    for (let a = e - 1, b = s; b < e; a = b, b++) {
      if (rayCrossesEdge(px, py, xs[a]!, ys[a]!, xs[b]!, ys[b]!)) inside = !inside;
    }
  }
  return inside;
}

/**
 * Exact test: is plane point (px, py) in the prism's shadow (d0, d1 as in rasterisePrismShadow)? True when
 * the segment from P - d0 to P - d1 meets the footprint (the ray from P to the sun meets the prism).
 */
export function prismShadesPoint(
  p: PreparedPrism,
  px: number,
  py: number,
  d0x: number,
  d0y: number,
  d1x: number,
  d1y: number,
): boolean {
  const ax = px - d0x;
  const ay = py - d0y;
  const bx = px - d1x;
  const by = py - d1y;
  if (Math.max(ax, bx) < p.minX || Math.min(ax, bx) > p.maxX) return false;
  if (Math.max(ay, by) < p.minY || Math.min(ay, by) > p.maxY) return false;
  if (pointInRings(p, ax, ay)) return true;
  const { xs, ys, ringStarts } = p;
  for (let r = 0; r + 1 < ringStarts.length; r++) {
    const s = ringStarts[r]!;
    const e = ringStarts[r + 1]!;
    for (let a = e - 1, b = s; b < e; a = b, b++) {
      const hit = segmentsIntersect(ax, ay, bx, by, xs[a]!, ys[a]!, xs[b]!, ys[b]!);
      if (hit) return true;
    }
  }
  return false;
}
