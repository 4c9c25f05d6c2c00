import type {
  AVERAGE_GROUND_METHODS,
  DEEMED_EDGE_KINDS,
  Locale,
  SHADOW_VIEWS,
  ZONING_DISTRICTS,
} from "@soracity/contracts";

type Texts = Record<Locale, string>;
type Words<T extends readonly string[]> = Record<T[number], Texts>;

/** 用途地域 as the law names them (別表第4 (い)), and in English. */
export const ZONE_NAMES: Words<typeof ZONING_DISTRICTS> = {
  low_rise_1: { jp: "第一種低層住居専用地域", en: "Category 1 low-rise residential" },
  low_rise_2: { jp: "第二種低層住居専用地域", en: "Category 2 low-rise residential" },
  rural_residential: { jp: "田園住居地域", en: "Rural residential" },
  mid_high_1: { jp: "第一種中高層住居専用地域", en: "Category 1 mid/high-rise residential" },
  mid_high_2: { jp: "第二種中高層住居専用地域", en: "Category 2 mid/high-rise residential" },
  residential_1: { jp: "第一種住居地域", en: "Category 1 residential" },
  residential_2: { jp: "第二種住居地域", en: "Category 2 residential" },
  quasi_residential: { jp: "準住居地域", en: "Quasi-residential" },
  neighbourhood_commercial: { jp: "近隣商業地域", en: "Neighbourhood commercial" },
  quasi_industrial: { jp: "準工業地域", en: "Quasi-industrial" },
  undesignated_i: { jp: "用途地域の指定のない区域（イ）", en: "No zoning designated (i)" },
  undesignated_ro: { jp: "用途地域の指定のない区域（ロ）", en: "No zoning designated (ro)" },
  commercial: { jp: "商業地域", en: "Commercial" },
  industrial: { jp: "工業地域", en: "Industrial" },
  exclusive_industrial: { jp: "工業専用地域", en: "Exclusively industrial" },
};

/** How the 平均地盤面 was found. */
export const GROUND_METHODS: Words<typeof AVERAGE_GROUND_METHODS> = {
  typed: { jp: "入力値", en: "Typed" },
  ground_heights: {
    jp: "接する位置の地盤高さから算定",
    en: "From the ground heights where it meets the ground",
  },
  buildings: { jp: "周辺建物の地盤高さ（中央値）", en: "Median base of the nearby buildings" },
  planned_bases: { jp: "計画建物の基準高さ", en: "The planned buildings' bases" },
  none: { jp: "未設定（0 m）", en: "Not set (0 m)" },
};

export const EDGE_KINDS: Words<typeof DEEMED_EDGE_KINDS> = {
  road: { jp: "道路", en: "Road" },
  water: { jp: "水面", en: "Water" },
  railway: { jp: "線路敷", en: "Railway" },
};

export const VIEW_NAMES: Words<typeof SHADOW_VIEWS> = {
  planned: { jp: "単独日影（計画建物のみ）", en: "Planned building alone" },
  composite: { jp: "複合日影（周辺建物を含む）", en: "Composite (with the city's buildings)" },
  added: { jp: "計画による増加分", en: "Hours the plan adds" },
};

const ROW_NAMES = { "1": "(一)", "2": "(二)", "3": "(三)" } as const;
/** The ordinance's row: (一)(二)(三) as the law numbers them, "row n" in English. */
export const rowName = (row: string | null | undefined, locale: Locale): string =>
  !row ? "" : locale === "jp" ? (ROW_NAMES[row as keyof typeof ROW_NAMES] ?? row) : `row ${row}`;

/** Texts of the title block, the building schedule and the chart, in Japanese and English. */
export const SHEET_LABELS = {
  jp: {
    project: "物件名",
    case: "ケース名",
    site: "敷地（経度, 緯度）",
    zone: "用途地域・号",
    ordinance: "条例による値",
    plane: "測定面",
    planeValue: (h: string, rise: string | null) => `平均地盤面 +${h} m${rise ? `（+${rise} m 緩和）` : ""}`,
    limits: "規制時間",
    limitsValue: (h5: string, h10: string) => `5 m超 ${h5} h・10 m超 ${h10} h`,
    latitude: "緯度",
    when: "日・時刻",
    window: (season: string, basis: string, start: string, end: string) =>
      `${season} ${basis} ${start}–${end}`,
    north: "真北方向角",
    northGiven: "入力値",
    northConvergence: (zone: number) => `子午線収差角（第${zone}系）`,
    scale: "縮尺",
    sheet: "図面番号",
    date: "作成日",
    none: "—",
    schedule: "建築物の概要",
    building: "建築物",
    tier: "部分",
    base: "下端 (m)",
    height: "高さ (m)",
    top: "最高高さ H (m)",
    eaves: "軒高 (m)",
    storeys: "階数",
    rooftop: "塔屋",
    averageGround: "平均地盤面",
    averageGroundValue: (z: string, method: string) => `標高 ${z} m（${method}）`,
    setup: "日影規制の条件",
    subject: "対象建築物",
    subjectYes: "該当する",
    subjectNo: "該当しない（規制の対象外）",
    deemed: "みなし境界（令135条の12第3項第1号）",
    edge: (n: number, kind: string, width: string, offset: string) =>
      `辺${n} ${kind} 幅 ${width} m → ${offset} m`,
    views: "各ビューの最大日影時間",
    chart: "日影チャート（測定線上の日影時間）",
    chartLine: (line: string) => `${line}ライン`,
    along: "測定線に沿った位置 (m、南端から時計回り)",
    hoursAxis: "日影時間 (h)",
    limitMark: (h: string) => `規制 ${h} h`,
    worstMark: (h: string, s: string) => `最大 ${h} h（${s} m）`,
    noChart: "日影チャートはありません（敷地境界線または規制時間が未設定）。",
    existing: "既存建物",
    walls: "壁面日影（各壁面の最大点）",
    facade: "壁面",
    wallWorst: "最大点（経度, 緯度 / 標高）",
    wallHours: "日影時間 (h)",
    planned: "計画建物",
  },
  en: {
    project: "Project",
    case: "Case",
    site: "Site (lon, lat)",
    zone: "Zone and row",
    ordinance: "ordinance values",
    plane: "Measurement plane",
    planeValue: (h: string, rise: string | null) =>
      `Average ground +${h} m${rise ? ` (raised ${rise} m)` : ""}`,
    limits: "Limits",
    limitsValue: (h5: string, h10: string) => `5-10 m ${h5} h, beyond 10 m ${h10} h`,
    latitude: "Latitude",
    when: "Day and time",
    window: (season: string, basis: string, start: string, end: string) =>
      `${season}, ${basis} ${start}–${end}`,
    north: "True north",
    northGiven: "typed",
    northConvergence: (zone: number) => `meridian convergence (zone ${zone})`,
    scale: "Scale",
    sheet: "Sheet",
    date: "Date",
    none: "—",
    schedule: "Building schedule",
    building: "Building",
    tier: "Tier",
    base: "Base (m)",
    height: "Height (m)",
    top: "Top H (m)",
    eaves: "Eaves (m)",
    storeys: "Storeys",
    rooftop: "Rooftop",
    averageGround: "Average ground level",
    averageGroundValue: (z: string, method: string) => `${z} m above sea level (${method})`,
    setup: "Regulation set-up",
    subject: "Subject building",
    subjectYes: "Yes",
    subjectNo: "No (not regulated)",
    deemed: "Deemed boundary (Order art. 135-12 (3) (i))",
    edge: (n: number, kind: string, width: string, offset: string) =>
      `edge ${n} ${kind} ${width} m wide → ${offset} m`,
    views: "Longest shade per view",
    chart: "Shadow chart along the measurement lines (日影チャート)",
    chartLine: (line: string) => `${line} line`,
    along: "Position along the line (m, from its south end via west, north and east)",
    hoursAxis: "Shade (h)",
    limitMark: (h: string) => `limit ${h} h`,
    worstMark: (h: string, s: string) => `max ${h} h (at ${s} m)`,
    noChart: "No shadow chart (no site boundary or limits).",
    existing: "Existing buildings",
    walls: "Wall shadows (worst sample of each facade)",
    facade: "Facade",
    wallWorst: "Worst sample (lon, lat / elevation)",
    wallHours: "Shade (h)",
    planned: "Planned buildings",
  },
} as const;
export type SheetLabels = (typeof SHEET_LABELS)[Locale];
