import type { Locale } from "@soracity/contracts";

type Texts = Record<Locale, string>;

/** Names of the parameters and summary values the report lists, in both languages. */
const NAMES: Record<string, Texts> = {
  season: { jp: "季節", en: "Season" },
  declination: { jp: "太陽赤緯 (°)", en: "Declination (°)" },
  date: { jp: "日付", en: "Date" },
  center_latitude: { jp: "中心緯度 (°)", en: "Centre latitude (°)" },
  start_time: { jp: "開始時刻", en: "Start time" },
  end_time: { jp: "終了時刻", en: "End time" },
  calc_interval_min: { jp: "計算間隔 (分)", en: "Calculation interval (min)" },
  output_interval_min: { jp: "出力間隔 (分)", en: "Output interval (min)" },
  north_angle: { jp: "真北方向角 (°)", en: "Angle to due north (°)" },
  plane_height: { jp: "測定面の高さ (m)", en: "Measurement plane (m)" },
  height_standard: { jp: "高さの基準", en: "Height standard" },
  ground_elevation: { jp: "平均地盤面 (m)", en: "Average ground level (m)" },
  grid_spacing: { jp: "メッシュ間隔 (m)", en: "Grid spacing (m)" },
  contour_hours: { jp: "等時間日影線 (h)", en: "Equal-time lines (h)" },
  use_lod2: { jp: "LOD2 を使用", en: "Use LOD2" },
  source_type: { jp: "音源種別", en: "Source type" },
  calculation_type: { jp: "計算種別", en: "Calculation" },
  diffraction_method: { jp: "回折計算法", en: "Diffraction method" },
  band: { jp: "周波数帯 (Hz)", en: "Band (Hz)" },
  prediction_height: { jp: "予測高さ (m)", en: "Prediction height (m)" },
  ground_factor: { jp: "地表面係数 G", en: "Ground factor G" },
  temperature: { jp: "気温 (°C)", en: "Temperature (°C)" },
  humidity: { jp: "湿度 (%)", en: "Humidity (%)" },
  soil: { jp: "地盤", en: "Soil" },
  wave: { jp: "波動の種類", en: "Wave type" },
  alpha: { jp: "内部減衰係数 α", en: "Internal damping α" },
  n: { jp: "幾何減衰 n", en: "Geometric damping n" },
  limit_db: { jp: "敷地境界の規制値 (dB)", en: "Boundary limit (dB)" },
  contours: { jp: "コンター (dB)", en: "Contours (dB)" },
  max_hours: { jp: "最大日影時間 (h)", en: "Longest shade (h)" },
  areas: { jp: "日影面積", en: "Shaded area" },
  buildings: { jp: "計算に用いた建物", en: "Buildings used" },
  window_hours: { jp: "計算時間帯 (h)", en: "Window (h)" },
  plane_z: { jp: "測定面の標高 (m)", en: "Plane elevation (m)" },
  max_db: { jp: "最大レベル (dB)", en: "Highest level (dB)" },
  area_above: { jp: "レベル以上の面積", en: "Area at or above" },
  facade_max: { jp: "壁面の最大レベル", en: "Highest facade level" },
  boundary: { jp: "敷地境界", en: "Site boundary" },
};

/** Values of enumerations as words. */
const VALUES: Record<string, Texts> = {
  winter_solstice: { jp: "冬至", en: "Winter solstice" },
  equinox: { jp: "春分・秋分", en: "Equinox" },
  summer_solstice: { jp: "夏至", en: "Summer solstice" },
  custom: { jp: "任意の赤緯", en: "Custom declination" },
  relative_to_ground: { jp: "平均地盤面から", en: "Above the average ground" },
  absolute: { jp: "標高", en: "Absolute" },
  clamp_to_ground: { jp: "地表面", en: "On the ground" },
  true: { jp: "はい", en: "Yes" },
  false: { jp: "いいえ", en: "No" },
};

const number = (v: number) =>
  Number.isInteger(v) ? v.toLocaleString("en") : (Math.round(v * 1000) / 1000).toString();

/** The report's name of a parameter or summary key (the key itself when none is known). */
export const fieldName = (key: string, locale: Locale): string => NAMES[key]?.[locale] ?? key;

/** A parameter or summary value as the report prints it. */
export function fieldValue(key: string, value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return "-";
  if (typeof value === "number") return number(value);
  if (typeof value === "boolean" || typeof value === "string")
    return VALUES[String(value)]?.[locale] ?? String(value);
  if (Array.isArray(value)) {
    if (key === "areas")
      return (value as { hours: number; area_m2: number }[])
        .map((a) => `${number(a.hours)} h: ${number(a.area_m2)} m²`)
        .join(", ");
    if (key === "area_above")
      return (value as { db: number; area_m2: number }[])
        .map((a) => `${number(a.db)} dB: ${number(a.area_m2)} m²`)
        .join(", ");
    return value.map((v) => fieldValue(key, v, locale)).join(", ");
  }
  if (typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (key === "buildings") {
      const [city, models, planned] = [o.city, o.models, o.planned].map((v) => fieldValue("", v, locale));
      return locale === "jp"
        ? `都市モデル ${city}・アップロード ${models}・計画 ${planned}`
        : `city ${city}, models ${models}, planned ${planned}`;
    }
    return Object.entries(o)
      .map(
        ([k, v]) =>
          `${fieldName(k, locale)}: ${typeof v === "object" && v !== null ? "…" : fieldValue(k, v, locale)}`,
      )
      .join(", ");
  }
  return (value as bigint | symbol).toString(); // what is left: bigint, symbol or function
}
