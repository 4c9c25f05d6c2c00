import { toLocal } from "@soracity/citymodel";
import type { Building, LocalBuilding } from "@soracity/citymodel";
import type { FieldError, HikageParameters } from "@soracity/contracts";
import type { Meters, MeshBuilding, NoiseBuilding, PrismBuilding } from "@soracity/engine";
import { ringSelfIntersection, selfIntersectionMessage } from "@soracity/engine/geometry";
import type { LocalBbox, SiteFrame } from "./frame";
import { bboxOf, bboxesMeet } from "./frame";

export type ShadowShape = PrismBuilding | MeshBuilding;

/** A source building in the local frame with what the pipeline selects it by. */
export interface LocalSource {
  local: LocalBuilding;
  /** Local bbox of footprint and surfaces. */
  bbox: LocalBbox;
  /** Highest z (m). */
  top: Meters;
}

/** Buildings to the site frame; surfaces are converted only when `withSurfaces` (they can be large). */
export function localSources(
  buildings: readonly Building[],
  frame: SiteFrame,
  withSurfaces: boolean,
): LocalSource[] {
  return buildings.map((b) => {
    const local = toLocal(withSurfaces ? b : { ...b, surfaces: [] }, frame.enu);
    const points: number[][] = [];
    for (const poly of local.footprint) for (const p of poly[0] ?? []) points.push([p[0], p[1]]);
    let top = local.topZ;
    for (const s of local.surfaces)
      for (let i = 0; i + 2 < s.positions.length; i += 3) {
        points.push([s.positions[i], s.positions[i + 1]]);
        top = Math.max(top, s.positions[i + 2]);
      }
    return { local, bbox: bboxOf(points), top };
  });
}

/** Sources whose bbox meets `range` (the engine's target-range rule). */
export const meeting = (sources: readonly LocalSource[], range: LocalBbox): LocalSource[] =>
  sources.filter((s) => bboxesMeet(s.bbox, range));

/**
 * Shadow shapes of a building: one closed mesh of its surfaces (`mesh` and it has any), else one LOD1 prism
 * per footprint polygon (holes kept) from its base to its LOD1 top. Ids: the building's, `#k` per part.
 */
export function shadowShapes(source: LocalSource, mesh: boolean): ShadowShape[] {
  const { local } = source;
  if (mesh && local.surfaces.length > 0) {
    const total = local.surfaces.reduce((n, s) => n + s.positions.length, 0);
    const positions = new Float64Array(total);
    let at = 0;
    for (const s of local.surfaces) {
      positions.set(s.positions, at);
      at += s.positions.length;
    }
    return [{ id: local.id, positions, closed: true }];
  }
  const parts = local.footprint.filter((poly) => (poly[0]?.length ?? 0) >= 3);
  return parts.map((poly, k) => ({
    id: parts.length > 1 ? `${local.id}#${k}` : local.id,
    footprint: poly[0] ?? [],
    ...(poly.length > 1 ? { holes: poly.slice(1) } : {}),
    base: local.baseZ,
    height: Math.max(0, local.topZ - local.baseZ),
  }));
}

/** Noise obstacles of a building: one per footprint polygon (outer ring), height above its ground. */
export function noiseShapes(source: LocalSource): NoiseBuilding[] {
  const { local } = source;
  const parts = local.footprint.filter((poly) => (poly[0]?.length ?? 0) >= 3);
  return parts.map((poly, k) => ({
    id: parts.length > 1 ? `${local.id}#${k}` : local.id,
    footprint: poly[0] ?? [],
    height: Math.max(0, local.topZ - local.baseZ),
  }));
}

/**
 * Planned buildings whose footprint ring (outer or hole) crosses or touches itself, as field errors
 * (`analysis.footprint_self_intersecting` on the ring) and one message naming each building (its id, else
 * `planned-<index>`, as the shadow setup names it). Checked on lon/lat: over a building the site frame is
 * affine to far below a millimetre, so a ring is simple in one exactly when it is in the other.
 */
export function selfIntersectingFootprints(planned: HikageParameters["planned_buildings"]): {
  errors: FieldError[];
  message: string;
} {
  const errors: FieldError[] = [];
  const messages: string[] = [];
  planned.forEach((b, i) => {
    b.footprint.coordinates.forEach((ring, k) => {
      const crossing = ringSelfIntersection(ring);
      if (!crossing) return;
      errors.push({
        path: `planned_buildings.${i}.footprint.coordinates.${k}`,
        message: "analysis.footprint_self_intersecting",
      });
      messages.push(
        selfIntersectionMessage(b.id ?? `planned-${i}`, crossing, k === 0 ? "footprint" : `hole ${k - 1}`),
      );
    });
  });
  return { errors, message: messages.join("; ") };
}

/** Median of numbers (0 for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const v = [...values].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}
