// The union's rounding undone: corners and crossings of the input come back to 1e-15, not 1e-7.
import { FillRule, unionD } from "@countertype/clipper2-ts";
import { describe, expect, it } from "vitest";
import { refineUnion } from "./refine";

describe("refineUnion", () => {
  it("restores corners and puts crossings on the exact intersection of the input edges", () => {
    const s = Math.SQRT2 / 3;
    const a = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ].map((q) => ({ x: (q.x * Math.PI) / 4, y: q.y * s }));
    // a triangle whose slanted edge y = 0.1 + x · e/10 crosses the square's right side x = π/4
    const b = [
      { x: 0.2, y: 0.1 },
      { x: 1.5, y: 0.1 + (1.3 * Math.E) / 10 },
      { x: 0.2, y: 0.9 },
    ];
    const rounded = unionD([a, b], [], FillRule.NonZero, 7);
    const refined = refineUnion([a, b], rounded, 7).flat();
    const crossingY = 0.1 + ((Math.PI / 4 - 0.2) * Math.E) / 10;
    const near = (x: number, y: number) => refined.find((q) => Math.hypot(q.x - x, q.y - y) < 1e-6);
    expect(near(Math.PI / 4, crossingY)?.y).toBeCloseTo(crossingY, 15);
    expect(near(Math.PI / 4, crossingY)?.x).toBeCloseTo(Math.PI / 4, 15);
    expect(near(Math.PI / 4, 0)).toEqual({ x: Math.PI / 4, y: 0 });
    expect(near(1.5, 0.1 + (1.3 * Math.E) / 10)).toEqual(b[1]);
    // the rounded union was off by up to 5e-8
    expect(rounded.flat().some((q) => q.x === Math.PI / 4)).toBe(false);
  });
});
