import type { UserRow } from "../../db/schema";
import type { DemoRepository } from "./demo.repository";

/** The one-click demo sign-in (DEMO): who the demo user is, and the page it opens. */
export class DemoService {
  constructor(
    private readonly repo: DemoRepository,
    private readonly enabled: boolean,
  ) {}

  /** The demo user; undefined when DEMO is off or no demo account was seeded. */
  async demoUser(): Promise<UserRow | undefined> {
    return this.enabled ? this.repo.demoUser() : undefined;
  }

  /** The page the demo opens: the user's first shadow case, or the dashboard when they deleted it. */
  async landingLink(userId: string): Promise<string> {
    const shadow = await this.repo.firstShadowCase(userId);
    return shadow ? `/dashboard/project/${shadow.projectId}/case/${shadow.caseId}` : "/dashboard";
  }
}
