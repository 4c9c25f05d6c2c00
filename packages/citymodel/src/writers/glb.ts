import { Document, NodeIO } from "@gltf-transform/core";
import { EnuFrame } from "../geo/enu";
import type { Geodetic } from "../geo/enu";
import { toLocal } from "../local";
import type { Building } from "../model";
import { prismTriangles } from "./prism";

/**
 * A GLB of buildings for the viewer: one node per building, named by its id and carrying
 * `extras: { id, gml_id, height }`, meshed from its LOD2 surfaces when it has them, else its LOD1 prism.
 * Coordinates are metres in the ENU frame at `origin`, turned to glTF's Y-up (x east, y up, z south); the
 * caller places the tile at the origin (e.g. with a Cesium ENU model matrix).
 */
export async function buildingsToGlb(buildings: Iterable<Building>, origin: Geodetic): Promise<Uint8Array> {
  const frame = new EnuFrame(origin);
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene("buildings");
  doc.getRoot().setDefaultScene(scene);
  for (const building of buildings) {
    const local = toLocal(building, frame);
    const enu: number[] = [];
    if (local.surfaces.length > 0) for (const s of local.surfaces) for (const v of s.positions) enu.push(v);
    else enu.push(...prismTriangles(local));
    if (enu.length === 0) continue;
    const yUp = new Float32Array(enu.length);
    for (let i = 0; i < enu.length; i += 3) {
      yUp[i] = enu[i] as number;
      yUp[i + 1] = enu[i + 2] as number;
      yUp[i + 2] = -(enu[i + 1] as number);
    }
    const position = doc.createAccessor().setType("VEC3").setArray(yUp).setBuffer(buffer);
    const mesh = doc
      .createMesh(building.id)
      .addPrimitive(doc.createPrimitive().setAttribute("POSITION", position));
    const node = doc
      .createNode(building.id)
      .setMesh(mesh)
      .setExtras({ id: building.id, gml_id: building.gmlId ?? null, height: building.height });
    scene.addChild(node);
  }
  return new NodeIO().writeBinary(doc);
}
