import { hikageParametersSchema } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { localSources } from "../buildings";
import { SiteFrame } from "../frame";
import { localBox, localRect } from "../testing/geometry";
import { averageGroundOf, planeRise, tierBase } from "./averageGround";

const frame = new SiteFrame(135.5023, 34.6937);
const params = (extra: Record<string, unknown>) =>
  hikageParametersSchema.parse({
    target_range: localRect(frame, -100, -100, 100, 100),
    analysis_range: localRect(frame, -50, -50, 50, 50),
    ...extra,
  });
// A 20 x 10 m tier on ground rising north: 10 m at the south corners, 12 m at the north ones (the
// rectangle's corners run SW, SE, NE, NW).
const sloped = { footprint: localRect(frame, -10, -5, 10, 5), height: 9, ground_heights: [10, 10, 12, 12] };

describe("平均地盤面 (別表第4 note)", () => {
  it("takes the typed elevation first", () => {
    const g = averageGroundOf(
      params({ ground_elevation: 12.3, planned_buildings: [sloped] }),
      frame,
      [],
      null,
    );
    expect(g).toMatchObject({ elevation: 12.3, method: "typed", edges: [] });
    expect(g.z).toBeCloseTo(12.3, 9);
  });

  it("weights the contact line's mean heights by length, one for the site", () => {
    const one = averageGroundOf(params({ planned_buildings: [sloped] }), frame, [], null);
    // South 20 m at 10, east 10 m at 11, north 20 m at 12, west 10 m at 11: 660 / 60 = 11.
    expect(one.method).toBe("ground_heights");
    expect(one.elevation).toBeCloseTo(11, 3);
    expect(one.edges.map((e) => [Math.round(e.length_m), e.mean_m])).toEqual([
      [20, 10],
      [10, 11],
      [20, 12],
      [10, 11],
    ]);
    // A second building (10 x 10 m at 20 m) joins the site's one 平均地盤面: (660 + 800) / 100.
    const other = { footprint: localRect(frame, 20, -5, 30, 5), height: 6, ground_heights: [20, 20, 20, 20] };
    // Tiers lifted above the ground and rooftop structures do not meet the ground.
    const lifted = { ...sloped, base_height: 9, ground_heights: [0, 0, 0, 0] };
    const roof = { ...sloped, rooftop: true, ground_heights: [0, 0, 0, 0] };
    const two = averageGroundOf(
      params({ planned_buildings: [sloped, other, lifted, roof] }),
      frame,
      [],
      null,
    );
    expect(two.elevation).toBeCloseTo(14.6, 3);
    expect(two.edges).toHaveLength(8);
  });

  it("falls back on the buildings around, the planned bases, then 0", () => {
    const city = localSources([localBox(frame, "a", [20, 20, 30, 30], 10)], frame, false);
    city[0].local.baseZ = 4.2;
    const near: [number, number, number, number] = [-50, -50, 50, 50];
    const flat = { footprint: localRect(frame, -10, -5, 10, 5), height: 9 };
    expect(averageGroundOf(params({ planned_buildings: [flat] }), frame, city, near)).toMatchObject({
      elevation: 4.2,
      method: "buildings",
    });
    const based = [
      { ...flat, base: 3 },
      { ...flat, base: 5 },
    ];
    expect(averageGroundOf(params({ planned_buildings: based }), frame, [], near)).toMatchObject({
      elevation: 4,
      method: "planned_bases",
    });
    expect(averageGroundOf(params({ planned_buildings: [flat] }), frame, [], near)).toMatchObject({
      elevation: 0,
      method: "none",
    });
  });
});

describe("the 1 m rule (令135条の12第3項第2号) and the tiers' bases", () => {
  it("raises the plane by (H - 1) / 2 when the neighbours lie 1 m or more higher", () => {
    expect(planeRise(undefined, 10)).toBe(0);
    expect(planeRise(10.99, 10)).toBe(0);
    expect(planeRise(11, 10)).toBe(0);
    expect(planeRise(13, 10)).toBe(1);
    expect(planeRise(12.5, 10)).toBe(0.75);
    // No rule for a site above its neighbours.
    expect(planeRise(7, 10)).toBe(0);
  });

  it("stands a tier on the 平均地盤面 plus its base_height, or on its typed base", () => {
    const [tier] = params({ planned_buildings: [{ ...sloped, base_height: 9 }] }).planned_buildings;
    expect(tierBase(tier, frame, 11)).toBe(20);
    expect(tierBase({ ...tier, base: 30 }, frame, 11)).toBeCloseTo(30, 2);
  });
});
