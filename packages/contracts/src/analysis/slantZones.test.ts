import { describe, expect, it } from "vitest";
import { ZONE_SLANT_RULES, slantChecks, slantParameters } from "./slantZones";
import { ZONING_DISTRICTS, type ZoningDistrict } from "./zones";

// Values below are read from 建築基準法 別表第3 and 法56条1項, not from the code.
const distance = (zone: ZoningDistrict, floorAreaRatio: number, alternativeRoad = false) =>
  slantParameters(zone, { floorAreaRatio, alternativeRoad }).road.applicationDistance;

describe("別表第3: the road plane's slope and application distance", () => {
  it("gives 一の項 (low-rise, 中高層, 住居, 田園住居) 20/25/30/35 m at 1.25, bounds included (以下)", () => {
    for (const zone of [
      "low_rise_1",
      "low_rise_2",
      "rural_residential",
      "mid_high_1",
      "mid_high_2",
      "residential_1",
      "residential_2",
      "quasi_residential",
    ] as const) {
      expect(slantParameters(zone, { floorAreaRatio: 200 }).road.slope).toBe(1.25);
      expect([50, 200, 201, 300, 300.5, 400, 401, 500].map((r) => distance(zone, r))).toEqual([
        20, 20, 25, 25, 30, 30, 35, 35,
      ]);
    }
  });

  it("gives 二の項 (近隣商業・商業) 20 to 50 m in seven rows at 1.5", () => {
    for (const zone of ["neighbourhood_commercial", "commercial"] as const) {
      expect(slantParameters(zone, { floorAreaRatio: 400 }).road.slope).toBe(1.5);
      expect(
        [400, 401, 600, 601, 800, 801, 1000, 1001, 1100, 1101, 1200, 1201, 1300].map((r) =>
          distance(zone, r),
        ),
      ).toEqual([20, 25, 25, 30, 30, 35, 35, 40, 40, 45, 45, 50, 50]);
    }
  });

  it("gives 三の項 (準工業・工業・工業専用) 20/25/30/35 m at 1.5", () => {
    for (const zone of ["quasi_industrial", "industrial", "exclusive_industrial"] as const) {
      expect(slantParameters(zone, { floorAreaRatio: 200 }).road.slope).toBe(1.5);
      expect([200, 300, 400, 500].map((r) => distance(zone, r))).toEqual([20, 25, 30, 35]);
    }
  });

  it("gives 五の項 (no 用途地域) 20/25/30 m at 1.25, or 1.5 where the 特定行政庁 chooses it", () => {
    for (const zone of ["undesignated_i", "undesignated_ro"] as const) {
      expect([200, 201, 300, 301, 600].map((r) => distance(zone, r))).toEqual([20, 25, 25, 30, 30]);
      expect(slantParameters(zone, { floorAreaRatio: 200 }).road.slope).toBe(1.25);
      expect(slantParameters(zone, { floorAreaRatio: 200, alternativeRoad: true }).road.slope).toBe(1.5);
    }
  });

  it("applies 備考3 (25→20, 30→25, 35→30 m, 1.5) to 中高層 zones only from 容積率 400 %, and to 住居 zones", () => {
    expect(distance("mid_high_1", 300, true)).toBe(25);
    expect(slantParameters("mid_high_1", { floorAreaRatio: 300, alternativeRoad: true }).road.slope).toBe(
      1.25,
    );
    expect(distance("mid_high_2", 400, true)).toBe(25);
    expect(distance("mid_high_2", 500, true)).toBe(30);
    expect(slantParameters("mid_high_2", { floorAreaRatio: 400, alternativeRoad: true }).road.slope).toBe(
      1.5,
    );
    expect([200, 300, 400, 500].map((r) => distance("residential_1", r, true))).toEqual([20, 20, 25, 30]);
    expect(distance("low_rise_1", 200, true)).toBe(20);
    expect(slantParameters("low_rise_1", { floorAreaRatio: 200, alternativeRoad: true }).road.slope).toBe(
      1.25,
    );
  });
});

describe("法56条3項: roads of 12 m or more", () => {
  it("steepen to 1.5 from 1.25 × the width in 一の項 zones but the low-rise ones", () => {
    for (const zone of [
      "mid_high_1",
      "mid_high_2",
      "residential_1",
      "residential_2",
      "quasi_residential",
    ] as const)
      expect(slantParameters(zone, { floorAreaRatio: 300 }).road.wideRoad).toEqual({
        minWidth: 12,
        widthFactor: 1.25,
        slope: 1.5,
      });
    for (const zone of [
      "low_rise_1",
      "low_rise_2",
      "rural_residential",
      "commercial",
      "industrial",
      "undesignated_i",
    ] as const)
      expect(slantParameters(zone, { floorAreaRatio: 300 }).road.wideRoad).toBeNull();
    // Where 備考3 already makes the slope 1.5 nothing is left to steepen.
    expect(
      slantParameters("residential_1", { floorAreaRatio: 300, alternativeRoad: true }).road.wideRoad,
    ).toBeNull();
  });
});

describe("法56条1項2号・3号 and 法55条: neighbour and north planes, absolute heights", () => {
  it("has no neighbour plane but 5 m + 1.25 north and 10 / 12 m heights in the low-rise zones", () => {
    for (const zone of ["low_rise_1", "low_rise_2", "rural_residential"] as const) {
      const p = slantParameters(zone, { floorAreaRatio: 100, shadowRegulated: true });
      expect(p.neighbour).toBeNull();
      expect(p.north).toEqual({ rise: 5, slope: 1.25 });
      expect(ZONE_SLANT_RULES[zone].absoluteHeights).toEqual([10, 12]);
      expect(slantChecks(p)).toEqual(["road", "north"]);
    }
  });

  it("gives 中高層 zones 20 m + 1.25 and 10 m + 1.25 north, except under a 日影規制", () => {
    for (const zone of ["mid_high_1", "mid_high_2"] as const) {
      const p = slantParameters(zone, { floorAreaRatio: 200 });
      expect(p.neighbour).toEqual({ rise: 20, slope: 1.25 });
      expect(p.north).toEqual({ rise: 10, slope: 1.25 });
      expect(slantChecks(p)).toEqual(["road", "neighbour", "north"]);
      const shaded = slantParameters(zone, {
        floorAreaRatio: 200,
        shadowRegulated: true,
        alternativeNeighbour: true,
      });
      expect(shaded.north).toBeNull();
      expect(shaded.neighbour).toEqual({ rise: 20, slope: 1.25 }); // イ括弧書 excludes the 中高層 zones
    }
  });

  it("gives 住居 zones 20 m + 1.25, or 31 m + 2.5 where designated, and no north plane", () => {
    for (const zone of ["residential_1", "residential_2", "quasi_residential"] as const) {
      expect(slantParameters(zone, { floorAreaRatio: 200 }).neighbour).toEqual({ rise: 20, slope: 1.25 });
      const designated = slantParameters(zone, { floorAreaRatio: 200, alternativeNeighbour: true });
      expect(designated.neighbour).toEqual({ rise: 31, slope: 2.5 });
      expect(designated.north).toBeNull();
    }
  });

  it("gives commercial and industrial zones 31 m + 2.5, and no 用途地域 20 m + 1.25 or 31 m + 2.5", () => {
    for (const zone of ["neighbourhood_commercial", "commercial", "quasi_industrial", "industrial"] as const)
      expect(slantParameters(zone, { floorAreaRatio: 300 }).neighbour).toEqual({ rise: 31, slope: 2.5 });
    expect(slantParameters("exclusive_industrial", { floorAreaRatio: 300 }).north).toBeNull();
    expect(slantParameters("undesignated_i", { floorAreaRatio: 200 }).neighbour).toEqual({
      rise: 20,
      slope: 1.25,
    });
    expect(
      slantParameters("undesignated_ro", { floorAreaRatio: 200, alternativeNeighbour: true }).neighbour,
    ).toEqual({ rise: 31, slope: 2.5 });
  });

  it("covers every zone of the shadow table", () => {
    for (const zone of ZONING_DISTRICTS) expect(ZONE_SLANT_RULES[zone].road.rows.length).toBeGreaterThan(2);
  });
});
