import { describe, expect, it } from "vitest";
import { readCityGmlAll } from "./reader";
import { samplePath } from "../testing/samples";
import type { Building } from "../model";

// Expected figures were counted independently from the files with a Python ElementTree script (count of
// bldg:Building, lod properties, measuredHeight or else the lod1Solid z range, boundary surfaces, and for
// triangles n + 2 * holes - 2 per polygon).
const gml = (name: string) => samplePath("citygml", name);
const heights = (bs: Building[]) => [
  Math.min(...bs.map((b) => b.height)),
  Math.max(...bs.map((b) => b.height)),
];
const lods = (bs: Building[]) => [...new Set(bs.flatMap((b) => b.lods))].sort();
const triangles = (bs: Building[]) => {
  const out: Record<string, number> = {};
  for (const b of bs) for (const s of b.surfaces) out[s.type] = (out[s.type] ?? 0) + s.positions.length / 9;
  return out;
};

describe("readCityGml on the PLATEAU samples", () => {
  it("Osaka full tile (i-UR 3.0): 537 buildings, LOD0/1, 107 without measuredHeight", async () => {
    const bs = await readCityGmlAll(gml("osaka_51357346_bldg_6697_op_fulltile.gml"));
    expect(bs).toHaveLength(537);
    expect(lods(bs)).toEqual([0, 1]);
    expect(bs.filter((b) => b.heightSource === "lod1")).toHaveLength(107);
    expect(bs.filter((b) => b.heightSource === "measuredHeight")).toHaveLength(430);
    const [lo, hi] = heights(bs);
    expect(lo).toBeCloseTo(3.0, 9);
    expect(hi).toBe(44);
    expect(bs.filter((b) => b.attributes.usage)).toHaveLength(335);
    expect(bs.filter((b) => b.attributes.storeysAboveGround !== undefined)).toHaveLength(335);
    expect(bs.every((b) => b.attributes.buildingId?.startsWith("27100-bldg-"))).toBe(true);
    // First building, read by eye: measuredHeight 3.3, usage 441 (工場 in the code list), LOD1 2.29..5.62.
    const first = bs[0];
    expect(first.gmlId).toBe("bldg_efb11381-833a-43e3-8bdf-0cf43b277b68");
    expect(first.height).toBe(3.3);
    expect(first.attributes).toMatchObject({
      usage: "441",
      usageLabel: "工場",
      storeysAboveGround: 1,
      cityCode: "27125",
    });
    expect(first.groundZ).toBeCloseTo(2.29, 2);
    expect(first.lod1TopZ).toBeCloseTo(5.62, 6);
    // posList is latitude first: the footprint's first point is 34.62036.. N, 135.45649.. E.
    expect(first.footprint[0]?.[0]?.[0]?.[0]).toBeCloseTo(135.4565, 3);
    expect(first.footprint[0]?.[0]?.[0]?.[1]).toBeCloseTo(34.6204, 3);
  });

  it("Osaka 51357381 (LOD2 through lod2Solid xlink:href): 28 buildings, typed triangles", async () => {
    const bs = await readCityGmlAll(gml("osaka_51357381_bldg_6697_op.gml"));
    expect(bs).toHaveLength(28);
    expect(lods(bs)).toEqual([0, 1, 2]);
    expect(heights(bs)).toEqual([2.2, 20.9]);
    expect(triangles(bs)).toEqual({ ground: 94, roof: 110, wall: 348 });
  });

  it("Tokyo FY2022 (i-UR 2.0): 9 buildings with OuterCeiling surfaces", async () => {
    const bs = await readCityGmlAll(gml("tokyo23_2022_53392633_bldg_6697_2_op_builder.gml"));
    expect(bs).toHaveLength(9);
    expect(heights(bs)).toEqual([4.3, 48.7]);
    expect(triangles(bs)).toEqual({ ground: 102, roof: 1700, wall: 1557, outerCeiling: 69 });
    expect(bs[0]?.attributes.address).toBe("東京都大田区羽田空港三丁目");
  });

  it("Tokyo FY2020 (i-UR 1.4): building ID from gen:stringAttribute 建物ID", async () => {
    const [a] = await readCityGmlAll(gml("tokyo23_53392546_bldg_6697_2_op_unitysdk.gml"));
    expect(a).toMatchObject({ gmlId: "BLD_fc50c7d9-76ac-4576-bfbd-f37c74410928", height: 8.3, lods: [0, 1] });
    expect(a?.attributes).toMatchObject({ buildingId: "13111-bldg-524", cityCode: "13111" });
    expect(a?.groundZ).toBe(2.406);
    expect(a?.lod1TopZ).toBe(9.141);
    const [b] = await readCityGmlAll(gml("tokyo23_53392547_bldg_6697_2_op_unitysdk.gml"));
    expect(b).toMatchObject({ height: 11.5, lods: [0, 1] });
    const bs = await readCityGmlAll(gml("tokyo_53392642_bldg_6697_op2_libplateau.gml"));
    expect(bs).toHaveLength(8);
    expect(heights(bs)).toEqual([2.8, 16.1]);
    expect(triangles(bs)).toEqual({ ground: 77, roof: 714, wall: 1019, outerCeiling: 74 });
  });

  it("Nishi-Shinjuku 47.2 m with holes: triangulated area equals the polygons' area", async () => {
    const [b] = await readCityGmlAll(gml("tokyo23_53394525_bldg_6697_2_op_unitysdk.gml"));
    expect(b?.height).toBe(47.2);
    expect(b?.lods).toEqual([0, 1, 2]);
    const t = triangles(b ? [b] : []);
    expect(t.wall).toBe(58);
    expect(t.ground).toBe(16);
    // 814 by n + 2h - 2, but two roof polygons have holes touching their outline, where earcut returns 3
    // fewer (zero-area) triangles: 811. The covered area is what matters and is checked in triangulate.test.
    expect(t.roof).toBe(811);
  });
});
