import { EnuFrame, featuresToGlb, type GlbFeature, type Geodetic, prismTriangles } from "@soracity/citymodel";
import type { LocalRing } from "@soracity/engine";
import type { BuildingRow } from "../../db/schema";
import type { LonLatBbox } from "./buildings.repository";
import { decodeTriangles } from "./buildings.triangles";

/** Bounds of XYZ (Web Mercator, "slippy map") tile z/x/y as [west, south, east, north] degrees. */
export function tileBounds(z: number, x: number, y: number): LonLatBbox {
  const n = 2 ** z;
  const lon = (i: number) => (i / n) * 360 - 180;
  const lat = (j: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * j) / n))) * 180) / Math.PI;
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)];
}

/** An affine map (3x3 + translation) from one ENU frame to another: exact, since both are affine in ECEF. */
function frameToFrame(
  from: EnuFrame,
  to: EnuFrame,
): (e: number, n: number, u: number) => [number, number, number] {
  const f = (p: [number, number, number]) => to.toLocal(from.toGeodetic(p));
  const o = f([0, 0, 0]);
  const ax = f([1, 0, 0]).map((v, i) => v - o[i]);
  const ay = f([0, 1, 0]).map((v, i) => v - o[i]);
  const az = f([0, 0, 1]).map((v, i) => v - o[i]);
  return (e, n, u) => [
    o[0] + ax[0] * e + ay[0] * n + az[0] * u,
    o[1] + ax[1] * e + ay[1] * n + az[1] * u,
    o[2] + ax[2] * e + ay[2] * n + az[2] * u,
  ];
}

/** LOD1 prism of a stored footprint (closed lon/lat rings) in `frame`: from groundZ to the LOD1 top. */
function prismLocal(row: BuildingRow, frame: EnuFrame): number[] {
  const rings: LocalRing[][] = row.footprint.map((polygon) =>
    polygon.map((ring) =>
      // Stored rings are closed (GeoJSON); the prism wants them open.
      ring.slice(0, -1).map(([lon, lat]) => {
        const [x, y] = frame.toLocal([lon, lat, row.groundZ]);
        return [x, y] as const;
      }),
    ),
  );
  const ring = row.footprint[0]?.[0] ?? [];
  const [clon, clat] = [(row.minLon + row.maxLon) / 2, (row.minLat + row.maxLat) / 2];
  if (ring.length === 0) return [];
  const baseZ = frame.toLocal([clon, clat, row.groundZ])[2];
  // The LOD1 solid's top when the file had one (as the analyses extrude), else ground + height.
  const top = row.lod1TopZ ?? row.groundZ + row.height;
  return prismTriangles({ prism: { rings, baseZ, topZ: baseZ + (top - row.groundZ) } });
}

/** A stored building in the tile's frame: LOD2 triangles when stored, else the LOD1 prism. */
function rowFeature(row: BuildingRow, tileFrame: EnuFrame): GlbFeature {
  const enu: number[] = [];
  let lod = 1;
  if (row.lod2) {
    const stored = decodeTriangles(row.lod2);
    const map = frameToFrame(new EnuFrame(stored.origin), tileFrame);
    for (const s of stored.surfaces) {
      const p = s.positions;
      for (let i = 0; i < p.length; i += 3) enu.push(...map(p[i], p[i + 1], p[i + 2]));
    }
    lod = 2;
  }
  if (enu.length === 0) {
    enu.push(...prismLocal(row, tileFrame));
    lod = 1;
  }
  const extras = { gml_id: row.gmlId, building_id: row.buildingId, height: row.height, lod };
  return { name: row.gmlId, enu, extras, properties: extras };
}

/**
 * A GLB of buildings for the viewer (the citymodel writer): one node per building with `extras { gml_id,
 * building_id, height, lod }` and the same as 3D Tiles 1.1 feature metadata (EXT_mesh_features +
 * EXT_structural_metadata), LOD2 triangles when stored, else the LOD1 prism. Positions are metres in the ENU
 * frame at `centre` (orthometric height 0 at the tile centre), written Y-up as glTF wants: x east, y up,
 * z south. The centre is in the asset extras; the tileset places the tile with an ENU transform at that point.
 */
export function buildTileGlb(
  rows: readonly BuildingRow[],
  centre: Geodetic,
  extras: Record<string, unknown>,
): Promise<Uint8Array> {
  const tileFrame = new EnuFrame(centre);
  return featuresToGlb(
    rows.map((row) => rowFeature(row, tileFrame)),
    {
      assetExtras: {
        ...extras,
        centre: { lon: centre[0], lat: centre[1], height: centre[2] },
        up: "y",
        north: "-z",
      },
    },
  );
}
