import proj4 from "proj4";
import { DEG_TO_RAD, RAD_TO_DEG } from "@soracity/engine/units";
import type { Degrees, Meters } from "@soracity/engine/units";
import { CityModelError } from "../errors";

/**
 * Origins (latitude, longitude in degrees) of the 19 Japan plane rectangular coordinate systems, zone 1..19
 * (MLIT notice 告示第九号); EPSG:6669 + (zone - 1) in JGD2011. Scale 0.9999, no false origin.
 */
const ORIGINS: readonly (readonly [number, number])[] = [
  [33, 129.5],
  [33, 131],
  [36, 132 + 10 / 60],
  [33, 133.5],
  [36, 134 + 20 / 60],
  [36, 136],
  [36, 137 + 10 / 60],
  [36, 138.5],
  [36, 139 + 50 / 60],
  [40, 140 + 50 / 60],
  [44, 140.25],
  [44, 142.25],
  [44, 144.25],
  [26, 142],
  [26, 127.5],
  [26, 124],
  [26, 131],
  [20, 136],
  [26, 154],
];

const JGD2011 = "+proj=longlat +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs";
proj4.defs("EPSG:6668", JGD2011);
proj4.defs("EPSG:6697", JGD2011);
ORIGINS.forEach(([lat0, lon0], i) => {
  proj4.defs(
    `EPSG:${6669 + i}`,
    `+proj=tmerc +lat_0=${lat0} +lon_0=${lon0} +k=0.9999 +x_0=0 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs`,
  );
});

/** EPSG code of plane rectangular zone 1..19. */
export function zoneEpsg(zone: number): number {
  if (!Number.isInteger(zone) || zone < 1 || zone > 19) throw new RangeError(`zone ${zone} not in 1..19`);
  return 6668 + zone;
}

/** Zone 1..19 of an EPSG code 6669..6687, or undefined. */
export function zoneOfEpsg(epsg: number): number | undefined {
  return epsg >= 6669 && epsg <= 6687 ? epsg - 6668 : undefined;
}

/** Origin of a zone as [lon, lat] degrees. */
export function zoneOrigin(zone: number): [Degrees, Degrees] {
  const o = ORIGINS[zoneEpsg(zone) - 6669];
  return [o[1], o[0]];
}

/**
 * Geographic JGD2011 to plane rectangular zone metres, returned as [easting (Y), northing (X)] so that the pair
 * reads like x, y. (EPSG:6669-6687 list northing first; we never use that order internally.)
 */
export function toPlane(zone: number, lon: Degrees, lat: Degrees): [Meters, Meters] {
  const [e, n] = proj4("EPSG:6668", `EPSG:${zoneEpsg(zone)}`, [lon, lat]);
  return [e, n];
}

/** Plane rectangular [easting, northing] metres of `zone` to [lon, lat] degrees. */
export function fromPlane(zone: number, easting: Meters, northing: Meters): [Degrees, Degrees] {
  const [lon, lat] = proj4(`EPSG:${zoneEpsg(zone)}`, "EPSG:6668", [easting, northing]);
  return [lon, lat];
}

// Second eccentricity squared of GRS80 (for the convergence series).
const F = 1 / 298.257222101;
const EP2 = (F * (2 - F)) / (1 - F) ** 2;

/**
 * Meridian convergence at a point of a plane rectangular zone, in degrees: the angle from true north to grid
 * north, positive clockwise (grid north points east of true north). East of the zone's central meridian it is
 * positive, west negative, zero on the meridian. To turn a true-north azimuth into a grid bearing subtract it:
 * gridBearing = trueAzimuth - convergence. (Japanese surveying's 真北方向角 is the negative of this.)
 * Transverse Mercator series to the 5th order in the longitude difference (error well under 1e-6 degrees
 * inside a zone).
 */
export function meridianConvergence(zone: number, lon: Degrees, lat: Degrees): Degrees {
  const [lon0] = zoneOrigin(zone);
  const l = (lon - lon0) * DEG_TO_RAD;
  const phi = lat * DEG_TO_RAD;
  const s = Math.sin(phi);
  const c = Math.cos(phi);
  const t2 = Math.tan(phi) ** 2;
  const eta2 = EP2 * c * c;
  const gamma =
    l * s +
    ((l ** 3 * s * c * c) / 3) * (1 + 3 * eta2 + 2 * eta2 * eta2) +
    ((l ** 5 * s * c ** 4) / 15) * (2 - t2);
  return gamma * RAD_TO_DEG;
}

/** Resolve a CRS name ("EPSG:6677", "http://www.opengis.net/def/crs/EPSG/0/6697", "urn:ogc:def:crs:EPSG::6668"). */
export function epsgOf(srsName: string): number | undefined {
  const m = /EPSG(?::|\/0\/|::)(\d+)/i.exec(srsName) ?? /(\d{4,5})\s*$/.exec(srsName);
  return m ? Number(m[1]) : undefined;
}

/**
 * A converter from a source CRS to JGD2011 lon/lat, given a proj4 definition or WKT (.prj) or an EPSG code we
 * know (6668, 6697, 4326, 4612, 6669-6687). Input pairs are [x (easting or lon), y (northing or lat)].
 */
export function converterTo6668(crs: string | number): (x: number, y: number) => [Degrees, Degrees] {
  let def: string;
  if (typeof crs === "number") {
    if (crs === 6668 || crs === 6697 || crs === 4326 || crs === 4612 || crs === 4019) return (x, y) => [x, y];
    if (!zoneOfEpsg(crs)) throw new CityModelError("unsupported_crs", `EPSG:${crs} is not supported`);
    def = `EPSG:${crs}`;
  } else {
    def = crs;
  }
  let conv: proj4.Converter;
  try {
    conv = proj4(def, "EPSG:6668");
  } catch (cause) {
    throw new CityModelError("unsupported_crs", "coordinate system not understood", { cause });
  }
  return (x, y) => {
    const [lon, lat] = conv.forward([x, y]);
    return [lon, lat];
  };
}
