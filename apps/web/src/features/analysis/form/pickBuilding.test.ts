import type { BuildingFeature } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { buildingAt, pickBox } from "./pickBuilding";

const square = (x: number, y: number, d: number) => [
  [x, y],
  [x + d, y],
  [x + d, y + d],
  [x, y + d],
  [x, y],
];

const building = (id: string, rings: number[][][]): BuildingFeature => ({
  type: "Feature",
  id,
  geometry: { type: "MultiPolygon", coordinates: [rings] },
  properties: {
    gml_id: id,
    building_id: null,
    mesh_code: "53393599",
    height: 10,
    height_source: "measuredHeight",
    ground_z: 2,
    lods: [1],
    attributes: {},
  },
});

describe("the city building at a picked point", () => {
  const block = building("bldg_block", [square(0, 0, 10), square(4, 4, 2)]);
  const inner = building("bldg_inner", [square(4.5, 4.5, 1)]);
  const other = building("bldg_other", [square(20, 0, 5)]);
  it("is the footprint holding the point, the smallest of nested ones, none in a hole or outside", () => {
    expect(buildingAt([block, inner, other], 1, 1)).toBe("bldg_block");
    expect(buildingAt([block, inner, other], 22, 2)).toBe("bldg_other");
    expect(buildingAt([block, inner, other], 5, 5)).toBe("bldg_inner");
    expect(buildingAt([block, other], 4.2, 4.2)).toBeNull();
    expect(buildingAt([block, other], 15, 5)).toBeNull();
  });
  it("asks for a small box around the point", () => {
    const [minLon, minLat, maxLon, maxLat] = pickBox(135.5, 34.7);
    expect(maxLon - minLon).toBeCloseTo(0.0004, 10);
    expect(minLat).toBeLessThan(34.7);
    expect(maxLat).toBeGreaterThan(34.7);
  });
});
