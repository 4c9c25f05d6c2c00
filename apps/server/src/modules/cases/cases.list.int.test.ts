import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { expectListQueryRefusals, pageOf } from "../../test/lists";
import { useTestApp } from "../../test/use-test-app";

let owner: TestUser;
let stranger: TestUser;
let url: string;

type C = { name: string; service_type: string };
const names = (items: C[]) => items.map((c) => c.name);

const server = useTestApp();
beforeAll(async () => {
  owner = await server.signUp("premium");
  stranger = await server.signUp("premium");
  const ws = (await ok<{ id: string }>(server.app, owner, "POST", "/api/workspaces", { name: "W" })).id;
  const project = await ok<{ id: string }>(server.app, owner, "POST", `/api/workspaces/${ws}/projects`, {
    project_name: "P",
    services: ["hikage", "noise"],
  });
  url = `/api/project/${project.id}/cases`;
  for (const name of ["Winter 2", "autumn", "Winter 1", "spring", "Summer"]) {
    await ok(server.app, owner, "POST", url, { service_type: "hikage", name });
  }
  await ok(server.app, owner, "POST", url, { service_type: "noise", name: "Winter noise" });
});

describe("GET /api/project/{id}/cases paged (issue 15)", () => {
  it("answers one service's page with the total of its matches", async () => {
    const base = `${url}?service_type=hikage&sort=name&order=asc&page_size=2`;
    const first = await pageOf<C>(server.app, owner, `${base}&page=1`);
    expect({ ...first, items: names(first.items) }).toEqual({
      items: ["autumn", "spring"],
      total: 5,
      page: 1,
      page_size: 2,
    });
    expect(names((await pageOf<C>(server.app, owner, `${base}&page=3`)).items)).toEqual(["Winter 2"]);
    expect(await pageOf<C>(server.app, owner, `${base}&page=9`)).toEqual({
      items: [],
      total: 5,
      page: 9,
      page_size: 2,
    });
  });

  it("searches (case- and width-insensitive) and sorts before the window", async () => {
    const winter = await pageOf<C>(
      server.app,
      owner,
      `${url}?q=${encodeURIComponent("ｗｉｎｔｅｒ")}&sort=name&order=desc&page=1`,
    );
    expect({ names: names(winter.items), total: winter.total }).toEqual({
      names: ["Winter noise", "Winter 2", "Winter 1"],
      total: 3,
    });
    const newest = await pageOf<C>(server.app, owner, `${url}?service_type=hikage&page_size=1`);
    expect({ names: names(newest.items), total: newest.total }).toEqual({ names: ["Summer"], total: 5 });
  });

  it("keeps the plain array when no page is asked for", async () => {
    const all = await ok<C[]>(server.app, owner, "GET", `${url}?sort=created_at&order=asc`);
    expect(names(all)).toEqual(["Winter 2", "autumn", "Winter 1", "spring", "Summer", "Winter noise"]);
  });

  it("refuses bad list queries with 400 and field codes, and others' projects with 404", async () => {
    await expectListQueryRefusals(server.app, owner, `${url}?`, "status");
    expect((await call(server.app, stranger, "GET", `${url}?page=1`)).statusCode).toBe(404);
  });
});
