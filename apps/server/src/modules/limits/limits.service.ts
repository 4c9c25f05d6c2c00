import { type LimitKind, type PlanLimits, planOf, type UserLimits } from "@soracity/contracts";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { limitReached, notFound } from "../../lib/errors";
import { DEFAULT_PLAN_LIMITS, type PlanLimitsByType } from "./limits.config";
import type { LimitsRepository } from "./limits.repository";

const FIELD: Record<LimitKind, keyof PlanLimits> = {
  workspaces: "workspaces",
  groups: "groups",
  projects: "projects_per_workspace",
  cases: "cases_per_project_service",
};

/** Plan limits (configuration) and their checks. */
export class LimitsService {
  constructor(
    readonly repo: LimitsRepository,
    private readonly plans: PlanLimitsByType = DEFAULT_PLAN_LIMITS,
  ) {}

  limitsOf(userType: string): PlanLimits {
    return this.plans[planOf(userType)];
  }

  async forUser(user: UserRow): Promise<UserLimits> {
    const [workspaces, groups] = await Promise.all([
      this.repo.workspaces(user.id),
      this.repo.groups(user.id),
    ]);
    return {
      user_type: planOf(user.userType),
      limits: this.limitsOf(user.userType),
      counts: { workspaces, groups },
    };
  }

  /**
   * Inside a transaction: locks the account that pays for the new item, counts what it has, and throws 403
   * `limit_reached` when one more would exceed its plan.
   */
  async ensureRoom(ex: Database, accountId: string, kind: LimitKind, counted: () => Promise<number>) {
    const account = await this.repo.lockAccount(ex, accountId);
    if (!account) throw notFound("Account");
    const max = this.limitsOf(account.userType)[FIELD[kind]];
    if ((await counted()) >= max) throw limitReached(kind, max);
  }
}
