import { cityQueryBbox } from "@soracity/analysis";
import type { LonLatBbox } from "@soracity/citymodel";
import type { ServiceType } from "@soracity/contracts";
import { pointInRing, ringsCentroid } from "@soracity/engine/geometry";
import { z } from "zod";

// The buildings a drawing shows (issue 24 §4): the planned tiers as the case's parameters give them, and the
// city's buildings the run used around the drawing, less those the case leaves out.

/** A tier of a planned building (hikage `planned_buildings[]`), as the drawings print it. */
export interface PlannedTier {
  /** The building the tier belongs to (tiers of one name form one building); null: a building of its own. */
  building: string | null;
  /** Lon/lat rings, the outer first. */
  rings: number[][][];
  /** Underside above the 平均地盤面 (m) when the case gives it so (`base_height`), else null. */
  baseHeight: number | null;
  /** Underside elevation (orthometric m) when the case gives it (`base`), else null. */
  base: number | null;
  height: number;
  eaves: number | null;
  storeys: number | null;
  rooftop: boolean;
}

/** An existing city building drawn as its outline with its height. */
export interface ExistingBuilding {
  id: string;
  rings: number[][][];
  groundZ: number;
  height: number;
}

/** What the exports read of a catalogue row. */
export interface CityOutlineRow {
  gmlId: string;
  footprint: number[][][][];
  groundZ: number;
  height: number;
  lod1TopZ: number | null;
}

/** Loads the catalogue rows of a city meeting a bbox, at most `limit`. */
export type CityOutlineLoader = (
  cityCode: string,
  bbox: LonLatBbox,
  limit: number,
) => Promise<CityOutlineRow[]>;

/** Most existing buildings a drawing shows (a drawing of a few hundred metres holds far fewer). */
export const MAX_DRAWN_BUILDINGS = 2000;
/** Margin around the drawn extent (m) so buildings cut by its edge are whole. */
const MARGIN_M = 30;

const finite = z.number().refine(Number.isFinite);
const polygon = z.object({ coordinates: z.array(z.array(z.array(z.number()))) });
const tierSchema = z.object({
  id: z.string().optional(),
  building: z.string().optional(),
  footprint: polygon,
  height: finite,
  base: finite.optional(),
  base_height: finite.optional(),
  eaves_height: finite.optional(),
  storeys: finite.optional(),
  rooftop: z.boolean().optional(),
});

/** The planned tiers of the case's parameters (tiers that do not parse are not drawn). */
export function plannedTiers(parameters: Record<string, unknown>): PlannedTier[] {
  const list = Array.isArray(parameters.planned_buildings) ? parameters.planned_buildings : [];
  return list.flatMap((raw) => {
    const t = tierSchema.safeParse(raw);
    if (!t.success) return [];
    const b = t.data;
    return [
      {
        building: b.building ?? b.id ?? null,
        rings: b.footprint.coordinates,
        baseHeight: b.base_height ?? null,
        base: b.base ?? null,
        height: b.height,
        eaves: b.eaves_height ?? null,
        storeys: b.storeys ?? null,
        rooftop: b.rooftop ?? false,
      },
    ];
  });
}

/** Top of a tier above the 平均地盤面 (m): base height plus height, or its elevation less the ground. */
export function tierTop(tier: PlannedTier, averageGround: number | null): number {
  if (tier.baseHeight !== null) return tier.baseHeight + tier.height;
  if (tier.base !== null && averageGround !== null) return tier.base - averageGround + tier.height;
  return tier.height;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s) => typeof s === "string") : []);
export const outerOf = (p: unknown): number[][] | null => polygon.safeParse(p).data?.coordinates[0] ?? null;

/**
 * Area-weighted centroid of a footprint's outer rings (lon/lat): the run's rule for a building on the site
 * (packages/analysis shadow/exclude.ts), so the drawing leaves out what the run did.
 */
const centroidOf = (polygons: readonly (readonly number[][][])[]): [number, number] | null =>
  ringsCentroid(polygons.map((p) => p[0] ?? []));

const extentSchema = z.object({ min_lon: finite, min_lat: finite, max_lon: finite, max_lat: finite });
/** A noise or vibration extent's corners as a ring (null without one). */
function extentRing(extent: unknown): number[][] | null {
  const e = extentSchema.safeParse(extent).data;
  return e
    ? [
        [e.min_lon, e.min_lat],
        [e.max_lon, e.max_lat],
      ]
    : null;
}

/** The lon/lat bbox of the drawing: the analysis range, site and planned footprints, with a margin. */
export function drawingBbox(
  parameters: Record<string, unknown>,
  site: { lon: number; lat: number },
): LonLatBbox {
  const rings = [
    outerOf(parameters.analysis_range),
    extentRing(parameters.extent),
    outerOf(parameters.site_boundary),
    ...plannedTiers(parameters).map((t) => t.rings[0] ?? null),
  ].filter((r): r is number[][] => r !== null);
  const pts = rings.flat();
  const lons = [site.lon, ...pts.map((p) => p[0] ?? site.lon)];
  const lats = [site.lat, ...pts.map((p) => p[1] ?? site.lat)];
  const dLat = MARGIN_M / 111_320;
  const dLon = dLat / Math.cos((site.lat * Math.PI) / 180);
  return [
    Math.min(...lons) - dLon,
    Math.min(...lats) - dLat,
    Math.max(...lons) + dLon,
    Math.max(...lats) + dLat,
  ];
}

const intersect = (a: LonLatBbox, b: LonLatBbox): LonLatBbox | null => {
  const box: LonLatBbox = [
    Math.max(a[0], b[0]),
    Math.max(a[1], b[1]),
    Math.min(a[2], b[2]),
    Math.min(a[3], b[3]),
  ];
  return box[0] <= box[2] && box[1] <= box[3] ? box : null;
};

/**
 * The city buildings the run used (its catalogue bbox) inside the drawing, less the case's excluded ones
 * (`excluded_buildings` by gml:id, or a part by `id#k`; with `exclude_site_buildings`, those whose footprint's
 * area centroid lies inside the site boundary), at most MAX_DRAWN_BUILDINGS.
 */
export async function existingBuildings(
  load: CityOutlineLoader,
  service: ServiceType,
  site: { lon: number; lat: number; cityCode: string | null },
  parameters: Record<string, unknown>,
): Promise<ExistingBuilding[]> {
  if (!site.cityCode) return [];
  let used: LonLatBbox | null;
  try {
    used = cityQueryBbox(service, { lon: site.lon, lat: site.lat, city_code: site.cityCode }, parameters);
  } catch {
    used = null;
  }
  const box = used ? intersect(used, drawingBbox(parameters, site)) : null;
  if (!box) return [];
  const excluded = new Set(strings(parameters.excluded_buildings));
  const siteRing = parameters.exclude_site_buildings === true ? outerOf(parameters.site_boundary) : null;
  const rows = await load(site.cityCode, box, MAX_DRAWN_BUILDINGS);
  return rows.flatMap((row) => {
    const centroid = centroidOf(row.footprint);
    if (excluded.has(row.gmlId) || !centroid) return [];
    if (siteRing && pointInRing(centroid[0], centroid[1], siteRing)) return [];
    const parts = row.footprint.filter((_, k) => !excluded.has(`${row.gmlId}#${k}`));
    const top = row.lod1TopZ ?? row.groundZ + row.height;
    return parts.length
      ? [{ id: row.gmlId, rings: parts.flat(), groundZ: row.groundZ, height: top - row.groundZ }]
      : [];
  });
}
