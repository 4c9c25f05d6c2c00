import { describe, expect, it } from "vitest";
import { validateNoiseScene } from "./validate";

const base = { sources: [{ x: 0, y: 0, z: 1, lw: 90 }], receivers: [{ x: 10, y: 0, z: 4 }] };

describe("validateNoiseScene", () => {
  it("accepts the issue's scene", () => {
    const scene = {
      method: "iso9613-2",
      sources: [{ x: 10, y: 10, z: 1, lw: [93, 93, 93, 93, 93, 93, 93, 93] }],
      barriers: [{ points: [[100, 240], [265, -180]], height: 6 }], // prettier-ignore
      receivers: [{ x: 200, y: 50, z: 4 }],
    };
    expect(validateNoiseScene(scene)).toBe(scene);
  });
  it.each([
    [{ ...base, sources: [] }, "noise.no_sources"],
    [{ ...base, sources: [{ x: 0, y: 0, z: 1, lw: 151 }] }, "noise.sound_power_range"],
    [
      { ...base, sources: [{ x: 0, y: 0, z: 1, lw: [90, 90, 90, -1, 90, 90, 90, 90] }] },
      "noise.sound_power_range",
    ],
    [{ ...base, sources: [{ x: 0, y: 0, z: 1000, lw: 90 }] }, "noise.height_range"],
    [{ ...base, barriers: [{ points: [[0, 0], [1, 1]], height: -1 }] }, "noise.height_range"], // prettier-ignore
    [{ ...base, barriers: [{ points: [[0, 0]], height: 3 }] }, "noise.barrier_points"],
    [{ ...base, band: 0 }, "noise.band_not_positive"],
    [{ ...base, band: 300 }, "noise.band_unknown"],
    [
      { ...base, grid: { bbox: [0, 0, 10, 10], spacing: 5, height: 0 } },
      "noise.prediction_height_not_positive",
    ],
    [{ ...base, sources: [{ x: Number.POSITIVE_INFINITY, y: 0, z: 1, lw: 90 }] }, "noise.not_finite"],
    [{ ...base, temperature: Number.NaN }, "noise.not_finite"],
    [{ ...base, sources: [{ x: 0, y: 0, z: 1 }] }, "noise.invalid"],
    [{ ...base, groundMethod: "approximate" }, "noise.invalid"],
  ])("refuses bad input %# with a stable code", (scene, code) => {
    expect(() => validateNoiseScene(scene)).toThrow(expect.objectContaining({ code }));
  });
  it("refuses a bow-tie footprint (a square with two corners swapped), naming the building", () => {
    const bowTie = { id: "bt-1", footprint: [[0, 20], [20, 40], [20, 20], [0, 40]], height: 10 }; // prettier-ignore
    const square = { id: "sq", footprint: [[0, 20], [20, 20], [20, 40], [0, 40]], height: 10 }; // prettier-ignore
    expect(validateNoiseScene({ ...base, buildings: [square] })).toBeTruthy();
    expect(() => validateNoiseScene({ ...base, buildings: [square, bowTie] })).toThrow(
      expect.objectContaining({ code: "noise.invalid_building", path: "buildings.1.footprint" }),
    );
    expect(() => validateNoiseScene({ ...base, buildings: [bowTie] })).toThrow(
      /building bt-1: the footprint/,
    );
  });
});
