import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, ok, signUp, type TestUser } from "../../test/dashboard";
import { buildTestApp, openTestDatabase, type TestDatabase } from "../../test/test-app";

let database: TestDatabase;
let app: FastifyInstance;
let owner: TestUser;
let bob: TestUser;
let workspaceId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  owner = await signUp(app, database.db);
  bob = await signUp(app, database.db);
  workspaceId = (await ok<{ id: string }>(app, owner, "POST", "/api/workspaces", { name: "共有テスト" })).id;
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

type W = { id: string; kind: string; role: string; owner: { email: string } };

describe("sharing a workspace by e-mail", () => {
  it("shares as viewer: the user sees it under shared workspaces, read-only", async () => {
    const share = await ok(
      app,
      owner,
      "PUT",
      `/api/workspaces/${workspaceId}/shares`,
      {
        email: `  ${bob.email.toUpperCase()} `,
        permission: "view",
      },
      200,
    );
    expect(share).toMatchObject({ user_id: bob.id, email: bob.email, permission: "view", name: "山田 太郎" });
    const shared = await ok<W[]>(app, bob, "GET", "/api/workspaces?kind=shared");
    expect(shared.map((w) => [w.id, w.kind, w.role, w.owner.email])).toEqual([
      [workspaceId, "shared", "view", owner.email],
    ]);
    expect(await ok<W[]>(app, bob, "GET", "/api/workspaces")).toEqual([]); // not among bob's own
    expect((await call(app, bob, "PATCH", `/api/workspaces/${workspaceId}`, { name: "x" })).statusCode).toBe(
      403,
    );
    const project = await call(app, bob, "POST", `/api/workspaces/${workspaceId}/projects`, {
      project_name: "p",
    });
    expect(project.statusCode).toBe(403);
    expect(project.json().error.code).toBe("forbidden");
  });

  it("changes the permission: the same user becomes an editor (one share, not two)", async () => {
    await ok(
      app,
      owner,
      "PUT",
      `/api/workspaces/${workspaceId}/shares`,
      { email: bob.email, permission: "edit" },
      200,
    );
    const shares = await ok<{ user_id: string; permission: string }[]>(
      app,
      owner,
      "GET",
      `/api/workspaces/${workspaceId}/shares`,
    );
    expect(shares.map((s) => [s.user_id, s.permission])).toEqual([[bob.id, "edit"]]);
    expect(
      (await call(app, bob, "POST", `/api/workspaces/${workspaceId}/projects`, { project_name: "p" }))
        .statusCode,
    ).toBe(201);
    expect((await ok<W>(app, bob, "GET", `/api/workspaces/${workspaceId}`)).role).toBe("edit");
  });

  it("refuses unknown e-mails, the owner and oneself with 422 on the email field", async () => {
    const put = (email: string, who = owner) =>
      call(app, who, "PUT", `/api/workspaces/${workspaceId}/shares`, { email, permission: "view" });
    expect((await put("nobody@example.jp")).json().error).toMatchObject({
      code: "unprocessable",
      fields: [{ path: "email", message: "sharing.user_not_found" }],
    });
    expect((await put(owner.email)).json().error.fields[0].message).toBe("sharing.self");
    expect((await put("not-an-email")).statusCode).toBe(400);
    const bad = await call(app, owner, "PUT", `/api/workspaces/${workspaceId}/shares`, {
      email: bob.email,
      permission: "root",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("lets a shared admin manage shares but not delete the workspace", async () => {
    const carol = await signUp(app, database.db);
    await ok(
      app,
      owner,
      "PUT",
      `/api/workspaces/${workspaceId}/shares`,
      { email: carol.email, permission: "admin" },
      200,
    );
    const dave = await signUp(app, database.db);
    await ok(
      app,
      carol,
      "PUT",
      `/api/workspaces/${workspaceId}/shares`,
      { email: dave.email, permission: "view" },
      200,
    );
    expect((await call(app, carol, "DELETE", `/api/workspaces/${workspaceId}`)).statusCode).toBe(403);
    expect((await call(app, dave, "GET", `/api/workspaces/${workspaceId}`)).statusCode).toBe(200);
    await ok(app, carol, "DELETE", `/api/workspaces/${workspaceId}/shares/${dave.id}`, undefined, 204);
    expect((await call(app, dave, "GET", `/api/workspaces/${workspaceId}`)).statusCode).toBe(404);
    expect(
      (await call(app, carol, "DELETE", `/api/workspaces/${workspaceId}/shares/${dave.id}`)).statusCode,
    ).toBe(404);
  });

  it("lets a shared user leave; then the workspace is out of reach (404)", async () => {
    await ok(app, bob, "DELETE", `/api/workspaces/${workspaceId}/shares/${bob.id}`, undefined, 204);
    expect(await ok<W[]>(app, bob, "GET", "/api/workspaces?kind=shared")).toEqual([]);
    expect((await call(app, bob, "GET", `/api/workspaces/${workspaceId}`)).statusCode).toBe(404);
  });
});
