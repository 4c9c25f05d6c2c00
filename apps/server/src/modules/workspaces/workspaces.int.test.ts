import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

let alice: TestUser;

const server = useTestApp();
beforeAll(async () => {
  alice = await server.signUp("premium");
});

type W = {
  id: string;
  name: string;
  kind: string;
  role: string;
  project_count: number;
  owner: { email: string };
};

describe("my workspaces", () => {
  it("creates, reads, renames and lists a workspace as its owner", async () => {
    const created = await ok<W>(server.app, alice, "POST", "/api/workspaces", { name: "  渋谷再開発  " });
    expect(created).toMatchObject({
      name: "渋谷再開発",
      kind: "my",
      role: "owner",
      project_count: 0,
      group: null,
    });
    expect(created.owner.email).toBe(alice.email);
    const renamed = await ok<W>(server.app, alice, "PATCH", `/api/workspaces/${created.id}`, {
      name: "渋谷駅前",
    });
    expect(renamed.name).toBe("渋谷駅前");
    expect(await ok<W>(server.app, alice, "GET", `/api/workspaces/${created.id}`)).toEqual(renamed);
    const list = await ok<W[]>(server.app, alice, "GET", "/api/workspaces");
    expect(list.map((w) => w.id)).toContain(created.id);
  });

  it("searches by name (case-insensitive, % and _ literal) and sorts by name both ways", async () => {
    const bob = await server.signUp("premium");
    for (const name of ["beta", "Alpha", "gamma_1", "delta%2"])
      await ok(server.app, bob, "POST", "/api/workspaces", { name });
    const names = async (query: string) =>
      (await ok<W[]>(server.app, bob, "GET", `/api/workspaces?${query}`)).map((w) => w.name);
    expect(await names("sort=name&order=asc")).toEqual(["Alpha", "beta", "delta%2", "gamma_1"]);
    expect(await names("sort=name&order=desc")).toEqual(["gamma_1", "delta%2", "beta", "Alpha"]);
    expect(await names("q=ALP")).toEqual(["Alpha"]);
    expect(await names("q=_")).toEqual(["gamma_1"]);
    expect(await names("q=%25")).toEqual(["delta%2"]);
    expect(await names("sort=created_at&order=asc")).toEqual(["beta", "Alpha", "gamma_1", "delta%2"]);
    expect((await call(server.app, bob, "GET", "/api/workspaces?sort=size")).statusCode).toBe(400);
    expect((await call(server.app, bob, "GET", "/api/workspaces?kind=other")).statusCode).toBe(400);
  });

  it("validates names: required, at most 50 characters", async () => {
    const empty = await call(server.app, alice, "POST", "/api/workspaces", { name: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual([{ path: "name", message: "common.required" }]);
    const long = await call(server.app, alice, "POST", "/api/workspaces", { name: "あ".repeat(51) });
    expect(long.json().error.fields).toEqual([{ path: "name", message: "common.name_length" }]);
    expect(
      (await call(server.app, alice, "POST", "/api/workspaces", { name: "あ".repeat(50) })).statusCode,
    ).toBe(201);
  });

  it("answers 404 for another user's workspace and for unknown ids, 400 for malformed ids", async () => {
    const { id } = await ok<W>(server.app, alice, "POST", "/api/workspaces", { name: "private" });
    const eve = await server.signUp();
    for (const method of ["GET", "PATCH", "DELETE"] as const) {
      const res = await call(
        server.app,
        eve,
        method,
        `/api/workspaces/${id}`,
        method === "PATCH" ? { name: "x" } : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("private");
    }
    expect((await call(server.app, eve, "GET", "/api/workspaces")).json()).toEqual([]);
    expect(
      (await call(server.app, alice, "GET", "/api/workspaces/00000000-0000-4000-8000-000000000000"))
        .statusCode,
    ).toBe(404);
    expect((await call(server.app, alice, "GET", "/api/workspaces/abc")).statusCode).toBe(400);
    expect((await call(server.app, null, "GET", "/api/workspaces")).statusCode).toBe(401);
  });

  it("stops a basic user at 3 workspaces with limit_reached (the Error dialog of PRODUCT.md §8)", async () => {
    const basic = await server.signUp();
    for (let i = 1; i <= 3; i += 1)
      await ok(server.app, basic, "POST", "/api/workspaces", { name: `ws${i}` });
    const fourth = await call(server.app, basic, "POST", "/api/workspaces", { name: "ws4" });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().error).toMatchObject({ code: "limit_reached", limit: "workspaces" });
    const limits = await ok<{ counts: { workspaces: number } }>(server.app, basic, "GET", "/api/user/limits");
    expect(limits.counts.workspaces).toBe(3);
    const [first] = await ok<W[]>(server.app, basic, "GET", "/api/workspaces");
    await ok(server.app, basic, "DELETE", `/api/workspaces/${first?.id}`, undefined, 204);
    expect((await call(server.app, basic, "POST", "/api/workspaces", { name: "ws4" })).statusCode).toBe(201);
  });

  it("never overshoots the limit under parallel creation", async () => {
    const basic = await server.signUp();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(server.app, basic, "POST", "/api/workspaces", { name: `p${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(3);
  });
});
