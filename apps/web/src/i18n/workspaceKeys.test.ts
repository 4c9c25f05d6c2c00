import { LIMIT_KINDS } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import ja from "./ja.json";
import { flattenKeys } from "./keys";

/** Message keys of the issue-6 contracts and API answers (422 fields) that the dashboard translates. */
const KEYS = [
  "project.description_length",
  "case.parameters_too_large",
  "case.share_url_invalid",
  "sharing.user_not_found",
  "sharing.self",
  ...LIMIT_KINDS.map((kind) => `ws.limit_${kind}`),
  ...["draft", "processing", "done", "error"].map((status) => `case.status_${status}`),
];

describe("dashboard translations (issue 6)", () => {
  it("contain every contract, API and status key in both languages", () => {
    for (const resource of [ja, en]) {
      const keys = flattenKeys(resource);
      expect(KEYS.filter((key) => !keys.includes(key))).toEqual([]);
    }
  });
  it("keep the delete confirmation and limit dialog texts of PRODUCT.md §8", () => {
    expect(en.ws.delete_confirm).toBe('Are you sure you would like to delete "{{name}}"?');
    expect(ja.ws.delete_confirm).toBe("「{{name}}」を削除してもよろしいですか？");
    expect(en.ws.limit_title).toBe("Error");
    expect(en.ws.limit_workspaces).toContain("maximum number of workspaces");
    expect(en.ws.limit_groups).toContain("maximum number of groups");
    expect(en.ws.limit_projects).toContain("maximum number of projects");
    expect(en.ws.limit_cases).toContain("maximum number of cases");
  });
});
