import { LIST_SORT_FIELDS, listQuerySchema } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { SORT_ORDERS } from "./listView";

describe("sort choices of the lists", () => {
  it("are each a sort the list routes accept", () => {
    for (const { sort, order } of Object.values(SORT_ORDERS)) {
      expect(LIST_SORT_FIELDS).toContain(sort);
      expect(listQuerySchema.safeParse({ sort, order }).success).toBe(true);
    }
  });
});
