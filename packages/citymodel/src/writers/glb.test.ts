import { NodeIO } from "@gltf-transform/core";
import { describe, expect, it } from "vitest";
import { buildingsToGlb } from "./glb";
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
