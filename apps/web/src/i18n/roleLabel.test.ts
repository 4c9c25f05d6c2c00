import { PERMISSION_MASTER, ROLES } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import ja from "./ja.json";
import { flattenKeys } from "./keys";
import { roleLabelKey } from "./roleLabel";

const label = (resource: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resource);

describe("role labels", () => {
  it("exist for every role in both languages", () => {
    for (const resource of [ja, en]) {
      const keys = flattenKeys(resource);
      expect(ROLES.map(roleLabelKey).filter((key) => !keys.includes(key))).toEqual([]);
    }
  });
  it("name each permission level as the master list does", () => {
    for (const entry of PERMISSION_MASTER) {
      expect(label(ja, roleLabelKey(entry.permission))).toBe(entry.name_ja);
      expect(label(en, roleLabelKey(entry.permission))).toBe(entry.name_en);
    }
    expect(label(ja, roleLabelKey("owner"))).toBe("所有者");
    expect(label(en, roleLabelKey("owner"))).toBe("Owner");
  });
});
