import { describe, expect, it } from "vitest";
import { readCityGmlAll } from "./citygml/reader";
import { buildingToFeature } from "./geojson-out";
import { readGeoJson } from "./readers/geojson";
import { samplePath } from "./testing/samples";

describe("buildingToFeature", () => {
  it("writes closed counter-clockwise rings that read back as the same footprints and heights", async () => {
    const bs = await readCityGmlAll(samplePath("citygml", "osaka_51357381_bldg_6697_op.gml"));
    const fc = { type: "FeatureCollection", features: bs.map(buildingToFeature) };
    const first = fc.features[0];
    const ring = first?.geometry?.type === "Polygon" ? first.geometry.coordinates[0] : undefined;
    expect(ring?.[0]).toEqual(ring?.[ring.length - 1]);
    const back = readGeoJson(JSON.stringify(fc), { idAttribute: "id", groundAttribute: "groundZ" });
    expect(back).toHaveLength(28);
    back.forEach((b, i) => {
      const src = bs[i];
      expect(b.id).toBe(src?.id);
      expect(b.height).toBe(src?.height);
      expect(b.groundZ).toBe(src?.groundZ);
      const a = b.footprint[0]?.[0] ?? [];
      const s = src?.footprint[0]?.[0] ?? [];
      expect(a).toHaveLength(s.length);
      a.forEach((p, k) => {
        expect(p[0]).toBeCloseTo(s[k]?.[0] ?? NaN, 8); // written to 1e-9 degree
        expect(p[1]).toBeCloseTo(s[k]?.[1] ?? NaN, 8);
      });
    });
  });
});
