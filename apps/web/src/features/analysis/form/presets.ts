import {
  ORDINANCE_ROWS,
  REGULATION_WINDOW,
  REGULATION_WINDOW_HOKKAIDO,
  ZONE_CLAUSES,
  zoneLimits,
} from "@soracity/contracts";
import type { HikageParametersInput, OrdinanceRow, ZoneLimits, ZoningDistrict } from "@soracity/contracts";

/**
 * 日影規制 set-up from the contracts' table of 別表第4 (法56条の2第1項; zones.ts is the one source of the
 * values): the rows and plane heights a zone offers, and the fields a choice fills.
 */

/** Measurement plane heights the table knows (m above the 平均地盤面), offered when no zone is chosen. */
export const PLANE_HEIGHTS = [1.5, 4, 6.5] as const;

/** Default height (m) of a newly drawn planned building, and of a tier added on top of one. */
export const PLANNED_HEIGHT_M = 20;
export const TIER_HEIGHT_M = 3;

/** The ordinance's rows (号) the zone's 項 has: (一)(二)(三), (一)(二) in 三の項, none if not regulated. */
export const rowsOfZone = (zone: ZoningDistrict): OrdinanceRow[] =>
  ORDINANCE_ROWS.filter((row) => ZONE_CLAUSES[zone]?.rows[row] !== undefined);

/** Plane heights the zone allows (column (は)); none for the zones outside column (い). */
export const planesOfZone = (zone: ZoningDistrict | undefined): readonly number[] =>
  zone ? (ZONE_CLAUSES[zone]?.planeHeights ?? []) : PLANE_HEIGHTS;

/** The zone is in column (い) of 別表第4 (商業, 工業, 工業専用 are not: 法56条の2第4項 applies instead). */
export const isRegulated = (zone: ZoningDistrict | undefined): boolean =>
  zone !== undefined && ZONE_CLAUSES[zone] !== null;

/** The regulation window in true solar time (法56条の2第1項): 8-16 h, inside Hokkaido 9-15 h. */
export const windowOf = (hokkaido: boolean) => (hokkaido ? REGULATION_WINDOW_HOKKAIDO : REGULATION_WINDOW);

/** The times are one of the regulation's windows (or unset): a zone's choice may set them. */
export const isRegulationWindow = (start: string | undefined, end: string | undefined): boolean =>
  [windowOf(false), windowOf(true)].some((w) => (start ?? w.start) === w.start && (end ?? w.end) === w.end);

/** What the set-up shows and stores of a case: the zone, the row, the plane, Hokkaido, typed values. */
export interface ZoneChoice {
  zone?: ZoningDistrict;
  row?: OrdinanceRow;
  plane?: number;
  hokkaido: boolean;
  custom: boolean;
}

type Filled = Pick<
  HikageParametersInput,
  "zone" | "ordinance_row" | "hokkaido" | "plane_height" | "limits" | "start_time" | "end_time"
>;

/**
 * The parameters a choice fills. The zone's first plane replaces a plane it does not allow; the limits are
 * the row's (Hokkaido's when inside Hokkaido) unless the values are a local ordinance's (`custom`), which
 * keeps what was typed. A row the zone lacks is kept, so the form says so at the row (row_not_in_zone).
 */
export function filledByChoice(choice: ZoneChoice): Filled {
  const window = windowOf(choice.hokkaido);
  const out: Filled = {
    zone: choice.zone,
    ordinance_row: choice.row,
    hokkaido: choice.hokkaido,
    start_time: window.start,
    end_time: window.end,
  };
  if (choice.custom || !choice.zone) {
    // Typed values (or no zone): the plane is the one picked, the limits stay as typed.
    if (choice.plane !== undefined) out.plane_height = choice.plane;
    return out;
  }
  const planes = planesOfZone(choice.zone);
  if (planes.length > 0)
    out.plane_height = choice.plane !== undefined && planes.includes(choice.plane) ? choice.plane : planes[0];
  const limits: ZoneLimits | null = choice.row ? zoneLimits(choice.zone, choice.row, choice.hokkaido) : null;
  if (limits) out.limits = { hours5: limits.hours5, hours10: limits.hours10 };
  return out;
}
