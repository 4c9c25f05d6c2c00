import { NOTIFICATION_KEEP } from "@soracity/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { call, ok, type TestUser } from "../../test/dashboard";
import { createRuntime } from "../../runtime";
import { createServices } from "../../composition-root";
import { quietLogger, testConfig } from "../../test/test-app";
import type { NotificationsService } from "./notifications.service";
import { useTestApp } from "../../test/use-test-app";

let service: NotificationsService;
let alice: TestUser;
let bob: TestUser;

type Item = { notification_id: string; type: string; content: string; link: string | null; read: boolean };

const list = (user: TestUser) => ok<Item[]>(server.app, user, "GET", "/api/notification");
const unread = async (user: TestUser) =>
  (await ok<{ unread: number }>(server.app, user, "GET", "/api/notification/unread")).unread;

const server = useTestApp();
beforeAll(async () => {
  // as the analysis worker calls it
  service = createServices(
    createRuntime(server.database, testConfig(), quietLogger),
    testConfig(),
  ).notifications;
  alice = await server.signUp();
  bob = await server.signUp();
});

describe("notifications of the caller", () => {
  it("lists the caller's notifications newest first with spec names, link and read state", async () => {
    await service.notify(alice.id, {
      type: "analysis_done",
      params: { case: "冬至ケース", project: "駅前" },
      link: "/dashboard/case/c1",
    });
    await service.notify(alice.id, { type: "analysis_error", params: { case: "夏至", reason: "範囲外" } });
    await service.notify(bob.id, { type: "analysis_done", params: { case: "bob's" } });
    const items = await list(alice);
    expect(items.map((n) => n.type)).toEqual(["analysis_error", "analysis_done"]);
    expect(items[1]).toMatchObject({
      content: "ケース「冬至ケース」の解析が完了しました。\nプロジェクト: 駅前",
      link: "/dashboard/case/c1",
      read: false,
    });
    expect(items[0]).toMatchObject({ content: "ケース「夏至」の解析はエラーで終了しました。\n理由: 範囲外" });
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      ["content", "create_date", "link", "notification_id", "read", "type"].sort(),
    );
    expect(await unread(alice)).toBe(2);
  });

  it("renders content in the recipient's saved locale and drops lines without a value", async () => {
    await ok(server.app, bob, "PUT", "/api/me/locale", { locale: "en" }, 204);
    expect(await service.notify(bob.id, { type: "analysis_done", params: { case: "Solstice" } })).toBe(true);
    const [newest] = await list(bob);
    expect(newest?.content).toBe('The analysis of case "Solstice" has finished.');
  });

  it("keeps only app paths as links", async () => {
    await service.notify(bob.id, {
      type: "analysis_done",
      params: { case: "x" },
      link: "https://evil.test/",
    });
    await service.notify(bob.id, { type: "analysis_done", params: { case: "y" }, link: "//evil.test/" });
    const [second, first] = await list(bob);
    expect([first?.link, second?.link]).toEqual([null, null]);
  });

  it("marks read only the caller's ids; another user's id stays unread", async () => {
    const mine = await list(alice);
    const [bobs] = await list(bob);
    const before = await unread(bob);
    const target = mine[0]?.notification_id ?? "";
    await ok(
      server.app,
      alice,
      "POST",
      "/api/notification/read",
      { ids: [target, bobs?.notification_id] },
      204,
    );
    expect((await list(alice)).find((n) => n.notification_id === target)?.read).toBe(true);
    expect(await unread(alice)).toBe(1);
    expect(await unread(bob)).toBe(before);
    const bad = await call(server.app, alice, "POST", "/api/notification/read", { ids: ["nope"] });
    expect(bad.statusCode).toBe(400);
  });

  it("deletes the caller's notification (204); another user's or an unknown id is 404 and deletes nothing", async () => {
    const [bobs] = await list(bob);
    const other = await call(server.app, alice, "DELETE", `/api/notification/${bobs?.notification_id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe("not_found");
    const stored = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, bobs?.notification_id ?? ""));
    expect(stored).toHaveLength(1);
    const unknown = await call(
      server.app,
      alice,
      "DELETE",
      "/api/notification/00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.statusCode).toBe(404);
    const [first] = await list(alice);
    const count = (await list(alice)).length;
    expect(
      (await call(server.app, alice, "DELETE", `/api/notification/${first?.notification_id}`)).statusCode,
    ).toBe(204);
    expect(await list(alice)).toHaveLength(count - 1);
    expect(
      (await call(server.app, alice, "DELETE", `/api/notification/${first?.notification_id}`)).statusCode,
    ).toBe(404);
  });

  it("answers 401 to signed-out callers", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, url, body] of [
      ["GET", "/api/notification", undefined],
      ["GET", "/api/notification/unread", undefined],
      ["POST", "/api/notification/read", { ids: [id] }],
      ["DELETE", `/api/notification/${id}`, undefined],
    ] as const) {
      const res = await call(server.app, null, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it(`keeps each user's newest ${NOTIFICATION_KEEP} and prunes older ones`, async () => {
    const carol = await server.signUp();
    for (let i = 0; i < NOTIFICATION_KEEP + 3; i += 1)
      await service.notify(carol.id, { type: "analysis_done", params: { case: `c${i}` } });
    const items = await list(carol);
    expect(items).toHaveLength(NOTIFICATION_KEEP);
    expect(items[0]?.content).toContain(`c${NOTIFICATION_KEEP + 2}`);
    expect(items.at(-1)?.content).toContain("「c3」");
    const rows = await server.db.select().from(notifications).where(eq(notifications.userId, carol.id));
    expect(rows).toHaveLength(NOTIFICATION_KEEP);
    expect((await list(alice)).length).toBeGreaterThan(0); // other users untouched
  });

  it("notify resolves to false for an unknown user instead of throwing", async () => {
    const result = await service.notify("00000000-0000-4000-8000-000000000000", {
      type: "group_added",
      params: {},
    });
    expect(result).toBe(false);
  });
});
