import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

let owner: TestUser;
let ja: TestUser;
let en: TestUser;
let groupId: string;

type Item = { type: string; content: string; link: string | null; read: boolean };
const inbox = (user: TestUser) => ok<Item[]>(server.app, user, "GET", "/api/notification");
const add = (email: string, role: string, id = groupId) =>
  ok(server.app, owner, "PUT", `/api/groups/${id}/members`, { email, role }, 200);

const server = useTestApp();
beforeAll(async () => {
  owner = await server.signUp("premium");
  ja = await server.signUp();
  en = await server.signUp();
  await ok(server.app, en, "PUT", "/api/me/locale", { locale: "en" }, 204);
  groupId = (await ok<{ id: string }>(server.app, owner, "POST", "/api/groups", { name: "設計部" })).id;
});

describe("notifications on group membership", () => {
  it("notifies the added user in their saved locale, linking to the group", async () => {
    await add(ja.email, "view");
    await add(en.email, "admin");
    expect(await inbox(ja)).toEqual([
      expect.objectContaining({
        type: "group_added",
        content: "山田 太郎さんがあなたをグループ「設計部」に追加しました。\n権限: 閲覧",
        link: `/dashboard/group/${groupId}`,
        read: false,
      }),
    ]);
    expect(await inbox(en)).toEqual([
      expect.objectContaining({
        type: "group_added",
        content: '山田 太郎 added you to the group "設計部".\nRole: Admin',
      }),
    ]);
    expect(await inbox(owner)).toEqual([]);
  });

  it("says nothing on a role change; a member of the parent added to a sub-group is notified", async () => {
    await add(ja.email, "edit");
    expect(await inbox(ja)).toHaveLength(1);
    const sub = (
      await ok<{ id: string }>(server.app, owner, "POST", "/api/groups", { name: "構造", parent_id: groupId })
    ).id;
    await add(ja.email, "view", sub);
    const [newest] = await inbox(ja);
    expect(newest).toMatchObject({ type: "group_added", link: `/dashboard/group/${sub}` });
    expect(newest?.content).toContain("「構造」");
  });

  it("creates nothing when adding is refused", async () => {
    const before = (await inbox(ja)).length;
    const res = await call(server.app, owner, "PUT", `/api/groups/${groupId}/members`, {
      email: owner.email,
      role: "view",
    });
    expect(res.statusCode).toBe(422);
    expect(await inbox(ja)).toHaveLength(before);
  });
});
