/**
 * Geometric damping exponent n of L(r) = L(r0) - 20 n lg(r/r0) - 8.68 α (r - r0):
 * 0.5 surface (Rayleigh) waves, 0.75 mixed waves (construction practice default), 1 body waves.
 */
export const GEOMETRIC_DAMPING = { surface: 0.5, mixed: 0.75, body: 1 } as const;
export type WaveType = keyof typeof GEOMETRIC_DAMPING;

/**
 * Internal damping α (1/m) by soil, from SoraCity's reference values (VECTORS.md §4, construction-work
 * practice in Japan). Where practice gives a range the lower end is the default (less damping, higher
 * predicted level).
 */
export const SOIL_DAMPING = {
  unconsolidated: { alpha: 0.01, range: [0.01, 0.01] },
  consolidated: { alpha: 0.001, range: [0.001, 0.001] },
  clay: { alpha: 0.01, range: [0.01, 0.02] },
  silt: { alpha: 0.02, range: [0.02, 0.03] },
} as const;
export type SoilType = keyof typeof SOIL_DAMPING;

/** Where the machinery figures come from. */
export const MACHINERY_SOURCE =
  "(社)日本建設機械化協会「建設作業振動対策マニュアル」(1994), table of vibration levels of construction " +
  "work (vertical, dB), as quoted by Fuji Engineering, 建設作業振動の予測計算 " +
  "(https://fujiengineering.co.jp/data/kensetu_vl3.html). Typical measured ranges, not guarantees.";

export interface MachineryPreset {
  name: string;
  nameJa: string;
  /** Typical range of the vibration level at r0 (dB). */
  range: readonly [number, number];
  /** Reference distance of the range (m). */
  r0: number;
}

/**
 * Construction machinery: typical vibration level ranges at a reference distance from {@link MACHINERY_SOURCE}.
 * A source that names a preset without its own level uses the upper end of the range (a cautious estimate).
 */
export const MACHINERY: Record<string, MachineryPreset> = {
  "diesel-pile-hammer": {
    name: "Diesel pile hammer, ram 3-4 t",
    nameJa: "ディーゼルパイルハンマ 3t〜4t",
    range: [76, 89],
    r0: 7,
  },
  "hydraulic-hammer": {
    name: "Hydraulic pile hammer, 8-8.5 t",
    nameJa: "油圧ハンマ 8t〜8.5t",
    range: [85, 91],
    r0: 7,
  },
  "vibro-hammer": {
    name: "Vibro hammer, 40 kW and over",
    nameJa: "バイブロハンマ 40kW〜",
    range: [72, 92],
    r0: 7,
  },
  "vibro-hammer-small": {
    name: "Vibro hammer, up to 30 kW",
    nameJa: "バイブロハンマ 〜30kW",
    range: [71, 77],
    r0: 7,
  },
  excavator: { name: "Hydraulic excavator", nameJa: "油圧ショベル", range: [72, 83], r0: 5 },
  "vibratory-roller": { name: "Vibratory roller", nameJa: "振動ローラ", range: [52, 90], r0: 7 },
  bulldozer: { name: "Bulldozer, 9-21 t", nameJa: "ブルドーザ 9t〜21t", range: [64, 85], r0: 5 },
  "tractor-shovel": { name: "Tractor shovel", nameJa: "トラクターショベル", range: [56, 77], r0: 5 },
  "earth-auger": { name: "Earth auger", nameJa: "アースオーガ", range: [50, 61], r0: 7 },
};

/** Limits and reference lines (dB): 振動規制法 specified construction work at the site boundary, and the
 * road-traffic vibration request limits (要請限度) by zone, day / night. */
export const VIBRATION_LIMITS = {
  specifiedConstruction: 75,
  roadTraffic: { zone1: { day: 65, night: 60 }, zone2: { day: 70, night: 65 } },
} as const;
