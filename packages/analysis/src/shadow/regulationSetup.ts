// The regulation set-up of a run as the law has it (summary.setup, hikageSetupSchema; docs/REGULATION.md):
// zone and ordinance row (別表第4), whether the limits and plane are the table's, the 平均地盤面 and how it was
// found, the plane's rise (令135条の12第3項第2号), the 対象建築物 test (別表第4 (ろ)) and the deemed edges
// (令135条の12第3項第1号).
import type { HikageParameters, HikageSetup } from "@soracity/contracts";
import { ZONE_CLAUSES, subjectOf, zoneLimits } from "@soracity/contracts";
import { deemedShift } from "@soracity/engine";
import type { AverageGround } from "./averageGround";

const mm = (v: number): number => Math.round(v * 1000) / 1000;

/**
 * Whether the limits and the plane height are the table's row for the zone (別表第4 (は)(に)): a zone and
 * row given, the values not typed as a local ordinance's, the limits equal to the row's (Hokkaido's when
 * inside it) and the plane one the zone allows.
 */
export function fromTable(p: HikageParameters): boolean {
  if (!p.zone || !p.ordinance_row || p.custom_limits || !p.limits) return false;
  const table = zoneLimits(p.zone, p.ordinance_row, p.hokkaido);
  const planes = ZONE_CLAUSES[p.zone]?.planeHeights ?? [];
  return (
    table !== null &&
    table.hours5 === p.limits.hours5 &&
    table.hours10 === p.limits.hours10 &&
    planes.includes(p.plane_height)
  );
}

/** summary.setup of a run, from its parameters, its 平均地盤面 and the plane's rise (m). */
export function regulationSetup(p: HikageParameters, ground: AverageGround, rise: number): HikageSetup {
  return {
    zone: p.zone ?? null,
    ordinance_row: p.ordinance_row ?? null,
    hokkaido: p.hokkaido,
    from_table: fromTable(p),
    plane_height: p.plane_height,
    average_ground: { elevation: mm(ground.elevation), method: ground.method, edges: ground.edges },
    plane_rise_m: mm(rise),
    subject: subjectOf(p.zone, p.planned_buildings, ground.elevation),
    deemed_edges: p.deemed_edges.map((d) => ({
      edge: d.edge,
      kind: d.kind,
      width: d.width,
      offset_m: mm(deemedShift(d.width)),
    })),
  };
}
