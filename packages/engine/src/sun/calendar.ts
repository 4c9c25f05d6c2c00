import {
  Body,
  Equator,
  Horizon,
  HourAngle,
  Observer,
  SetDeltaTFunction,
  DeltaT_EspenakMeeus,
} from "astronomy-engine";
import type { Degrees, Hours, Meters } from "../units";
import type { SunPosition } from "./regulation";
import { vectorFromAltAz } from "./regulation";

/** A place on the Earth: geodetic latitude and longitude (degrees, east positive), height (metres). */
export interface GeoSite {
  latitude: Degrees;
  longitude: Degrees;
  elevation?: Meters;
}

export interface CalendarSunOptions {
  /** Include atmospheric refraction in the altitude (standard atmosphere). Default true. */
  refraction?: boolean;
  /** Override ΔT = TT - UT in seconds (default: astronomy-engine's Espenak-Meeus model). */
  deltaTSeconds?: number;
}

/**
 * Calendar-mode sun: topocentric apparent position at an instant, from astronomy-engine (VSOP87-based,
 * nutation, aberration, parallax). Refraction uses the standard ("normal") model.
 * @param instant the moment (a Date is absolute: UTC)
 */
export function calendarSun(instant: Date, site: GeoSite, options: CalendarSunOptions = {}): SunPosition {
  const observer = new Observer(site.latitude, site.longitude, site.elevation ?? 0);
  const compute = (): SunPosition => {
    const eq = Equator(Body.Sun, instant, observer, true, true);
    const hor = Horizon(
      instant,
      observer,
      eq.ra,
      eq.dec,
      options.refraction === false ? undefined : "normal",
    );
    return {
      altitude: hor.altitude,
      azimuth: hor.azimuth,
      vector: vectorFromAltAz(hor.altitude, hor.azimuth),
    };
  };
  const dt = options.deltaTSeconds;
  if (dt === undefined) return compute();
  // astronomy-engine's ΔT is a global setting: set it for this call only.
  SetDeltaTFunction(() => dt);
  try {
    return compute();
  } finally {
    SetDeltaTFunction(DeltaT_EspenakMeeus);
  }
}

/**
 * True solar time (hours, 0..24, 12 = transit) at an instant and longitude: the sun's local hour angle + 12 h.
 * Includes the equation of time.
 */
export function trueSolarTimeAt(instant: Date, longitude: Degrees): Hours {
  const observer = new Observer(0, longitude, 0);
  return (HourAngle(Body.Sun, instant, observer) + 12) % 24;
}

/**
 * The instant at which true solar time equals `trueSolarTime` on the civil date `date` ("YYYY-MM-DD") in a
 * time zone `utcOffset` hours east of UTC (Japan: +9), at `longitude`. Solved by fixed-point iteration
 * on the equation of time (converges to < 1 ms in 3-4 rounds).
 */
export function clockTimeForTrueSolarTime(
  date: string,
  trueSolarTime: Hours,
  longitude: Degrees,
  utcOffset: Hours,
): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) throw new RangeError(`invalid date ${date}`);
  // Start from mean solar time: clock = TST - (longitude / 15 - utcOffset).
  let clock = trueSolarTime - (longitude / 15 - utcOffset);
  for (let i = 0; i < 6; i++) {
    const instant = new Date(midnightUtc + (clock - utcOffset) * 3_600_000);
    let error = trueSolarTime - trueSolarTimeAt(instant, longitude);
    if (error > 12) error -= 24;
    if (error < -12) error += 24;
    clock += error;
    if (Math.abs(error) < 1e-7) break;
  }
  return new Date(midnightUtc + (clock - utcOffset) * 3_600_000);
}

/** The instant of local clock time `clock` (hours) on `date` in a zone `utcOffset` hours east of UTC. */
export function instantOfClockTime(date: string, clock: Hours, utcOffset: Hours): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) throw new RangeError(`invalid date ${date}`);
  return new Date(midnightUtc + (clock - utcOffset) * 3_600_000);
}

/** Equation of time (minutes): true solar time minus mean solar time at an instant. */
export function equationOfTime(instant: Date): number {
  const meanSolar = (((instant.getTime() / 3_600_000) % 24) + 24) % 24; // mean solar time at longitude 0
  let diff = trueSolarTimeAt(instant, 0) - meanSolar;
  if (diff > 12) diff -= 24;
  if (diff < -12) diff += 24;
  return diff * 60;
}
