import type {
  HIKAGE_SEASONS,
  Locale,
  NOISE_CALCULATION_TYPES,
  NOISE_METHODS,
  NOISE_SOURCE_TYPES,
  NOISE_SPECTRA,
  PLANE_HEIGHT_STANDARDS,
  VIBRATION_MACHINES,
  VIBRATION_SOILS,
  VIBRATION_WAVES,
} from "@soracity/contracts";

export type Texts = Record<Locale, string>;
/** Words for every value of an enumeration: a value added to the contracts without one is a compile error. */
type Words<T extends readonly string[]> = Record<T[number], Texts>;

/**
 * The enumerations' values as the report prints them, by parameter (the web form's wording): no raw value
 * such as `grid_facade` or `iso9613-2` reaches the PDF.
 */
export const ENUM_WORDS: Record<string, Record<string, Texts>> = {
  season: {
    winter_solstice: { jp: "冬至", en: "Winter solstice" },
    equinox: { jp: "春分・秋分", en: "Equinox" },
    summer_solstice: { jp: "夏至", en: "Summer solstice" },
    custom: { jp: "任意の赤緯", en: "Custom declination" },
  } satisfies Words<typeof HIKAGE_SEASONS>,
  height_standard: {
    relative_to_ground: { jp: "平均地盤面から", en: "Above the average ground" },
    absolute: { jp: "標高", en: "Absolute elevation" },
    clamp_to_ground: { jp: "地表面", en: "On the ground" },
  } satisfies Words<typeof PLANE_HEIGHT_STANDARDS>,
  source_type: {
    point: { jp: "点音源", en: "Point source" },
    line: { jp: "線音源", en: "Line source" },
  } satisfies Words<typeof NOISE_SOURCE_TYPES>,
  calculation_type: {
    grid: { jp: "メッシュ", en: "Grid" },
    facade: { jp: "建物壁面", en: "Facades" },
    grid_facade: { jp: "メッシュと建物壁面", en: "Grid and facades" },
  } satisfies Words<typeof NOISE_CALCULATION_TYPES>,
  diffraction_method: {
    "iso9613-2": { jp: "ISO 9613-2", en: "ISO 9613-2" },
    maekawa: { jp: "前川チャート", en: "Maekawa chart" },
    "kurze-anderson": { jp: "Kurze-Anderson 式", en: "Kurze-Anderson" },
  } satisfies Words<typeof NOISE_METHODS>,
  spectrum: {
    road: { jp: "道路交通", en: "Road traffic" },
    flat: { jp: "平坦", en: "Flat" },
  } satisfies Words<typeof NOISE_SPECTRA>,
  machine: {
    "diesel-pile-hammer": { jp: "ディーゼルパイルハンマ", en: "Diesel pile hammer" },
    "hydraulic-hammer": { jp: "油圧ハンマ", en: "Hydraulic hammer" },
    "vibro-hammer": { jp: "バイブロハンマ", en: "Vibro hammer" },
    "vibro-hammer-small": { jp: "バイブロハンマ（小型）", en: "Vibro hammer (small)" },
    excavator: { jp: "バックホウ", en: "Excavator" },
    "vibratory-roller": { jp: "振動ローラ", en: "Vibratory roller" },
    bulldozer: { jp: "ブルドーザ", en: "Bulldozer" },
    "tractor-shovel": { jp: "トラクタショベル", en: "Tractor shovel" },
    "earth-auger": { jp: "アースオーガ", en: "Earth auger" },
  } satisfies Words<typeof VIBRATION_MACHINES>,
  soil: {
    unconsolidated: { jp: "未固結地盤", en: "Unconsolidated ground" },
    consolidated: { jp: "固結地盤", en: "Consolidated ground" },
    clay: { jp: "粘土", en: "Clay" },
    silt: { jp: "シルト", en: "Silt" },
  } satisfies Words<typeof VIBRATION_SOILS>,
  wave: {
    surface: { jp: "表面波", en: "Surface wave" },
    mixed: { jp: "混合", en: "Mixed" },
    body: { jp: "実体波", en: "Body wave" },
  } satisfies Words<typeof VIBRATION_WAVES>,
};

/** Japan's clock (the report's times and the run's end time are printed in it, never in UTC). */
export const TOKYO = "Asia/Tokyo";

/** Texts with a count or a value in them. */
export const COUNTED = {
  models: { jp: (n: number) => `${n} モデル`, en: (n: number) => `${n} model${n === 1 ? "" : "s"}` },
  buildings: { jp: (n: number) => `${n} 棟`, en: (n: number) => `${n} building${n === 1 ? "" : "s"}` },
  /** Planned buildings of stacked tiers: "1 棟（2 段）". */
  tiers: {
    jp: (buildings: number, tiers: number) => `${buildings} 棟（${tiers} 段）`,
    en: (buildings: number, tiers: number) =>
      `${buildings} building${buildings === 1 ? "" : "s"} (${tiers} tier${tiers === 1 ? "" : "s"})`,
  },
  items: { jp: (n: number) => `${n} 件`, en: (n: number) => `${n}` },
  /** A clock other than Japan's: the offset from UTC is the only way to name it. */
  clockAt: {
    jp: (h: string) => `時計時刻（協定世界時${h} 時間）`,
    en: (h: string) => `Clock time (UTC${h} h)`,
  },
} as const;
