import { describe, expect, it } from "vitest";
import { SECTION_SCROLL_OFFSET_PX, sectionScrollTop } from "./scroll";

describe("section scrolling", () => {
  it("keeps the 100 px offset of PRODUCT.md §9 above the section", () => {
    expect(SECTION_SCROLL_OFFSET_PX).toBe(100);
    // Section 1500 px below the viewport top while scrolled 200 px: page y 1700, target 1600.
    expect(sectionScrollTop(1500, 200)).toBe(1600);
  });
  it("never scrolls above the page top", () => {
    expect(sectionScrollTop(40, 0)).toBe(0);
  });
});
