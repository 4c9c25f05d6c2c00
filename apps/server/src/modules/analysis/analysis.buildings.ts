import type { Building, LonLat, SurfaceTriangles } from "@soracity/citymodel";
import { EnuFrame } from "@soracity/citymodel";
import type { BuildingRow } from "../../db/schema";
import { lodsOf } from "../buildings/buildings.rows";
import { decodeTriangles } from "../buildings/buildings.triangles";

/** What a worker thread needs of a catalogue row (structured-clonable; the LOD2 bytes stay compact). */
export type CityRow = Pick<
  BuildingRow,
  "gmlId" | "footprint" | "groundZ" | "height" | "heightSource" | "lods" | "parts" | "lod2" | "lod1TopZ"
>;

const openRing = (ring: readonly (readonly number[])[]): LonLat[] => {
  const pts = ring.map((p) => [p[0] ?? 0, p[1] ?? 0] as const);
  const first = pts[0];
  const last = pts.at(-1);
  return first && last && pts.length > 1 && first[0] === last[0] && first[1] === last[1]
    ? pts.slice(0, -1)
    : pts;
};

/** LOD2 triangles of a row back in lon/lat/height (the engines' input convention). */
function surfacesOf(lod2: Uint8Array | null): SurfaceTriangles[] {
  if (!lod2) return [];
  const { origin, surfaces } = decodeTriangles(lod2);
  const frame = new EnuFrame(origin);
  return surfaces.map(({ type, positions }) => {
    const out = new Float64Array(positions.length);
    for (let i = 0; i < positions.length; i += 3) {
      const g = frame.toGeodetic([positions[i], positions[i + 1], positions[i + 2]]);
      out[i] = g[0];
      out[i + 1] = g[1];
      out[i + 2] = g[2];
    }
    return { type, positions: out };
  });
}

/** A catalogue row as a citymodel Building (footprint rings opened, LOD2 decoded). */
export function cityRowToBuilding(row: CityRow): Building {
  return {
    id: row.gmlId,
    gmlId: row.gmlId,
    source: "citygml",
    footprint: row.footprint.map((polygon) => polygon.map(openRing)),
    groundZ: row.groundZ,
    height: row.height,
    ...(row.lod1TopZ !== null ? { lod1TopZ: row.lod1TopZ } : {}),
    heightSource: row.heightSource as Building["heightSource"],
    lods: lodsOf(row.lods),
    parts: row.parts,
    surfaces: surfacesOf(row.lod2),
    attributes: {},
  };
}

const num = (v: unknown, fallback: number): number =>
  typeof v === "number" && Number.isFinite(v) ? v : fallback;

/** A stored model feature (citymodel `buildingToFeature` output) as a Building: footprint prism. */
export function modelFeatureToBuilding(feature: unknown, fallbackId: string): Building | null {
  const f = feature as {
    geometry?: { type?: string; coordinates?: unknown };
    properties?: Record<string, unknown>;
  };
  const geometry = f.geometry;
  if (!geometry || !Array.isArray(geometry.coordinates)) return null;
  const polygons =
    geometry.type === "Polygon"
      ? [geometry.coordinates as number[][][]]
      : geometry.type === "MultiPolygon"
        ? (geometry.coordinates as number[][][][])
        : [];
  if (polygons.length === 0) return null;
  const p = f.properties ?? {};
  const groundZ = num(p.groundZ, 0);
  const height = num(p.height, 0);
  return {
    id: typeof p.id === "string" ? p.id : fallbackId,
    source: "geojson",
    footprint: polygons.map((polygon) => polygon.map(openRing)),
    groundZ,
    height,
    heightSource: "attribute",
    ...(typeof p.lod1TopZ === "number" ? { lod1TopZ: p.lod1TopZ } : {}),
    lods: [1],
    parts: 0,
    surfaces: [],
    attributes: {},
  };
}
