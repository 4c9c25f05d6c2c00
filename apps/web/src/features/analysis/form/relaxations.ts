import type { HikageParametersInput } from "@soracity/contracts";

/**
 * Relaxations of 令135条の12第3項 (法56条の2第3項), as the form explains them.
 * 第1号: a site edge along a road, water or railway (道路, 水面, 線路敷) of width W is taken as lying W/2 out,
 * and where W > 10 m, 5 m short of the far side (W − 5 m): both give 5 m at W = 10 m.
 */
export function deemedOffset(width: number): number {
  return width <= 10 ? width / 2 : width - 5;
}

/**
 * 第2号: a site whose 平均地盤面 lies H ≥ 1 m below the neighbouring ground has its plane raised by (H − 1) / 2;
 * nothing for a site higher than its neighbours. Null when either level is unknown.
 */
export function planeRise(ground: number | undefined, neighbour: number | undefined): number | null {
  if (ground === undefined || neighbour === undefined) return null;
  const difference = neighbour - ground;
  return difference >= 1 ? (difference - 1) / 2 : 0;
}

type Tier = NonNullable<HikageParametersInput["planned_buildings"]>[number];

/**
 * The tiers with a tier stacked on tier `index`: the same footprint and building, its base at the top of the
 * lower tier (above the 平均地盤面), `height` tall, placed right after it. An unnamed lower tier is named `name`
 * so that both form one building.
 */
export function stackTier(tiers: readonly Tier[], index: number, height: number, name: string): Tier[] {
  const below = tiers[index];
  if (!below) return [...tiers];
  // An empty name input reads "": unnamed too.
  const building = below.building?.trim() ? below.building : name;
  const top: Tier = {
    footprint: below.footprint,
    building,
    base_height: (below.base_height ?? 0) + (below.height ?? 0),
    height,
    rooftop: false,
  };
  const out = tiers.map((tier, i) => (i === index ? { ...tier, building } : tier));
  out.splice(index + 1, 0, top);
  return out;
}

/** Ground heights typed per corner ("3.2, 3.4, 3.1, 3.0") as numbers; empty is unset. */
export const cornerHeights = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const parts = value.split(/[,、\s]+/).filter(Boolean);
  return parts.length === 0 ? undefined : parts.map(Number);
};
