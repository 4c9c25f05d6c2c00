import { CityModelError } from "../errors";
import type { Degrees, Meters } from "@soracity/engine/units";
import { DEG_TO_RAD } from "@soracity/engine/units";
import { EnuFrame } from "../geo/enu";
import type {
  Building,
  BuildingAttributes,
  BuildingSource,
  LonLat,
  SurfaceTriangles,
  SurfaceType,
} from "../model";
import { orientPolygon } from "../geom/rings";
import { assertSimpleFootprint } from "../geom/simple";

/** The height standard of a user model (PRODUCT.md §3). */
export type HeightStandard = "absolute" | "clampToGround" | "relativeToGround";

/**
 * Where the user put a model without its own georeference. The model's own axes are x right, y forward
 * ("model north"), z up, in metres.
 */
export interface Placement {
  /** Anchor: where the model's origin (0, 0) lands. */
  lon: Degrees;
  lat: Degrees;
  /** Rotation of the model's +y axis from true north, clockwise (90 = the model's +y points east). */
  rotation?: Degrees;
  /** absolute: z + elevation is orthometric height; relativeToGround: ground + elevation + z; clampToGround:
   *  the model's lowest point sits on the ground (elevation ignored). Default absolute. */
  heightStandard?: HeightStandard;
  /** Metres; see heightStandard (default 0). */
  elevation?: Meters;
  /** Ground height at the anchor (m, orthometric), for clampToGround and relativeToGround (default 0). */
  groundElevation?: Meters;
}

/** Model-space triangles (x, y, z metres, Z up) of one surface type, before placement. */
export interface ModelMesh {
  type: SurfaceType;
  positions: number[];
}

/** Maps model metres (x, y, z Z-up) to geographic (lon, lat, h). */
export type ToGeographic = (x: number, y: number, z: number) => [Degrees, Degrees, Meters];

/** The user's anchor as a transform; `zMin` is the model's lowest z (for clampToGround). */
export function anchorTransform(placement: Placement, zMin: number): ToGeographic {
  const frame = new EnuFrame([placement.lon, placement.lat, 0]);
  const t = (placement.rotation ?? 0) * DEG_TO_RAD;
  const [c, s] = [Math.cos(t), Math.sin(t)];
  const ground = placement.groundElevation ?? 0;
  const elevation = placement.elevation ?? 0;
  const standard = placement.heightStandard ?? "absolute";
  const base =
    standard === "absolute"
      ? elevation
      : standard === "relativeToGround"
        ? ground + elevation
        : ground - zMin;
  return (x, y, z) => {
    // Clockwise rotation by t: model +y turns toward east.
    const e = x * c + y * s;
    const n = -x * s + y * c;
    const [lon, lat] = frame.toGeodetic([e, n, 0]);
    return [lon, lat, base + z];
  };
}

/** Convex hull (Andrew's monotone chain) of [x, y] points, counter-clockwise. */
function convexHull(points: [number, number][]): [number, number][] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: number[], a: number[], b: number[]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (pts: [number, number][]) => {
    const h: [number, number][] = [];
    for (const q of pts) {
      while (h.length >= 2 && cross(h[h.length - 2], h[h.length - 1], q) <= 0) h.pop();
      h.push(q);
    }
    h.pop();
    return h;
  };
  return [...half(p), ...half([...p].reverse())];
}

/**
 * One building from placed meshes: triangles in lon/lat/h, footprint = convex hull of the plan (a mesh has no
 * footprint of its own), base and height from the z extent.
 */
export function meshesToBuilding(
  id: string,
  source: BuildingSource,
  meshes: ModelMesh[],
  toGeo: ToGeographic,
  attributes: BuildingAttributes,
): Building {
  const byType = new Map<SurfaceType, number[]>();
  const plan: [number, number][] = [];
  let zlo = Infinity;
  let zhi = -Infinity;
  for (const mesh of meshes) {
    let out = byType.get(mesh.type);
    if (!out) byType.set(mesh.type, (out = []));
    const p = mesh.positions;
    for (let i = 0; i < p.length; i += 3) {
      const g = toGeo(p[i], p[i + 1], p[i + 2]);
      // A NaN or infinite vertex (a glTF or IFC buffer holds any bytes) would otherwise surface as a bad footprint.
      if (!Number.isFinite(g[0]) || !Number.isFinite(g[1]) || !Number.isFinite(g[2]))
        throw new CityModelError("non_finite_number", `building ${id}: a vertex is not a finite number`);
      out.push(g[0], g[1], g[2]);
      plan.push([g[0], g[1]]);
      zlo = Math.min(zlo, g[2]);
      zhi = Math.max(zhi, g[2]);
    }
  }
  const surfaces: SurfaceTriangles[] = [...byType]
    .filter(([, pos]) => pos.length > 0)
    .map(([type, pos]) => ({ type, positions: Float64Array.from(pos) }));
  const hull = convexHull(plan) as LonLat[];
  return assertSimpleFootprint({
    id,
    source,
    footprint: hull.length >= 3 ? [orientPolygon([hull])] : [],
    groundZ: Number.isFinite(zlo) ? zlo : 0,
    height: Number.isFinite(zhi) ? zhi - zlo : 0,
    heightSource: Number.isFinite(zhi) ? "geometry" : "none",
    lods: [2],
    parts: 0,
    surfaces,
    attributes,
  });
}
