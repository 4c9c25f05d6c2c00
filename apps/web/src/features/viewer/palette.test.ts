import { describe, expect, it } from "vitest";
import { heatColour, sunlitColour } from "./palette";

describe("viewer palettes", () => {
  it("matches the result PNGs' stops and interpolates between them", () => {
    expect(heatColour(0)).toEqual([255, 255, 178]);
    expect(heatColour(0.5)).toEqual([253, 141, 60]);
    expect(heatColour(1)).toEqual([84, 0, 80]);
    expect(heatColour(0.125)).toEqual([255, 230, 135]);
    expect(heatColour(7)).toEqual([84, 0, 80]);
    expect(heatColour(Number.NaN)).toEqual([255, 255, 178]);
  });
  it("runs sunlit hours from dark blue to yellow", () => {
    expect(sunlitColour(0)).toEqual([30, 60, 160]);
    expect(sunlitColour(1)).toEqual([255, 230, 40]);
  });
});
