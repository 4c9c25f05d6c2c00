// The shadow regulation's table (建築基準法 別表第4, 法56条の2第1項): for each zone (用途地域) the 項 it falls
// in, which buildings are subject (column (ろ)), the plane heights the ordinance may choose (column (は)) and
// the limits of rows (一)(二)(三) (column (に)), with the Hokkaido values (道の区域内). docs/REGULATION.md §2
// checks every value against the law's text.

/** 用途地域 of a site, as the shadow regulation knows them (column (い) of 別表第4, and the unregulated ones). */
export const ZONING_DISTRICTS = [
  "low_rise_1", // 第一種低層住居専用地域
  "low_rise_2", // 第二種低層住居専用地域
  "rural_residential", // 田園住居地域
  "mid_high_1", // 第一種中高層住居専用地域
  "mid_high_2", // 第二種中高層住居専用地域
  "residential_1", // 第一種住居地域
  "residential_2", // 第二種住居地域
  "quasi_residential", // 準住居地域
  "neighbourhood_commercial", // 近隣商業地域
  "quasi_industrial", // 準工業地域
  "undesignated_i", // 用途地域の指定のない区域, the ordinance chose イ
  "undesignated_ro", // 用途地域の指定のない区域, the ordinance chose ロ
  "commercial", // 商業地域 (not regulated; 法56条の2第4項)
  "industrial", // 工業地域 (not regulated)
  "exclusive_industrial", // 工業専用地域 (not regulated)
] as const;
export type ZoningDistrict = (typeof ZONING_DISTRICTS)[number];

/** Rows (号) (一)(二)(三) of column (に) the ordinance chooses. */
export const ORDINANCE_ROWS = ["1", "2", "3"] as const;
export type OrdinanceRow = (typeof ORDINANCE_ROWS)[number];

/** Which buildings are subject (column (ろ)): eaves > 7 m or 3+ storeys above ground, or height > 10 m. */
export type SubjectTest = "eaves_or_storeys" | "height";

export interface ZoneLimits {
  hours5: number;
  hours10: number;
}

/** One 項 of 別表第4. */
export interface RegulationClause {
  /** 一 to 四 (四イ / 四ロ as "4i" / "4ro"). */
  clause: "1" | "2" | "3" | "4i" | "4ro";
  subject: SubjectTest;
  /** Plane heights above the 平均地盤面 the ordinance may choose (m). */
  planeHeights: readonly number[];
  /** Limits by row, and inside Hokkaido (9:00-15:00). */
  rows: Partial<Record<OrdinanceRow, { standard: ZoneLimits; hokkaido: ZoneLimits }>>;
}

const ROWS_ONE_TO_THREE = {
  "1": { standard: { hours5: 3, hours10: 2 }, hokkaido: { hours5: 2, hours10: 1.5 } },
  "2": { standard: { hours5: 4, hours10: 2.5 }, hokkaido: { hours5: 3, hours10: 2 } },
  "3": { standard: { hours5: 5, hours10: 3 }, hokkaido: { hours5: 4, hours10: 2.5 } },
} as const;
// 三の項 has rows (一)(二) only, with the hours of (二)(三) of the other clauses.
const ROWS_CLAUSE_THREE = { "1": ROWS_ONE_TO_THREE["2"], "2": ROWS_ONE_TO_THREE["3"] } as const;

const CLAUSES = {
  "1": { clause: "1", subject: "eaves_or_storeys", planeHeights: [1.5], rows: ROWS_ONE_TO_THREE },
  "2": { clause: "2", subject: "height", planeHeights: [4, 6.5], rows: ROWS_ONE_TO_THREE },
  "3": { clause: "3", subject: "height", planeHeights: [4, 6.5], rows: ROWS_CLAUSE_THREE },
  "4i": { clause: "4i", subject: "eaves_or_storeys", planeHeights: [1.5], rows: ROWS_ONE_TO_THREE },
  "4ro": { clause: "4ro", subject: "height", planeHeights: [4], rows: ROWS_ONE_TO_THREE },
} as const satisfies Record<RegulationClause["clause"], RegulationClause>;

/** The 項 of each zone (null: not in column (い), so not regulated itself). */
export const ZONE_CLAUSES: Record<ZoningDistrict, RegulationClause | null> = {
  low_rise_1: CLAUSES["1"],
  low_rise_2: CLAUSES["1"],
  rural_residential: CLAUSES["1"],
  mid_high_1: CLAUSES["2"],
  mid_high_2: CLAUSES["2"],
  residential_1: CLAUSES["3"],
  residential_2: CLAUSES["3"],
  quasi_residential: CLAUSES["3"],
  neighbourhood_commercial: CLAUSES["3"],
  quasi_industrial: CLAUSES["3"],
  undesignated_i: CLAUSES["4i"],
  undesignated_ro: CLAUSES["4ro"],
  commercial: null,
  industrial: null,
  exclusive_industrial: null,
};

/** The limits of a zone's row (null: the zone has no such row, or is not regulated). */
export function zoneLimits(zone: ZoningDistrict, row: OrdinanceRow, hokkaido: boolean): ZoneLimits | null {
  const values = ZONE_CLAUSES[zone]?.rows[row];
  if (!values) return null;
  return hokkaido ? values.hokkaido : values.standard;
}

/** Regulation window in true solar time (法56条の2第1項): 8:00-16:00, inside Hokkaido 9:00-15:00. */
export const REGULATION_WINDOW = { start: "08:00", end: "16:00" } as const;
export const REGULATION_WINDOW_HOKKAIDO = { start: "09:00", end: "15:00" } as const;
