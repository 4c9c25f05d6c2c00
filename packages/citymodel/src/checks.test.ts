import { describe, expect, it } from "vitest";
import { checkUserBuilding } from "./checks";
import type { Building, LonLat } from "./model";

/** A 10 m square at (139.7 E, 35.7 N), 12 m high, with one roof triangle. */
const building = (change: Partial<Building> = {}): Building => ({
  id: "b",
  source: "gltf",
  // The model's tagged lon/lat type, as the readers make it (features.ts).
  footprint: [[[[139.7, 35.7] as LonLat, [139.7001, 35.7] as LonLat, [139.7001, 35.7001] as LonLat]]],
  groundZ: 0,
  height: 12,
  heightSource: "geometry",
  lods: [2],
  parts: 0,
  surfaces: [
    { type: "roof", positions: Float64Array.from([139.7, 35.7, 12, 139.7001, 35.7, 12, 139.7, 35.7001, 12]) },
  ],
  attributes: {},
  ...change,
});

const codeOf = (b: Building) => {
  try {
    checkUserBuilding(b);
    return "ok";
  } catch (err) {
    return (err as { code?: string }).code;
  }
};

describe("checkUserBuilding (issue 22, F8 and F14)", () => {
  it("passes a plausible building", () => expect(codeOf(building())).toBe("ok"));

  it("refuses non-finite heights and coordinates, surfaces included", () => {
    expect(codeOf(building({ height: Infinity }))).toBe("non_finite_number");
    expect(codeOf(building({ groundZ: NaN }))).toBe("non_finite_number");
    expect(codeOf(building({ lod1TopZ: -Infinity }))).toBe("non_finite_number");
    const positions = Float64Array.from([139.7, 35.7, NaN, 139.7001, 35.7, 12, 139.7, 35.7001, 12]);
    expect(codeOf(building({ surfaces: [{ type: "wall", positions }] }))).toBe("non_finite_number");
  });

  it("refuses a building outside lon/lat, kilometres wide or high", () => {
    const far = Float64Array.from([139.7, 35.7, 0, 139.8, 35.7, 0, 139.7, 35.7001, 0]); // 9 km east
    expect(codeOf(building({ surfaces: [{ type: "wall", positions: far }] }))).toBe("implausible_geometry");
    const south = Float64Array.from([139.7, 95, 0, 139.7001, 35.7, 0, 139.7, 35.7001, 0]);
    expect(codeOf(building({ surfaces: [{ type: "wall", positions: south }] }))).toBe("implausible_geometry");
    expect(codeOf(building({ height: 1200 }))).toBe("implausible_geometry");
    expect(codeOf(building({ groundZ: 20_000 }))).toBe("implausible_geometry");
  });
});
