import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { DEFAULT_PLAN_LIMITS } from "../limits/limits.config";
import { useTestApp } from "../../test/use-test-app";

let user: TestUser;

const planLimits = { ...DEFAULT_PLAN_LIMITS, custom: { ...DEFAULT_PLAN_LIMITS.custom, groups: 7 } };
const server = useTestApp({ planLimits });
beforeAll(async () => {
  user = await server.signUp();
});

describe("master lists and limits (dashboard load, PRODUCT.md §4)", () => {
  it("lists the three permissions for groups and for workspace sharing, with both languages", async () => {
    for (const url of ["/api/groupmember/master/permission", "/api/permissionmanage/master/permission"]) {
      const list = await ok<{ permission: string; name_ja: string; name_en: string }[]>(
        server.app,
        user,
        "GET",
        url,
      );
      expect(list.map((p) => [p.permission, p.name_en, p.name_ja])).toEqual([
        ["admin", "Admin", "管理者"],
        ["edit", "Edit", "編集"],
        ["view", "View", "閲覧"],
      ]);
    }
  });

  it("lists the service types hikage, noise, vibration, tenkuritsu, gyakuhikage", async () => {
    expect(await ok(server.app, user, "GET", "/api/service/type/all")).toEqual([
      { service_type: "hikage", name_ja: "日影", name_en: "Shadow" },
      { service_type: "noise", name_ja: "騒音", name_en: "Noise" },
      { service_type: "vibration", name_ja: "振動", name_en: "Vibration" },
      { service_type: "tenkuritsu", name_ja: "天空率", name_en: "Sky factor" },
      { service_type: "gyakuhikage", name_ja: "逆日影", name_en: "Shadow envelope" },
    ]);
  });

  it("answers the plan with its limits and counts; custom for unknown user types; configured values", async () => {
    expect(await ok(server.app, user, "GET", "/api/user/limits")).toEqual({
      user_type: "basic",
      limits: {
        workspaces: 3,
        projects_per_workspace: 5,
        cases_per_project_service: 10,
        groups: 0,
        models_per_project: 10,
        model_storage_mb: 1000,
        concurrent_runs: 3,
      },
      counts: { workspaces: 0, groups: 0, model_bytes: 0 },
    });
    const gold = await server.signUp("enterprise-gold");
    await ok(server.app, gold, "POST", "/api/groups", { name: "G" });
    await ok(server.app, gold, "POST", "/api/workspaces", { name: "W" });
    const limits = await ok<{ user_type: string; limits: { groups: number }; counts: object }>(
      server.app,
      gold,
      "GET",
      "/api/user/limits",
    );
    expect(limits.user_type).toBe("custom");
    expect(limits.limits.groups).toBe(7);
    expect(limits.counts).toEqual({ workspaces: 1, groups: 1, model_bytes: 0 });
  });

  it("requires sign-in", async () => {
    for (const url of ["/api/service/type/all", "/api/user/limits", "/api/groupmember/master/permission"]) {
      expect((await call(server.app, null, "GET", url)).statusCode).toBe(401);
    }
  });

  it("documents every route of the dashboard API in the OpenAPI document", async () => {
    const doc = await server.app.inject({ url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const route of [
      "/api/groupmember/master/permission",
      "/api/permissionmanage/master/permission",
      "/api/service/type/all",
      "/api/user/limits",
      "/api/workspaces",
      "/api/workspaces/{id}",
      "/api/workspaces/{id}/shares",
      "/api/workspaces/{id}/shares/{userId}",
      "/api/workspaces/{id}/projects",
      "/api/project/{id}",
      "/api/project/{id}/thumbnail",
      "/api/project/{id}/cases",
      "/api/cases/{id}",
      "/api/cases/{id}/copy",
      "/api/groupsclosure/tree",
      "/api/groups",
      "/api/groups/{id}",
      "/api/groups/{id}/move",
      "/api/groups/{id}/members",
      "/api/groups/{id}/members/{userId}",
    ]) {
      expect(paths).toContain(route);
    }
  });
});
