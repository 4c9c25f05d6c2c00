import { describe, expect, it } from "vitest";
import en from "./en.json";
import ja from "./ja.json";
import { LANDING_SECTIONS } from "./landingSections";

describe("the landing page's sections of the texts", () => {
  it("are sections of both languages, so the split leaves nothing out", () => {
    for (const section of LANDING_SECTIONS) {
      expect(Object.keys(ja)).toContain(section);
      expect(Object.keys(en)).toContain(section);
    }
  });
  it("leave the bulk (the other pages' texts) to the rest", () => {
    const size = (texts: Record<string, unknown>, inLanding: boolean) =>
      JSON.stringify(
        Object.entries(texts).filter(
          ([key]) => (LANDING_SECTIONS as readonly string[]).includes(key) === inLanding,
        ),
      ).length;
    expect(size(ja, true)).toBeLessThan(size(ja, false) / 2);
  });
});
