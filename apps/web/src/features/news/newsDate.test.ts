import { describe, expect, it } from "vitest";
import { newsDate, newsExcerpt } from "./newsDate";

describe("news dates and excerpts", () => {
  it("prints the local day of a publish time, empty for a bad value", () => {
    const at = new Date(2025, 5, 27, 9, 30);
    expect(newsDate(at.toISOString())).toBe("2025-06-27");
    expect(newsDate("nope")).toBe("");
  });

  it("puts a body on one line and cuts it with an ellipsis", () => {
    expect(newsExcerpt("a\n b\n\nc")).toBe("a b c");
    expect(newsExcerpt("x".repeat(10), 5)).toBe("xxxx…");
    expect(newsExcerpt("short", 5)).toBe("short");
  });
});
