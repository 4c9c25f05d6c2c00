// The slant planes of 建築基準法 法56条 per 用途地域, for the 天空率 check of 法56条7項: the road plane
// (道路斜線, 法56条1項1号 and 別表第3), the neighbour plane (隣地斜線, 法56条1項2号) and the north plane
// (北側斜線, 法56条1項3号). Not covered: 別表第3 四の項 and 法56条1項2号ハ (高層住居誘導地区, not a zone of
// ours).

import { SKY_CHECKS, type SkyCheck } from "./tenkuritsu";
import type { ZoningDistrict } from "./zones";

/** One row of 別表第3 (ろ)(は): up to and including `upTo` (容積率 in %, null: above every bound), the distance. */
export interface ApplicationDistanceRow {
  readonly upTo: number | null;
  /** 適用距離 (m) from the far side boundary of the road (前面道路の反対側の境界線). */
  readonly distance: number;
}

/** A road plane: slope (別表第3 (に)) and application distances by 容積率 (別表第3 (ろ)(は)). */
export interface RoadPlaneRule {
  readonly slope: number;
  readonly rows: readonly ApplicationDistanceRow[];
}

/** A plane of height `rise` + `slope` × distance (m). */
export interface RisingPlane {
  readonly rise: number;
  readonly slope: number;
}

export interface ZoneSlantRules {
  /** The 項 of 別表第3 the zone falls in. */
  readonly roadClause: "1" | "2" | "3" | "5";
  readonly road: RoadPlaneRule;
  /**
   * The road plane where the 特定行政庁 designates it: 別表第3 備考3 (一の項: 中高層 zones with 容積率 ≥ 400 %,
   * 住居 zones) or 五の項 (no 用途地域: 1.25 or 1.5). Null: no such choice.
   */
  readonly alternativeRoad: RoadPlaneRule | null;
  /** Only for 中高層 zones: 備考3 applies where the 容積率 is at least this (%). */
  readonly alternativeRoadMinRatio: number | null;
  /** 法56条3項 applies: a road of 12 m or more steepens the plane far from it (一の項 but the low-rise zones). */
  readonly wideRoad: boolean;
  /** 隣地斜線 (法56条1項2号イ・ロ・ニ); null in the low-rise zones, which have 絶対高さ instead (法55条). */
  readonly neighbour: RisingPlane | null;
  /** 法56条1項2号イ括弧書 and ニ: the plane a 特定行政庁 may designate instead. */
  readonly alternativeNeighbour: RisingPlane | null;
  /** 北側斜線 (法56条1項3号); null where the zone has none. */
  readonly north: (RisingPlane & { readonly exceptWhereShadowRegulated: boolean }) | null;
  /** 絶対高さ the city plan chooses (法55条1項): 10 or 12 m; not relaxed by 天空率. */
  readonly absoluteHeights: readonly number[] | null;
}

// 別表第3 一の項 and 三の項 share the bounds 20/10, 30/10, 40/10 with the distances 20, 25, 30, 35 m.
const ROWS_RESIDENTIAL: readonly ApplicationDistanceRow[] = [
  { upTo: 200, distance: 20 },
  { upTo: 300, distance: 25 },
  { upTo: 400, distance: 30 },
  { upTo: null, distance: 35 },
];
// 別表第3 備考3: in 一の項 read 25 m as 20 m, 30 m as 25 m, 35 m as 30 m and 1.25 as 1.5.
const ROWS_RESIDENTIAL_DESIGNATED: readonly ApplicationDistanceRow[] = [
  { upTo: 200, distance: 20 },
  { upTo: 300, distance: 20 },
  { upTo: 400, distance: 25 },
  { upTo: null, distance: 30 },
];
// 別表第3 二の項 (近隣商業・商業).
const ROWS_COMMERCIAL: readonly ApplicationDistanceRow[] = [
  { upTo: 400, distance: 20 },
  { upTo: 600, distance: 25 },
  { upTo: 800, distance: 30 },
  { upTo: 1000, distance: 35 },
  { upTo: 1100, distance: 40 },
  { upTo: 1200, distance: 45 },
  { upTo: null, distance: 50 },
];
// 別表第3 五の項 (用途地域の指定のない区域).
const ROWS_UNDESIGNATED: readonly ApplicationDistanceRow[] = [
  { upTo: 200, distance: 20 },
  { upTo: 300, distance: 25 },
  { upTo: null, distance: 30 },
];

const ROAD_CLAUSE_1 = { slope: 1.25, rows: ROWS_RESIDENTIAL } as const;
const ROAD_CLAUSE_1_DESIGNATED = { slope: 1.5, rows: ROWS_RESIDENTIAL_DESIGNATED } as const;
const NEIGHBOUR_20 = { rise: 20, slope: 1.25 } as const; // 法56条1項2号イ
const NEIGHBOUR_31 = { rise: 31, slope: 2.5 } as const; // 法56条1項2号ロ
// 法56条1項3号: 5 m + 1.25 in the low-rise zones; 10 m + 1.25 in the 中高層 zones except where the ordinance of
// 法56条の2第1項 designates a row of 別表第4 二の項 (the shadow regulation then applies instead).
const NORTH_LOW = { rise: 5, slope: 1.25, exceptWhereShadowRegulated: false } as const;
const NORTH_MID = { rise: 10, slope: 1.25, exceptWhereShadowRegulated: true } as const;

const LOW_RISE: ZoneSlantRules = {
  roadClause: "1",
  road: ROAD_CLAUSE_1,
  alternativeRoad: null,
  alternativeRoadMinRatio: null,
  wideRoad: false,
  neighbour: null,
  alternativeNeighbour: null,
  north: NORTH_LOW,
  absoluteHeights: [10, 12],
};
const MID_HIGH: ZoneSlantRules = {
  ...LOW_RISE,
  alternativeRoad: ROAD_CLAUSE_1_DESIGNATED,
  alternativeRoadMinRatio: 400,
  wideRoad: true,
  neighbour: NEIGHBOUR_20,
  north: NORTH_MID,
  absoluteHeights: null,
};
const RESIDENTIAL: ZoneSlantRules = {
  ...MID_HIGH,
  alternativeRoadMinRatio: null,
  alternativeNeighbour: NEIGHBOUR_31,
  north: null,
};
const COMMERCIAL: ZoneSlantRules = {
  roadClause: "2",
  road: { slope: 1.5, rows: ROWS_COMMERCIAL },
  alternativeRoad: null,
  alternativeRoadMinRatio: null,
  wideRoad: false,
  neighbour: NEIGHBOUR_31,
  alternativeNeighbour: null,
  north: null,
  absoluteHeights: null,
};
const INDUSTRIAL: ZoneSlantRules = {
  ...COMMERCIAL,
  roadClause: "3",
  road: { slope: 1.5, rows: ROWS_RESIDENTIAL },
};
// 別表第3 五の項 (に): 1.25 or 1.5 as the 特定行政庁 decides; 法56条1項2号ニ: 20 m + 1.25 or 31 m + 2.5 likewise.
const UNDESIGNATED: ZoneSlantRules = {
  roadClause: "5",
  road: { slope: 1.25, rows: ROWS_UNDESIGNATED },
  alternativeRoad: { slope: 1.5, rows: ROWS_UNDESIGNATED },
  alternativeRoadMinRatio: null,
  wideRoad: false,
  neighbour: NEIGHBOUR_20,
  alternativeNeighbour: NEIGHBOUR_31,
  north: null,
  absoluteHeights: null,
};

/** The slant-plane rules of each zone. */
export const ZONE_SLANT_RULES: Record<ZoningDistrict, ZoneSlantRules> = {
  low_rise_1: LOW_RISE,
  low_rise_2: LOW_RISE,
  rural_residential: LOW_RISE,
  mid_high_1: MID_HIGH,
  mid_high_2: MID_HIGH,
  residential_1: RESIDENTIAL,
  residential_2: RESIDENTIAL,
  quasi_residential: RESIDENTIAL,
  neighbourhood_commercial: COMMERCIAL,
  commercial: COMMERCIAL,
  quasi_industrial: INDUSTRIAL,
  industrial: INDUSTRIAL,
  exclusive_industrial: INDUSTRIAL,
  undesignated_i: UNDESIGNATED,
  undesignated_ro: UNDESIGNATED,
};

/** 適用距離 of a row set for a 容積率 (%): the first row whose bound the ratio does not exceed (以下). */
export function applicationDistance(rows: readonly ApplicationDistanceRow[], floorAreaRatio: number): number {
  const row = rows.find((r) => r.upTo === null || floorAreaRatio <= r.upTo);
  return row?.distance ?? rows[rows.length - 1]?.distance ?? 0;
}

export interface SlantOptions {
  /** The 容積率 of 法52条1項・2項・7項・9項 (%), which picks the row of 別表第3. */
  floorAreaRatio: number;
  /** The 特定行政庁's designated road plane (別表第3 備考3, or 1.5 in 五の項). */
  alternativeRoad?: boolean;
  /** The 特定行政庁's designated neighbour plane (31 m + 2.5: 法56条1項2号イ括弧書, ニ). */
  alternativeNeighbour?: boolean;
  /** A 日影規制 row applies to the site (then no 中高層 north plane, 法56条1項3号括弧書). */
  shadowRegulated?: boolean;
}

/**
 * 法56条3項: where the road is at least `minWidth` wide, from `widthFactor` × its width off its far side the
 * plane's slope is `slope` (with a setback, 4項: the far side moves out and the width counts the setback twice).
 */
export interface WideRoadRule {
  minWidth: number;
  widthFactor: number;
  slope: number;
}
export const WIDE_ROAD_RULE: WideRoadRule = { minWidth: 12, widthFactor: 1.25, slope: 1.5 };

/** The planes that apply to one site: what the conforming buildings and measurement points are built from. */
export interface SlantParameters {
  road: { slope: number; applicationDistance: number; wideRoad: WideRoadRule | null };
  neighbour: RisingPlane | null;
  north: RisingPlane | null;
}

/** Resolves a zone's rules for a site's 容積率 and the 特定行政庁's choices. */
export function slantParameters(zone: ZoningDistrict, options: SlantOptions): SlantParameters {
  const rules = ZONE_SLANT_RULES[zone];
  const minRatio = rules.alternativeRoadMinRatio;
  const useAlternative =
    options.alternativeRoad === true &&
    rules.alternativeRoad !== null &&
    (minRatio === null || options.floorAreaRatio >= minRatio);
  const road = useAlternative && rules.alternativeRoad ? rules.alternativeRoad : rules.road;
  const neighbour =
    options.alternativeNeighbour === true && rules.alternativeNeighbour
      ? rules.alternativeNeighbour
      : rules.neighbour;
  const north = rules.north && !(rules.north.exceptWhereShadowRegulated && options.shadowRegulated === true);
  return {
    road: {
      slope: road.slope,
      applicationDistance: applicationDistance(road.rows, options.floorAreaRatio),
      wideRoad: rules.wideRoad && road.slope < WIDE_ROAD_RULE.slope ? WIDE_ROAD_RULE : null,
    },
    neighbour,
    north: north && rules.north ? { rise: rules.north.rise, slope: rules.north.slope } : null,
  };
}

/** The checks a site in this zone has (法56条7項 一号〜三号). */
export function slantChecks(parameters: SlantParameters): SkyCheck[] {
  return SKY_CHECKS.filter((check) => check === "road" || parameters[check] !== null);
}
