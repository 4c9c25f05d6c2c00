import { describe, expect, it } from "vitest";
import {
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZE_MAX,
  listQuerySchema,
  listQuerySchemaOf,
  pagedListQuerySchema,
  pageRequestOf,
} from "./lists";

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

describe("listQuerySchemaOf (the list routes' query)", () => {
  const schema = listQuerySchemaOf(["created_at", "name"], "created_at", "asc");

  it("leaves the page out unless asked, so the route keeps its plain array", () => {
    const query = schema.parse({});
    expect(query).toEqual({ sort: "created_at", order: "asc" });
    expect(pageRequestOf(query)).toBeNull();
  });

  it("asks for a page when either page field is named, filling the other", () => {
    expect(pageRequestOf(schema.parse({ page: "2" }))).toEqual({ page: 2, page_size: LIST_PAGE_SIZE });
    expect(pageRequestOf(schema.parse({ page_size: "5" }))).toEqual({ page: 1, page_size: 5 });
  });

  it("refuses sorts of other lists, bad pages and sizes with the codes of the paged query", () => {
    const codesOf = (input: Record<string, unknown>) =>
      schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(codesOf({ sort: "updated_at" })).toEqual(["common.sort_invalid"]);
    expect(codesOf({ page: "-1" })).toEqual(["common.page_invalid"]);
    expect(codesOf({ page: "1.5" })).toEqual(["common.page_invalid"]);
    expect(codesOf({ page_size: "100000" })).toEqual(["common.page_size_invalid"]);
  });

  it("defaults the workspace and project lists to the latest change first", () => {
    expect(listQuerySchema.parse({ q: " a " })).toEqual({ q: "a", sort: "updated_at", order: "desc" });
  });
});
