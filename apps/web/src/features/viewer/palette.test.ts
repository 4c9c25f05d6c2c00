import { describe, expect, it } from "vitest";
import { HEAT_GRADIENT, heatCss } from "./palette";

describe("viewer palettes", () => {
  it("gives the 2D map the heat scale as CSS, as it drew it before", () => {
    expect(heatCss(0)).toBe("rgb(255, 255, 178)");
    expect(heatCss(0.125)).toBe("rgb(255, 230, 135)");
    expect(heatCss(1)).toBe("rgb(84, 0, 80)");
    expect(heatCss(Number.NaN)).toBe(heatCss(0));
    expect(HEAT_GRADIENT).toContain("rgb(227 26 28) 75%");
  });
});
