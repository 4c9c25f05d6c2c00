import { beforeAll, describe, expect, it } from "vitest";
import type { AdminInquiryPage, AdminUser, AdminUserPage, Notification } from "@soracity/contracts";
import { call, ok, type TestUser } from "../../test/dashboard";
import { DEFAULT_PLAN_LIMITS } from "../limits/limits.config";
import { inquiryBody, signUpOperator } from "./admin.fixtures";
import { useTestApp } from "../../test/use-test-app";

/** The administration API for an operator: users and plans, inquiries, notifications to every user. */
let operator: TestUser;

const server = useTestApp();
beforeAll(async () => {
  operator = await signUpOperator(server.app, server.db);
});

const users = (query = "") => ok<AdminUserPage>(server.app, operator, "GET", `/api/admin/users${query}`);
const fieldsOf = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe("validation_failed");
  return res.json().error.fields as { path: string; message: string }[];
};

describe("users", () => {
  it("/api/me tells operators apart (the web shows them the administration entry)", async () => {
    expect((await ok<{ role: string }>(server.app, operator, "GET", "/api/me")).role).toBe("operator");
    const someone = await server.signUp();
    expect((await ok<{ role: string }>(server.app, someone, "GET", "/api/me")).role).toBe("user");
  });

  it("lists users newest first with plan, role, created date and their workspace and project counts", async () => {
    const alice = await server.signUp("premium");
    const ws = await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "A" });
    await ok(server.app, alice, "POST", "/api/workspaces", { name: "B" });
    for (const name of ["P1", "P2", "P3"]) {
      await ok(server.app, alice, "POST", `/api/workspaces/${ws.id}/projects`, { project_name: name });
    }
    const page = await users();
    expect(page.items[0]).toMatchObject({
      id: alice.id,
      email: alice.email,
      name: "山田 太郎",
      user_type: "premium",
      role: "user",
      limits: DEFAULT_PLAN_LIMITS.premium,
      custom_limits: null,
      workspaces: 2,
      projects: 3,
    });
    expect(new Date(page.items[0]?.created_at ?? "").getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(page.items.find((u) => u.id === operator.id)?.role).toBe("operator");
    const created = page.items.map((u) => u.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("pages through the list: page_size, page and the total", async () => {
    for (let i = 0; i < 3; i += 1) await server.signUp();
    const all = await users("?page_size=100");
    expect(all.total).toBe(all.items.length);
    const first = await users("?page_size=2&page=1");
    const second = await users("?page_size=2&page=2");
    expect(first).toMatchObject({ page: 1, page_size: 2, total: all.total });
    expect(first.items.map((u) => u.id)).toEqual(all.items.slice(0, 2).map((u) => u.id));
    expect(second.items.map((u) => u.id)).toEqual(all.items.slice(2, 4).map((u) => u.id));
    expect((await users(`?page=${all.total + 1}`)).items).toEqual([]);
  });

  it("searches part of the e-mail or the name, case-insensitively; % matches only itself", async () => {
    const bob = await server.signUp();
    const local = bob.email.split("@")[0] ?? "";
    const byMail = await users(`?q=${encodeURIComponent(local.toUpperCase())}`);
    expect(byMail.items.map((u) => u.id)).toEqual([bob.id]);
    expect(byMail.total).toBe(1);
    const byName = await users(`?q=${encodeURIComponent("山田 太")}&page_size=100`);
    expect(byName.items.map((u) => u.id)).toContain(bob.id);
    expect((await users("?q=%25")).total).toBe(0);
    expect((await users("?q=nobody-has-this")).items).toEqual([]);
  });

  it("answers 400 with field codes for a bad page, page size or search", async () => {
    for (const [query, path, message] of [
      ["?page=0", "page", "common.page_invalid"],
      ["?page=x", "page", "common.page_invalid"],
      ["?page_size=101", "page_size", "common.page_size_invalid"],
      [`?q=${"a".repeat(101)}`, "q", "admin.search_invalid"],
    ] as const) {
      const fields = await fieldsOf(await call(server.app, operator, "GET", `/api/admin/users${query}`));
      expect(fields, query).toContainEqual({ path, message });
    }
  });
});

describe("plans", () => {
  const setPlan = (userId: string, body: unknown) =>
    call(server.app, operator, "PUT", `/api/admin/users/${userId}/plan`, body as object);

  it("changes a plan; the user's limits follow at once", async () => {
    const carol = await server.signUp();
    const res = await setPlan(carol.id, { user_type: "premium" });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>()).toMatchObject({
      user_type: "premium",
      limits: DEFAULT_PLAN_LIMITS.premium,
    });
    const limits = await ok<{ user_type: string }>(server.app, carol, "GET", "/api/user/limits");
    expect(limits.user_type).toBe("premium");
  });

  it("a custom plan takes the operator's limits over its defaults, enforced on creation", async () => {
    const dave = await server.signUp();
    const res = await setPlan(dave.id, { user_type: "custom", limits: { workspaces: 1, groups: 7 } });
    expect(res.statusCode).toBe(200);
    const expected = { ...DEFAULT_PLAN_LIMITS.custom, workspaces: 1, groups: 7 };
    expect(res.json<AdminUser>()).toMatchObject({
      user_type: "custom",
      limits: expected,
      custom_limits: { workspaces: 1, groups: 7 },
    });
    const mine = await ok<{ limits: unknown }>(server.app, dave, "GET", "/api/user/limits");
    expect(mine.limits).toEqual(expected);
    await ok(server.app, dave, "POST", "/api/workspaces", { name: "one" });
    const second = await call(server.app, dave, "POST", "/api/workspaces", { name: "two" });
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toMatchObject({ code: "limit_reached", limit: "workspaces" });

    // Back to premium: the custom limits are dropped, so a later custom plan starts from the defaults.
    const premium = await setPlan(dave.id, { user_type: "premium" });
    expect(premium.json<AdminUser>().custom_limits).toBeNull();
    const custom = await setPlan(dave.id, { user_type: "custom" });
    expect(custom.json<AdminUser>()).toMatchObject({
      custom_limits: null,
      limits: DEFAULT_PLAN_LIMITS.custom,
    });
  });

  it("refuses bad plans and limits with field codes, and changes nothing", async () => {
    const erin = await server.signUp();
    for (const [body, path, message] of [
      [{ user_type: "gold" }, "user_type", "admin.plan_invalid"],
      [{}, "user_type", "admin.plan_invalid"],
      [{ user_type: "basic", limits: { workspaces: 3 } }, "limits", "admin.limits_custom_only"],
      [{ user_type: "custom", limits: { workspaces: -1 } }, "limits.workspaces", "admin.limit_invalid"],
      [{ user_type: "custom", limits: { workspaces: 1.5 } }, "limits.workspaces", "admin.limit_invalid"],
      [{ user_type: "custom", limits: { workspaces: "9" } }, "limits.workspaces", "admin.limit_invalid"],
    ] as const) {
      const fields = await fieldsOf(await setPlan(erin.id, body));
      expect(fields, JSON.stringify(body)).toContainEqual({ path, message });
    }
    const unknownKey = await setPlan(erin.id, { user_type: "custom", limits: { files: 3 } });
    expect(unknownKey.statusCode).toBe(400);
    const row = (await users(`?q=${encodeURIComponent(erin.email)}`)).items[0];
    expect(row).toMatchObject({ user_type: "basic", custom_limits: null });
  });

  it("answers 404 for an unknown user and 400 for an id that is not one", async () => {
    const unknown = await setPlan("00000000-0000-4000-8000-000000000000", { user_type: "basic" });
    expect(unknown.statusCode).toBe(404);
    expect((await fieldsOf(await setPlan("nope", { user_type: "basic" })))[0]?.path).toBe("id");
  });
});

describe("inquiries", () => {
  const inquiries = (query = "") =>
    ok<AdminInquiryPage>(server.app, operator, "GET", `/api/admin/inquiries${query}`);

  it("lists the contact form's inquiries newest first, pages them and marks them read once", async () => {
    for (const text of ["first", "second", "third"]) {
      await ok(server.app, null, "POST", "/api/user/contact", inquiryBody(text));
    }
    const page = await inquiries();
    expect(page.items.map((i) => i.inquiry)).toEqual(["third", "second", "first"]);
    expect(page).toMatchObject({ total: 3, unread: 3, page: 1 });
    expect(page.items[0]).toMatchObject({
      email: "visitor@example.jp",
      family_name: "佐藤",
      given_name: "花子",
      company: "Sora Ltd.",
      department: "Design",
      phone: "0312345678",
      read_at: null,
    });
    const second = await inquiries("?page_size=1&page=2");
    expect(second.items.map((i) => i.inquiry)).toEqual(["second"]);

    const target = page.items[1]?.id ?? "";
    const read = await ok<{ read_at: string }>(
      server.app,
      operator,
      "POST",
      `/api/admin/inquiries/${target}/read`,
      undefined,
      200,
    );
    expect(read.read_at).not.toBeNull();
    const again = await ok<{ read_at: string }>(
      server.app,
      operator,
      "POST",
      `/api/admin/inquiries/${target}/read`,
      undefined,
      200,
    );
    expect(again.read_at).toBe(read.read_at);
    const after = await inquiries();
    expect(after.unread).toBe(2);
    expect(after.items.find((i) => i.id === target)?.read_at).toBe(read.read_at);
    const unread = await inquiries("?unread=true");
    expect(unread.items.map((i) => i.inquiry)).toEqual(["third", "first"]);
    expect(unread.total).toBe(2);
  });

  it("answers 404 for an unknown inquiry and 400 for bad queries", async () => {
    const res = await call(
      server.app,
      operator,
      "POST",
      "/api/admin/inquiries/00000000-0000-4000-8000-000000000000/read",
    );
    expect(res.statusCode).toBe(404);
    const fields = await fieldsOf(
      await call(server.app, operator, "GET", "/api/admin/inquiries?unread=maybe"),
    );
    expect(fields).toContainEqual({ path: "unread", message: "admin.unread_invalid" });
  });
});

describe("notifications to every user (sending: admin.broadcast.int.test.ts)", () => {
  const message = {
    title_ja: "メンテナンスのお知らせ",
    title_en: "Maintenance notice",
    content_ja: "12月1日に停止します。\nご了承ください。",
    content_en: "The service stops on 1 December.\nThank you for your patience.",
  };

  it("refuses a message without every text, or too long, and sends nothing", async () => {
    const frank = await server.signUp();
    for (const [body, path, code] of [
      [{ ...message, title_en: " " }, "title_en", "admin.broadcast_title_required"],
      [{ ...message, content_ja: undefined }, "content_ja", "admin.broadcast_content_required"],
      [{ ...message, title_ja: "あ".repeat(101) }, "title_ja", "admin.broadcast_title_length"],
      [{ ...message, content_en: "x".repeat(1001) }, "content_en", "admin.broadcast_content_length"],
    ] as const) {
      const fields = await fieldsOf(
        await call(server.app, operator, "POST", "/api/admin/notifications", body),
      );
      expect(fields).toContainEqual({ path, message: code });
    }
    expect(await ok<Notification[]>(server.app, frank, "GET", "/api/notification")).toEqual([]);
  });
});
