import { count, desc, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type NewsPostRow, newsPosts } from "../../db/schema";

/** What an operator writes: both languages and the publish time. */
export type NewsPostValues = Pick<NewsPostRow, "titleJa" | "titleEn" | "bodyJa" | "bodyEn" | "publishedAt">;

/** A window of a list (offset and limit of one page). */
interface Window {
  offset: number;
  limit: number;
}

const newestFirst = [desc(newsPosts.publishedAt), desc(newsPosts.createdAt), desc(newsPosts.id)];

export class NewsRepository {
  constructor(private readonly db: Database) {}

  /** Posts public at `now` (published_at not after it), newest first, and how many there are in all. */
  async published(now: Date, window: Window): Promise<{ rows: NewsPostRow[]; total: number }> {
    const visible = lte(newsPosts.publishedAt, now);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(newsPosts)
        .where(visible)
        .orderBy(...newestFirst)
        .offset(window.offset)
        .limit(window.limit),
      this.db.select({ n: count() }).from(newsPosts).where(visible),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Every post, drafts included, newest publish time first. */
  async all(window: Window): Promise<{ rows: NewsPostRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(newsPosts)
        .orderBy(...newestFirst)
        .offset(window.offset)
        .limit(window.limit),
      this.db.select({ n: count() }).from(newsPosts),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async find(id: string): Promise<NewsPostRow | undefined> {
    const [row] = await this.db.select().from(newsPosts).where(eq(newsPosts.id, id));
    return row;
  }

  async insert(values: NewsPostValues, authorId: string): Promise<NewsPostRow> {
    const [row] = await this.db
      .insert(newsPosts)
      .values({ ...values, authorId })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  async update(id: string, values: NewsPostValues): Promise<NewsPostRow | undefined> {
    const [row] = await this.db
      .update(newsPosts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(newsPosts.id, id))
      .returning();
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(newsPosts).where(eq(newsPosts.id, id)).returning({ id: newsPosts.id });
    return rows.length > 0;
  }
}
