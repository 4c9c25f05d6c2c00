import { describe, expect, it } from "vitest";
import { filledByChoice, isRegulated, isRegulationWindow, planesOfZone, rowsOfZone } from "./presets";

describe("zone set-up from 別表第4", () => {
  it("offers the rows and planes of the zone's 項", () => {
    expect(rowsOfZone("low_rise_1")).toEqual(["1", "2", "3"]);
    expect(rowsOfZone("residential_1")).toEqual(["1", "2"]);
    expect(rowsOfZone("commercial")).toEqual([]);
    expect(planesOfZone("low_rise_2")).toEqual([1.5]);
    expect(planesOfZone("mid_high_1")).toEqual([4, 6.5]);
    expect(planesOfZone("undesignated_ro")).toEqual([4]);
    expect(planesOfZone("industrial")).toEqual([]);
    expect(planesOfZone(undefined)).toEqual([1.5, 4, 6.5]);
    expect(isRegulated("rural_residential")).toBe(true);
    expect(isRegulated("exclusive_industrial")).toBe(false);
  });

  it("fills the row's limits, the zone's plane and the window", () => {
    expect(
      filledByChoice({ zone: "mid_high_1", row: "2", plane: 6.5, hokkaido: false, custom: false }),
    ).toEqual({
      zone: "mid_high_1",
      ordinance_row: "2",
      hokkaido: false,
      plane_height: 6.5,
      limits: { hours5: 4, hours10: 2.5 },
      start_time: "08:00",
      end_time: "16:00",
    });
    // 三の項 (一) is the hours of row (二) elsewhere; a plane the zone lacks becomes its first one.
    expect(
      filledByChoice({ zone: "residential_2", row: "1", plane: 1.5, hokkaido: false, custom: false }),
    ).toMatchObject({ plane_height: 4, limits: { hours5: 4, hours10: 2.5 } });
  });

  it("takes Hokkaido's window and shorter limits", () => {
    expect(
      filledByChoice({ zone: "low_rise_1", row: "1", plane: 4, hokkaido: true, custom: false }),
    ).toMatchObject({
      hokkaido: true,
      plane_height: 1.5,
      limits: { hours5: 2, hours10: 1.5 },
      start_time: "09:00",
      end_time: "15:00",
    });
  });

  it("keeps typed values and a row the zone lacks", () => {
    const custom = filledByChoice({ zone: "mid_high_2", row: "3", plane: 5, hokkaido: false, custom: true });
    expect(custom.limits).toBeUndefined();
    expect(custom.plane_height).toBe(5);
    const missingRow = filledByChoice({
      zone: "quasi_industrial",
      row: "3",
      plane: 4,
      hokkaido: false,
      custom: false,
    });
    expect(missingRow.ordinance_row).toBe("3");
    expect(missingRow.limits).toBeUndefined();
  });

  it("knows the regulation windows from times of one's own", () => {
    expect(isRegulationWindow("08:00", "16:00")).toBe(true);
    expect(isRegulationWindow("09:00", "15:00")).toBe(true);
    expect(isRegulationWindow(undefined, undefined)).toBe(true);
    expect(isRegulationWindow("07:30", "16:00")).toBe(false);
    expect(isRegulationWindow("08:00", "15:00")).toBe(false);
  });
});
