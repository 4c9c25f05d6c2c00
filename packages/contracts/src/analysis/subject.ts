// Whether the planned building is a 対象建築物 of the shadow regulation (建築基準法 別表第4 (ろ)), from the zone
// and the planned tiers (docs/REGULATION.md §4). Pure, for the run's summary and the case form's live notice.
import type { HikageSetup } from "./result";
import { polygonAreaM2, polygonInside } from "./geo";
import type { ZoningDistrict } from "./zones";
import { ZONE_CLAUSES } from "./zones";

type Polygon = { coordinates: readonly (readonly (readonly number[])[])[] };

/** A planned tier as the case holds it (a draft's tier may lack its footprint or height). */
export interface SubjectTier {
  building?: string | undefined;
  footprint?: Polygon | undefined;
  height?: number | undefined;
  base?: number | undefined;
  base_height?: number | undefined;
  eaves_height?: number | undefined;
  storeys?: number | undefined;
  rooftop?: boolean | undefined;
}

export type SubjectResult = NonNullable<HikageSetup["subject"]>;

/** Rooftop structures up to this height are not counted in the height (令2条1項6号ロ, for 別表第4 and 法56条の2第4項). */
export const ROOFTOP_FREE_HEIGHT_M = 5;
/** Eaves over 7 m, 3 storeys or more (別表第4 (ろ) 一の項, 四の項イ); height over 10 m (二, 三, 四ロ, 法56条の2第4項). */
export const SUBJECT_EAVES_M = 7;
export const SUBJECT_STOREYS = 3;
export const SUBJECT_HEIGHT_M = 10;

const mm = (v: number) => Math.round(v * 1000) / 1000;

interface Placed {
  tier: SubjectTier & { height: number };
  bottom: number;
  top: number;
  area: number;
}

/** Each tier's underside and top above the ground: `base_height`, else `base` less the ground, else 0. */
function place(tiers: readonly SubjectTier[], ground: number | null): Placed[] {
  const bases = tiers.flatMap((t) => (t.base === undefined ? [] : [t.base]));
  const datum = ground ?? (bases.length > 0 ? Math.min(...bases) : 0);
  return tiers.flatMap((t) => {
    if (t.height === undefined || !Number.isFinite(t.height)) return [];
    const bottom = Math.max(0, t.base_height ?? (t.base === undefined ? 0 : t.base - datum));
    const area = t.footprint ? polygonAreaM2(t.footprint) : 0;
    return [{ tier: { ...t, height: t.height }, bottom, top: bottom + t.height, area }];
  });
}

/**
 * 建築面積 of a building (its horizontal projection, 令2条1項2号): the main tiers' footprints, a tier lying
 * inside another counted once. Footprints that overlap without one containing the other are summed (an
 * over-estimate; stacked tiers are nested in practice).
 */
function buildingArea(main: readonly Placed[]): number {
  const inside = (i: number, j: number) => {
    const a = main[i]?.tier.footprint;
    const b = main[j]?.tier.footprint;
    return a !== undefined && b !== undefined && polygonInside(a, b);
  };
  return main.reduce((sum, p, i) => {
    const covered = main.some((_, j) => j !== i && inside(i, j) && (!inside(j, i) || j < i));
    return covered ? sum : sum + p.area;
  }, 0);
}

interface BuildingFigures {
  eaves: number | null;
  storeys: number | null;
  height: number | null;
  rooftopExcluded: boolean;
}

/** One building's eaves, storeys and height (令2条1項6号・7号・8号), heights above the ground. */
function figuresOf(tiers: readonly Placed[]): BuildingFigures {
  const main = tiers.filter((p) => !p.tier.rooftop);
  const rooftop = tiers.filter((p) => p.tier.rooftop);
  const area = buildingArea(main);
  const rooftopArea = rooftop.reduce((sum, p) => sum + p.area, 0);
  // 令2条1項6号ロ・8号: rooftop structures whose projection totals ≤ 1/8 of the 建築面積 are not counted up to
  // 5 m in the height (above 5 m the excess counts), nor as storeys.
  const excluded = rooftop.length > 0 && main.length > 0 && rooftopArea <= area / 8;
  const mainTop = main.length > 0 ? Math.max(...main.map((p) => p.top)) : null;
  const rooftopTops = rooftop.map((p) =>
    excluded ? p.bottom + Math.max(0, p.tier.height - ROOFTOP_FREE_HEIGHT_M) : p.top,
  );
  const tops = [...(mainTop === null ? [] : [mainTop]), ...rooftopTops];
  // Eaves (令2条1項7号): the largest typed; untyped, the top of the highest main tier (its roof's wall top).
  const typedEaves = tiers.flatMap((p) => (p.tier.eaves_height === undefined ? [] : [p.tier.eaves_height]));
  const eaves = typedEaves.length > 0 ? Math.max(...typedEaves) : mainTop;
  // A tier's `storeys` is the building's count up to that tier; where parts differ, the largest (8号).
  const counted = excluded ? main : tiers;
  const typedStoreys = counted.flatMap((p) => (p.tier.storeys === undefined ? [] : [p.tier.storeys]));
  return {
    eaves: eaves === null ? null : mm(eaves),
    storeys: typedStoreys.length > 0 ? Math.max(...typedStoreys) : null,
    height: tops.length > 0 ? mm(Math.max(...tops)) : null,
    rooftopExcluded: excluded,
  };
}

const maxOrNull = (values: readonly (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null);
  return known.length > 0 ? Math.max(...known) : null;
};

/**
 * Whether the planned building is a 対象建築物 (別表第4 (ろ)), with the values used; null without a zone.
 * - 一の項, 四の項イ: eaves > 7 m or storeys ≥ 3 (地階を除く); 二, 三, 四の項ロ: height > 10 m. A zone outside
 *   column (い) (商業, 工業, 工業専用) takes the height test of 法56条の2第4項 (a building there over 10 m that
 *   shades a regulated area is treated as inside it).
 * - Heights are above the ground the tiers stand on: `base_height`, else `base` less `groundElevation` (or
 *   less the lowest typed base); the 地盤面 of 令2条2項 is taken to be that ground (no 3 m bands).
 * - Eaves not typed: the top of the highest non-rooftop tier. Storeys not typed: null (unknown), and the
 *   test then rests on the eaves alone.
 * - Several buildings on one site are one building (法56条の2第2項): the site is subject when any building
 *   (tiers grouped by `building`; a tier without one is a building of its own) meets the test; the values
 *   reported are the largest of the buildings'.
 */
export function subjectOf(
  zone: ZoningDistrict | null | undefined,
  tiers: readonly SubjectTier[],
  groundElevation: number | null = null,
): SubjectResult | null {
  if (!zone) return null;
  const test = ZONE_CLAUSES[zone]?.subject ?? "height";
  const placed = place(tiers, groundElevation);
  const groups = new Map<string, Placed[]>();
  placed.forEach((p, i) => {
    const key = p.tier.building === undefined ? `#${i}` : `b:${p.tier.building}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  });
  const figures = [...groups.values()].map(figuresOf);
  const meets = (f: BuildingFigures) =>
    test === "height"
      ? f.height !== null && f.height > SUBJECT_HEIGHT_M
      : (f.eaves !== null && f.eaves > SUBJECT_EAVES_M) ||
        (f.storeys !== null && f.storeys >= SUBJECT_STOREYS);
  return {
    subject: figures.some(meets),
    test,
    eaves_m: maxOrNull(figures.map((f) => f.eaves)),
    storeys: maxOrNull(figures.map((f) => f.storeys)),
    height_m: maxOrNull(figures.map((f) => f.height)),
    rooftop_excluded: figures.some((f) => f.rooftopExcluded),
  };
}
