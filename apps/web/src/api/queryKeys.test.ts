import { partialMatchKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ListParams } from "./query";
import { queryKeys } from "./queryKeys";

const params: ListParams = { q: "", sort: "name", order: "asc", page: 1, page_size: 20 };
const notificationParams: ListParams<"create_date"> = { ...params, sort: "create_date" };

describe("queryKeys", () => {
  it("keeps the keys the app cached under before the factory (a change drops every cached answer)", () => {
    expect(queryKeys.me).toEqual(["me"]);
    expect(queryKeys.groups.membersPage("g", { ...params, sort: "name" })).toEqual([
      "groups",
      "members",
      "g",
      params,
    ]);
    expect(queryKeys.workspaces.list("my", undefined, params)).toEqual([
      "workspaces",
      "list",
      "my",
      null,
      params,
    ]);
    expect(queryKeys.cases.list("p", "hikage", params)).toEqual(["cases", "p", "hikage", params]);
    expect(queryKeys.caseResult("c", "v")).toEqual(["case-result", "c", "v"]);
    expect(queryKeys.buildings("13101", "1,2,3,4")).toEqual(["buildings", "13101", "1,2,3,4"]);
    expect(queryKeys.news.page("jp", 1, 10)).toEqual(["news", "page", "jp", 1, 10]);
    expect(queryKeys.admin.newsPost(undefined)).toEqual(["admin", "news", "post", undefined]);
  });

  // A mutation refreshes what it changed by invalidating a prefix: each pair is one the app relies on.
  it.each([
    [
      "every case list of a project",
      queryKeys.cases.list("p", "noise", params),
      queryKeys.cases.ofProject("p"),
    ],
    ["case lists after a project change", queryKeys.cases.list("p", "noise", params), queryKeys.cases.all],
    [
      "a group's member pages",
      queryKeys.groups.membersPage("g", { ...params, sort: "name" }),
      queryKeys.groups.members("g"),
    ],
    ["the group tree", queryKeys.groups.tree, queryKeys.groups.all],
    ["a workspace's shares", queryKeys.workspaces.shares("w"), queryKeys.workspaces.all],
    ["one project", queryKeys.projects.one("p"), queryKeys.projects.all],
    ["the unread badge", queryKeys.notifications.unread, queryKeys.notifications.all],
    ["the notification pages", queryKeys.notifications.page(notificationParams), queryKeys.notifications.all],
    ["a news item", queryKeys.news.item("en", "n"), queryKeys.news.all],
    ["the broadcasts", queryKeys.admin.broadcasts, queryKeys.admin.all],
    ["an inquiry list", queryKeys.admin.inquiryList(true), queryKeys.admin.inquiries],
    ["a news post being edited", queryKeys.admin.newsPost("n"), queryKeys.admin.all],
  ])("invalidates %s through its prefix", (_what, key, prefix) => {
    expect(partialMatchKey(key, prefix)).toBe(true);
  });

  it("keeps one case apart from the case lists (a list refresh does not refetch the open case)", () => {
    expect(partialMatchKey(queryKeys.case("c"), queryKeys.cases.all)).toBe(false);
    expect(partialMatchKey(queryKeys.cases.ofProject("other"), queryKeys.cases.ofProject("p"))).toBe(false);
  });
});
