import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

let owner: TestUser;
let ja: TestUser;
let en: TestUser;
let workspaceId: string;

type Item = { type: string; content: string; link: string | null; read: boolean };
const inbox = (user: TestUser) => ok<Item[]>(server.app, user, "GET", "/api/notification");
const share = (email: string, permission: string, who = owner) =>
  ok(server.app, who, "PUT", `/api/workspaces/${workspaceId}/shares`, { email, permission }, 200);

const server = useTestApp();
beforeAll(async () => {
  owner = await server.signUp();
  ja = await server.signUp();
  en = await server.signUp();
  await ok(server.app, en, "PUT", "/api/me/locale", { locale: "en" }, 204);
  workspaceId = (
    await ok<{ id: string }>(server.app, owner, "POST", "/api/workspaces", { name: "駅前再開発" })
  ).id;
});

describe("notifications on workspace sharing", () => {
  it("notifies the user a workspace is shared with, in their saved locale, linking to the workspace", async () => {
    await share(ja.email, "view");
    await share(en.email, "edit");
    expect(await inbox(ja)).toEqual([
      expect.objectContaining({
        type: "workspace_shared",
        content: "山田 太郎さんがワークスペース「駅前再開発」をあなたと共有しました。\n権限: 閲覧",
        link: `/dashboard/workspace/${workspaceId}`,
        read: false,
      }),
    ]);
    expect(await inbox(en)).toEqual([
      expect.objectContaining({
        type: "workspace_shared",
        content: '山田 太郎 shared the workspace "駅前再開発" with you.\nPermission: Edit',
      }),
    ]);
    expect(await inbox(owner)).toEqual([]); // the sharer gets nothing
  });

  it("says nothing on a permission change, and notifies again after a revoke and a new share", async () => {
    await share(ja.email, "edit");
    expect(await inbox(ja)).toHaveLength(1);
    expect(
      (await call(server.app, owner, "DELETE", `/api/workspaces/${workspaceId}/shares/${ja.id}`)).statusCode,
    ).toBe(204);
    await share(ja.email, "view");
    expect(await inbox(ja)).toHaveLength(2);
  });

  it("creates nothing when the share is refused", async () => {
    const before = (await inbox(en)).length;
    const res = await call(server.app, ja, "PUT", `/api/workspaces/${workspaceId}/shares`, {
      email: en.email,
      permission: "admin",
    });
    expect(res.statusCode).toBe(403);
    expect(await inbox(en)).toHaveLength(before);
  });
});
