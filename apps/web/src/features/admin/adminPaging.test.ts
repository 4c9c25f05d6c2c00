import { describe, expect, it } from "vitest";
import { lastPageIndex } from "./adminPaging";

describe("lastPageIndex", () => {
  it("counts pages from 0, the empty list having one", () => {
    expect(lastPageIndex(0, 20)).toBe(0);
    expect(lastPageIndex(1, 20)).toBe(0);
    expect(lastPageIndex(20, 20)).toBe(0);
    expect(lastPageIndex(21, 20)).toBe(1);
    expect(lastPageIndex(100, 50)).toBe(1);
  });
});
