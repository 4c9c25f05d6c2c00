import { Document, NodeIO } from "@gltf-transform/core";
import { EnuFrame, type Geodetic, triangulatePolygon } from "@soracity/citymodel";
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
  const ax = f([1, 0, 0]).map((v, i) => v - (o[i] as number));
  const ay = f([0, 1, 0]).map((v, i) => v - (o[i] as number));
  const az = f([0, 0, 1]).map((v, i) => v - (o[i] as number));
  return (e, n, u) => [
    o[0] + (ax[0] as number) * e + (ay[0] as number) * n + (az[0] as number) * u,
    o[1] + (ax[1] as number) * e + (ay[1] as number) * n + (az[1] as number) * u,
    o[2] + (ax[2] as number) * e + (ay[2] as number) * n + (az[2] as number) * u,
  ];
}

/** LOD1 prism of a footprint (lon/lat/h triangles): top, bottom and one quad per edge. */
export function prismGeodetic(footprint: number[][][][], baseZ: number, topZ: number): number[] {
  const out: number[] = [];
  for (const polygon of footprint) {
    // Stored rings are closed (GeoJSON); the triangulator wants them open.
    const rings = polygon.map((ring) => ring.slice(0, -1));
    const at = (z: number) =>
      rings.map((ring) => ring.flatMap(([lon, lat]) => [lon as number, lat as number, z]));
    const top: number[] = [];
    triangulatePolygon(at(topZ), top);
    out.push(...top);
    for (let i = 0; i < top.length; i += 9) {
      // The bottom face: the same triangles at the base, reversed so they face down.
      out.push(
        top[i] as number,
        top[i + 1] as number,
        baseZ,
        top[i + 6] as number,
        top[i + 7] as number,
        baseZ,
        top[i + 3] as number,
        top[i + 4] as number,
        baseZ,
      );
    }
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i++) {
        const [a0, a1] = ring[i] as [number, number];
        const [b0, b1] = ring[(i + 1) % ring.length] as [number, number];
        out.push(a0, a1, baseZ, b0, b1, baseZ, b0, b1, topZ);
        out.push(a0, a1, baseZ, b0, b1, topZ, a0, a1, topZ);
      }
    }
  }
  return out;
}

/**
 * A GLB of buildings for the viewer: one node (and mesh) per building with `extras { gml_id, building_id,
 * height, lod }`, LOD2 triangles when stored, else the LOD1 prism. Positions are metres in the ENU frame at
 * `centre` (orthometric height 0 at the tile centre), written Y-up as glTF wants: x east, y up, z south. The
 * centre is in the asset extras; the viewer places the model with an ENU transform at that point.
 */
export async function buildTileGlb(
  rows: readonly BuildingRow[],
  centre: Geodetic,
  extras: Record<string, unknown>,
): Promise<Uint8Array> {
  const tileFrame = new EnuFrame(centre);
  const doc = new Document();
  doc.getRoot().getAsset().extras = {
    ...extras,
    centre: { lon: centre[0], lat: centre[1], height: centre[2] },
    up: "y",
    north: "-z",
  };
  const buffer = doc.createBuffer();
  const material = doc
    .createMaterial("building")
    .setDoubleSided(true)
    .setBaseColorFactor([0.85, 0.85, 0.85, 1]);
  const scene = doc.createScene("buildings");
  doc.getRoot().setDefaultScene(scene);
  for (const row of rows) {
    const local: number[] = [];
    let lod = 1;
    if (row.lod2) {
      const stored = decodeTriangles(row.lod2);
      const map = frameToFrame(new EnuFrame(stored.origin), tileFrame);
      for (const s of stored.surfaces) {
        const p = s.positions;
        for (let i = 0; i < p.length; i += 3)
          local.push(...map(p[i] as number, p[i + 1] as number, p[i + 2] as number));
      }
      lod = 2;
    }
    if (local.length === 0) {
      const geo = prismGeodetic(row.footprint, row.groundZ, row.groundZ + row.height);
      for (let i = 0; i < geo.length; i += 3)
        local.push(...tileFrame.toLocal([geo[i] as number, geo[i + 1] as number, geo[i + 2] as number]));
      lod = 1;
    }
    if (local.length === 0) continue;
    const yUp = new Float32Array(local.length);
    for (let i = 0; i < local.length; i += 3) {
      yUp[i] = local[i] as number;
      yUp[i + 1] = local[i + 2] as number;
      yUp[i + 2] = -(local[i + 1] as number);
    }
    const position = doc.createAccessor().setType("VEC3").setArray(yUp).setBuffer(buffer);
    const primitive = doc.createPrimitive().setAttribute("POSITION", position).setMaterial(material);
    const mesh = doc.createMesh(row.gmlId).addPrimitive(primitive);
    const node = doc
      .createNode(row.gmlId)
      .setMesh(mesh)
      .setExtras({ gml_id: row.gmlId, building_id: row.buildingId, height: row.height, lod });
    scene.addChild(node);
  }
  return new NodeIO().writeBinary(doc);
}
