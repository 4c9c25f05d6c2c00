import { describe, expect, it } from "vitest";
import { EnuFrame, ecefToGeodetic, geodeticToEcef } from "./enu";

// GRS80 radii of curvature, written out here independently of enu.ts.
const a = 6378137;
const f = 1 / 298.257222101;
const e2 = f * (2 - f);
const rad = Math.PI / 180;
const meridional = (lat: number) => (a * (1 - e2)) / (1 - e2 * Math.sin(lat * rad) ** 2) ** 1.5;
const prime = (lat: number) => a / Math.sqrt(1 - e2 * Math.sin(lat * rad) ** 2);

describe("ENU frame", () => {
  const tokyo = new EnuFrame([139.7671, 35.6812, 40]);

  it("small steps north and east match the radii of curvature", () => {
    const [e1, n1, u1] = tokyo.toLocal([139.7671, 35.6812 + 1e-4, 40]);
    expect(e1).toBeCloseTo(0, 6);
    expect(n1).toBeCloseTo(meridional(35.6812) * 1e-4 * rad, 3);
    expect(u1).toBeCloseTo(0, 3);
    const [e2_, n2] = tokyo.toLocal([139.7671 + 1e-4, 35.6812, 40]);
    expect(e2_).toBeCloseTo(prime(35.6812) * Math.cos(35.6812 * rad) * 1e-4 * rad, 3);
    expect(n2).toBeCloseTo(0, 3);
    // Straight up is up.
    expect(tokyo.toLocal([139.7671, 35.6812, 140])[2]).toBeCloseTo(100, 6);
  });

  it("a point 1 km away sits d^2 / 2R (~7.9 cm) below the tangent plane", () => {
    const lat = 35.6812 + 1000 / (meridional(35.6812) * rad);
    const [, n, u] = tokyo.toLocal([139.7671, lat, 40]);
    expect(n).toBeCloseTo(1000, 0);
    expect(u).toBeCloseTo(-(1000 ** 2) / (2 * Math.sqrt(meridional(35.6812) * prime(35.6812))), 2);
  });

  it("round trips within 1 mm from metres to 20 km", () => {
    for (const p of [
      [0, 0, 0],
      [12.3456, -7.89, 3.21],
      [-15_000, 12_000, 250],
      [20_000, 20_000, -30],
    ] as const) {
      const g = tokyo.toGeodetic(p);
      const back = tokyo.toLocal(g);
      expect(Math.hypot(back[0] - p[0], back[1] - p[1], back[2] - p[2])).toBeLessThan(1e-3);
    }
    const g: [number, number, number] = [135.5, 34.7, 123.456];
    const [x, y, z] = geodeticToEcef(g);
    const r = ecefToGeodetic(x, y, z);
    expect(r[0]).toBeCloseTo(g[0], 10);
    expect(r[1]).toBeCloseTo(g[1], 10);
    expect(r[2]).toBeCloseTo(g[2], 6);
  });

  it("takes geodetic points in and gives local ones out: the frames do not mix (checked by typecheck)", () => {
    const frame = new EnuFrame([139.7671, 35.6812, 0]);
    const local = frame.toLocal([139.768, 35.682, 10]);
    const geodetic = frame.toGeodetic(local);
    // @ts-expect-error a local (ENU) point is not a lon/lat one: converting it twice is a bug
    const twice = frame.toLocal(local);
    // @ts-expect-error nor is a lon/lat point a local one
    const backwards = frame.toGeodetic(geodetic);
    expect(twice[0]).not.toBeCloseTo(local[0], 0); // the numbers would be silently wrong at run time
    expect(Math.abs(backwards[1] - geodetic[1])).toBeGreaterThan(1e-4); // about 50 m
  });
});
