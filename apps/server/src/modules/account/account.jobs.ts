import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/** Where the queue's past jobs of removed cases are forgotten. */
export interface JobHistory {
  forgetCases(caseIds: string[]): Promise<void>;
}

/** Ids per statement. */
const BATCH = 500;

/**
 * The analysis queue (pg-boss, schema `pgboss`) keeps each job's payload (`{ caseId, runId }`) after it ends,
 * in `job` and then `archive`, until its own retention drops it. A deleted account's cases should not linger
 * there: their jobs are deleted at once. A job still running only loses its row; its worker then finds the
 * run gone, as when a case is deleted while it runs.
 */
export class PgBossJobHistory implements JobHistory {
  constructor(private readonly db: Database) {}

  async forgetCases(caseIds: string[]): Promise<void> {
    if (caseIds.length === 0) return;
    const found = await this.db.execute(
      sql`select to_regclass('pgboss.job')::text as job, to_regclass('pgboss.archive')::text as archive`,
    );
    // Both drivers answer `{ rows }`.
    const [tables] = (found as { rows: { job: string | null; archive: string | null }[] }).rows;
    for (let i = 0; i < caseIds.length; i += BATCH) {
      const ids = sql.join(
        caseIds.slice(i, i + BATCH).map((id) => sql`${id}`),
        sql`, `,
      );
      if (tables?.job) await this.db.execute(sql`delete from pgboss.job where data->>'caseId' in (${ids})`);
      if (tables?.archive)
        await this.db.execute(sql`delete from pgboss.archive where data->>'caseId' in (${ids})`);
    }
  }
}
