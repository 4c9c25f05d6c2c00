import { describe, expect, it } from "vitest";
import reference from "../../test/fixtures/noise/vibration.json";
import { vibrationCommand } from "../cli/vibration";
import { sumLevels, vibrationLevel } from "./attenuation";
import { calculateVibration } from "./calculate";
import { MACHINERY } from "./presets";

describe("vibration attenuation (VECTORS §4)", () => {
  for (const { r, level } of reference.expected)
    it(`${reference.level} dB at ${reference.r0} m, α = ${reference.alpha}: ${level} dB at ${r} m`, () => {
      const l = vibrationLevel(reference.level, reference.r0, r, reference.n, reference.alpha);
      expect(Math.abs(l - level)).toBeLessThanOrEqual(reference.tolerance);
    });
  it("n = 0.5 halves the geometric term: 20·0.5·lg(4) = 6.02 dB at 4 r0 without damping", () => {
    expect(vibrationLevel(80, 5, 20, 0.5, 0)).toBeCloseTo(80 - 6.0206, 4);
  });
  it("keeps the reference level inside r0", () => {
    expect(vibrationLevel(80, 7, 2, 0.75, 0.01)).toBe(80);
  });
  it("two equal sources add 3.01 dB", () => {
    expect(sumLevels([60, 60])).toBeCloseTo(63.0103, 4);
  });
});

describe("calculateVibration", () => {
  it("runs the issue's scene: 85 dB at 7 m gives 85 - 15 lg(25/7) - 8.68·0.01·18 = 75.14 dB at 25 m", async () => {
    const out = (await vibrationCommand({
      alpha: 0.01,
      n: 0.75,
      sources: [{ x: 0, y: 0, level: 85, r0: 7 }],
      receivers: [{ x: 25, y: 0 }],
    })) as { receivers: { x: number; y: number; level: number }[] };
    expect(out).toEqual({ receivers: [{ x: 25, y: 0, level: 75.14 }] });
  });
  it("checks the site boundary against 75 dB and uses machinery presets (upper end of the range)", () => {
    const result = calculateVibration({
      soil: "unconsolidated",
      wave: "mixed",
      sources: [{ x: 0, y: 0, machine: "vibro-hammer" }],
      boundary: [[-20, -20], [20, -20], [20, 20], [-20, 20]], // prettier-ignore
    });
    const preset = MACHINERY["vibro-hammer"]!;
    // nearest boundary point is 20 m away: 92 - 15 lg(20/7) - 8.68·0.01·13 = 84.03 dB > 75
    expect(result.boundary?.max).toBeCloseTo(preset.range[1] - 15 * Math.log10(20 / 7) - 8.68 * 0.01 * 13, 6);
    expect(result.boundary?.exceeds).toBe(true);
    expect(result.limits.roadTraffic.zone1).toEqual({ day: 65, night: 60 });
  });
  it("draws a grid with contour bands", () => {
    const result = calculateVibration({
      sources: [{ x: 0, y: 0, level: 80, r0: 5 }],
      grid: { bbox: [-50, -50, 50, 50], spacing: 5 },
    });
    expect(result.grid?.level.length).toBe(21 * 21);
    expect(result.grid?.contours.map((f) => f.properties.min)).toEqual([55, 60, 65, 70, 75, 80, 85]);
  });
  it.each([
    [{ sources: [] }, "vibration.no_sources"],
    [{ sources: [{ x: 0, y: 0, level: 200, r0: 5 }] }, "vibration.level_range"],
    [{ sources: [{ x: 0, y: 0, level: 70, r0: 0 }] }, "vibration.distance_not_positive"],
    [{ sources: [{ x: 0, y: 0, machine: "crane" }] }, "vibration.unknown_machine"],
    [{ sources: [{ x: Number.NaN, y: 0, level: 70, r0: 5 }] }, "vibration.not_finite"],
    [{ alpha: -1, sources: [{ x: 0, y: 0, level: 70, r0: 5 }] }, "vibration.alpha_range"],
  ])("refuses bad input %#", (scene, code) => {
    expect(() => calculateVibration(scene)).toThrow(expect.objectContaining({ code }));
  });
});
