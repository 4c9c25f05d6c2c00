import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { expectListQueryRefusals, pageOf } from "../../test/lists";
import { useTestApp } from "../../test/use-test-app";

let owner: TestUser;
let stranger: TestUser;
let url: string;

type P = { project_name: string; services: { service_type: string }[] };
const names = (items: P[]) => items.map((p) => p.project_name);

const server = useTestApp();
beforeAll(async () => {
  owner = await server.signUp("premium");
  stranger = await server.signUp("premium");
  const ws = (await ok<{ id: string }>(server.app, owner, "POST", "/api/workspaces", { name: "W" })).id;
  url = `/api/workspaces/${ws}/projects`;
  for (const name of ["渋谷 North", "shinjuku", "Ikebukuro", "渋谷 South"]) {
    await ok(server.app, owner, "POST", url, { project_name: name, services: ["noise"] });
  }
});

describe("GET /api/workspaces/{id}/projects paged (issue 15)", () => {
  it("answers a page of projects with their services and the total of all matches", async () => {
    const first = await pageOf<P>(server.app, owner, `${url}?sort=name&order=asc&page=1&page_size=3`);
    expect({ ...first, items: names(first.items) }).toEqual({
      items: ["Ikebukuro", "shinjuku", "渋谷 North"],
      total: 4,
      page: 1,
      page_size: 3,
    });
    expect(first.items[0]?.services.map((s) => s.service_type)).toEqual(["noise"]);
    const second = await pageOf<P>(server.app, owner, `${url}?sort=name&order=asc&page=2&page_size=3`);
    expect(names(second.items)).toEqual(["渋谷 South"]);
    expect(await pageOf<P>(server.app, owner, `${url}?page=3&page_size=3`)).toEqual({
      items: [],
      total: 4,
      page: 3,
      page_size: 3,
    });
  });

  it("searches and orders on the server; the latest change first by default", async () => {
    const shibuya = await pageOf<P>(
      server.app,
      owner,
      `${url}?q=${encodeURIComponent("渋谷")}&sort=name&order=desc&page=1`,
    );
    expect({ names: names(shibuya.items), total: shibuya.total }).toEqual({
      names: ["渋谷 South", "渋谷 North"],
      total: 2,
    });
    expect(names(await ok<P[]>(server.app, owner, "GET", url))).toEqual([
      "渋谷 South",
      "Ikebukuro",
      "shinjuku",
      "渋谷 North",
    ]);
  });

  it("refuses bad list queries with 400 and field codes, and others' workspaces with 404", async () => {
    await expectListQueryRefusals(server.app, owner, `${url}?`, "owner");
    expect((await call(server.app, stranger, "GET", `${url}?page=1`)).statusCode).toBe(404);
  });
});
