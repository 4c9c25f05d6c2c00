import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type CaseShareRow, caseShares } from "../../db/schema";

/** SQL of case share links (one row per shared case). */
export class ShareRepository {
  constructor(private readonly db: Database) {}

  async ofCase(caseId: string): Promise<CaseShareRow | undefined> {
    const [row] = await this.db.select().from(caseShares).where(eq(caseShares.caseId, caseId)).limit(1);
    return row;
  }

  ofCases(caseIds: string[]): Promise<CaseShareRow[]> {
    if (caseIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(caseShares).where(inArray(caseShares.caseId, caseIds));
  }

  /** The case a token hash opens, or undefined. */
  async caseOf(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ caseId: caseShares.caseId })
      .from(caseShares)
      .where(eq(caseShares.tokenHash, tokenHash))
      .limit(1);
    return row?.caseId;
  }

  /** Inserts the case's link unless it has one already (then undefined: read the existing one). */
  async insert(values: {
    caseId: string;
    tokenHash: string;
    tokenSealed: string;
    createdBy: string | null;
  }): Promise<CaseShareRow | undefined> {
    const [row] = await this.db.insert(caseShares).values(values).onConflictDoNothing().returning();
    return row;
  }

  async delete(caseId: string): Promise<void> {
    await this.db.delete(caseShares).where(eq(caseShares.caseId, caseId));
  }
}
