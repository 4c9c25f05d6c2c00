import type { BuildingFeature } from "@soracity/contracts";

/** Half the side (degrees, about 20 m) of the box asked for around a picked point. */
export const PICK_BOX_DEGREES = 0.0002;

/** `[minLon, minLat, maxLon, maxLat]` around a point, for GET /api/cities/:code/buildings. */
export const pickBox = (lon: number, lat: number): [number, number, number, number] => [
  lon - PICK_BOX_DEGREES,
  lat - PICK_BOX_DEGREES,
  lon + PICK_BOX_DEGREES,
  lat + PICK_BOX_DEGREES,
];

function inRing(lon: number, lat: number, ring: readonly (readonly number[])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const ringArea = (ring: readonly (readonly number[])[]): number => {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += ((ring[j]?.[0] ?? 0) - (ring[i]?.[0] ?? 0)) * ((ring[j]?.[1] ?? 0) + (ring[i]?.[1] ?? 0));
  return Math.abs(sum / 2);
};

/**
 * The id (gml:id, as `excluded_buildings` names city buildings) of the building whose footprint holds the
 * point, outside its holes; the smallest footprint where several do (a building inside a courtyard block).
 */
export function buildingAt(features: readonly BuildingFeature[], lon: number, lat: number): string | null {
  let best: { id: string; area: number } | null = null;
  for (const feature of features)
    for (const [outer = [], ...holes] of feature.geometry.coordinates) {
      if (!inRing(lon, lat, outer) || holes.some((hole) => inRing(lon, lat, hole))) continue;
      const area = ringArea(outer);
      if (!best || area < best.area) best = { id: feature.id, area };
    }
  return best?.id ?? null;
}
