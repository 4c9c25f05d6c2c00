import { describe, expect, it } from "vitest";
import { airCorrection, gradientCorrection, knifeEdge, powerLevel, rightAngleWedge, C_SPEC } from "./asj";

describe("ASJ RTN-Model 2018 power levels", () => {
  it("follows a + b lg V per class, flow and pavement", () => {
    // [RTN2018] Table 2.3: steady 45.8 / 53.2 + 30 lg V, unsteady 82.3 / 88.8 + 10 lg V
    expect(powerLevel("small", "steady", "dense", 60)).toBeCloseTo(45.8 + 30 * Math.log10(60), 10);
    expect(powerLevel("small", "steady", "dense", 60)).toBeCloseTo(99.14, 2);
    expect(powerLevel("large", "steady", "dense", 100)).toBeCloseTo(113.2, 10);
    expect(powerLevel("small", "unsteady", "dense", 40)).toBeCloseTo(82.3 + 10 * Math.log10(40), 10);
    expect(powerLevel("large", "unsteady", "dense", 10)).toBeCloseTo(98.8, 10);
    // Table A4.1: porous, unsteady 76.6 / 84.9 + 10 lg V
    expect(powerLevel("small", "unsteady", "porous", 50)).toBeCloseTo(76.6 + 10 * Math.log10(50), 10);
    expect(powerLevel("large", "unsteady", "porous", 50)).toBeCloseTo(84.9 + 10 * Math.log10(50), 10);
    // large vehicles are louder than small ones at the same speed, porous quieter than dense
    for (const flow of ["steady", "unsteady"] as const) {
      expect(powerLevel("large", flow, "dense", 50)).toBeGreaterThan(powerLevel("small", flow, "dense", 50));
      for (const c of ["small", "large"] as const)
        expect(powerLevel(c, flow, "porous", 50)).toBeLessThan(powerLevel(c, flow, "dense", 50));
    }
  });

  it("adds the uphill gradient correction to large vehicles only, capped at 7 %", () => {
    expect(gradientCorrection("large", 5)).toBeCloseTo(0.14 * 5 + 0.05 * 25, 10);
    expect(gradientCorrection("large", 12)).toBe(gradientCorrection("large", 7));
    expect(gradientCorrection("small", 5)).toBe(0);
    expect(gradientCorrection("large", -5)).toBe(0);
    expect(
      powerLevel("large", "steady", "dense", 60, 3) - powerLevel("large", "steady", "dense", 60),
    ).toBeCloseTo(0.42 + 0.45, 10);
  });
});

describe("ASJ diffraction", () => {
  const c = C_SPEC.dense;
  it("is -5 dB at grazing and 0 well inside the bright zone", () => {
    expect(knifeEdge(0, c)).toBe(-5);
    expect(knifeEdge(-0.1 / c, c)).toBe(0);
    expect(knifeEdge(-1, c)).toBe(0);
    // the bright-zone branch reaches 0 at c δ = -0.073 (within rounding of the chart's coefficients)
    expect(Math.abs(knifeEdge(-0.073 / c, c))).toBeLessThan(0.05);
  });

  it("joins its branches at c δ = 1 and falls 10 dB a decade beyond", () => {
    const below = knifeEdge((1 - 1e-9) / c, c);
    const at = knifeEdge(1 / c, c);
    expect(at).toBeCloseTo(-18.4, 10);
    expect(Math.abs(below - at)).toBeLessThan(0.01);
    expect(knifeEdge(10 / c, c)).toBeCloseTo(-28.4, 10);
    expect(knifeEdge(100 / c, c)).toBeCloseTo(-38.4, 10);
  });

  it("never rises with the path difference", () => {
    let last = Infinity;
    for (let d = -1; d <= 50; d += 0.01) {
      const v = knifeEdge(d, c);
      expect(v).toBeLessThanOrEqual(last + 1e-12);
      expect(v).toBeLessThanOrEqual(0);
      last = v;
    }
  });

  it("gives the right-angle wedge 2.5 dB more in the shadow zone only", () => {
    expect(rightAngleWedge(2, c)).toBeCloseTo(knifeEdge(2, c) - 2.5, 10);
    expect(rightAngleWedge(-0.01, c)).toBe(knifeEdge(-0.01, c));
  });
});

describe("ASJ air absorption", () => {
  it("is 0 at the source and a few dB at a kilometre", () => {
    expect(airCorrection(0)).toBeCloseTo(0, 12);
    expect(airCorrection(1000)).toBeCloseTo(-6.84 + 2.01 - 0.345, 10);
    expect(airCorrection(2000)).toBe(airCorrection(1000));
    expect(airCorrection(100)).toBeLessThan(0);
    expect(airCorrection(100)).toBeGreaterThan(-1);
  });
});
