import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { DEFAULT_PLAN_LIMITS, loadPlanLimits } from "./limits.config";

describe("plan limits configuration", () => {
  it("uses the defaults when nothing is set; basic may not create groups", () => {
    expect(loadPlanLimits({})).toEqual(DEFAULT_PLAN_LIMITS);
    expect(DEFAULT_PLAN_LIMITS.basic.groups).toBe(0);
  });

  it("overrides the given keys of one plan only", () => {
    const limits = loadPlanLimits({ PLAN_LIMITS_BASIC: "workspaces=1, groups=2", PLAN_LIMITS_CUSTOM: "" });
    expect(limits.basic).toEqual({
      workspaces: 1,
      projects_per_workspace: 5,
      cases_per_project_service: 10,
      groups: 2,
      models_per_project: 10,
      model_storage_mb: 1000,
      concurrent_runs: 3,
    });
    expect(limits.premium).toEqual(DEFAULT_PLAN_LIMITS.premium);
    expect(limits.custom).toEqual(DEFAULT_PLAN_LIMITS.custom);
  });

  it("rejects unknown keys and bad numbers", () => {
    expect(() => loadPlanLimits({ PLAN_LIMITS_PREMIUM: "files=3" })).toThrow(/PLAN_LIMITS_PREMIUM/);
    expect(() => loadPlanLimits({ PLAN_LIMITS_BASIC: "workspaces=-1" })).toThrow(/PLAN_LIMITS_BASIC/);
    expect(() => loadPlanLimits({ PLAN_LIMITS_BASIC: "workspaces=2.5" })).toThrow();
    expect(() => loadPlanLimits({ PLAN_LIMITS_BASIC: "workspaces" })).toThrow();
  });

  it("is part of the server configuration read from the environment", () => {
    expect(loadConfig({ PLAN_LIMITS_BASIC: "workspaces=1" }).planLimits?.basic.workspaces).toBe(1);
    expect(loadConfig({}).planLimits).toEqual(DEFAULT_PLAN_LIMITS);
    expect(() => loadConfig({ PLAN_LIMITS_BASIC: "workspaces=x" })).toThrow(/Invalid configuration/);
  });
});
