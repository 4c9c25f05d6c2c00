import { slantChecks, slantParameters } from "@soracity/contracts";
import type { SkyCheck, ZoningDistrict } from "@soracity/contracts";

/** The checks of 法56条7項 a zone has (none without a zone: no conforming building to compare with). */
export function zoneChecks(zone: ZoningDistrict | undefined): SkyCheck[] {
  // The 容積率 only moves the road plane's application distance, never which planes exist: whatever value is given serves.
  return zone ? slantChecks(slantParameters(zone, { floorAreaRatio: 0 })) : [];
}

/**
 * `checks` after turning `check` on or off, `chosen` being what is ticked now. Back to every check the zone
 * has, it is unset, so the default follows a later change of zone.
 */
export function toggleCheck(
  available: readonly SkyCheck[],
  chosen: readonly SkyCheck[],
  check: SkyCheck,
  on: boolean,
): SkyCheck[] | undefined {
  const next = available.filter((c) => (c === check ? on : chosen.includes(c)));
  return next.length === available.length ? undefined : next;
}
