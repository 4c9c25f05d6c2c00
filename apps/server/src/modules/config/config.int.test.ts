import { describe, expect, it } from "vitest";
import { publicConfigSchema } from "@soracity/contracts";
import { DEFAULT_PLAN_LIMITS, loadPlanLimits } from "../limits/limits.config";
import { loadConfig } from "../../config";
import { useTestApp } from "../../test/use-test-app";

const planLimits = loadPlanLimits({ PLAN_LIMITS_BASIC: "workspaces=2,models_per_project=4" });

const server = useTestApp({ gtmId: "GTM-TEST123", planLimits });

describe("GET /api/config with a tag manager and configured plans", () => {
  it("answers the container id and the limits this server applies", async () => {
    const res = await server.app.inject({ url: "/api/config" });
    expect(res.statusCode).toBe(200);
    const body = publicConfigSchema.parse(res.json());
    expect(body.analytics).toEqual({ gtm_id: "GTM-TEST123" });
    expect(body.plans?.basic).toEqual({ ...DEFAULT_PLAN_LIMITS.basic, workspaces: 2, models_per_project: 4 });
    expect(body.plans?.premium).toEqual(DEFAULT_PLAN_LIMITS.premium);
  });

  it("lets the page load the container script and report to its hosts (CSP)", async () => {
    const res = await server.app.inject({ url: "/api/config" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com/);
  });
});

describe("GTM_ID", () => {
  it("is read from the environment and must look like a container id", () => {
    expect(loadConfig({ GTM_ID: "GTM-AB12CD" }).gtmId).toBe("GTM-AB12CD");
    expect(loadConfig({}).gtmId).toBeUndefined();
    expect(() => loadConfig({ GTM_ID: "GTM-1'><script>" })).toThrow(/GTM_ID/);
  });
});
