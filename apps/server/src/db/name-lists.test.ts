import { describe, expect, it } from "vitest";
import { compareNames, likePattern } from "./name-lists";

describe("name rules of the lists", () => {
  it("order names case-insensitively, then exactly, then by code point (as SQL collate C)", () => {
    expect(["beta", "Alpha", "alpha", "本社", "Zeta", "b"].sort(compareNames)).toEqual([
      "Alpha",
      "alpha",
      "b",
      "beta",
      "Zeta",
      "本社",
    ]);
  });
  it("search what was typed: full-width as half-width, % _ and \\ as themselves", () => {
    expect(likePattern("ＡＢＣ１")).toBe("%ABC1%");
    expect(likePattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});
