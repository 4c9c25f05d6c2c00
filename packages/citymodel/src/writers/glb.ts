import { Document, NodeIO } from "@gltf-transform/core";
import { EnuFrame } from "../geo/enu";
import type { Geodetic } from "../geo/enu";
import { toLocal } from "../local";
import type { Building } from "../model";
import { addFeatureMetadata, type FeatureProperties } from "./metadata";
import { prismTriangles } from "./prism";

/** One feature (building) of a GLB: its triangles and what it carries. */
export interface GlbFeature {
  /** Node and mesh name (the gml_id for city buildings). */
  name: string;
  /** Triangles, 9 numbers each: x east, y north, z up, metres in the ENU frame of the GLB's origin. */
  enu: ArrayLike<number>;
  /** Node extras (kept for glTF readers that do not read 3D Tiles metadata). */
  extras: Record<string, unknown>;
  /** Its row of the EXT_structural_metadata property table (e.g. gml_id, height). */
  properties: FeatureProperties;
}

export interface GlbOptions {
  /** Asset extras (e.g. the origin and the tile). */
  assetExtras?: Record<string, unknown>;
  /** Metadata class name of the features; default "building". */
  className?: string;
}

/** Flat normals of a triangle soup (x, y, z per vertex). */
function flatNormals(p: Float32Array): Float32Array {
  const n = new Float32Array(p.length);
  for (let i = 0; i + 8 < p.length; i += 9) {
    const ux = p[i + 3] - p[i];
    const uy = p[i + 4] - p[i + 1];
    const uz = p[i + 5] - p[i + 2];
    const vx = p[i + 6] - p[i];
    const vy = p[i + 7] - p[i + 1];
    const vz = p[i + 8] - p[i + 2];
    let [x, y, z] = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
    const len = Math.hypot(x, y, z);
    [x, y, z] = len > 0 ? [x / len, y / len, z / len] : [0, 1, 0];
    for (let k = 0; k < 3; k++) n.set([x, y, z], i + 3 * k);
  }
  return n;
}

/**
 * The one GLB writer of SoraCity (the viewer's 3D Tiles content, exports): one node and mesh per feature,
 * named by `name` with `extras`, flat normals, a double-sided light grey material, turned to glTF's Y-up
 * (x east, y up, z south); the caller places the GLB at the ENU origin (a 3D Tiles tile transform or a Cesium
 * ENU model matrix). Each vertex carries its feature's index as `_FEATURE_ID_0`, and the GLB has an
 * EXT_mesh_features / EXT_structural_metadata property table with every feature's `properties`, so a 3D Tiles
 * 1.1 viewer picks a building as a feature with its gml_id.
 */
export async function featuresToGlb(
  features: Iterable<GlbFeature>,
  options: GlbOptions = {},
): Promise<Uint8Array> {
  const doc = new Document();
  if (options.assetExtras) doc.getRoot().getAsset().extras = options.assetExtras;
  const buffer = doc.createBuffer();
  const material = doc
    .createMaterial("building")
    .setDoubleSided(true)
    .setBaseColorFactor([0.85, 0.85, 0.85, 1]);
  const scene = doc.createScene("buildings");
  doc.getRoot().setDefaultScene(scene);
  const rows: FeatureProperties[] = [];
  for (const feature of features) {
    const enu = feature.enu;
    if (enu.length < 9) continue;
    const yUp = new Float32Array(enu.length - (enu.length % 9));
    for (let i = 0; i < yUp.length; i += 3) {
      yUp[i] = enu[i];
      yUp[i + 1] = enu[i + 2];
      yUp[i + 2] = -enu[i + 1];
    }
    const accessor = (type: "VEC3" | "SCALAR", array: Float32Array) =>
      doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    const ids = new Float32Array(yUp.length / 3).fill(rows.length);
    const primitive = doc
      .createPrimitive()
      .setAttribute("POSITION", accessor("VEC3", yUp))
      .setAttribute("NORMAL", accessor("VEC3", flatNormals(yUp)))
      .setAttribute("_FEATURE_ID_0", accessor("SCALAR", ids))
      .setMaterial(material);
    const mesh = doc.createMesh(feature.name).addPrimitive(primitive);
    scene.addChild(doc.createNode(feature.name).setMesh(mesh).setExtras(feature.extras));
    rows.push(feature.properties);
  }
  const glb = await new NodeIO().writeBinary(doc);
  return addFeatureMetadata(glb, options.className ?? "building", rows);
}

/**
 * A GLB of buildings: one node per building, named by its id and carrying `extras: { id, gml_id, height }`,
 * meshed from its LOD2 surfaces when it has them, else its LOD1 prism, in the ENU frame at `origin`.
 */
export function buildingsToGlb(buildings: Iterable<Building>, origin: Geodetic): Promise<Uint8Array> {
  const frame = new EnuFrame(origin);
  const features = function* (): Generator<GlbFeature> {
    for (const building of buildings) {
      const local = toLocal(building, frame);
      const enu: number[] = [];
      if (local.surfaces.length > 0) for (const s of local.surfaces) for (const v of s.positions) enu.push(v);
      else enu.push(...prismTriangles(local));
      const gmlId = building.gmlId ?? null;
      yield {
        name: building.id,
        enu,
        extras: { id: building.id, gml_id: gmlId, height: building.height },
        properties: { id: building.id, gml_id: gmlId, height: building.height },
      };
    }
  };
  return featuresToGlb(features(), {
    assetExtras: { origin: { lon: origin[0], lat: origin[1], height: origin[2] } },
  });
}
