import { EnuFrame } from "@soracity/citymodel";
import { describe, expect, it } from "vitest";
import { SiteFrame, cellCentres } from "./frame";

describe("SiteFrame", () => {
  const frame = new SiteFrame(139.7671, 35.6812);

  it("is citymodel's ENU frame at the site centre, height 0", () => {
    const enu = new EnuFrame([139.7671, 35.6812, 0]);
    expect(frame.toLocal(139.77, 35.685, 12)).toEqual(enu.toLocal([139.77, 35.685, 12]));
    for (const v of frame.toLocal(139.7671, 35.6812)) expect(v).toBeCloseTo(0, 9);
    // 0.001° of latitude is 110.95 m here (GRS80 meridian radius at 35.68°); 0.001° of longitude 90.52 m (N cos φ).
    expect(frame.toLocal(139.7671, 35.6822)[1]).toBeCloseTo(110.95, 1);
    expect(frame.toLocal(139.7681, 35.6812)[0]).toBeCloseTo(90.52, 1);
  });

  it("round-trips lon/lat within the 1e-7° rounding (about 1 cm)", () => {
    for (const [x, y] of [
      [0, 0],
      [123.4, -56.7],
      [-480, 350],
    ] as const) {
      const [lon, lat] = frame.toLonLat(x, y);
      expect(Math.round(lon * 1e7)).toBe(lon * 1e7);
      const [bx, by] = frame.toLocal(lon, lat);
      expect(Math.abs(bx - x)).toBeLessThan(0.01);
      expect(Math.abs(by - y)).toBeLessThan(0.012);
    }
  });

  it("drops the closing point of GeoJSON rings", () => {
    const ring = [
      [139.767, 35.681],
      [139.768, 35.681],
      [139.768, 35.682],
      [139.767, 35.681],
    ];
    expect(frame.ring(ring)).toHaveLength(3);
  });

  it("puts cell centres half a cell inside a range, centred", () => {
    expect(cellCentres([-125, -125, 125, 125], 1)).toEqual([-124.5, -124.5, 124.5, 124.5]);
    // 10.3 m at 2 m: 5 cells centred (8 m between the first and last centres).
    const [a, , b] = cellCentres([0, 0, 10.3, 4], 2);
    expect(a).toBeCloseTo(1.15, 12);
    expect(b).toBeCloseTo(9.15, 12);
  });
});
