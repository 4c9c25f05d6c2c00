import type { Degrees, Hours, Meters, Minutes } from "../units";
import { DECLINATION_PRESETS } from "../sun/regulation";
import { fail } from "./errors";

/** Window presets (true solar time): the standard 8:00-16:00 and Hokkaido's 9:00-15:00. */
export const WINDOW_PRESETS = { standard: [8, 16], hokkaido: [9, 15] } as const;
/** Measurement plane height presets of the regulation (metres above average ground). */
export const PLANE_HEIGHT_PRESETS = [1.5, 4, 6.5] as const;
export const GRID_SPACING_RANGE = [0.25, 10] as const;
export const DEFAULT_CONTOUR_HOURS = [2, 2.5, 3, 4, 5] as const;
/** Largest grid accepted (cells), about 1 km² at 0.25 m. */
export const MAX_GRID_CELLS = 16_000_000;

export type Season = keyof typeof DECLINATION_PRESETS;
export type HeightStandard = "relative" | "absolute" | "clamp";
export type Bbox = readonly [minX: Meters, minY: Meters, maxX: Meters, maxY: Meters];

/** Sun settings as given by a caller (scene JSON); see docs/shadow.md. */
export interface SunInput {
  mode?: "regulation" | "calendar";
  latitude: Degrees;
  /** Regulation mode: a season preset or a custom declination (degrees). Default winter solstice. */
  season?: Season;
  declination?: Degrees;
  /** Default window: standard 08:00-16:00, hokkaido 09:00-15:00. */
  preset?: keyof typeof WINDOW_PRESETS;
  start?: string | Hours;
  end?: string | Hours;
  stepMinutes?: Minutes;
  outputMinutes?: Minutes;
  /** Calendar mode. */
  date?: string;
  longitude?: Degrees;
  utcOffset?: Hours;
  elevation?: Meters;
  refraction?: boolean;
  /** Calendar mode: are start/end local clock times ("clock", default) or true solar times ("solar")? */
  timeBasis?: "clock" | "solar";
}

export interface PlaneInput {
  height?: Meters;
  heightStandard?: HeightStandard;
  groundElevation?: Meters;
}

/** Validated, defaulted sun settings. */
export interface SunSettings {
  mode: "regulation" | "calendar";
  latitude: Degrees;
  declination: Degrees;
  start: Hours;
  end: Hours;
  stepMinutes: Minutes;
  outputMinutes: Minutes;
  date: string;
  longitude: Degrees;
  utcOffset: Hours;
  elevation: Meters;
  refraction: boolean;
  timeBasis: "clock" | "solar";
}

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** Parse "hh:mm" or "hh:mm:ss" (or a number of hours) into hours. */
export function parseTime(value: string | number, field: string): Hours {
  if (isNum(value)) {
    if (value < 0 || value > 24) fail("invalid_time", `${field} must be within 0..24 h`);
    return value;
  }
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(String(value));
  if (!m) return fail("invalid_time", `${field} must be "hh:mm" (got ${String(value)})`);
  const h = Number(m[1]) + Number(m[2]) / 60 + Number(m[3] ?? 0) / 3600;
  if (Number(m[2]) > 59 || Number(m[3] ?? 0) > 59 || h > 24) fail("invalid_time", `${field} out of range`);
  return h;
}

/** Validate and default the sun settings. Throws ShadowParamError with a stable code. */
export function validateSun(input: SunInput): SunSettings {
  if (typeof input !== "object" || input === null) fail("invalid_scene", "sun settings are required");
  const mode = input.mode ?? "regulation";
  if (mode !== "regulation" && mode !== "calendar") fail("invalid_scene", `unknown sun mode ${String(mode)}`);
  if (!isNum(input.latitude) || input.latitude < -90 || input.latitude > 90)
    fail("latitude_out_of_range", "latitude must be within -90..90°");
  let declination: number = DECLINATION_PRESETS.winterSolstice;
  if (input.declination !== undefined) {
    if (!isNum(input.declination) || Math.abs(input.declination) > 23.5)
      fail("declination_out_of_range", "declination must be within -23.5..23.5°");
    declination = input.declination;
  } else if (input.season !== undefined) {
    if (!(input.season in DECLINATION_PRESETS))
      fail("invalid_season", `unknown season ${String(input.season)}`);
    declination = DECLINATION_PRESETS[input.season];
  }
  const preset = input.preset ?? "standard";
  if (!(preset in WINDOW_PRESETS)) fail("invalid_scene", `unknown window preset ${String(preset)}`);
  const [defStart, defEnd] = WINDOW_PRESETS[preset];
  const start = parseTime(input.start ?? defStart, "start");
  const end = parseTime(input.end ?? defEnd, "end");
  if (!(start < end)) fail("start_not_before_end", "start must be before end");
  const stepMinutes = input.stepMinutes ?? 5;
  if (!isNum(stepMinutes) || stepMinutes <= 0 || stepMinutes > (end - start) * 60)
    fail("step_out_of_range", "calculation interval must be > 0 and within the window");
  const outputMinutes = input.outputMinutes ?? (60 % stepMinutes === 0 ? 60 : stepMinutes);
  const ratio = outputMinutes / stepMinutes;
  if (!isNum(outputMinutes) || outputMinutes <= 0 || Math.abs(ratio - Math.round(ratio)) > 1e-9)
    fail(
      "output_interval_not_multiple",
      "output interval must be an integer multiple of the calculation interval",
    );
  const longitude = input.longitude ?? 135;
  if (!isNum(longitude) || longitude < -180 || longitude > 180)
    fail("longitude_out_of_range", "longitude must be within -180..180°");
  const date = input.date ?? "2025-12-21";
  if (mode === "calendar" && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))))
    fail("invalid_date", "date must be YYYY-MM-DD");
  const utcOffset = input.utcOffset ?? 9;
  if (!isNum(utcOffset) || Math.abs(utcOffset) > 14)
    fail("invalid_time", "utcOffset must be within -14..14 h");
  return {
    mode,
    latitude: input.latitude,
    declination,
    start,
    end,
    stepMinutes,
    outputMinutes,
    date,
    longitude,
    utcOffset,
    elevation: isNum(input.elevation) ? input.elevation : 0,
    refraction: input.refraction ?? true,
    timeBasis: input.timeBasis === "solar" ? "solar" : "clock",
  };
}

/**
 * Height of the measurement plane in the buildings' datum. "relative" (default): ground + height;
 * "absolute": height as given; "clamp": on the ground (height ignored).
 */
export function planeZ(plane: PlaneInput | undefined): Meters {
  const height = plane?.height ?? 4;
  const ground = plane?.groundElevation ?? 0;
  const standard = plane?.heightStandard ?? "relative";
  if (!isNum(height) || !isNum(ground)) fail("invalid_plane", "plane height must be a number");
  if (standard === "relative") return ground + height;
  if (standard === "absolute") return height;
  if (standard === "clamp") return ground;
  return fail("invalid_plane", `unknown height standard ${String(standard)}`);
}

/** Angle to due north (degrees, -360..360). */
export function validateNorthAngle(angle: unknown): Degrees {
  if (angle === undefined) return 0;
  if (!isNum(angle) || angle < -360 || angle > 360)
    fail("angle_out_of_range", "angle must be within -360..360°");
  return angle;
}

/** A bbox with max > min on both axes. */
export function validateBbox(value: unknown, field: string): Bbox {
  if (!Array.isArray(value) || value.length !== 4 || !value.every(isNum))
    fail("invalid_scene", `${field} must be [minX, minY, maxX, maxY]`);
  const [a, b, c, d] = value;
  if (!(c! > a! && d! > b!)) fail("empty_range", `${field} is empty (max must exceed min)`);
  return [a!, b!, c!, d!];
}

/** The analysis range must lie inside the target building range. */
export function checkInside(analysis: Bbox, target: Bbox): void {
  if (
    analysis[0] < target[0] ||
    analysis[1] < target[1] ||
    analysis[2] > target[2] ||
    analysis[3] > target[3]
  )
    fail("analysis_outside_target", "the analysis range must lie inside the target building range");
}

export function validateSpacing(spacing: unknown): Meters {
  const s = spacing ?? 1;
  if (!isNum(s) || s < GRID_SPACING_RANGE[0] || s > GRID_SPACING_RANGE[1])
    fail("grid_spacing_out_of_range", "grid spacing must be within 0.25..10 m");
  return s;
}
