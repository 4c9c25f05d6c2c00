import { describe, expect, it } from "vitest";
import { metresPerDegree, tangentPlane } from "./tangentPlane";

describe("tangentPlane", () => {
  const plane = tangentPlane({ lon: 139.7671, lat: 35.6812 });
  it("gives GRS80 metres about the origin (Tokyo: 0.001° north 110.95 m, east 90.52 m)", () => {
    expect(plane.toLocal(139.7671, 35.6812)).toEqual([0, 0]);
    expect(plane.toLocal(139.7671, 35.6822)[1]).toBeCloseTo(110.95, 1);
    expect(plane.toLocal(139.7681, 35.6812)[0]).toBeCloseTo(90.52, 1);
    expect(metresPerDegree(0).lon).toBeCloseTo(111_319.49, 1);
  });
  it("goes back to lon/lat", () => {
    const [lon, lat] = plane.toLonLat(...(plane.toLocal(139.77, 35.69) as [number, number]));
    expect(lon).toBeCloseTo(139.77, 12);
    expect(lat).toBeCloseTo(35.69, 12);
  });
});
