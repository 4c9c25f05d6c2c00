import { DEG_TO_RAD } from "../units";
import type { Degrees, LocalPoint, LonLat, Meters } from "../units";
import { GRS80_A as A, GRS80_E2 as E2 } from "./grs80";

/**
 * Metres per degree of longitude and of latitude at latitude `lat` on GRS80: the prime-vertical radius N
 * times cos(lat) and the meridian radius M, times π / 180.
 */
export function metresPerDegree(lat: Degrees): { lon: Meters; lat: Meters } {
  const phi = lat * DEG_TO_RAD;
  const s = Math.sin(phi);
  const w = Math.sqrt(1 - E2 * s * s);
  return { lon: (A / w) * Math.cos(phi) * DEG_TO_RAD, lat: ((A * (1 - E2)) / (w * w * w)) * DEG_TO_RAD };
}

/** Lon/lat to and from local metres about one origin. */
export interface TangentPlane {
  toLocal(lon: Degrees, lat: Degrees): LocalPoint;
  toLonLat(x: Meters, y: Meters): LonLat;
}

/**
 * The tangent plane about `origin` (x east, y north, metres) with the ellipsoid's radii at the origin (local
 * equirectangular): for checks and drawings that need no ENU frame. Within 1 km of the origin it differs
 * from the pipeline's ENU frame (citymodel) by under 5 cm; over a few km the scale error grows as (d / R)²
 * and with the change of cos(lat) across the extent.
 */
export function tangentPlane(origin: { lon: Degrees; lat: Degrees }): TangentPlane {
  const k = metresPerDegree(origin.lat);
  return {
    toLocal: (lon, lat) => [(lon - origin.lon) * k.lon, (lat - origin.lat) * k.lat],
    toLonLat: (x, y) => [origin.lon + x / k.lon, origin.lat + y / k.lat],
  };
}
