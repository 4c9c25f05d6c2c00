import type { Degrees, Hours, Radians } from "../units";
import { DEG_TO_RAD, RAD_TO_DEG } from "../units";

/** Unit vector towards the sun in the local frame: x east, y true north, z up. */
export type SunVector = readonly [x: number, y: number, z: number];

/** A sun position: altitude above the horizon and azimuth from true north, clockwise (degrees). */
export interface SunPosition {
  altitude: Degrees;
  azimuth: Degrees;
  /** Unit vector towards the sun (x east, y true north, z up). */
  vector: SunVector;
}

/** Declination presets of Japanese shadow-regulation practice (degrees). */
export const DECLINATION_PRESETS = {
  winterSolstice: -23.45,
  equinox: 0,
  summerSolstice: 23.45,
} as const satisfies Record<string, Degrees>;

/** Hour angle (radians) of a true solar time in hours: 15° per hour, 0 at 12:00 (local transit). */
export function hourAngle(trueSolarTime: Hours): Radians {
  return 15 * (trueSolarTime - 12) * DEG_TO_RAD;
}

/** Altitude and azimuth (degrees) of a unit sun vector. */
export function positionFromVector(vector: SunVector): SunPosition {
  const [x, y, z] = vector;
  const altitude = Math.asin(Math.max(-1, Math.min(1, z))) * RAD_TO_DEG;
  let azimuth = Math.atan2(x, y) * RAD_TO_DEG;
  if (azimuth < 0) azimuth += 360;
  return { altitude, azimuth, vector };
}

/** Unit sun vector from altitude and azimuth (degrees, azimuth from north clockwise). */
export function vectorFromAltAz(altitude: Degrees, azimuth: Degrees): SunVector {
  const h = altitude * DEG_TO_RAD;
  const a = azimuth * DEG_TO_RAD;
  return [Math.cos(h) * Math.sin(a), Math.cos(h) * Math.cos(a), Math.sin(h)];
}

/**
 * Regulation-mode sun (日影規制 practice): fixed declination, true solar time, no refraction.
 * S = (-cos δ sin H, sin δ cos φ - cos δ cos H sin φ, sin δ sin φ + cos δ cos H cos φ).
 * @param latitude φ in degrees (-90..90)
 * @param declination δ in degrees
 * @param trueSolarTime hours, 12 = local meridian transit
 */
export function regulationSun(latitude: Degrees, declination: Degrees, trueSolarTime: Hours): SunPosition {
  const phi = latitude * DEG_TO_RAD;
  const delta = declination * DEG_TO_RAD;
  const h = hourAngle(trueSolarTime);
  const cd = Math.cos(delta);
  const vector: SunVector = [
    -cd * Math.sin(h),
    Math.sin(delta) * Math.cos(phi) - cd * Math.cos(h) * Math.sin(phi),
    Math.sin(delta) * Math.sin(phi) + cd * Math.cos(h) * Math.cos(phi),
  ];
  return positionFromVector(vector);
}

/**
 * Tip of the shadow of a vertical pole of `height` metres standing on the plane, relative to its foot
 * (dx east, dy north, metres): the pole top projected along the sun ray, Q = P - (Pz / Sz) S.
 */
export function poleShadowTip(vector: SunVector, height = 1): readonly [dx: number, dy: number] {
  const k = height / vector[2];
  return [-k * vector[0], -k * vector[1]];
}
