import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

const server = useTestApp();
let alice: TestUser;
let bob: TestUser;

const unread = async (user: TestUser) =>
  (await ok<{ unread: number }>(server.app, user, "GET", "/api/notification/unread")).unread;

/** `count` notifications for `user` (a workspace shared with them notifies them once each). */
async function notify(owner: TestUser, user: TestUser, count: number) {
  for (let i = 0; i < count; i++) {
    const { id } = await ok<{ id: string }>(server.app, owner, "POST", "/api/workspaces", {
      name: `ws ${i}`,
    });
    await ok(server.app, owner, "PUT", `/api/workspaces/${id}/shares`, {
      email: user.email,
      permission: "view",
    });
  }
}

beforeAll(async () => {
  alice = await server.signUp();
  bob = await server.signUp();
});

describe("POST /api/notification/read-all", () => {
  it("marks every unread notification of the caller read, beyond any page, and no one else's", async () => {
    await notify(alice, bob, 3);
    await notify(bob, alice, 2);
    const page = await ok<{ items: { read: boolean }[]; total: number }>(
      server.app,
      bob,
      "GET",
      "/api/notification?page=1&page_size=1",
    );
    expect(page).toMatchObject({ total: 3, items: [{ read: false }] });
    expect(await unread(bob)).toBe(3);

    await ok(server.app, bob, "POST", "/api/notification/read-all", undefined, 204);
    expect(await unread(bob)).toBe(0);
    const all = await ok<{ read: boolean }[]>(server.app, bob, "GET", "/api/notification");
    expect(all.map((n) => n.read)).toEqual([true, true, true]);
    expect(await unread(alice)).toBe(2);
  });

  it("is 401 signed out", async () => {
    const res = await call(server.app, null, "POST", "/api/notification/read-all");
    expect(res.statusCode).toBe(401);
  });
});
