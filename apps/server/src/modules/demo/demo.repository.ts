import { hasShadePoints, SERVICE_TYPES } from "@soracity/contracts";
import { and, asc, count, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cases, projects, type UserRow, users, workspaces } from "../../db/schema";
import { DEMO_EMAIL } from "./demo.cases";

/** The services whose points are exact shade (the shadow study), from the services' registry. */
const SHADOW_SERVICES = SERVICE_TYPES.filter(hasShadePoints);

/** The few reads the demo needs: is the database empty, who is the demo user, where is its shadow case. */
export class DemoRepository {
  constructor(private readonly db: Database) {}

  async hasUsers(): Promise<boolean> {
    const [row] = await this.db.select({ n: count() }).from(users);
    return (row?.n ?? 0) > 0;
  }

  /**
   * The demo user: the account with the demo e-mail that was the first account of the database (the demo is
   * seeded into an empty database only, so a later registration of that address is never taken for it).
   */
  async demoUser(): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.email, DEMO_EMAIL)).limit(1);
    if (!user) return undefined;
    const [older] = await this.db
      .select({ n: count() })
      .from(users)
      .where(lt(users.createdAt, user.createdAt));
    return (older?.n ?? 0) === 0 ? user : undefined;
  }

  /** The user's oldest shadow case in a workspace they own (the demo's, unless they deleted it). */
  async firstShadowCase(userId: string): Promise<{ projectId: string; caseId: string } | undefined> {
    const [row] = await this.db
      .select({ projectId: projects.id, caseId: cases.id })
      .from(cases)
      .innerJoin(projects, eq(projects.id, cases.projectId))
      .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
      .where(and(eq(workspaces.ownerId, userId), inArray(cases.serviceType, SHADOW_SERVICES)))
      .orderBy(asc(cases.createdAt))
      .limit(1);
    return row;
  }
}
