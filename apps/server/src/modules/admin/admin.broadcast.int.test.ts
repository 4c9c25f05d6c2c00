import type { AdminBroadcastPage, AdminBroadcastResult, Notification } from "@soracity/contracts";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "../../db/schema";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";
import { createNotificationsService } from "../notifications/notifications.service";
import { createUsersService } from "../users/users.service";
import { BroadcastRepository } from "./admin.broadcast.repository";
import { BROADCAST_BATCH, createBroadcastService } from "./admin.broadcast.service";
import { signUpOperator } from "./admin.fixtures";

/**
 * POST /api/admin/notifications queues a job (202); a worker writes the notifications in batches, each user's
 * once and in their language, and a job run again (a retry, or two workers at once) notifies nobody twice.
 */
let operator: TestUser;
let ja: TestUser;
let en: TestUser;

/** Users inserted directly (registering this many through the API would take minutes): more than two batches. */
const BULK_USERS = 2 * BROADCAST_BATCH + 37;
const LOCALES = [null, "jp", "en"] as const;

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  operator = await signUpOperator(server.app, server.db);
  ja = await server.signUp();
  en = await server.signUp();
  await ok(server.app, en, "PUT", "/api/me/locale", { locale: "en" }, 204);
  await server.db.insert(users).values(
    Array.from({ length: BULK_USERS }, (_, i) => ({
      email: `bulk-${i}@broadcast.test`,
      familyName: "一斉",
      givenName: `${i}`,
      passwordHash: "x",
      locale: LOCALES[i % LOCALES.length],
    })),
  );
});

const message = (label: string) => ({
  title_ja: `${label} メンテナンスのお知らせ`,
  title_en: `${label} Maintenance notice`,
  content_ja: "12月1日に停止します。\nご了承ください。",
  content_en: "The service stops on 1 December.\nThank you for your patience.",
});
const textOf = (m: ReturnType<typeof message>, locale: "ja" | "en") =>
  locale === "ja" ? `${m.title_ja}\n${m.content_ja}` : `${m.title_en}\n${m.content_en}`;

/** Every user with how many notifications of each content they have, and their saved locale. */
async function receivedBy(content: Record<"ja" | "en", string>) {
  const rows = await server.db
    .select({
      locale: users.locale,
      ja: sql<number>`count(*) filter (where ${notifications.content} = ${content.ja})::int`,
      en: sql<number>`count(*) filter (where ${notifications.content} = ${content.en})::int`,
    })
    .from(users)
    .leftJoin(notifications, eq(notifications.userId, users.id))
    .groupBy(users.id);
  return rows;
}

const expectOncePerUserInTheirLanguage = async (content: Record<"ja" | "en", string>) => {
  const rows = await receivedBy(content);
  const [{ n } = { n: 0 }] = await server.db.select({ n: count() }).from(users);
  expect(rows).toHaveLength(n);
  for (const row of rows) {
    expect(row).toEqual(
      row.locale === "en" ? { locale: "en", ja: 0, en: 1 } : { locale: row.locale, ja: 1, en: 0 },
    );
  }
};

async function waitUntilSent(id: string, timeoutMs = 60_000): Promise<AdminBroadcastResult> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const page = await ok<AdminBroadcastPage>(server.app, operator, "GET", "/api/admin/notifications");
    const item = page.items.find((b) => b.id === id);
    if (item?.status === "sent") return item;
    if (Date.now() > until) throw new Error(`broadcast ${id} still ${item?.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("POST /api/admin/notifications", () => {
  it("answers 202 with the queued broadcast; the worker notifies every user once, in their language", async () => {
    const sent = message("A");
    const [{ n: total } = { n: 0 }] = await server.db.select({ n: count() }).from(users);
    const res = await call(server.app, operator, "POST", "/api/admin/notifications", sent);
    expect(res.statusCode).toBe(202);
    const queued = res.json<AdminBroadcastResult>();
    expect(queued).toMatchObject({ status: "queued", recipients: total, sent: 0, finished_at: null });
    expect(queued.title_en).toBe(sent.title_en);

    const done = await waitUntilSent(queued.id);
    expect(done).toMatchObject({ recipients: total, sent: total });
    expect(Date.parse(done.finished_at ?? "")).toBeGreaterThanOrEqual(Date.parse(done.created_at));
    await expectOncePerUserInTheirLanguage({ ja: textOf(sent, "ja"), en: textOf(sent, "en") });
    // As users read it: the announcement, in the language each saved (Japanese when none).
    const [jaNote] = await ok<Notification[]>(server.app, ja, "GET", "/api/notification");
    const [enNote] = await ok<Notification[]>(server.app, en, "GET", "/api/notification");
    expect(jaNote).toMatchObject({ type: "announcement", content: textOf(sent, "ja"), link: null });
    expect(enNote).toMatchObject({ type: "announcement", content: textOf(sent, "en") });
  });

  it("lists broadcasts newest first, in pages", async () => {
    const second = await ok<AdminBroadcastResult>(
      server.app,
      operator,
      "POST",
      "/api/admin/notifications",
      message("B"),
      202,
    );
    await waitUntilSent(second.id);
    const page = await ok<AdminBroadcastPage>(
      server.app,
      operator,
      "GET",
      "/api/admin/notifications?page_size=1",
    );
    expect(page).toMatchObject({
      total: 2,
      page: 1,
      page_size: 1,
      items: [{ id: second.id, status: "sent" }],
    });
  });
});

describe("the broadcast job", () => {
  const notificationsService = () => createNotificationsService(server.db, createUsersService(server.db));
  /** The job's service with small batches; its queue is never used here (the test runs the job itself). */
  const service = () =>
    createBroadcastService(
      server.db,
      { send: () => Promise.reject(new Error("this test runs the job itself")) },
      notificationsService(),
      7,
    );
  /** A broadcast recorded as the route records it, without a job (so no worker takes it). */
  const recorded = async (label: string) => {
    const m = message(label);
    const row = await new BroadcastRepository(server.db).create(
      { titleJa: m.title_ja, titleEn: m.title_en, contentJa: m.content_ja, contentEn: m.content_en },
      operator.id,
    );
    return { id: row.id, content: { ja: textOf(m, "ja"), en: textOf(m, "en") } };
  };

  it("retried after a batch committed, goes on after it and notifies nobody twice; a finished one does nothing", async () => {
    const { id, content } = await recorded("C");
    const repo = new BroadcastRepository(server.db);
    // A first run died after its first batch committed.
    const first = await repo.sendBatch(id, 7, (locale) => (locale === "en" ? content.en : content.ja));
    expect(first).toHaveLength(7);
    expect((await repo.find(id))?.status).toBe("sending");
    await service().send({ broadcastId: id }); // the retry
    await expectOncePerUserInTheirLanguage(content);
    const done = await repo.find(id);
    expect(done).toMatchObject({ status: "sent", sent: done?.recipients });
    await service().send({ broadcastId: id }); // run once more after it finished
    await expectOncePerUserInTheirLanguage(content);
  });

  it("run by two workers at once (a job taken again while still running), still notifies each user once", async () => {
    const { id, content } = await recorded("D");
    await Promise.all([service().send({ broadcastId: id }), service().send({ broadcastId: id })]);
    await expectOncePerUserInTheirLanguage(content);
    expect(await new BroadcastRepository(server.db).find(id)).toMatchObject({ status: "sent" });
  });
});
