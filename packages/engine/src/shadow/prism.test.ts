import { describe, expect, it } from "vitest";
import { preparePrism, prismShadesPoint } from "./prism";

/** A U: 30 m wide, 10 m deep, with a notch 10 m wide and 5 m deep open to the north at x 10..20. */
const U = preparePrism(
  {
    footprint: [
      [0, 0],
      [30, 0],
      [30, 10],
      [20, 10],
      [20, 5],
      [10, 5],
      [10, 10],
      [0, 10],
    ],
    base: 0,
    height: 10,
  },
  0,
);

describe("prismShadesPoint", () => {
  it("does not count a ray trace on the line of an edge it does not reach", () => {
    // The trace (12, 10) -> (18, 10) lies across the notch's mouth, on the line of the two top edges.
    expect(prismShadesPoint(U, 12, 10, 0, 0, -6, 0)).toBe(false);
  });
  it("counts a trace that overlaps an edge, crosses one or starts inside", () => {
    expect(prismShadesPoint(U, 18, 10, 0, 0, -4, 0)).toBe(true); // (18, 10) -> (22, 10): along the top edge
    expect(prismShadesPoint(U, 15, 7, 0, 0, 0, 5)).toBe(true); // (15, 7) -> (15, 2): into the base
    expect(prismShadesPoint(U, 5, 5, 0, 0, 1, 1)).toBe(true); // inside the left arm
    expect(prismShadesPoint(U, 15, 7, 0, 0, 0, -2)).toBe(false); // (15, 7) -> (15, 9): in the notch
  });
});
