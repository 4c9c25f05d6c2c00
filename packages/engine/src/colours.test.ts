import { describe, expect, it } from "vitest";
import { heatColour } from "./colours";

describe("heat scale", () => {
  it("runs through its stops, interpolates between them and clamps", () => {
    expect(heatColour(0)).toEqual([255, 255, 178]);
    expect(heatColour(0.125)).toEqual([255, 230, 135]);
    expect(heatColour(0.5)).toEqual([253, 141, 60]);
    expect(heatColour(1)).toEqual([84, 0, 80]);
    expect(heatColour(7)).toEqual([84, 0, 80]);
    expect(heatColour(Number.NaN)).toEqual([255, 255, 178]);
  });
});
