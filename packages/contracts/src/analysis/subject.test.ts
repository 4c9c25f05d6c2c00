import { describe, expect, it } from "vitest";
import { polygonAreaM2 } from "./geo";
import { subjectOf } from "./subject";

/** A lon/lat square of `side` m near Osaka, its centre `east` m east of (135.5, 34.7). */
function square(side: number, east = 0) {
  const h = side / 2;
  const corners = [
    [-h, -h],
    [h, -h],
    [h, h],
    [-h, h],
    [-h, -h],
  ] as const;
  const ring = corners.map(([x, y]) => [135.5 + (x + east) / 91_600, 34.7 + y / 110_940]);
  return { type: "Polygon" as const, coordinates: [ring] };
}

describe("対象建築物 (別表第4 (ろ))", () => {
  it("is null without a zone and uses the zone's test", () => {
    const tiers = [{ footprint: square(20), height: 12 }];
    expect(subjectOf(undefined, tiers)).toBeNull();
    expect(subjectOf("mid_high_1", tiers)).toEqual({
      subject: true,
      test: "height",
      eaves_m: 12,
      storeys: null,
      height_m: 12,
      rooftop_excluded: false,
    });
    // 商業地域 is outside column (い): the height test of 法56条の2第4項.
    expect(subjectOf("commercial", tiers)?.test).toBe("height");
    expect(subjectOf("low_rise_1", tiers)?.test).toBe("eaves_or_storeys");
  });

  it("takes eaves over 7 m or 3 storeys in 一の項 and 四イ, the typed eaves before the top", () => {
    const low = [{ footprint: square(10), height: 6.9 }];
    expect(subjectOf("low_rise_1", low)?.subject).toBe(false);
    expect(subjectOf("low_rise_1", [{ footprint: square(10), height: 7 }])?.subject).toBe(false);
    expect(subjectOf("low_rise_1", [{ footprint: square(10), height: 7.01 }])?.subject).toBe(true);
    // A pitched roof: the top is 9 m, the eaves typed at 6.5 m.
    const pitched = [{ footprint: square(10), height: 9, eaves_height: 6.5 }];
    expect(subjectOf("undesignated_i", pitched)).toMatchObject({ subject: false, eaves_m: 6.5 });
    expect(subjectOf("undesignated_i", [{ ...pitched[0], storeys: 3 }])).toMatchObject({
      subject: true,
      storeys: 3,
    });
    // The same building under the height test: 9 m is not over 10 m.
    expect(subjectOf("undesignated_ro", [{ ...pitched[0], storeys: 3 }])?.subject).toBe(false);
  });

  it("leaves rooftop structures of at most 1/8 of the building area out up to 5 m (令2条1項6号ロ)", () => {
    const main = { building: "A", footprint: square(20), height: 9 };
    // 400 m² building, a 7 m square (49 m² ≤ 50 m²) 塔屋 4 m high on the roof: the height stays 9 m.
    const small = { building: "A", footprint: square(7), height: 4, base_height: 9, rooftop: true };
    expect(polygonAreaM2(small.footprint) / polygonAreaM2(main.footprint)).toBeLessThanOrEqual(1 / 8);
    expect(subjectOf("residential_1", [main, small])).toMatchObject({
      subject: false,
      height_m: 9,
      rooftop_excluded: true,
    });
    // 6.5 m high: the 1.5 m above 5 m counts, 10.5 m.
    expect(subjectOf("residential_1", [main, { ...small, height: 6.5 }])).toMatchObject({
      subject: true,
      height_m: 10.5,
      rooftop_excluded: true,
    });
    // An 8 m square (64 m² > 50 m²): counted whole, 13 m.
    expect(subjectOf("residential_1", [main, { ...small, footprint: square(8) }])).toMatchObject({
      subject: true,
      height_m: 13,
      rooftop_excluded: false,
    });
    // Excluded rooftop structures are not storeys either (令2条1項8号).
    const storeyed = [
      { ...main, height: 6.5, storeys: 2 },
      { ...small, base_height: 6.5, storeys: 3 },
    ];
    expect(subjectOf("low_rise_2", storeyed)).toMatchObject({ subject: false, storeys: 2 });
  });

  it("counts a stacked tier inside a lower one once in the building area", () => {
    const podium = { building: "A", footprint: square(20), height: 6 };
    const tower = { building: "A", footprint: square(12), height: 3, base_height: 6 };
    // Area 400 m² (not 544): a 7 m square 塔屋 (49 m²) is within 1/8 and left out up to 5 m.
    const roof = { building: "A", footprint: square(7), height: 4, base_height: 9, rooftop: true };
    expect(subjectOf("mid_high_2", [podium, tower, roof])).toMatchObject({
      height_m: 9,
      eaves_m: 9,
      rooftop_excluded: true,
    });
  });

  it("treats several buildings on one site as one (法56条の2第2項): subject when any is", () => {
    const low = { building: "A", footprint: square(10), height: 6 };
    const other = { building: "B", footprint: square(10, 30), height: 11 };
    expect(subjectOf("mid_high_1", [low])?.subject).toBe(false);
    expect(subjectOf("mid_high_1", [low, other])).toMatchObject({ subject: true, height_m: 11 });
    // A rooftop tier in building B does not ride on building A's area.
    const roofB = { building: "B", footprint: square(5, 30), height: 4, base_height: 9, rooftop: true };
    const mainB = { ...other, height: 9 };
    expect(subjectOf("mid_high_1", [low, mainB, roofB])).toMatchObject({ subject: true, height_m: 13 });
  });

  it("measures tiers given by absolute base from the ground, else from the lowest base", () => {
    const tiers = [
      { footprint: square(20), height: 8, base: 12 },
      { footprint: square(10), height: 3, base: 20 },
    ];
    expect(subjectOf("residential_2", tiers)?.height_m).toBe(11);
    expect(subjectOf("residential_2", tiers, 13)?.height_m).toBe(10);
    expect(subjectOf("residential_2", tiers, 13)?.subject).toBe(false);
    // A draft tier without its height is skipped.
    expect(subjectOf("residential_2", [{ footprint: square(10) }])).toMatchObject({
      subject: false,
      height_m: null,
      eaves_m: null,
    });
  });
});
