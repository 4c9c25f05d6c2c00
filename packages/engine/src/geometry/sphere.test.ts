import { describe, expect, it } from "vitest";
import { SPHERE_METRES_PER_DEGREE, sphereEastMetres, sphereMetresPerDegreeLon } from "./sphere";
import { metresPerDegree } from "./tangentPlane";

describe("sphere scale", () => {
  it("is 111.32 km per degree, cos(lat) of it east-west, within 0.5 % of GRS80 at 35°N", () => {
    expect(sphereMetresPerDegreeLon(0)).toBe(SPHERE_METRES_PER_DEGREE);
    expect(sphereMetresPerDegreeLon(60)).toBeCloseTo(55_660, 6);
    expect(sphereEastMetres(0.01, 60)).toBeCloseTo(556.6, 9);
    const grs80 = metresPerDegree(35);
    expect(Math.abs(sphereMetresPerDegreeLon(35) / grs80.lon - 1)).toBeLessThan(0.005);
    expect(Math.abs(SPHERE_METRES_PER_DEGREE / grs80.lat - 1)).toBeLessThan(0.005);
  });
});
