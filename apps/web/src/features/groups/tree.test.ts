import { describe, expect, it } from "vitest";
import { moveTargets, subtreeIds, treeRows } from "./tree";

// A ─┬─ B ── D
//    └─ C
// E          (F's parent X is not visible)
// in the server's order: depth-first, siblings by name
const groups = [
  { id: "a", parent_id: null, name: "A" },
  { id: "b", parent_id: "a", name: "B" },
  { id: "d", parent_id: "b", name: "D" },
  { id: "c", parent_id: "a", name: "C" },
  { id: "e", parent_id: null, name: "E" },
  { id: "f", parent_id: "x", name: "F" },
];

describe("group tree", () => {
  it("keeps the server's order and indents by level (a parent out of sight makes a root)", () => {
    expect(treeRows(groups).map(({ group, level }) => `${group.name}${level}`)).toEqual([
      "A0",
      "B1",
      "D2",
      "C1",
      "E0",
      "F0",
    ]);
  });
  it("finds a subtree", () => {
    expect([...subtreeIds(groups, "a")].sort()).toEqual(["a", "b", "c", "d"]);
    expect([...subtreeIds(groups, "b")].sort()).toEqual(["b", "d"]);
    expect([...subtreeIds(groups, "e")]).toEqual(["e"]);
  });
  it("never offers a move under itself, a descendant or the current parent", () => {
    expect(
      moveTargets(groups, "b")
        .map((group) => group.id)
        .sort(),
    ).toEqual(["c", "e", "f"]);
    expect(
      moveTargets(groups, "a")
        .map((group) => group.id)
        .sort(),
    ).toEqual(["e", "f"]);
  });
});
