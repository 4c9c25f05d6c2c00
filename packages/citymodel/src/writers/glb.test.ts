import { NodeIO } from "@gltf-transform/core";
import { describe, expect, it } from "vitest";
import { buildingsToGlb, featuresToGlb } from "./glb";
import { readCityGmlAll } from "../citygml/reader";
import { readGltf } from "../readers/gltf";
import { samplePath } from "../testing/samples";

describe("buildingsToGlb", () => {
  it("writes one named node per building: LOD1 prisms and LOD2 triangles", async () => {
    const lod1 = await readCityGmlAll(samplePath("citygml", "tokyo23_53392546_bldg_6697_2_op_unitysdk.gml"));
    const lod2 = await readCityGmlAll(samplePath("citygml", "osaka_51357381_bldg_6697_op.gml"));
    const glb = await buildingsToGlb([...lod1, ...lod2.slice(0, 1)], [139.7122, 35.5416, 0]);
    const doc = await new NodeIO().readBinary(glb);
    const nodes = doc.getRoot().listNodes();
    expect(nodes.map((n) => n.getName())).toEqual([lod1[0]?.id, lod2[0]?.id]);
    expect(nodes[0]?.getExtras()).toEqual({ id: lod1[0]?.id, gml_id: lod1[0]?.gmlId, height: 8.3 });
    const count = (i: number) =>
      (nodes[i]?.getMesh()?.listPrimitives()[0]?.getAttribute("POSITION")?.getCount() ?? 0) / 3;
    // The Tokyo footprint has 8 vertices: (8 - 2) top + 6 bottom + 2 x 8 walls = 28 triangles.
    expect(count(0)).toBe(28);
    // The first Osaka building's LOD2: counted through the reader (typed triangles).
    expect(count(1)).toBe(lod2[0]?.surfaces.reduce((n, s) => n + s.positions.length / 9, 0));
  });

  it("round trips through readGltf: height and place come back", async () => {
    const [b] = await readCityGmlAll(samplePath("citygml", "tokyo23_53392546_bldg_6697_2_op_unitysdk.gml"));
    if (!b) throw new Error("no building");
    const origin = [139.7122, 35.5416, 0] as const;
    const glb = await buildingsToGlb([b], origin);
    const back = await readGltf(glb, { lon: origin[0], lat: origin[1] });
    expect(back.height).toBeCloseTo(9.141 - 2.406, 3); // the LOD1 prism
    expect(back.groundZ).toBeCloseTo(2.406, 2);
    const ring = b.footprint[0]?.[0] ?? [];
    const minLon = Math.min(...ring.map((p) => p[0]));
    const backRing = back.footprint[0]?.[0] ?? [];
    expect(Math.min(...backRing.map((p) => p[0]))).toBeCloseTo(minLon, 6);
  });
});

/** The JSON and binary chunks of a GLB. */
function chunks(glb: Uint8Array): { json: Record<string, unknown>; bin: Uint8Array } {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const jsonLength = view.getUint32(12, true);
  const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + jsonLength))) as Record<
    string,
    unknown
  >;
  const binLength = view.getUint32(20 + jsonLength, true);
  return { json, bin: glb.subarray(28 + jsonLength, 28 + jsonLength + binLength) };
}

describe("featuresToGlb: 3D Tiles 1.1 feature metadata", () => {
  const square = (x: number, h: number) => [
    ...[x, 0, 0, x + 5, 0, 0, x + 5, 5, h],
    ...[x, 0, 0, x + 5, 5, h, x, 5, h],
  ];

  it("gives each vertex its feature id and a property table with gml_id and height per feature", async () => {
    const glb = await featuresToGlb([
      {
        name: "a",
        enu: square(0, 10),
        extras: { gml_id: "bldg_a" },
        properties: { gml_id: "bldg_a", height: 10 },
      },
      {
        name: "b",
        enu: square(20, 32.5),
        extras: { gml_id: "bldg_b" },
        properties: { gml_id: "bldg_b", height: 32.5 },
      },
    ]);
    const { json, bin } = chunks(glb);
    expect(json.extensionsUsed).toEqual(
      expect.arrayContaining(["EXT_mesh_features", "EXT_structural_metadata"]),
    );
    type Table = { count: number; properties: Record<string, { values: number; stringOffsets?: number }> };
    const metadata = (json.extensions as { EXT_structural_metadata: { propertyTables: Table[] } })
      .EXT_structural_metadata;
    const table = metadata.propertyTables[0];
    expect(table.count).toBe(2);
    const views = json.bufferViews as { byteOffset: number; byteLength: number }[];
    const bytes = (i: number) => {
      const v = views[i];
      expect(v.byteOffset % 8).toBe(0);
      return bin.slice(v.byteOffset, v.byteOffset + v.byteLength);
    };
    const offsets = new Uint32Array(bytes(table.properties.gml_id?.stringOffsets as number).buffer);
    const text = new TextDecoder().decode(bytes(table.properties.gml_id?.values));
    expect([text.slice(offsets[0], offsets[1]), text.slice(offsets[1], offsets[2])]).toEqual([
      "bldg_a",
      "bldg_b",
    ]);
    expect([...new Float64Array(bytes(table.properties.height?.values).buffer)]).toEqual([10, 32.5]);

    // glTF-Transform still reads it; the second node's vertices all carry feature id 1 and face the right way.
    const doc = await new NodeIO().readBinary(glb);
    const prim = doc.getRoot().listNodes()[1]?.getMesh()?.listPrimitives()[0];
    expect([...new Set(prim?.getAttribute("_FEATURE_ID_0")?.getArray() ?? [])]).toEqual([1]);
    const meshes = json.meshes as { primitives: { extensions: Record<string, unknown> }[] }[];
    expect(meshes[1]?.primitives[0]?.extensions.EXT_mesh_features).toEqual({
      featureIds: [{ featureCount: 2, attribute: 0, propertyTable: 0 }],
    });
    const normal = prim?.getAttribute("NORMAL")?.getElement(0, []) ?? [];
    // The ramp rises to the north: its normal points up (glTF y) and south (glTF +z).
    expect(normal[1]).toBeGreaterThan(0);
    expect(Math.hypot(...normal)).toBeCloseTo(1, 5);
  });
});
