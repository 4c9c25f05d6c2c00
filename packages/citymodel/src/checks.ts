import { SPHERE_METRES_PER_DEGREE, sphereEastMetres } from "@soracity/engine/geometry";
import { CityModelError } from "./errors";
import type { Building } from "./model";

/** Widest building accepted from a user's file (the catalogue skips those over about 2 km). */
export const BUILDING_MAX_SPAN_METRES = 5000;
/** Highest building accepted (the tallest built is 828 m). */
export const BUILDING_MAX_HEIGHT_METRES = 1000;
/** Elevations outside this range (m) are no place on Earth's surface. */
const ELEVATION_RANGE: readonly [number, number] = [-1000, 10_000];

/** Lon/lat bounds and z range of everything a building holds (footprints and surfaces). */
interface Extent {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
  minZ: number;
  maxZ: number;
}

function refuseNonFinite(building: Building, what: string): never {
  throw new CityModelError("non_finite_number", `building ${building.id}: ${what} is not a finite number`);
}

function extentOf(building: Building): Extent {
  const e = { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
  let [minZ, maxZ] = [Infinity, -Infinity];
  const add = (lon: number, lat: number, what: string) => {
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) refuseNonFinite(building, what);
    e.minLon = Math.min(e.minLon, lon);
    e.maxLon = Math.max(e.maxLon, lon);
    e.minLat = Math.min(e.minLat, lat);
    e.maxLat = Math.max(e.maxLat, lat);
  };
  for (const polygon of building.footprint)
    for (const ring of polygon) for (const [lon, lat] of ring) add(lon, lat, "a footprint coordinate");
  for (const surface of building.surfaces) {
    const p = surface.positions;
    for (let i = 0; i + 2 < p.length; i += 3) {
      add(p[i] ?? NaN, p[i + 1] ?? NaN, "a surface coordinate");
      const z = p[i + 2] ?? NaN;
      if (!Number.isFinite(z)) refuseNonFinite(building, "a surface height");
      minZ = Math.min(minZ, z);
      maxZ = Math.max(maxZ, z);
    }
  }
  return { ...e, minZ, maxZ };
}

/**
 * Refuses a building a user's file should never give: a non-finite coordinate or height (`non_finite_number`:
 * JSON's 1e309 is Infinity, a glTF buffer may hold NaN), or a place or size no building has
 * (`implausible_geometry`: outside longitude/latitude, wider than BUILDING_MAX_SPAN_METRES, higher than
 * BUILDING_MAX_HEIGHT_METRES, an elevation outside ELEVATION_RANGE), which a broken file or wrong units give.
 */
export function checkUserBuilding(building: Building): void {
  const { groundZ, height, lod1TopZ } = building;
  if (!Number.isFinite(groundZ) || !Number.isFinite(height)) refuseNonFinite(building, "the height");
  if (lod1TopZ !== undefined && !Number.isFinite(lod1TopZ)) refuseNonFinite(building, "the LOD1 top");
  for (const storey of building.attributes.storeys ?? [])
    if (!Number.isFinite(storey.elevation)) refuseNonFinite(building, "a storey elevation");
  const e = extentOf(building);
  const implausible = (why: string) => {
    throw new CityModelError("implausible_geometry", `building ${building.id}: ${why}`);
  };
  if (e.minLon < -180 || e.maxLon > 180 || e.minLat < -90 || e.maxLat > 90)
    implausible("a coordinate is outside longitude/latitude");
  const spanNorth = (e.maxLat - e.minLat) * SPHERE_METRES_PER_DEGREE;
  const spanEast = sphereEastMetres(e.maxLon - e.minLon, (e.minLat + e.maxLat) / 2);
  if (spanNorth > BUILDING_MAX_SPAN_METRES || spanEast > BUILDING_MAX_SPAN_METRES)
    implausible(`${Math.round(Math.max(spanNorth, spanEast))} m wide`);
  const top = Math.max(lod1TopZ ?? -Infinity, e.maxZ, groundZ + height);
  const bottom = Math.min(groundZ, e.minZ);
  if (height > BUILDING_MAX_HEIGHT_METRES || top - bottom > BUILDING_MAX_HEIGHT_METRES)
    implausible(`${Math.round(Math.max(height, top - bottom))} m high`);
  const [lowest, highest] = ELEVATION_RANGE;
  if (bottom < lowest || top > highest) implausible(`elevations from ${bottom} to ${top} m`);
}
