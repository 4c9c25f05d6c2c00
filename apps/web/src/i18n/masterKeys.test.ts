import { PERMISSION_MASTER, SERVICE_TYPE_MASTER } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import ja from "./ja.json";

/**
 * The web labels the master lists of the contracts through `master.*`; the master routes (PRODUCT.md §7) answer the
 * contracts' own labels. Both must say the same, and every entry must have its label.
 */
describe("master labels", () => {
  it("name every permission and describe it as the master routes do, in both languages", () => {
    for (const entry of PERMISSION_MASTER) {
      expect(ja.master.permission[entry.permission]).toBe(entry.name_ja);
      expect(en.master.permission[entry.permission]).toBe(entry.name_en);
      expect(ja.master.permission_description[entry.permission]).toBe(entry.description_ja);
      expect(en.master.permission_description[entry.permission]).toBe(entry.description_en);
    }
  });
  it("name every service type as the master route does, in both languages", () => {
    for (const entry of SERVICE_TYPE_MASTER) {
      expect(ja.master.service_type[entry.service_type]).toBe(entry.name_ja);
      expect(en.master.service_type[entry.service_type]).toBe(entry.name_en);
    }
  });
});
