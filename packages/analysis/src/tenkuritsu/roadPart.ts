import { FillRule, intersectD } from "@countertype/clipper2-ts";
import type { PathsD } from "@countertype/clipper2-ts";
import { pointInRing, signedArea } from "@soracity/engine/geometry";
import { tierSolid } from "@soracity/engine";
import type { Solid } from "@soracity/engine";
import type { XY } from "./slantPlanes";

// 令135条の6第1項第1号: for the road check the planned building counts only with its part inside the area
// where the road limit applies (道路高さ制限が適用される範囲内の部分に限る). Each tier is cut in plan by that
// area and keeps its heights.

/** A planned tier in the site frame: footprint, holes and its underside and top (m above the ground level). */
export interface PlannedTier {
  outer: XY[];
  holes: XY[][];
  base: number;
  top: number;
}

/** Decimals clipper2 rounds to (0.01 mm): exact products within about 900 m of the frame's origin. */
const DECIMALS = 5;

const toPath = (ring: readonly XY[]) => ring.map(([x, y]) => ({ x, y }));
const toRing = (path: readonly { x: number; y: number }[]): XY[] => path.map(({ x, y }) => [x, y]);

/** The solids of the tiers' parts inside `area` (counter-clockwise polygons of the site frame). */
export function solidsWithin(tiers: readonly PlannedTier[], area: readonly (readonly XY[])[]): Solid[] {
  const clip: PathsD = area.map(toPath);
  return tiers.flatMap((tier) => {
    const subject: PathsD = [tier.outer, ...tier.holes].map(toPath);
    const rings = intersectD(subject, clip, FillRule.EvenOdd, DECIMALS).map(toRing);
    // The largest ring is an outer one: outers share its orientation, holes have the other.
    const areas = rings.map((r) => signedArea(r));
    const largest = areas.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
    const outers = rings.filter((_, i) => (areas[i] ?? 0) * largest > 0);
    const holes = rings.filter((_, i) => (areas[i] ?? 0) * largest < 0);
    return outers.map((outer) => {
      const inside = holes.filter((h) => h[0] !== undefined && pointInRing(h[0][0], h[0][1], outer));
      return tierSolid(outer, tier.base, tier.top, inside);
    });
  });
}
