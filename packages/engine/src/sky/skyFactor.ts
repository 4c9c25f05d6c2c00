// 天空率 (令135条の5): Rs = (As − Ab) / As with As the plan (正射影) of the sky hemisphere (π on the unit
// sphere) and Ab that of the obstruction seen from the point, i.e. Rs = 1 − Ab / π.
import { blockedProjectedSolidAngle, silhouetteSectors } from "./silhouette";
import type { Solid, Vec3 } from "./types";

/** The exact sky factor at `eye` with the given obstructions (0 … 1). */
export function skyFactor(eye: Vec3, solids: readonly Solid[]): number {
  const ab = blockedProjectedSolidAngle(silhouetteSectors(eye, solids));
  return Math.min(1, Math.max(0, 1 - ab / Math.PI));
}
