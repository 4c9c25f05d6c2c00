import { describe, expect, it } from "vitest";
import { type Bbox, freeSiteNear, meshBbox, offset } from "./demo.geometry";

describe("demo geometry", () => {
  it("gives the bbox of a third-level mesh (JIS X 0410)", () => {
    const b = meshBbox("53392642");
    expect(b.minLat).toBeCloseTo(35 + 32 / 60, 9);
    expect(b.minLon).toBeCloseTo(139.775, 9);
    expect(b.maxLat - b.minLat).toBeCloseTo(30 / 3600, 12);
    expect(b.maxLon - b.minLon).toBeCloseTo(45 / 3600, 12);
    expect(() => meshBbox("5339")).toThrow();
  });

  it("finds the free spot nearest the buildings' centre", () => {
    const centre = { lon: 139.7, lat: 35.6 };
    const box = (x0: number, y0: number, x1: number, y1: number): Bbox => {
      const [minLon, minLat] = offset(centre, x0, y0);
      const [maxLon, maxLat] = offset(centre, x1, y1);
      return { minLon, minLat, maxLon, maxLat };
    };
    // Two buildings side by side whose centres average at the origin; the origin itself is built on.
    const buildings = [box(-60, -10, 10, 10), box(-10, -10, 60, 10)];
    const site = freeSiteNear(buildings, 10);
    expect(site).not.toBeNull();
    const northMetres = ((site?.lat ?? 0) - centre.lat) * 111_320;
    expect(Math.abs(northMetres)).toBeGreaterThanOrEqual(20);
    expect(Math.abs(northMetres)).toBeLessThan(26);
    expect(freeSiteNear([], 10)).toBeNull();
  });
});
