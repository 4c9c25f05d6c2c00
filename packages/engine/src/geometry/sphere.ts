import { DEG_TO_RAD } from "../units";
import type { Degrees, Meters } from "../units";

/**
 * Metres per degree of latitude on a sphere of 6378 km (111.32 km, the equatorial value): the rough scale for
 * sizes, margins and planes that need no survey accuracy (within 0.5 % of GRS80 across Japan). Where metres
 * must agree with the pipeline's frames, use `tangentPlane` (GRS80) instead.
 */
export const SPHERE_METRES_PER_DEGREE = 111_320;

/** Metres per degree of longitude at latitude `lat` on that sphere. */
export function sphereMetresPerDegreeLon(lat: Degrees): Meters {
  return SPHERE_METRES_PER_DEGREE * Math.cos(lat * DEG_TO_RAD);
}

/** East-west metres of `dLon` degrees at latitude `lat` on that sphere (degrees times metres, then cos). */
export function sphereEastMetres(dLon: Degrees, lat: Degrees): Meters {
  return dLon * SPHERE_METRES_PER_DEGREE * Math.cos(lat * DEG_TO_RAD);
}
