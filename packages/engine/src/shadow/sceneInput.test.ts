import { describe, expect, it } from "vitest";
import { ShadowParamError } from "./errors";
import { runShadowScene } from "./run";

/** A 20 m square north of the origin with two corners swapped: its edges 0 and 2 cross at (10, 30). */
const BOW_TIE = [[0, 20], [20, 40], [20, 20], [0, 40]]; // prettier-ignore
const SQUARE = [[0, 20], [20, 20], [20, 40], [0, 40]]; // prettier-ignore
const sun = { latitude: 35.6833, stepMinutes: 10 };

function refusal(scene: unknown): ShadowParamError {
  try {
    runShadowScene(scene);
  } catch (error) {
    if (error instanceof ShadowParamError) return error;
    throw error;
  }
  throw new Error("accepted");
}

describe("shadow scene buildings", () => {
  it("accepts the square and refuses the same square drawn as a bow-tie, naming the building", () => {
    const square = { id: "sq", footprint: SQUARE, base: 0, height: 10 };
    expect(runShadowScene({ sun, buildings: [square], points: [[10, 0]] }).points).toHaveLength(1);
    const error = refusal({
      sun,
      buildings: [square, { id: "planned-7", footprint: BOW_TIE, base: 0, height: 10 }],
      points: [[10, 0]],
    });
    expect(error.code).toBe("invalid_building");
    expect(error.message).toContain("building planned-7: the footprint crosses or touches itself");
  });
  it("names a building without an id by its index, and checks holes too", () => {
    const unnamed = refusal({
      sun,
      buildings: [{ footprint: BOW_TIE, base: 0, height: 5 }],
      points: [[0, 0]],
    });
    expect(unnamed.message).toContain("building 0:");
    const holed = refusal({
      sun,
      buildings: [{ id: "h", footprint: [[-50, -50], [50, -50], [50, 50], [-50, 50]], holes: [BOW_TIE], base: 0, height: 5 }], // prettier-ignore
      points: [[0, 0]],
    });
    expect(holed).toMatchObject({ code: "invalid_building" });
    expect(holed.message).toContain("building h: the hole 0");
  });
});
