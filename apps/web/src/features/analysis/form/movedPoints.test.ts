import { describe, expect, it } from "vitest";
import { withMove } from "./movedPoints";

describe("moved 天空率 points", () => {
  const moves = [
    { id: "R1-1", position: [135.5, 34.69] as [number, number] },
    { id: "A2-3", position: [135.6, 34.7] as [number, number] },
  ];

  it("adds a move, and replaces an earlier move of the same point", () => {
    expect(withMove(moves, "R1-2", [1, 2]).map((m) => m.id)).toEqual(["R1-1", "A2-3", "R1-2"]);
    expect(withMove(moves, "R1-1", [1, 2])).toEqual([moves[1], { id: "R1-1", position: [1, 2] }]);
  });

  it("removes a point's move on reset, and leaves the others", () => {
    expect(withMove(moves, "R1-1", null)).toEqual([moves[1]]);
    expect(withMove(moves, "N1-1", null)).toEqual(moves);
  });
});
