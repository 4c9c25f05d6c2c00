import { BROADCAST_STATUSES } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import en from "../../i18n/en.json";
import ja from "../../i18n/ja.json";
import { flattenKeys } from "../../i18n/keys";

describe("broadcast states (the admin list's labels)", () => {
  it("have a label for every state the API answers, in both languages", () => {
    const keys = BROADCAST_STATUSES.map((status) => `admin.notify_status_${status}`);
    for (const resource of [ja, en]) {
      const present = flattenKeys(resource);
      expect(keys.filter((key) => !present.includes(key))).toEqual([]);
    }
    expect([ja.admin.notify_status_failed, en.admin.notify_status_failed]).toEqual(["送信失敗", "Failed"]);
  });
});
