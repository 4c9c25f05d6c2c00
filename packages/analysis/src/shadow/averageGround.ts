// 平均地盤面 of the site (別表第4 closing note; docs/REGULATION.md §5) and the rise of the measurement plane for
// a site lying 1 m or more below its neighbours (令135条の12第3項第2号; §6.2).
import type { HikageParameters, HikageSetup } from "@soracity/contracts";
import type { Meters } from "@soracity/engine";
import type { LocalSource } from "../buildings";
import { meeting, median } from "../buildings";
import type { LocalBbox, SiteFrame } from "../frame";

export type AverageGroundMethod = HikageSetup["average_ground"]["method"];
type ContactEdge = HikageSetup["average_ground"]["edges"][number];

export interface AverageGround {
  /** 平均地盤面 in the frame's z (m). */
  z: Meters;
  /** The same as an orthometric elevation (m): the frame's z at its origin is the elevation. */
  elevation: Meters;
  method: AverageGroundMethod;
  /** The contact line's edges (length, mean ground height), when computed from ground heights. */
  edges: ContactEdge[];
}

type Tier = HikageParameters["planned_buildings"][number];

const mm = (v: number): number => Math.round(v * 1000) / 1000;

/** A tier standing on the ground: not a rooftop structure, not lifted by `base_height`. */
const onGround = (t: Tier): boolean => !t.rooftop && !(t.base_height !== undefined && t.base_height > 0);

/**
 * The edges where the ground-standing tiers with `ground_heights` meet the ground: each edge's length (m,
 * in the frame) and its mean ground height (the ends' mean: the ground varies linearly along an edge).
 */
export function contactEdges(p: HikageParameters, frame: SiteFrame): ContactEdge[] {
  return p.planned_buildings.filter(onGround).flatMap((t) => {
    const heights = t.ground_heights;
    const ring = frame.outer(t.footprint);
    if (!heights || heights.length !== ring.length) return [];
    return ring.map((a, i) => {
      const j = (i + 1) % ring.length;
      const b = ring[j] ?? a;
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      return { length_m: length, mean_m: ((heights[i] ?? 0) + (heights[j] ?? 0)) / 2 };
    });
  });
}

/** Length-weighted mean of the edges' mean heights (null when they have no length). */
function weightedMean(edges: readonly ContactEdge[]): number | null {
  const total = edges.reduce((sum, e) => sum + e.length_m, 0);
  if (!(total > 0)) return null;
  return edges.reduce((sum, e) => sum + e.length_m * e.mean_m, 0) / total;
}

/**
 * The site's 平均地盤面, and how it was found:
 * - `typed`: `ground_elevation`;
 * - `ground_heights`: the mean height, weighted by length, of the line where the ground-standing tiers
 *   meet the ground, from their corners' `ground_heights` (one 平均地盤面 for the site, however many
 *   buildings: 法56条の2第2項; no 3 m bands, unlike 令2条2項). Walls two tiers share are counted too;
 * - `buildings`: the median base of the city and model buildings touching `near` (the surrounding ground);
 * - `planned_bases`: the median typed base of the planned tiers;
 * - `none`: 0.
 */
export function averageGroundOf(
  p: HikageParameters,
  frame: SiteFrame,
  sources: readonly LocalSource[],
  near: LocalBbox | null,
): AverageGround {
  const at = (elevation: Meters, method: AverageGroundMethod, edges: ContactEdge[] = []): AverageGround => ({
    z: frame.toLocal(frame.lon, frame.lat, elevation)[2],
    elevation,
    method,
    edges,
  });
  if (p.ground_elevation !== undefined) return at(p.ground_elevation, "typed");
  const edges = contactEdges(p, frame);
  const mean = weightedMean(edges);
  if (mean !== null)
    return at(
      mean,
      "ground_heights",
      edges.map((e) => ({ length_m: mm(e.length_m), mean_m: mm(e.mean_m) })),
    );
  const touching = near ? meeting(sources, near) : [];
  if (touching.length > 0) {
    const z = median(touching.map((s) => s.local.baseZ));
    return { z, elevation: z, method: "buildings", edges: [] };
  }
  const bases = p.planned_buildings.flatMap((b) => (b.base === undefined ? [] : [b.base]));
  if (bases.length > 0) return at(median(bases), "planned_bases");
  return at(0, "none");
}

/**
 * Rise of the measurement plane (m) for a site whose 平均地盤面 lies H ≥ 1 m below the neighbouring ground:
 * (H - 1) / 2 (令135条の12第3項第2号); 0 otherwise. There is no rule for a site above its neighbours.
 */
export function planeRise(neighbourElevation: Meters | undefined, averageElevation: Meters): Meters {
  if (neighbourElevation === undefined) return 0;
  const difference = neighbourElevation - averageElevation;
  return difference >= 1 ? (difference - 1) / 2 : 0;
}

/**
 * A planned tier's base (frame z): `base` when given; else the 平均地盤面 plus `base_height` (stacked tiers
 * and rooftop structures sit on the tier below).
 */
export function tierBase(t: Tier, frame: SiteFrame, ground: Meters): Meters {
  if (t.base !== undefined) {
    const c = t.footprint.coordinates[0]?.[0] ?? [frame.lon, frame.lat];
    return frame.toLocal(c[0] ?? 0, c[1] ?? 0, t.base)[2];
  }
  return ground + (t.base_height ?? 0);
}
