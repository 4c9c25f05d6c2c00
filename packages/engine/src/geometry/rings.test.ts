import { describe, expect, it } from "vitest";
import { pointInRing, rayCrossesEdge, signedArea } from "./rings";

const SQUARE = [
  [0, 0],
  [20, 0],
  [20, 20],
  [0, 20],
];

describe("ring kernels", () => {
  it("signedArea is positive counter-clockwise, negative clockwise, unchanged by a closing point", () => {
    expect(signedArea(SQUARE)).toBe(400);
    expect(signedArea([...SQUARE].reverse())).toBe(-400);
    expect(signedArea([...SQUARE, [0, 0]])).toBe(400);
    expect(signedArea([])).toBe(0);
  });
  it("pointInRing is even-odd: inside, outside, and a ray through a vertex counted once", () => {
    expect(pointInRing(10, 10, SQUARE)).toBe(true);
    expect(pointInRing(30, 10, SQUARE)).toBe(false);
    expect(pointInRing(-5, 0, [[0, -10], [10, 0], [0, 10], [-10, 0]])).toBe(true); // prettier-ignore
  });
  it("rayCrossesEdge takes edges going up or down, not horizontal ones or ones behind the point", () => {
    expect(rayCrossesEdge(0, 5, 10, 0, 10, 10)).toBe(true);
    expect(rayCrossesEdge(0, 5, 10, 10, 10, 0)).toBe(true);
    expect(rayCrossesEdge(20, 5, 10, 0, 10, 10)).toBe(false);
    expect(rayCrossesEdge(0, 0, 5, 0, 10, 0)).toBe(false);
  });
});
