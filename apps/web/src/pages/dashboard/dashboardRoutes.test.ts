import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";

const leaf = (pathname: string) => {
  const last = (matchRoutes(routes, pathname) ?? []).at(-1);
  return { path: last?.route.index ? "(index)" : last?.route.path, params: last?.params ?? {} };
};

describe("dashboard routes (PRODUCT.md §2 and issue 6)", () => {
  it.each(["", "/jp", "/en"])("serves every dashboard page under prefix %j", (prefix) => {
    expect(leaf(`${prefix}/dashboard`).path).toBe("(index)");
    expect(leaf(`${prefix}/dashboard/shareworkspace`).path).toBe("shareworkspace");
    expect(leaf(`${prefix}/dashboard/groupworkspace`).path).toBe("groupworkspace");
    expect(leaf(`${prefix}/dashboard/group`).path).toBe("group");
    expect(leaf(`${prefix}/dashboard/profile`).path).toBe("profile");
    expect(leaf(`${prefix}/dashboard/notification`).path).toBe("notification");
    expect(leaf(`${prefix}/dashboard/group/g-1`)).toEqual({ path: "group/:id", params: { id: "g-1" } });
    expect(leaf(`${prefix}/dashboard/workspace/w-1`).params).toEqual({ id: "w-1" });
    expect(leaf(`${prefix}/dashboard/project/p-1`).params).toEqual({ id: "p-1" });
    expect(leaf(`${prefix}/dashboard/project/p-1/case/c-2`)).toEqual({
      path: "project/:projectId/case/:caseId",
      params: { projectId: "p-1", caseId: "c-2" },
    });
  });
  it("keeps unknown dashboard paths on the not-found route", () => {
    expect(leaf("/jp/dashboard/nothing-here").path).toBe("*");
    expect(leaf("/en/dashboard/group/a/b").path).toBe("*");
    expect(leaf("/jp/dashboard/project/p-1/case").path).toBe("*");
  });
});
