import {
  type LimitKind,
  type PlanLimits,
  planOf,
  type ServiceType,
  type UserLimits,
} from "@soracity/contracts";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { AppError, limitReached, notFound } from "../../lib/errors";
import { DEFAULT_PLAN_LIMITS, type PlanLimitsByType } from "./limits.config";
import type { LimitsRepository } from "./limits.repository";

const FIELD: Record<LimitKind, keyof PlanLimits> = {
  workspaces: "workspaces",
  groups: "groups",
  projects: "projects_per_workspace",
  cases: "cases_per_project_service",
  models: "models_per_project",
  model_storage: "model_storage_mb",
  runs: "concurrent_runs",
};

const MB = 1_000_000;

/**
 * What one more item counts against: the account's workspaces or groups, a workspace's projects, or a project's
 * cases of one service.
 */
export type Room =
  | { kind: "workspaces" }
  | { kind: "groups" }
  | { kind: "projects"; workspaceId: string }
  | { kind: "cases"; projectId: string; serviceType: ServiceType };

/** Plan limits (configuration) and their checks. */
export class LimitsService {
  constructor(
    private readonly repo: LimitsRepository,
    private readonly plans: PlanLimitsByType = DEFAULT_PLAN_LIMITS,
  ) {}

  limitsOf(userType: string): PlanLimits {
    return this.plans[planOf(userType)];
  }

  /** The limits of a user's plan; on a custom plan, the limits an operator set for the user override its defaults. */
  limitsFor(user: Pick<UserRow, "userType" | "planLimits">): PlanLimits {
    const base = this.limitsOf(user.userType);
    return planOf(user.userType) === "custom" && user.planLimits ? { ...base, ...user.planLimits } : base;
  }

  async forUser(user: UserRow): Promise<UserLimits> {
    const [workspaces, groups, modelBytes] = await Promise.all([
      this.repo.workspaces(user.id),
      this.repo.groups(user.id),
      this.repo.modelBytes(user.id),
    ]);
    return {
      user_type: planOf(user.userType),
      limits: this.limitsFor(user),
      counts: { workspaces, groups, model_bytes: modelBytes },
    };
  }

  /**
   * Inside a transaction: locks the account that pays for the new item, counts what it has in `room`, and
   * throws 403 `limit_reached` when one more would exceed its plan.
   */
  async ensureRoom(tx: Database, accountId: string, room: Room) {
    const account = await this.lockAccount(tx, accountId);
    if (!account) throw notFound("Account");
    const max = this.limitsFor(account)[FIELD[room.kind]];
    if ((await this.count(tx, accountId, room)) >= max) throw limitReached(room.kind, max);
  }

  /**
   * Inside the transaction that queues a run: locks the user's row (parallel runs are counted one after the
   * other), counts the runs they have queued or running, and throws 403 `limit_reached` (limit `runs`) when one
   * more would exceed the plan's `concurrent_runs`. Returns that count (the new run's turn in the queue).
   */
  async ensureRunRoom(tx: Database, userId: string): Promise<number> {
    const user = await this.lockAccount(tx, userId);
    if (!user) throw notFound("User");
    const max = this.limitsFor(user).concurrent_runs;
    const active = await this.repo.activeRuns(userId, tx);
    if (active >= max) throw limitReached("runs", max);
    return active;
  }

  /** Locks the account's row until the transaction ends: its writes that count against the plan queue up. */
  lockAccount(tx: Database, accountId: string): Promise<UserRow | undefined> {
    return this.repo.lockAccount(tx, accountId);
  }

  private count(tx: Database, accountId: string, room: Room): Promise<number> {
    switch (room.kind) {
      case "workspaces":
        return this.repo.workspaces(accountId, tx);
      case "groups":
        return this.repo.groups(accountId, tx);
      case "projects":
        return this.repo.projects(room.workspaceId, tx);
      case "cases":
        return this.repo.cases(room.projectId, room.serviceType, tx);
    }
  }

  /**
   * A model of `bytes` into a project: one more model in the project (`models_per_project`) and `bytes` more
   * stored by the paying account (`model_storage_mb`) must fit its plan, else 403 `limit_reached` (limit
   * `models` or `model_storage`). Inside the inserting transaction: the account's row is locked first, so
   * parallel uploads are counted one after the other.
   */
  async ensureModelRoom(tx: Database, accountId: string, projectId: string, bytes: number) {
    await this.modelRoom(tx, await this.repo.lockAccount(tx, accountId), projectId, bytes);
  }

  /** The same without a lock: a cheap early refusal before the file is read. */
  async checkModelRoom(accountId: string, projectId: string, bytes: number) {
    await this.modelRoom(undefined, await this.repo.account(accountId), projectId, bytes);
  }

  private async modelRoom(
    ex: Database | undefined,
    account: UserRow | undefined,
    projectId: string,
    bytes: number,
  ) {
    if (!account) throw notFound("Account");
    const limits = this.limitsFor(account);
    if ((await this.repo.models(projectId, ex)) >= limits.models_per_project) {
      throw limitReached("models", limits.models_per_project);
    }
    if ((await this.repo.modelBytes(account.id, ex)) + bytes > limits.model_storage_mb * MB) {
      const message = `The plan allows at most ${limits.model_storage_mb} MB of model files per account.`;
      throw new AppError(403, "limit_reached", message, undefined, "model_storage");
    }
  }
}
