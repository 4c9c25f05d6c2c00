import type { LocalPoint, LocalRing, Meters } from "@soracity/engine/units";
import { EnuFrame } from "./geo/enu";
import type { Geodetic } from "./geo/enu";
import type { Building, SurfaceType } from "./model";

/** A building in the engines' frame: x east, y north, z up, metres from the origin (see EnuFrame). */
export interface LocalBuilding {
  id: string;
  /** Footprint polygons: rings of [x, y], exterior counter-clockwise first, holes after. */
  footprint: LocalRing[][];
  /** z of the base and of the LOD1 prism's top, at the footprint's centre. */
  baseZ: Meters;
  topZ: Meters;
  height: Meters;
  /** LOD1 prism: the footprint extruded from baseZ to topZ. */
  prism: { rings: LocalRing[][]; baseZ: Meters; topZ: Meters };
  /** LOD2 / mesh triangles: 9 numbers (x, y, z) x 3 per triangle. */
  surfaces: { type: SurfaceType; positions: Float64Array }[];
}

/**
 * Express a building in the local east-north-up frame at `origin` (lon, lat degrees, height metres; or a frame
 * made once and shared by many buildings, which is faster).
 */
export function toLocal(building: Building, origin: Geodetic | EnuFrame): LocalBuilding {
  const frame = origin instanceof EnuFrame ? origin : new EnuFrame(origin);
  const z0 = building.groundZ;
  const footprint = building.footprint.map((poly) =>
    poly.map((ring) =>
      ring.map(([lon, lat]) => {
        const [x, y] = frame.toLocal([lon, lat, z0]);
        return [x, y] as LocalPoint;
      }),
    ),
  );
  // The centre of the first exterior ring anchors the vertical: curvature drop over one building is < 1 mm.
  const ring = building.footprint[0]?.[0] ?? [];
  let clon = 0;
  let clat = 0;
  for (const [lon, lat] of ring) [clon, clat] = [clon + lon, clat + lat];
  const n = Math.max(ring.length, 1);
  const centre: Geodetic =
    ring.length > 0 ? [clon / n, clat / n, z0] : [frame.origin[0], frame.origin[1], z0];
  const baseZ = frame.toLocal(centre)[2];
  const top = building.lod1TopZ ?? z0 + building.height;
  const topZ = baseZ + (top - z0);
  const surfaces = building.surfaces.map(({ type, positions }) => {
    const out = new Float64Array(positions.length);
    for (let i = 0; i < positions.length; i += 3) {
      const p = frame.toLocal([positions[i], positions[i + 1], positions[i + 2]]);
      out[i] = p[0];
      out[i + 1] = p[1];
      out[i + 2] = p[2];
    }
    return { type, positions: out };
  });
  return {
    id: building.id,
    footprint,
    baseZ,
    topZ,
    height: building.height,
    prism: { rings: footprint, baseZ, topZ },
    surfaces,
  };
}
