// The walls table of the summary (issue 24 §2): each sampled facade's worst sample, worst first.
import type { HikageSummary } from "@soracity/contracts";
import type { ShadowSceneResult } from "@soracity/engine";
import type { SiteFrame } from "../frame";

/** Rows of the table at most: the worst facades (the walls layer holds every sample). */
export const WALL_ROWS = 200;

type WallsOut = NonNullable<ShadowSceneResult["walls"]>;
type WallRow = NonNullable<HikageSummary["walls"]>[number];

/**
 * One row per facade (a building's surface: for an LOD1 prism its footprint edge, holes after; for a mesh
 * its wall polygon, as the engine's wall samples number them): the sample shaded longest, its lon/lat and
 * frame z (as the walls layer's `z`), worst first (ties: building, facade), at most WALL_ROWS rows.
 */
export function wallsTable(walls: WallsOut, frame: SiteFrame): WallRow[] {
  const rows: WallRow[] = [];
  for (const b of walls.buildings)
    for (const s of b.surfaces) {
      let worst = s.samples[0];
      for (const p of s.samples) if (worst && p.shadedHours > worst.shadedHours) worst = p;
      if (!worst) continue;
      const [lon, lat] = frame.toLonLat(worst.x, worst.y, worst.z);
      rows.push({
        building: b.id ?? `#${b.building}`,
        facade: s.surface,
        lon,
        lat,
        z: worst.z,
        hours: worst.shadedHours,
      });
    }
  rows.sort((a, b) => b.hours - a.hours || a.building.localeCompare(b.building) || a.facade - b.facade);
  return rows.slice(0, WALL_ROWS);
}
