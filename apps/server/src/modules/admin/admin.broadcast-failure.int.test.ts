import type { AdminBroadcastPage, AdminBroadcastResult } from "@soracity/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { signUpOperator } from "./admin.fixtures";

/**
 * A broadcast whose job pg-boss gives up on (every attempt failed) is listed as failed, not sending forever;
 * one whose job failed but will be retried is still under way.
 */
const UNDELIVERABLE = "UNDELIVERABLE";
let operator: TestUser;

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  operator = await signUpOperator(server.app, server.db);
  await server.signUp();
  // The database refuses these notifications, as it would refuse every write of a job whose database is down.
  await server.db.execute(
    sql.raw(`create function refuse_undeliverable() returns trigger language plpgsql as $$
      begin
        if new.content like '%${UNDELIVERABLE}%' then raise exception 'notification refused'; end if;
        return new;
      end $$`),
  );
  await server.db.execute(
    sql.raw(`create trigger refuse_undeliverable before insert on notifications
      for each row execute function refuse_undeliverable()`),
  );
});

/** The broadcast's job as pg-boss holds it. */
async function jobOf(broadcastId: string) {
  const found = await server.db.execute(
    sql`select state::text as state, retry_count, retry_limit from pgboss.job
        where name = 'notification-broadcast' and data->>'broadcastId' = ${broadcastId}`,
  );
  return (found as { rows: { state: string; retry_count: number; retry_limit: number }[] }).rows[0];
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const listed = async (id: string) => {
  const page = await ok<AdminBroadcastPage>(server.app, operator, "GET", "/api/admin/notifications");
  return page.items.find((item) => item.id === id);
};

describe("a broadcast the job cannot deliver", () => {
  it("stays queued while its job is retried, and is listed failed once pg-boss gives the job up", async () => {
    const queued = await ok<AdminBroadcastResult>(
      server.app,
      operator,
      "POST",
      "/api/admin/notifications",
      {
        title_ja: `${UNDELIVERABLE} お知らせ`,
        title_en: `${UNDELIVERABLE} notice`,
        content_ja: "本文",
        content_en: "Text",
      },
      202,
    );
    const retrying = await until(
      "the first attempt",
      () => jobOf(queued.id),
      (job) => job?.state === "retry",
    );
    expect(retrying?.retry_limit).toBeGreaterThan(0);
    expect(await listed(queued.id)).toMatchObject({ status: "queued", sent: 0, finished_at: null });

    // The queue's retries wait longer and longer (minutes in all): the next attempt, due now, is the last.
    await server.db.execute(
      sql`update pgboss.job set retry_limit = retry_count, start_after = now()
          where name = 'notification-broadcast' and data->>'broadcastId' = ${queued.id}`,
    );
    await until(
      "the last attempt",
      () => jobOf(queued.id),
      (job) => job?.state === "failed",
    );
    const failed = await listed(queued.id);
    expect(failed).toMatchObject({ status: "failed", recipients: 2, sent: 0 });
    expect(Date.parse(failed?.finished_at ?? "")).toBeGreaterThanOrEqual(Date.parse(queued.created_at));
    // Recorded: listed failed again without looking at the queue.
    await server.db.execute(sql`delete from pgboss.job where name = 'notification-broadcast'`);
    expect(await listed(queued.id)).toMatchObject({ status: "failed" });
  });
});
