import type { CaseStatus } from "@soracity/contracts";
import { and, asc, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { onFirstUse } from "../../db/prepared";
import { type CaseRow, cases } from "../../db/schema";
import { likePattern } from "../workspaces/workspaces.repository";
import { statusesBefore } from "./cases.status";

export interface CaseListOptions {
  service_type?: string;
  q?: string;
  sort: "name" | "created_at" | "updated_at";
  order: "asc" | "desc";
}

const column = { name: cases.name, created_at: cases.createdAt, updated_at: cases.updatedAt };
const orderOf = (options: Pick<CaseListOptions, "sort" | "order">) =>
  [(options.order === "asc" ? asc : desc)(column[options.sort]), asc(cases.id)] as const;

export class CasesRepository {
  /** The whole list of a project (no filter) in one of the six orders: prepared, it is read most. */
  private readonly unfiltered = onFirstUse((key) => {
    const [sort, order] = key.split(":") as [CaseListOptions["sort"], CaseListOptions["order"]];
    return this.db
      .select()
      .from(cases)
      .where(eq(cases.projectId, sql.placeholder("projectId")))
      .orderBy(...orderOf({ sort, order }))
      .prepare(`cases_list_${sort}_${order}`);
  });

  constructor(private readonly db: Database) {}

  list(projectId: string, options: CaseListOptions): Promise<CaseRow[]> {
    if (!options.service_type && !options.q) {
      return this.unfiltered(`${options.sort}:${options.order}`).execute({ projectId });
    }
    return this.db
      .select()
      .from(cases)
      .where(
        and(
          eq(cases.projectId, projectId),
          options.service_type ? eq(cases.serviceType, options.service_type) : undefined,
          options.q ? ilike(cases.name, likePattern(options.q)) : undefined,
        ),
      )
      .orderBy(...orderOf(options));
  }

  async findById(id: string): Promise<CaseRow | undefined> {
    const [row] = await this.db.select().from(cases).where(eq(cases.id, id)).limit(1);
    return row;
  }

  async insert(
    ex: Database,
    values: { projectId: string; serviceType: string; name: string; parameters: Record<string, unknown> },
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
      .where(and(eq(cases.id, id), inArray(cases.status, statusesBefore(to))))
      .returning();
    return row;
  }
}
