import { hikageParametersSchema, hikageSetupSchema } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { SiteFrame } from "../frame";
import { localRect } from "../testing/geometry";
import type { AverageGround } from "./averageGround";
import { fromTable, regulationSetup } from "./regulationSetup";

const frame = new SiteFrame(135.5023, 34.6937);
const tiers = [
  { building: "A", footprint: localRect(frame, -10, -10, 10, 10), height: 9, storeys: 3 },
  // A 7 x 7 m 塔屋 (49 of 400 m²: within 1/8) 4 m high: not counted in the height.
  {
    building: "A",
    footprint: localRect(frame, -3.5, -3.5, 3.5, 3.5),
    height: 4,
    base_height: 9,
    rooftop: true,
  },
];
const params = (extra: Record<string, unknown>) =>
  hikageParametersSchema.parse({
    target_range: localRect(frame, -100, -100, 100, 100),
    analysis_range: localRect(frame, -50, -50, 50, 50),
    site_boundary: localRect(frame, -15, -15, 15, 15),
    planned_buildings: tiers,
    zone: "mid_high_1",
    ordinance_row: "2",
    plane_height: 4,
    limits: { hours5: 4, hours10: 2.5 },
    ...extra,
  });
const ground: AverageGround = { z: 3.5, elevation: 3.5, method: "typed", edges: [] };

describe("summary.setup", () => {
  it("names the zone's row from the table, the subject test, the deemed edges' offsets", () => {
    const p = params({
      deemed_edges: [
        { edge: 0, width: 6 },
        { edge: 1, width: 20, kind: "water" },
        { edge: 2, width: 10, kind: "railway" },
      ],
    });
    const setup = regulationSetup(p, ground, 0.75);
    expect(hikageSetupSchema.parse(setup)).toEqual(setup);
    expect(setup).toEqual({
      zone: "mid_high_1",
      ordinance_row: "2",
      hokkaido: false,
      from_table: true,
      plane_height: 4,
      average_ground: { elevation: 3.5, method: "typed", edges: [] },
      plane_rise_m: 0.75,
      subject: {
        subject: false,
        test: "height",
        eaves_m: 9,
        storeys: 3,
        height_m: 9,
        rooftop_excluded: true,
      },
      deemed_edges: [
        { edge: 0, kind: "road", width: 6, offset_m: 3 },
        { edge: 1, kind: "water", width: 20, offset_m: 15 },
        { edge: 2, kind: "railway", width: 10, offset_m: 5 },
      ],
    });
  });

  it("is from the table only with a zone, a row and the row's own values", () => {
    expect(fromTable(params({}))).toBe(true);
    expect(fromTable(params({ hokkaido: true, limits: { hours5: 3, hours10: 2 } }))).toBe(true);
    expect(fromTable(params({ custom_limits: true }))).toBe(false);
    expect(fromTable(params({ zone: undefined, ordinance_row: undefined }))).toBe(false);
    expect(fromTable(params({ ordinance_row: undefined }))).toBe(false);
    const noZone = regulationSetup(params({ zone: undefined, ordinance_row: undefined }), ground, 0);
    expect(noZone).toMatchObject({ zone: null, ordinance_row: null, from_table: false, subject: null });
  });

  it("tests 一の項 on eaves and storeys", () => {
    const low = params({
      zone: "low_rise_1",
      ordinance_row: "1",
      plane_height: 1.5,
      limits: { hours5: 3, hours10: 2 },
    });
    expect(regulationSetup(low, ground, 0).subject).toMatchObject({
      subject: true,
      test: "eaves_or_storeys",
    });
  });
});
