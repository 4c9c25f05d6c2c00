import { EXPORT_FORMATS, LIMITS } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import en from "../../i18n/en.json";
import ja from "../../i18n/ja.json";
import { contentFigures } from "./figures";

describe("figures of the public pages", () => {
  it("come from the shared limits", () => {
    const figures = contentFigures();
    expect(figures.upload_mb * 1024 * 1024).toBe(LIMITS.uploadMaxBytes);
    expect(figures.area_ha).toBe(LIMITS.drawnAreaMaxHectares);
    expect(figures.formats.split(", ")).toHaveLength(EXPORT_FORMATS.length);
  });

  it("are never typed into the product, FAQ and pricing texts", () => {
    for (const resource of [ja, en]) {
      const texts = JSON.stringify([resource.pages.products, resource.pages.faq, resource.pages.pricing]);
      // The limits appear only as placeholders: a bare "100 MB" or "25 ha" would go stale when they change.
      expect(texts).not.toMatch(/\b100 ?MB\b/);
      expect(texts).not.toMatch(/\b25 ?ha\b/);
      expect(texts).toContain("{{upload_mb}}");
      expect(texts).toContain("{{area_ha}}");
    }
  });
});
