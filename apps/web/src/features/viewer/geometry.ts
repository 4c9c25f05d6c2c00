import type { Feature } from "./api";

export type LonLat = [number, number];

const isPosition = (p: unknown): p is number[] =>
  Array.isArray(p) && p.length >= 2 && typeof p[0] === "number" && typeof p[1] === "number";
const positions = (ring: unknown): number[][] => (Array.isArray(ring) ? ring.filter(isPosition) : []);

/** Polygons of a Polygon / MultiPolygon feature as rings of positions (exterior first); [] for other types. */
export function polygonsOf(feature: Pick<Feature, "geometry">): number[][][][] {
  const g = feature.geometry;
  if (!g || !Array.isArray(g.coordinates)) return [];
  const polygon = (p: unknown) => (Array.isArray(p) ? p.map(positions) : []);
  if (g.type === "Polygon") return [polygon(g.coordinates)];
  if (g.type === "MultiPolygon") return g.coordinates.map(polygon);
  return [];
}

/** Every line of a feature: polygon rings, LineStrings, MultiLineStrings. */
export function linesOf(feature: Pick<Feature, "geometry">): number[][][] {
  const g = feature.geometry;
  if (!g || !Array.isArray(g.coordinates)) return [];
  if (g.type === "LineString") return [positions(g.coordinates)];
  if (g.type === "MultiLineString") return g.coordinates.map(positions);
  return polygonsOf(feature).flat();
}

/** The point of a Point feature (lon, lat, and z when given). */
export function pointOf(feature: Pick<Feature, "geometry">): number[] | null {
  const g = feature.geometry;
  return g?.type === "Point" && isPosition(g.coordinates) ? g.coordinates : null;
}

/** Where a line's label goes: its northernmost vertex (labels stack less there on closed contours). */
export function labelPoint(line: number[][]): number[] | null {
  let best: number[] | null = null;
  for (const p of line) if (!best || p[1] > best[1]) best = p;
  return best;
}
