import type { Locale } from "@soracity/contracts";
import { COUNTED, ENUM_WORDS, type Texts } from "./exports.pdf.texts";

/** Names of the parameters and summary values the report lists, in both languages, with their units. */
const NAMES: Record<string, Texts> = {
  season: { jp: "季節", en: "Season" },
  declination: { jp: "太陽赤緯 (°)", en: "Declination (°)" },
  date: { jp: "日付", en: "Date" },
  time_basis: { jp: "時刻の基準", en: "Time basis" },
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
  target_range: { jp: "対象範囲", en: "Target range" },
  analysis_range: { jp: "解析範囲", en: "Analysis range" },
  planned_buildings: { jp: "計画建物", en: "Planned buildings" },
  model_ids: { jp: "アップロードモデル", en: "Uploaded models" },
  points: { jp: "測定点", en: "Measurement points" },
  site_boundary: { jp: "敷地境界線", en: "Site boundary" },
  limits: { jp: "規制時間 (h)", en: "Limits (h)" },
  deemed_edges: { jp: "道路等に接する辺", en: "Edges on a road or water" },
  walls: { jp: "壁面日影", en: "Wall shadows" },
  extent: { jp: "解析範囲", en: "Analysis extent" },
  source_type: { jp: "音源種別", en: "Source type" },
  sources: { jp: "音源・振動源", en: "Sources" },
  barriers: { jp: "遮音壁", en: "Barriers" },
  calculation_type: { jp: "計算種別", en: "Calculation" },
  diffraction_method: { jp: "回折計算方法", en: "Diffraction method" },
  band: { jp: "周波数帯 (Hz)", en: "Band (Hz)" },
  prediction_height: { jp: "予測高さ (m)", en: "Prediction height (m)" },
  ground_factor: { jp: "地表面係数 G", en: "Ground factor G" },
  ground: { jp: "地表面係数の範囲", en: "Ground areas" },
  receivers: { jp: "予測点", en: "Receivers" },
  facade_spacing: { jp: "壁面の計算間隔 (m)", en: "Facade spacing (m)" },
  temperature: { jp: "気温 (°C)", en: "Temperature (°C)" },
  humidity: { jp: "湿度 (%)", en: "Humidity (%)" },
  lateral: { jp: "側方回折", en: "Lateral diffraction" },
  soil: { jp: "地盤", en: "Soil" },
  wave: { jp: "波動の種類", en: "Wave type" },
  alpha: { jp: "内部減衰係数 α (1/m)", en: "Internal damping α (1/m)" },
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
  // 天空率 (issue 25): the checks' tables are printed apart (exports.pdf.sky.ts).
  floor_area_ratio: { jp: "指定容積率 (%)", en: "Floor area ratio (%)" },
  road_edges: { jp: "道路に接する辺", en: "Edges on a road" },
  road_level: { jp: "道路中心の高さ (m)", en: "Road centre height (m)" },
  regulation_points: { jp: "令135条の9〜11の算定点", en: "Points of Art. 135-9 to 135-11" },
  point_height: { jp: "算定点の高さ (m)", en: "Point height (m)" },
  safety_margin: { jp: "安全率", en: "Safety margin" },
  pass: { jp: "判定（すべての算定点で適合）", en: "Verdict (every point passes)" },
  min_sky_factor: { jp: "計画建築物の最小天空率", en: "Lowest sky factor of the plan" },
  // 逆日影 (issue 26): its figures and checks are printed apart (exports.pdf.envelope.ts).
  storey_height: { jp: "階高 (m)", en: "Storey height (m)" },
};

const YES_NO = { true: { jp: "はい", en: "Yes" }, false: { jp: "いいえ", en: "No" } } as const;

/** A number as the report prints it (at most 3 decimals, thousands grouped). */
export const num = (v: number, digits = 3) =>
  (Math.round(v * 10 ** digits) / 10 ** digits).toLocaleString("en", { maximumFractionDigits: digits });

/** A lon/lat position to 6 decimals (about 0.1 m). */
export const lonLat = (lon: number, lat: number) => `${lon.toFixed(6)}, ${lat.toFixed(6)}`;

/** A "YYYY-MM-DD" date in the locale's format (a calendar day: no time zone involved). */
export function localDate(iso: string, locale: Locale): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  const date = new Date(Date.UTC(y, m - 1, d));
  return new Intl.DateTimeFormat(locale === "jp" ? "ja-JP" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(date);
}

/**
 * What the case's start and end times are: true solar time in regulation mode (no date) and in calendar mode
 * with `time_basis: solar`; else clock time at `utc_offset` (JST at +9).
 */
export function timeBasis(params: Record<string, unknown>, locale: Locale): string {
  if (params.date === undefined || params.time_basis === "solar")
    return locale === "jp" ? "真太陽時" : "True solar time";
  const offset = typeof params.utc_offset === "number" ? params.utc_offset : 9;
  if (offset === 9) return locale === "jp" ? "日本標準時 (JST)" : "Japan Standard Time (JST)";
  return COUNTED.clockAt[locale](`${offset < 0 ? "−" : "+"}${num(Math.abs(offset))}`);
}

/** The report's name of a parameter or summary key; null for a key it does not list. */
export const fieldName = (key: string, locale: Locale): string | null => NAMES[key]?.[locale] ?? null;

/** A list's length, or a count a summary gives as a number (the 天空率 summary's `points`). */
const count = (value: unknown) =>
  Array.isArray(value) ? value.length : typeof value === "number" ? value : 0;
const record = (value: unknown) =>
  (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;

/** Planned buildings, tiers of one `building` name counted once (a tier without a name is a building). */
function plannedCount(value: unknown, locale: Locale): string {
  const tiers = Array.isArray(value) ? value.map(record) : [];
  const named = new Set(
    tiers.flatMap((t) => (typeof t.building === "string" && t.building ? [t.building] : [])),
  );
  const buildings = named.size + tiers.filter((t) => !(typeof t.building === "string" && t.building)).length;
  return buildings === tiers.length
    ? COUNTED.buildings[locale](buildings)
    : COUNTED.tiers[locale](buildings, tiers.length);
}

/** Values of the keys that hold lists or objects, printed as a count or in words. */
function compound(key: string, value: unknown, locale: Locale): string | undefined {
  const o = record(value);
  const jp = locale === "jp";
  switch (key) {
    case "model_ids":
      return COUNTED.models[locale](count(value));
    case "planned_buildings":
      return plannedCount(value, locale);
    case "points":
    case "road_edges":
    case "receivers":
    case "sources":
    case "barriers":
    case "ground":
    case "deemed_edges":
    case "contours":
      return key === "contours" ? undefined : COUNTED.items[locale](count(value));
    case "target_range":
    case "analysis_range":
    case "site_boundary":
    case "boundary":
      return jp ? "指定あり（図面参照）" : "Set (see the drawings)";
    case "limits":
      return jp
        ? `5 m超10 m以内 ${num(Number(o.hours5))} h・10 m超 ${num(Number(o.hours10))} h`
        : `5-10 m: ${num(Number(o.hours5))} h, beyond 10 m: ${num(Number(o.hours10))} h`;
    case "walls":
      return o.enabled === true
        ? jp
          ? `計算する（間隔 ${num(Number(o.spacing ?? 1))} m）`
          : `Computed (spacing ${num(Number(o.spacing ?? 1))} m)`
        : YES_NO.false[locale];
    case "extent":
      return `${lonLat(Number(o.min_lon), Number(o.min_lat))} – ${lonLat(Number(o.max_lon), Number(o.max_lat))}${
        o.rotation
          ? jp
            ? `（回転 ${num(Number(o.rotation))}°）`
            : ` (turned ${num(Number(o.rotation))}°)`
          : ""
      }`;
    case "buildings": {
      const [city, models, planned] = [o.city, o.models, o.planned].map((v) =>
        typeof v === "number" ? num(v) : "-",
      );
      return jp
        ? `都市モデル ${city} 棟・アップロード ${models} 棟${o.planned === undefined ? "" : `・計画 ${planned} 棟`}`
        : `city ${city}, uploaded ${models}${o.planned === undefined ? "" : `, planned ${planned}`}`;
    }
    case "areas":
      return (value as { hours: number; area_m2: number }[])
        .map((a) => `${num(a.hours)} h: ${num(a.area_m2)} m²`)
        .join(", ");
    case "area_above":
      return (value as { db: number; area_m2: number }[])
        .map((a) => `${num(a.db)} dB: ${num(a.area_m2)} m²`)
        .join(", ");
    case "facade_max":
      return `${num(Number(o.level_db), 1)} dB (${lonLat(Number(o.lon), Number(o.lat))})`;
    case "band":
      return value === null
        ? jp
          ? "全オクターブバンド (63 Hz–8 kHz)"
          : "All octave bands (63 Hz–8 kHz)"
        : undefined;
    default:
      return undefined;
  }
}

/** A parameter or summary value as the report prints it, in words (never a raw enumeration value). */
export function fieldValue(key: string, value: unknown, locale: Locale): string {
  if (value === undefined || (value === null && key !== "band")) return "-";
  const words = compound(key, value, locale);
  if (words !== undefined) return words;
  if (typeof value === "number") return num(value);
  if (typeof value === "boolean") return YES_NO[`${value}`][locale];
  if (typeof value === "string") {
    if (key === "date") return localDate(value, locale);
    return ENUM_WORDS[key]?.[value]?.[locale] ?? value;
  }
  if (Array.isArray(value)) return value.map((v) => fieldValue(key, v, locale)).join(", ");
  return "-";
}

/** Keys the report prints elsewhere (the check, the time basis row) or not at all. */
const APART = new Set(["regulation", "service_type", "time_basis", "utc_offset"]);

/** The vibration summary's boundary check: the highest level, where, the limit and the verdict. */
function boundaryCheck(value: unknown, locale: Locale): string {
  const b = record(value);
  const at = record(b.at);
  const jp = locale === "jp";
  const verdict = b.exceeds ? (jp ? "超過" : "exceeds") : jp ? "以下" : "within";
  return `${num(Number(b.max_db), 1)} dB (${lonLat(Number(at.lon), Number(at.lat))}) / ${
    jp ? "規制値" : "limit"
  } ${num(Number(b.limit))} dB: ${verdict}`;
}

/**
 * The rows [name, value] of parameters or a summary: every key the report knows, in their stored order;
 * `names` renames keys for a service (the sources of a noise case are 音源).
 */
export function fieldRows(
  fields: Record<string, unknown>,
  locale: Locale,
  isParameters: boolean,
  names: Record<string, string> = {},
): string[][] {
  const rows: string[][] = [];
  for (const [key, value] of Object.entries(fields)) {
    const name = names[key] ?? fieldName(key, locale);
    if (!name || APART.has(key)) continue;
    const summaryBoundary = key === "boundary" && !isParameters && value !== null;
    rows.push([name, summaryBoundary ? boundaryCheck(value, locale) : fieldValue(key, value, locale)]);
  }
  return rows;
}
