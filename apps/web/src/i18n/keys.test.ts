import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ERROR_CODES } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import ja from "./ja.json";
import { flattenKeys } from "./keys";

/**
 * Message keys the contracts' zod schemas emit (PRODUCT.md §5), which the forms translate. Read from the contracts'
 * sources so a key added there cannot go untranslated: every string literal shaped `section.key`.
 */
const contractsDir = fileURLToPath(new URL("../../../../packages/contracts/src/", import.meta.url));
const CONTRACT_KEYS = [
  ...new Set(
    readdirSync(contractsDir)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .flatMap((name) =>
        [...readFileSync(join(contractsDir, name), "utf8").matchAll(/"([a-z_]+\.[a-z_0-9]+)"/g)].map(
          (match) => match[1] ?? "",
        ),
      ),
  ),
];

describe("translation resources", () => {
  it("flattens nested objects and arrays", () => {
    expect(flattenKeys({ a: { b: "x", c: [{ d: "y" }] } })).toEqual(["a.b", "a.c.0.d"]);
  });
  it("have the same keys in Japanese and English", () => {
    const jaKeys = flattenKeys(ja);
    const enKeys = flattenKeys(en);
    expect(jaKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !jaKeys.includes(key))).toEqual([]);
  });
  it("find the contracts' message keys", () => {
    expect(CONTRACT_KEYS).toContain("contact.phone_error");
    expect(CONTRACT_KEYS).toContain("password.mismatch");
  });
  it("contain every validation key of the contracts and every API error code", () => {
    const wanted = [...CONTRACT_KEYS, ...ERROR_CODES.map((code) => `errors.${code}`)];
    for (const resource of [ja, en]) {
      const keys = flattenKeys(resource);
      expect(wanted.filter((key) => !keys.includes(key))).toEqual([]);
    }
  });
  it("keeps the literal messages of PRODUCT.md §5 and §8", () => {
    expect(en.password.required).toBe("New password is required");
    expect(en.password.mismatch).toBe("The passwords do not match");
    expect(en.error.not_found).toBe("This page could not be found");
    expect(en.error.not_found_title).toBe("Not Found");
    expect(en.error.title).toBe("An error occurred");
    expect(en.error.error_page_failed).toBe("An error occurred while showing the error page");
  });
  it("has no empty strings", () => {
    const empties = (resource: unknown) =>
      flattenKeys(resource).filter((key) => {
        const value = key
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resource);
        return value === "";
      });
    expect(empties(ja)).toEqual([]);
    expect(empties(en)).toEqual([]);
  });
});
