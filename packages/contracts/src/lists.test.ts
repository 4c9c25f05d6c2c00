import { describe, expect, it } from "vitest";
import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX, pagedListQuerySchema } from "./lists";

const codes = (input: Record<string, unknown>) =>
  pagedListQuerySchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("pagedListQuerySchema", () => {
  it("fills the defaults: newest changes first, first page of the default size", () => {
    expect(pagedListQuerySchema.parse({})).toEqual({
      sort: "updated_at",
      order: "desc",
      page: 1,
      page_size: LIST_PAGE_SIZE,
    });
  });

  it("reads query-string values and trims the search", () => {
    expect(
      pagedListQuerySchema.parse({ q: "  渋谷 ", sort: "name", order: "asc", page: "3", page_size: "50" }),
    ).toEqual({ q: "渋谷", sort: "name", order: "asc", page: 3, page_size: 50 });
  });

  it("refuses unknown sorts and pages out of range with stable codes", () => {
    expect(codes({ sort: "owner" })).toEqual(["common.sort_invalid"]);
    expect(codes({ order: "up" })).toEqual(["common.sort_invalid"]);
    expect(codes({ page: "0" })).toEqual(["common.page_invalid"]);
    expect(codes({ page_size: String(LIST_PAGE_SIZE_MAX + 1) })).toEqual(["common.page_size_invalid"]);
    expect(codes({ page_size: "0" })).toEqual(["common.page_size_invalid"]);
    expect(codes({ q: "x".repeat(101) })).toEqual(["common.search_invalid"]);
  });
});
