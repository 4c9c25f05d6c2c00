import type { JobName } from "@soracity/contracts";
import { and, count, desc, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type NotificationBroadcastRow, notificationBroadcasts, notifications, users } from "../../db/schema";

const broadcasts = notificationBroadcasts;
/** The queue of the job that writes a broadcast (its payload `{ broadcastId }`). */
const BROADCAST_JOB: JobName = "notification-broadcast";

/** What an operator sends: title and text in both languages. */
export type BroadcastMessage = Pick<
  NotificationBroadcastRow,
  "titleJa" | "titleEn" | "contentJa" | "contentEn"
>;

/** SQL of the notifications to every user: the broadcasts, and their batches of notifications. */
export class BroadcastRepository {
  constructor(private readonly db: Database) {}

  /** A queued broadcast to every user registered now (counted as its recipients). */
  async create(message: BroadcastMessage, createdBy: string): Promise<NotificationBroadcastRow> {
    const [row] = await this.db
      .insert(broadcasts)
      .values({
        ...message,
        createdBy,
        recipients: sql`(select count(*)::int from ${users} where ${users.createdAt} <= now())`,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  async find(id: string): Promise<NotificationBroadcastRow | undefined> {
    const [row] = await this.db.select().from(broadcasts).where(eq(broadcasts.id, id));
    return row;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(broadcasts).where(eq(broadcasts.id, id));
  }

  /** Broadcasts newest first, and how many there are. */
  async list(window: {
    offset: number;
    limit: number;
  }): Promise<{ rows: NotificationBroadcastRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(broadcasts)
        .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
        .offset(window.offset)
        .limit(window.limit),
      this.db.select({ n: count() }).from(broadcasts),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Notifies the next `limit` users after the broadcast's cursor (those registered by its creation, in id order,
   * each with the content of `contentFor` their saved locale) and moves the cursor past them. One transaction,
   * holding the broadcast row's lock: a batch is written with its cursor or not at all, and two runs of the job
   * never write the same batch. Resolves to the users notified; [] when none is left (or the broadcast is gone).
   */
  async sendBatch(
    id: string,
    limit: number,
    contentFor: (locale: string | null) => string,
  ): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const [broadcast] = await tx
        .select({ createdAt: broadcasts.createdAt, lastUserId: broadcasts.lastUserId })
        .from(broadcasts)
        .where(eq(broadcasts.id, id))
        .for("update");
      if (!broadcast) return [];
      const batch = await tx
        .select({ id: users.id, locale: users.locale })
        .from(users)
        .where(
          and(
            lte(users.createdAt, broadcast.createdAt),
            broadcast.lastUserId ? gt(users.id, broadcast.lastUserId) : undefined,
          ),
        )
        .orderBy(users.id)
        .limit(limit);
      const last = batch.at(-1);
      if (!last) return [];
      await tx.insert(notifications).values(
        batch.map((user) => ({
          userId: user.id,
          type: "announcement",
          content: contentFor(user.locale),
          link: null,
        })),
      );
      await tx
        .update(broadcasts)
        .set({ status: "sending", lastUserId: last.id, sent: sql`${broadcasts.sent} + ${batch.length}` })
        .where(eq(broadcasts.id, id));
      return batch.map((user) => user.id);
    });
  }

  /**
   * Marks `failed` each queued or sending broadcast whose job pg-boss gave up on: a job of it ended `failed`
   * (retries exhausted: thrown, or expired) and none is waiting or running. pg-boss's own tables are the record
   * (`job`, then `archive` until its retention drops it), read as the account module reads them; `finished_at`
   * is when the job failed. Resolves to how many were marked.
   */
  async markGivenUp(): Promise<number> {
    const found = await this.db.execute(
      sql`select to_regclass('pgboss.job')::text as job, to_regclass('pgboss.archive')::text as archive`,
    );
    // Both drivers answer `{ rows }`; without pg-boss's tables no job was ever queued, so none failed.
    const [tables] = (found as { rows: { job: string | null; archive: string | null }[] }).rows;
    if (!tables?.job || !tables.archive) return 0;
    const marked = await this.db.execute(sql`
      update ${broadcasts} set status = 'failed', finished_at = given_up.failed_at
      from (
        select data->>'broadcastId' as id, max(completed_on) as failed_at
        from (
          select data, state::text as state, completed_on from pgboss.job where name = ${BROADCAST_JOB}
          union all
          select data, state::text, completed_on from pgboss.archive where name = ${BROADCAST_JOB}
        ) jobs
        where data->>'broadcastId' in (
          select id::text from ${broadcasts} where status in ('queued', 'sending')
        )
        group by 1
        having bool_or(state = 'failed') and not bool_or(state in ('created', 'retry', 'active'))
      ) given_up
      where ${broadcasts.id}::text = given_up.id and ${broadcasts.status} in ('queued', 'sending')
      returning ${broadcasts.id}`);
    return (marked as { rows: unknown[] }).rows.length;
  }

  /** Marks the broadcast sent (the first time only). */
  async finish(id: string, at: Date): Promise<void> {
    await this.db
      .update(broadcasts)
      .set({ status: "sent", finishedAt: at })
      .where(and(eq(broadcasts.id, id), ne(broadcasts.status, "sent")));
  }
}
