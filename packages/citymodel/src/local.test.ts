import { describe, expect, it } from "vitest";
import { readCityGmlAll } from "./citygml/reader";
import { signedArea } from "@soracity/engine/geometry";
import { toLocal } from "./local";
import { samplePath } from "./testing/samples";

describe("toLocal", () => {
  it("gives the footprint area the file states (uro:buildingRoofEdgeArea 40.43768 m2) and the LOD1 prism", async () => {
    const [b] = await readCityGmlAll(samplePath("citygml", "tokyo23_53392546_bldg_6697_2_op_unitysdk.gml"));
    if (!b) throw new Error("no building");
    const ring = b.footprint[0]?.[0] ?? [];
    const local = toLocal(b, [ring[0]?.[0] ?? 0, ring[0]?.[1] ?? 0, 0]);
    const area = signedArea(local.footprint[0]?.[0] ?? []);
    expect(area).toBeGreaterThan(0); // counter-clockwise exterior
    expect(area).toBeCloseTo(40.43768, 1);
    // The origin is at the first vertex, height 0: base at the LOD1 bottom 2.406 m, top at 9.141 m.
    expect(local.footprint[0]?.[0]?.[0]?.[0]).toBeCloseTo(0, 6);
    expect(local.baseZ).toBeCloseTo(2.406, 3);
    expect(local.topZ - local.baseZ).toBeCloseTo(9.141 - 2.406, 6);
    expect(local.prism.rings).toBe(local.footprint);
  });

  it("places LOD2 triangles in metres, roof top at the LOD2 maximum height", async () => {
    const [b] = await readCityGmlAll(samplePath("citygml", "tokyo23_53394525_bldg_6697_2_op_unitysdk.gml"));
    if (!b) throw new Error("no building");
    const local = toLocal(b, [139.6992, 35.6897, 0]);
    const roof = local.surfaces.find((s) => s.type === "roof")?.positions ?? new Float64Array();
    let zmax = -Infinity;
    let xmin = Infinity;
    let xmax = -Infinity;
    for (let i = 0; i < roof.length; i += 3) {
      zmax = Math.max(zmax, roof[i + 2]);
      xmin = Math.min(xmin, roof[i]);
      xmax = Math.max(xmax, roof[i]);
    }
    // Near the origin the tangent plane drops < 1 cm: local z equals the orthometric height. The building spans
    // 139.69882..139.69953 (0.000711 deg, from the file) of longitude.
    const geoZ = Math.max(
      ...Array.from(b.surfaces.find((s) => s.type === "roof")?.positions ?? []).filter((_, i) => i % 3 === 2),
    );
    expect(zmax).toBeCloseTo(geoZ, 1);
    expect(xmax - xmin).toBeCloseTo(0.000711 * 111_320 * Math.cos(35.69 * (Math.PI / 180)), -1);
  });
});
