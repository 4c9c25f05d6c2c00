import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

let owner: TestUser;
let bob: TestUser;
let workspaceId: string;

const server = useTestApp();
beforeAll(async () => {
  owner = await server.signUp();
  bob = await server.signUp();
  workspaceId = (
    await ok<{ id: string }>(server.app, owner, "POST", "/api/workspaces", { name: "共有テスト" })
  ).id;
});

type W = { id: string; kind: string; role: string; owner: { email: string } };

describe("sharing a workspace by e-mail", () => {
  it("shares as viewer: the user sees it under shared workspaces, read-only", async () => {
    const share = await ok(
      server.app,
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
    const shared = await ok<W[]>(server.app, bob, "GET", "/api/workspaces?kind=shared");
    expect(shared.map((w) => [w.id, w.kind, w.role, w.owner.email])).toEqual([
      [workspaceId, "shared", "view", owner.email],
    ]);
    expect(await ok<W[]>(server.app, bob, "GET", "/api/workspaces")).toEqual([]); // not among bob's own
    expect(
      (await call(server.app, bob, "PATCH", `/api/workspaces/${workspaceId}`, { name: "x" })).statusCode,
    ).toBe(403);
    const project = await call(server.app, bob, "POST", `/api/workspaces/${workspaceId}/projects`, {
      project_name: "p",
    });
    expect(project.statusCode).toBe(403);
    expect(project.json().error.code).toBe("forbidden");
  });

  it("changes the permission: the same user becomes an editor (one share, not two)", async () => {
    await ok(
      server.app,
      owner,
      "PUT",
      `/api/workspaces/${workspaceId}/shares`,
      { email: bob.email, permission: "edit" },
      200,
    );
    const shares = await ok<{ user_id: string; permission: string }[]>(
      server.app,
      owner,
      "GET",
      `/api/workspaces/${workspaceId}/shares`,
    );
    expect(shares.map((s) => [s.user_id, s.permission])).toEqual([[bob.id, "edit"]]);
    expect(
      (await call(server.app, bob, "POST", `/api/workspaces/${workspaceId}/projects`, { project_name: "p" }))
        .statusCode,
    ).toBe(201);
    expect((await ok<W>(server.app, bob, "GET", `/api/workspaces/${workspaceId}`)).role).toBe("edit");
  });

  it("refuses unknown e-mails, the owner and oneself with 422 on the email field", async () => {
    const put = (email: string, who = owner) =>
      call(server.app, who, "PUT", `/api/workspaces/${workspaceId}/shares`, { email, permission: "view" });
    expect((await put("nobody@example.jp")).json().error).toMatchObject({
      code: "unprocessable",
      fields: [{ path: "email", message: "sharing.user_not_found" }],
    });
    expect((await put(owner.email)).json().error.fields[0].message).toBe("sharing.self");
    expect((await put("not-an-email")).statusCode).toBe(400);
    const bad = await call(server.app, owner, "PUT", `/api/workspaces/${workspaceId}/shares`, {
      email: bob.email,
      permission: "root",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("lets a shared admin manage shares but not delete the workspace", async () => {
    const carol = await server.signUp();
    await ok(
      server.app,
      owner,
      "PUT",
      `/api/workspaces/${workspaceId}/shares`,
      { email: carol.email, permission: "admin" },
      200,
    );
    const dave = await server.signUp();
    await ok(
      server.app,
      carol,
      "PUT",
      `/api/workspaces/${workspaceId}/shares`,
      { email: dave.email, permission: "view" },
      200,
    );
    expect((await call(server.app, carol, "DELETE", `/api/workspaces/${workspaceId}`)).statusCode).toBe(403);
    expect((await call(server.app, dave, "GET", `/api/workspaces/${workspaceId}`)).statusCode).toBe(200);
    await ok(server.app, carol, "DELETE", `/api/workspaces/${workspaceId}/shares/${dave.id}`, undefined, 204);
    expect((await call(server.app, dave, "GET", `/api/workspaces/${workspaceId}`)).statusCode).toBe(404);
    expect(
      (await call(server.app, carol, "DELETE", `/api/workspaces/${workspaceId}/shares/${dave.id}`))
        .statusCode,
    ).toBe(404);
  });

  it("lets a shared user leave; then the workspace is out of reach (404)", async () => {
    await ok(server.app, bob, "DELETE", `/api/workspaces/${workspaceId}/shares/${bob.id}`, undefined, 204);
    expect(await ok<W[]>(server.app, bob, "GET", "/api/workspaces?kind=shared")).toEqual([]);
    expect((await call(server.app, bob, "GET", `/api/workspaces/${workspaceId}`)).statusCode).toBe(404);
  });
});
