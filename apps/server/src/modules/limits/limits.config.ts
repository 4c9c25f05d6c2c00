import { type PlanLimits, planLimitsSchema, type UserType } from "@soracity/contracts";

export type PlanLimitsByType = Record<UserType, PlanLimits>;

/** Defaults of the plan count limits (PRODUCT.md §9); override with PLAN_LIMITS_<TYPE>. */
export const DEFAULT_PLAN_LIMITS: PlanLimitsByType = {
  basic: {
    workspaces: 3,
    projects_per_workspace: 5,
    cases_per_project_service: 10,
    groups: 0,
    models_per_project: 10,
    model_storage_mb: 1000,
    concurrent_runs: 3,
  },
  premium: {
    workspaces: 50,
    projects_per_workspace: 50,
    cases_per_project_service: 100,
    groups: 50,
    models_per_project: 100,
    model_storage_mb: 20_000,
    concurrent_runs: 10,
  },
  custom: {
    workspaces: 500,
    projects_per_workspace: 200,
    cases_per_project_service: 500,
    groups: 500,
    models_per_project: 500,
    model_storage_mb: 200_000,
    concurrent_runs: 50,
  },
};

const ENV_NAMES: Record<UserType, string> = {
  basic: "PLAN_LIMITS_BASIC",
  premium: "PLAN_LIMITS_PREMIUM",
  custom: "PLAN_LIMITS_CUSTOM",
};

/**
 * Reads `PLAN_LIMITS_BASIC=workspaces=3,projects_per_workspace=5,cases_per_project_service=10,groups=0` (and
 * _PREMIUM, _CUSTOM); keys left out keep their default. Throws on unknown keys or non-integer values.
 */
export function loadPlanLimits(env: NodeJS.ProcessEnv): PlanLimitsByType {
  const result = structuredClone(DEFAULT_PLAN_LIMITS);
  for (const type of Object.keys(ENV_NAMES) as UserType[]) {
    const name = ENV_NAMES[type];
    const raw = env[name];
    if (!raw) continue;
    const merged: Record<string, unknown> = { ...result[type] };
    for (const pair of raw
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [key, value] = pair.split("=").map((part) => part.trim());
      if (!key || !(key in merged) || !value || !/^\d+$/.test(value)) {
        throw new Error(`Invalid configuration:\n  ${name}: "${pair}" is not <limit>=<non-negative integer>`);
      }
      merged[key] = Number(value);
    }
    result[type] = planLimitsSchema.parse(merged);
  }
  return result;
}
