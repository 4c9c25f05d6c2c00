// Where a view's figures are counted (issue 24 §1): the largest hours and the areas of a shadow view leave out
// the cells inside a building the plane passes through (a point inside a building is not shaded ground: every
// such cell reads the whole window, so "max 8.00 h" said nothing) and, with a site boundary, the site itself
// (法56条の2第1項 excludes the building's own site from the plane). The layers keep every cell.
import type { GridSpec, Ring2 } from "@soracity/engine";
import { pointInRing } from "@soracity/engine/geometry";
import type { ShadowView } from "@soracity/contracts";

/** A footprint (outer ring, then holes) and the heights the solid spans, local metres. */
export interface Footprint {
  rings: readonly Ring2[];
  base: number;
  top: number;
  /** Part of the plan (planned tiers and planned models). */
  planned: boolean;
}

/** Marks (1) the cells whose centre lies inside `rings` (even-odd over outer ring and holes). */
function markPolygon(mask: Uint8Array, grid: GridSpec, rings: readonly Ring2[]): void {
  const [outer] = rings;
  if (!outer || outer.length < 3) return;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x = 0, y = 0] of outer)
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  const s = grid.spacing;
  const i0 = Math.max(0, Math.ceil((x0 - grid.originX) / s));
  const i1 = Math.min(grid.nx - 1, Math.floor((x1 - grid.originX) / s));
  const j0 = Math.max(0, Math.ceil((y0 - grid.originY) / s));
  const j1 = Math.min(grid.ny - 1, Math.floor((y1 - grid.originY) / s));
  for (let j = j0; j <= j1; j++)
    for (let i = i0; i <= i1; i++) {
      const [x, y] = [grid.originX + i * s, grid.originY + j * s];
      if (pointInRing(x, y, outer) && !rings.slice(1).some((hole) => pointInRing(x, y, hole)))
        mask[j * grid.nx + i] = 1;
    }
}

/**
 * The cells left out of a view's figures: inside the site, and inside the footprint of a building of the view
 * that reaches the plane (planned: the plan's; composite and added: every building used).
 */
export function summaryMask(
  grid: GridSpec,
  planeZ: number,
  footprints: readonly Footprint[],
  site: Ring2 | null,
  view: ShadowView,
): Uint8Array {
  const mask = new Uint8Array(grid.nx * grid.ny);
  if (site) markPolygon(mask, grid, [site]);
  for (const f of footprints)
    if ((view !== "planned" || f.planned) && f.base <= planeZ && f.top > planeZ)
      markPolygon(mask, grid, f.rings);
  return mask;
}

/** The hours with the masked cells at 0 (for the summary's max and areas). */
export function maskedHours(hours: Float32Array, mask: Uint8Array): Float32Array {
  const out = new Float32Array(hours);
  for (let c = 0; c < out.length; c++) if (mask[c]) out[c] = 0;
  return out;
}
