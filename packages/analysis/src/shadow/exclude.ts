// City buildings left out of a case (issue 24 §1), e.g. the building the plan replaces: the ids the user
// picked (`excluded_buildings`) and, with `exclude_site_buildings`, every city building standing on the site.
// They are left out of every view (planned, composite, added) and out of the 平均地盤面's sample.
import type { HikageParameters } from "@soracity/contracts";
import { pointInRing, ringsCentroid } from "@soracity/engine/geometry";
import type { LocalSource, ShadowShape } from "../buildings";
import { shadowShapes } from "../buildings";
import type { SiteFrame } from "../frame";

/**
 * Whether a shape's id is named in `ids`: the catalogue id as stored, or a part's id with its `#k` suffix
 * (`bldg_1#0`, as shadowShapes names the parts of a multi-polygon building; wallTargets compares the same).
 */
export const namedIn = (ids: ReadonlySet<string>, id: string): boolean =>
  ids.has(id) || ids.has(id.replace(/#\d+$/, ""));

/** Area-weighted centroid of a building's footprint (outer rings, local m); see ringsCentroid. */
export const footprintCentroid = (source: LocalSource): [number, number] | null =>
  ringsCentroid(source.local.footprint.map((polygon) => polygon[0] ?? []));

/**
 * A city building on the site that stays: part of the plan for the planned view and the check, and part of
 * what exists for the added view (the hours the plan adds are composite less all that stands without the
 * new buildings).
 */
export const isRetained = (b: unknown): boolean => (b as { retained?: boolean }).retained === true;
/** What stands without the new buildings: every building but the plan's new ones. */
export const isExisting = (b: unknown): boolean =>
  (b as { planned?: boolean }).planned !== true || isRetained(b);

export interface CityKept {
  /** Sources with at least one shape kept. */
  sources: LocalSource[];
  shapes: ShadowShape[];
  /** City buildings left out (wholly or some of their parts). */
  excluded: number;
  /**
   * The kept city buildings that stand on the site: they stay, so the law counts them with the plan as one
   * building (法56条の2第2項); their shapes are flagged `planned`.
   */
  onSite: Set<LocalSource>;
}

/**
 * The city's shapes without the buildings left out. A building is on the site when the area centroid of its
 * footprint lies inside the site boundary: one clear rule for a building straddling the boundary (the side
 * most of its footprint is on, for the compact footprints of city blocks), and stable under the footprint's
 * vertex order and small slivers across the line.
 */
export function keptCityShapes(
  p: HikageParameters,
  frame: SiteFrame,
  city: readonly LocalSource[],
  lod2: boolean,
): CityKept {
  const ids = new Set(p.excluded_buildings);
  const site = p.site_boundary ? frame.outer(p.site_boundary) : null;
  const onSite = (s: LocalSource): boolean => {
    if (!site) return false;
    const c = footprintCentroid(s);
    return c !== null && pointInRing(c[0], c[1], site);
  };
  const out: CityKept = { sources: [], shapes: [], excluded: 0, onSite: new Set() };
  for (const source of city) {
    const standsOnSite = onSite(source);
    if (namedIn(ids, source.local.id) || (standsOnSite && p.exclude_site_buildings)) {
      out.excluded++;
      continue;
    }
    const all = shadowShapes(source, lod2);
    const kept = all.filter((s) => !namedIn(ids, s.id ?? ""));
    if (kept.length < all.length) out.excluded++;
    if (kept.length === 0) continue;
    out.sources.push(source);
    if (standsOnSite) out.onSite.add(source);
    out.shapes.push(...(standsOnSite ? kept.map((s) => ({ ...s, planned: true, retained: true })) : kept));
  }
  return out;
}
