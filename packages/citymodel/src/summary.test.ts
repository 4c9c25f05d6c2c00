import { describe, expect, it } from "vitest";
import { readCityGmlAll } from "./citygml/reader";
import { summarize } from "./summary";
import { samplePath } from "./testing/samples";

describe("summarize", () => {
  it("Osaka full tile: figures counted in the file with Python", async () => {
    const s = summarize(
      await readCityGmlAll(samplePath("citygml", "osaka_51357346_bldg_6697_op_fulltile.gml")),
    );
    expect(s).toMatchObject({
      buildings: 537,
      buildingParts: 0,
      lods: [0, 1],
      heightMin: 3,
      heightMax: 44,
      missingMeasuredHeight: 107,
      heightSources: { measuredHeight: 430, lod1: 107 },
      surfaceTriangles: 0,
    });
    [135.4498594465891, 34.61641826270639, 135.4624841227694, 34.62432759446929].forEach((v, i) =>
      expect(s.bbox?.[i]).toBeCloseTo(v, 12),
    );
  });

  it("an empty input has nulls, not infinities", () => {
    expect(summarize([])).toMatchObject({ buildings: 0, heightMin: null, heightMax: null, bbox: null });
  });
});
