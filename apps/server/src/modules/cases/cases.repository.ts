import type { CaseStatus, ServiceType } from "@soracity/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type CaseRow, cases } from "../../db/schema";
import { caseListReader } from "./cases.list.query";
import { allowedFrom } from "./cases.status";

export class CasesRepository {
  /** A project's cases with the caller's access, in one query (see caseListReader). */
  readonly listWithAccess;

  constructor(private readonly db: Database) {
    this.listWithAccess = caseListReader(db);
  }

  async findById(id: string): Promise<CaseRow | undefined> {
    const [row] = await this.db.select().from(cases).where(eq(cases.id, id)).limit(1);
    return row;
  }

  async insert(
    ex: Database,
    values: {
      projectId: string;
      serviceType: ServiceType;
      name: string;
      parameters: Record<string, unknown>;
    },
  ): Promise<CaseRow> {
    const [row] = await ex.insert(cases).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  async update(
    id: string,
    values: {
      name?: string;
      parameters?: Record<string, unknown>;
      stale?: boolean;
    },
  ): Promise<CaseRow | undefined> {
    const [row] = await this.db
      .update(cases)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(cases.id, id))
      .returning();
    return row;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(cases).where(eq(cases.id, id));
  }

  /**
   * Moves a case to `to` if its current status allows it (compare-and-set, so two runners cannot both start
   * it): queued clears the times, progress and error; processing stamps the start; done, error and cancelled
   * stamp the end. Undefined otherwise.
   */
  async transition(
    id: string,
    to: CaseStatus,
    at = new Date(),
    extra: Partial<
      Pick<CaseRow, "runId" | "errorCode" | "errorMessage" | "progress" | "resultRunId" | "stale">
    > = {},
  ): Promise<CaseRow | undefined> {
    const times =
      to === "queued"
        ? { processStartAt: null, processEndAt: null, progress: 0, errorCode: null, errorMessage: null }
        : to === "processing"
          ? { processStartAt: at, processEndAt: null }
          : { processEndAt: at };
    const [row] = await this.db
      .update(cases)
      .set({ status: to, ...times, ...extra, updatedAt: at })
      .where(and(eq(cases.id, id), inArray(cases.status, allowedFrom(to))))
      .returning();
    return row;
  }
}
