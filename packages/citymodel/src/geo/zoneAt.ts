import type { Degrees } from "@soracity/engine/units";
import { zoneOfMunicipality } from "./zoneTable";
import { meridianConvergence, zoneOrigin } from "./zones";

/** Main-land zones (1..13): without a city code a site picks the nearest of these origins. */
const MAIN_ZONES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

function nearest(zones: readonly number[], lon: Degrees, lat: Degrees): number {
  let best = zones[0] ?? 9;
  let bestD = Infinity;
  for (const zone of zones) {
    const [lon0, lat0] = zoneOrigin(zone);
    // Distance in degrees with longitude scaled by cos(lat): only a ranking is needed.
    const d = Math.hypot((lon - lon0) * Math.cos((lat * Math.PI) / 180), lat - lat0);
    if (d < bestD) [best, bestD] = [zone, d];
  }
  return best;
}

/**
 * The plane rectangular zone of a site. With a city code (5- or 6-digit 全国地方公共団体コード, or a
 * prefecture-level PLATEAU code such as `13100`) it is the zone 告示第九号 assigns to that municipality
 * (see zoneTable.ts: by prefecture, by municipality in 北海道, by coordinates for 東京都's, 沖縄県's and
 * 鹿児島県's islands). Only when no city code is given (or it names no prefecture) does it fall back to
 * the main-land zone with the nearest origin, which the law does not use and which is wrong near many
 * prefecture borders and in 北海道 (e.g. 室蘭市 is XII, its nearest origin XI).
 */
export function planeZoneAt(lon: Degrees, lat: Degrees, cityCode?: string | null): number {
  return (cityCode ? zoneOfMunicipality(cityCode, lon, lat) : undefined) ?? nearest(MAIN_ZONES, lon, lat);
}

/** Meridian convergence (degrees, see meridianConvergence) of a site in its zone ({@link planeZoneAt}). */
export function convergenceAt(lon: Degrees, lat: Degrees, cityCode?: string | null): Degrees {
  return meridianConvergence(planeZoneAt(lon, lat, cityCode), lon, lat);
}
