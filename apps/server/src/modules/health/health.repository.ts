import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

export class HealthRepository {
  constructor(private readonly db: Database) {}

  /** Throws when the database does not answer `select 1`. */
  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
