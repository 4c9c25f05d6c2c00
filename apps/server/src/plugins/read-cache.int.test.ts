import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { workspaces } from "../db/schema";
import { call, ok, type TestUser } from "../test/dashboard";
import { useTestApp } from "../test/use-test-app";

const TTL_MS = 400;
const server = useTestApp({ readCacheMs: TTL_MS });

let owner: TestUser;
let other: TestUser;
let workspaceId: string;

/** A write as another process makes it: straight to the database, past this process's handle and its count. */
const renameElsewhere = (id: string, name: string) =>
  server.database.executeSql("update workspaces set name = $1 where id = $2", [name, id]);

const nameOf = async (user: TestUser, id: string) =>
  (await ok<{ name: string }>(server.app, user, "GET", `/api/workspaces/${id}`)).name;

beforeAll(async () => {
  owner = await server.signUp();
  other = await server.signUp();
  workspaceId = (await ok<{ id: string }>(server.app, owner, "POST", "/api/workspaces", { name: "first" }))
    .id;
});

describe("read cache of dashboard reads", () => {
  it("answers again from the cache until the time is up when another process writes", async () => {
    expect(await nameOf(owner, workspaceId)).toBe("first");
    await renameElsewhere(workspaceId, "renamed elsewhere");
    // Not seen by this process: the kept answer is given again, then the new name after the time is up.
    expect(await nameOf(owner, workspaceId)).toBe("first");
    await sleep(TTL_MS + 100);
    expect(await nameOf(owner, workspaceId)).toBe("renamed elsewhere");
  });

  it("never hides a write of this process: through the API or straight through its database handle", async () => {
    expect(await nameOf(owner, workspaceId)).toBe("renamed elsewhere");
    await ok(server.app, owner, "PATCH", `/api/workspaces/${workspaceId}`, { name: "renamed here" });
    expect(await nameOf(owner, workspaceId)).toBe("renamed here");
    // As a job of this process writes (an analysis ending): the database handle counts it.
    await server.db.update(workspaces).set({ name: "by a job" }).where(eq(workspaces.id, workspaceId));
    expect(await nameOf(owner, workspaceId)).toBe("by a job");
    const list = await ok<{ name: string }[]>(server.app, owner, "GET", "/api/workspaces");
    expect(list.map((w) => w.name)).toEqual(["by a job"]);
  });

  it("counts a transaction's writes when it commits", async () => {
    const before = server.database.writes.current;
    await server.db.select().from(workspaces);
    expect(server.database.writes.current).toBe(before);
    await server.db.transaction(async (tx) => {
      await tx.update(workspaces).set({ name: "in a transaction" }).where(eq(workspaces.id, workspaceId));
    });
    expect(server.database.writes.current).toBeGreaterThan(before);
    expect(await nameOf(owner, workspaceId)).toBe("in a transaction");
  });

  it("keeps answers per user: another user never gets them, and loses a share at once", async () => {
    const url = `/api/workspaces/${workspaceId}`;
    expect((await call(server.app, owner, "GET", url)).statusCode).toBe(200);
    expect((await call(server.app, other, "GET", url)).statusCode).toBe(404);
    await ok(server.app, owner, "PUT", `/api/workspaces/${workspaceId}/shares`, {
      email: other.email,
      permission: "view",
    });
    expect((await call(server.app, other, "GET", url)).statusCode).toBe(200);
    await ok(
      server.app,
      owner,
      "DELETE",
      `/api/workspaces/${workspaceId}/shares/${other.id}`,
      undefined,
      204,
    );
    expect((await call(server.app, other, "GET", url)).statusCode).toBe(404);
    expect((await call(server.app, null, "GET", url)).statusCode).toBe(401);
  });

  it("keeps only successful answers, and each page and sort of a list apart", async () => {
    const missing = "/api/workspaces/00000000-0000-4000-8000-000000000000";
    expect((await call(server.app, owner, "GET", missing)).statusCode).toBe(404);
    expect((await call(server.app, owner, "GET", missing)).statusCode).toBe(404);
    await ok(server.app, owner, "POST", "/api/workspaces", { name: "second" });
    const asc = await ok<{ items: { name: string }[] }>(
      server.app,
      owner,
      "GET",
      "/api/workspaces?sort=name&order=asc&page=1&page_size=1",
    );
    const desc = await ok<{ items: { name: string }[] }>(
      server.app,
      owner,
      "GET",
      "/api/workspaces?sort=name&order=desc&page=1&page_size=1",
    );
    expect([asc.items[0]?.name, desc.items[0]?.name]).toEqual(["in a transaction", "second"]);
  });
});

describe("read cache of a shared case (public)", () => {
  it("gives anyone the kept answer with the route's own headers, and a revoked link's 404 at once", async () => {
    const workspace = await ok<{ id: string }>(server.app, owner, "POST", "/api/workspaces", {
      name: "shared",
    });
    const project = await ok<{ id: string }>(
      server.app,
      owner,
      "POST",
      `/api/workspaces/${workspace.id}/projects`,
      {
        project_name: "p",
        services: ["hikage"],
      },
    );
    const body = { service_type: "hikage", name: "shared case" };
    const caseId = (
      await ok<{ id: string }>(server.app, owner, "POST", `/api/project/${project.id}/cases`, body)
    ).id;
    const { url } = await ok<{ url: string }>(
      server.app,
      owner,
      "POST",
      `/api/cases/${caseId}/share`,
      undefined,
      200,
    );
    const shared = `/api${url}`;
    const first = await call(server.app, null, "GET", shared);
    const again = await call(server.app, other, "GET", shared);
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers["cache-control"]).toBe("private, no-store");
    expect(again.headers["access-control-allow-origin"]).toBe("*");
    expect(again.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    await ok(server.app, owner, "DELETE", `/api/cases/${caseId}/share`, undefined, 204);
    expect((await call(server.app, null, "GET", shared)).statusCode).toBe(404);
  });
});

describe("read cache off", () => {
  const uncached = useTestApp({ readCacheMs: 0 });

  it("shows another process's write at once", async () => {
    const user = await uncached.signUp();
    const id = (await ok<{ id: string }>(uncached.app, user, "POST", "/api/workspaces", { name: "a" })).id;
    expect((await ok<{ name: string }>(uncached.app, user, "GET", `/api/workspaces/${id}`)).name).toBe("a");
    await uncached.database.executeSql("update workspaces set name = 'b' where id = $1", [id]);
    expect((await ok<{ name: string }>(uncached.app, user, "GET", `/api/workspaces/${id}`)).name).toBe("b");
  });
});
