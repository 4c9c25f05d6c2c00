import { describe, expect, it } from "vitest";
import { toggleCheck, zoneChecks } from "./skyChecks";

describe("the 天空率 checks a zone has (法56条1項, 7項)", () => {
  it("has 道路 and 北側 in a 低層 zone, 道路 and 隣地 in a 住居 zone, all three in a 中高層 zone", () => {
    expect(zoneChecks("low_rise_1")).toEqual(["road", "north"]);
    expect(zoneChecks("residential_1")).toEqual(["road", "neighbour"]);
    expect(zoneChecks("mid_high_1")).toEqual(["road", "neighbour", "north"]);
    expect(zoneChecks(undefined)).toEqual([]);
  });
});

describe("toggling a check", () => {
  const all = ["road", "neighbour", "north"] as const;
  it("lists the checks left on, in their order", () => {
    expect(toggleCheck(all, all, "neighbour", false)).toEqual(["road", "north"]);
    expect(toggleCheck(all, ["road"], "north", true)).toEqual(["road", "north"]);
    expect(toggleCheck(all, ["road"], "road", false)).toEqual([]);
  });
  it("is unset (every check the zone has) once all are on again", () => {
    expect(toggleCheck(all, ["road", "north"], "neighbour", true)).toBeUndefined();
  });
  it("drops a check the zone lacks that an earlier zone left in the list", () => {
    expect(toggleCheck(["road", "north"], ["road", "neighbour", "north"], "north", false)).toEqual(["road"]);
  });
});
