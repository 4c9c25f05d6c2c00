import { describe, expect, it } from "vitest";
import {
  converterTo6668,
  epsgOf,
  fromPlane,
  meridianConvergence,
  toPlane,
  zoneEpsg,
  zoneOrigin,
} from "./zones";

const rad = Math.PI / 180;
const a = 6378137;
const f = 1 / 298.257222101;
const e2 = f * (2 - f);
const meridional = (lat: number) => (a * (1 - e2)) / (1 - e2 * Math.sin(lat * rad) ** 2) ** 1.5;

describe("Japan plane rectangular zones", () => {
  it("maps zone numbers to EPSG:6669-6687 and origins", () => {
    expect(zoneEpsg(1)).toBe(6669);
    expect(zoneEpsg(19)).toBe(6687);
    expect(() => zoneEpsg(20)).toThrow();
    expect(zoneOrigin(9)).toEqual([139 + 50 / 60, 36]);
    expect(epsgOf("http://www.opengis.net/def/crs/EPSG/0/6697")).toBe(6697);
    expect(epsgOf("urn:ogc:def:crs:EPSG::6677")).toBe(6677);
    expect(epsgOf("EPSG:6674")).toBe(6674);
  });

  it("puts each zone's origin at (0, 0) and scales by 0.9999 on the central meridian", () => {
    for (let zone = 1; zone <= 19; zone++) {
      const [lon, lat] = zoneOrigin(zone);
      const [e, n] = toPlane(zone, lon, lat);
      expect(Math.abs(e) + Math.abs(n)).toBeLessThan(1e-6);
    }
    const [, n] = toPlane(9, 139 + 50 / 60, 36.001);
    expect(n).toBeCloseTo(0.9999 * meridional(36.0005) * 0.001 * rad, 2);
  });

  it("round trips within 1 mm", () => {
    for (const [zone, lon, lat] of [
      [9, 139.7671, 35.6812],
      [6, 135.4959, 34.7025],
      [1, 129.8737, 32.7503],
      [13, 144.3815, 42.9849],
    ] as const) {
      const [e, n] = toPlane(zone, lon, lat);
      const [lon2, lat2] = fromPlane(zone, e, n);
      const [e2_, n2] = toPlane(zone, lon2, lat2);
      expect(Math.hypot(e2_ - e, n2 - n)).toBeLessThan(1e-3);
      expect(Math.abs(lon2 - lon) + Math.abs(lat2 - lat)).toBeLessThan(1e-8);
    }
  });

  it("meridian convergence: 0 on the central meridian, matches finite differences, positive to the east", () => {
    expect(meridianConvergence(9, 139 + 50 / 60, 36)).toBe(0);
    expect(meridianConvergence(9, 139 + 50 / 60, 35)).toBe(0);
    // Finite differences: step 1e-5 deg north and see which grid bearing the meridian takes.
    const numeric = (zone: number, lon: number, lat: number) => {
      const [e0, n0] = toPlane(zone, lon, lat - 1e-5);
      const [e1, n1] = toPlane(zone, lon, lat + 1e-5);
      // True north points at grid bearing -gamma: gamma = -atan2(dE, dN).
      return -Math.atan2(e1 - e0, n1 - n0) / rad;
    };
    for (const [zone, lon, lat] of [
      [9, 139.7671, 35.6812], // Tokyo station, west of 139 50'
      [9, 140.8, 35.9], // east edge of zone IX
      [6, 135.4959, 34.7025], // Osaka, west of 136
      [12, 143.2, 43.5],
    ] as const) {
      const g = meridianConvergence(zone, lon, lat);
      expect(g).toBeCloseTo(numeric(zone, lon, lat), 6);
      expect(Math.sign(g)).toBe(Math.sign(lon - zoneOrigin(zone)[0]));
    }
    // Tokyo station: about (139.7671 - 139.8333) * sin(35.68) = -0.0387 deg.
    expect(meridianConvergence(9, 139.7671, 35.6812)).toBeCloseTo(-0.0387, 3);
  });

  it("reads a .prj (ESRI WKT) through proj4 and refuses an unknown EPSG code", () => {
    const prj =
      'PROJCS["JGD_2011_Japan_Zone_6",GEOGCS["GCS_JGD_2011",DATUM["D_JGD_2011",SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",0.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",136.0],PARAMETER["Scale_Factor",0.9999],PARAMETER["Latitude_Of_Origin",36.0],UNIT["Meter",1.0]]';
    const conv = converterTo6668(prj);
    const [e, n] = toPlane(6, 135.4959, 34.7025);
    const [lon, lat] = conv(e, n);
    expect(lon).toBeCloseTo(135.4959, 9);
    expect(lat).toBeCloseTo(34.7025, 9);
    expect(() => converterTo6668(3857)).toThrow(/unsupported_crs/);
  });
});
