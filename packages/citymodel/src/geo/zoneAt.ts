import type { Degrees } from "@soracity/engine/units";
import { meridianConvergence, zoneOrigin } from "./zones";

/**
 * Plane rectangular zones (1..19) of each prefecture, by its JIS code (the first two digits of a city code),
 * from MLIT notice 告示第九号 (平成14年). Prefectures with several zones list them all; the nearest origin
 * decides among them. Tokyo's islands use zones 14, 18 and 19; Okinawa 15 to 17; Hokkaido 11 to 13;
 * Kagoshima 1 and 2.
 */
const PREFECTURE_ZONES: Record<string, readonly number[]> = {
  "01": [11, 12, 13],
  "02": [10],
  "03": [10],
  "04": [10],
  "05": [10],
  "06": [10],
  "07": [9],
  "08": [9],
  "09": [9],
  "10": [9],
  "11": [9],
  "12": [9],
  "13": [9, 14, 18, 19],
  "14": [9],
  "15": [8],
  "16": [7],
  "17": [7],
  "18": [6],
  "19": [8],
  "20": [8],
  "21": [7],
  "22": [8],
  "23": [7],
  "24": [6],
  "25": [6],
  "26": [6],
  "27": [6],
  "28": [5],
  "29": [6],
  "30": [6],
  "31": [5],
  "32": [3],
  "33": [5],
  "34": [3],
  "35": [3],
  "36": [4],
  "37": [4],
  "38": [4],
  "39": [4],
  "40": [2],
  "41": [2],
  "42": [1],
  "43": [2],
  "44": [2],
  "45": [2],
  "46": [1, 2],
  "47": [15, 16, 17],
};

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
 * The plane rectangular zone of a site: from the prefecture of `cityCode` (5 digits) when given, else the
 * main-land zone with the nearest origin, which matches the prefecture rule for most of Japan but not near
 * every prefecture border (pass the city code where it matters).
 */
export function planeZoneAt(lon: Degrees, lat: Degrees, cityCode?: string | null): number {
  const zones = cityCode ? PREFECTURE_ZONES[cityCode.slice(0, 2)] : undefined;
  return nearest(zones ?? MAIN_ZONES, lon, lat);
}

/** Meridian convergence (degrees, see meridianConvergence) of a site in its zone ({@link planeZoneAt}). */
export function convergenceAt(lon: Degrees, lat: Degrees, cityCode?: string | null): Degrees {
  return meridianConvergence(planeZoneAt(lon, lat, cityCode), lon, lat);
}
