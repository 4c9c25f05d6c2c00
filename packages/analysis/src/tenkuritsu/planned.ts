import type { TenkuritsuParameters } from "@soracity/contracts";
import { tierSolid } from "@soracity/engine";
import type { Solid } from "@soracity/engine";
import { median } from "../buildings";
import type { SiteFrame } from "../frame";
import type { PlannedTier } from "./roadPart";

// The planned building of a 天空率 case as the engine's solids: the shadow service's tier model (hikage's
// planned_buildings), in the site frame with z in metres above the site's ground level (地盤面).

type Tier = TenkuritsuParameters["planned_buildings"][number];

/**
 * The site's ground level (orthometric m): the typed `ground_elevation`, else the median of the tiers' typed
 * bases, else 0 (every tier then stands on the ground or at its `base_height`).
 */
export function groundElevation(p: TenkuritsuParameters): number {
  if (p.ground_elevation !== undefined) return p.ground_elevation;
  return median(p.planned_buildings.flatMap((b) => (b.base === undefined ? [] : [b.base])));
}

/** A tier's underside above the ground level (m): its `base` less the ground, else its `base_height`. */
export const tierBase = (tier: Tier, ground: number): number =>
  tier.base === undefined ? (tier.base_height ?? 0) : tier.base - ground;

/** The planned tiers in the site frame, with their underside and top above the ground level. */
export function plannedTiers(p: TenkuritsuParameters, frame: SiteFrame, ground: number): PlannedTier[] {
  return p.planned_buildings.map((tier) => {
    const [outer = [], ...holes] = tier.footprint.coordinates.map((ring) => frame.ring(ring));
    const base = tierBase(tier, ground);
    return { outer, holes, base, top: base + tier.height };
  });
}

/** One closed solid per planned tier (walls, top and underside: an eye may stand under an overhang). */
export const plannedSolids = (tiers: readonly PlannedTier[]): Solid[] =>
  tiers.map((t) => tierSolid(t.outer, t.base, t.top, t.holes));
