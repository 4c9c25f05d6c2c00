import { skyFactor, tierSolid } from "@soracity/engine";
import { describe, expect, it } from "vitest";
import { solidsWithin } from "./roadPart";
import type { XY } from "./slantPlanes";

// 令135条の6第1項第1号: the road check counts the planned building's part within the road limit's area only.
const rect = (x0: number, y0: number, x1: number, y1: number): XY[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

describe("the planned building's part within the road limit's area", () => {
  it("cuts a tier in plan and keeps its heights", () => {
    const tier = { outer: rect(0, 0, 20, 40), holes: [], base: 0, top: 30 };
    const [part, ...rest] = solidsWithin([tier], [rect(-5, -5, 25, 14)]);
    expect(rest).toHaveLength(0);
    const eye = { x: 35, y: 20, z: 0 }; // east of the building: its back part is in view
    // The same sky factor as a tier drawn on the cut footprint from the start, and more sky than the whole.
    const cut = skyFactor(eye, [tierSolid(rect(0, 0, 20, 14), 0, 30)]);
    expect(skyFactor(eye, part ? [part] : [])).toBeCloseTo(cut, 9);
    expect(cut).toBeGreaterThan(skyFactor(eye, [tierSolid(tier.outer, 0, 30)]) + 0.01);
  });

  it("keeps a courtyard and drops a tier wholly outside", () => {
    const courtyard = { outer: rect(0, 0, 20, 20), holes: [rect(5, 5, 15, 10)], base: 3, top: 12 };
    const outside = { outer: rect(0, 30, 20, 40), holes: [], base: 0, top: 12 };
    const solids = solidsWithin([courtyard, outside], [rect(-5, -5, 25, 14)]);
    expect(solids).toHaveLength(1);
    const eye = { x: 10, y: 7.5, z: 0 };
    const expected = skyFactor(eye, [tierSolid(rect(0, 0, 20, 14), 3, 12, [rect(5, 5, 15, 10)])]);
    expect(skyFactor(eye, solids)).toBeCloseTo(expected, 9);
  });
});
