import type { ServiceType } from "@soracity/contracts";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  analysisRuns,
  cases,
  groups,
  projectModels,
  projects,
  type UserRow,
  users,
  workspaces,
} from "../../db/schema";

const count = sql<number>`count(*)::int`;

/** Counts the plan limits apply to. */
export class LimitsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Locks the account owner's user row for the rest of the transaction, so concurrent creations under one
   * account are counted one after the other (a limit cannot be overshot by parallel requests).
   */
  async lockAccount(ex: Database, userId: string): Promise<UserRow | undefined> {
    const [row] = await ex.select().from(users).where(eq(users.id, userId)).for("update");
    return row;
  }

  async account(userId: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row;
  }

  /** Workspaces of the account: its own, plus those of the groups it owns. */
  async workspaces(userId: string, ex: Database = this.db): Promise<number> {
    const owned = ex.select({ id: groups.id }).from(groups).where(eq(groups.ownerId, userId));
    const [row] = await ex
      .select({ n: count })
      .from(workspaces)
      .where(or(eq(workspaces.ownerId, userId), inArray(workspaces.groupId, owned)));
    return row?.n ?? 0;
  }

  async groups(userId: string, ex: Database = this.db): Promise<number> {
    const [row] = await ex.select({ n: count }).from(groups).where(eq(groups.ownerId, userId));
    return row?.n ?? 0;
  }

  async projects(workspaceId: string, ex: Database = this.db): Promise<number> {
    const [row] = await ex.select({ n: count }).from(projects).where(eq(projects.workspaceId, workspaceId));
    return row?.n ?? 0;
  }

  async models(projectId: string, ex: Database = this.db): Promise<number> {
    const [row] = await ex
      .select({ n: count })
      .from(projectModels)
      .where(eq(projectModels.projectId, projectId));
    return row?.n ?? 0;
  }

  /** Bytes of model files in the projects of the account's workspaces (its own and its groups'). */
  async modelBytes(userId: string, ex: Database = this.db): Promise<number> {
    const owned = ex.select({ id: groups.id }).from(groups).where(eq(groups.ownerId, userId));
    const [row] = await ex
      .select({ n: sql<string>`coalesce(sum(${projectModels.sizeBytes}), 0)::text` })
      .from(projectModels)
      .innerJoin(projects, eq(projects.id, projectModels.projectId))
      .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
      .where(or(eq(workspaces.ownerId, userId), inArray(workspaces.groupId, owned)));
    return Number(row?.n ?? 0);
  }

  /** Runs the user started that are queued or processing (in any workspace). */
  async activeRuns(userId: string, ex: Database = this.db): Promise<number> {
    const [row] = await ex
      .select({ n: count })
      .from(analysisRuns)
      .where(
        and(eq(analysisRuns.requestedBy, userId), inArray(analysisRuns.status, ["queued", "processing"])),
      );
    return row?.n ?? 0;
  }

  async cases(projectId: string, serviceType: ServiceType, ex: Database = this.db): Promise<number> {
    const [row] = await ex
      .select({ n: count })
      .from(cases)
      .where(and(eq(cases.projectId, projectId), eq(cases.serviceType, serviceType)));
    return row?.n ?? 0;
  }
}
