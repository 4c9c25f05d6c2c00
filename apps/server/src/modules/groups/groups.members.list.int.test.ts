import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, registerAndConfirm, type TestUser } from "../../test/dashboard";
import { expectListQueryRefusals, pageOf } from "../../test/lists";
import { registration } from "../../test/test-app";
import { useTestApp } from "../../test/use-test-app";

let owner: TestUser;
let stranger: TestUser;
let url: string;

type M = { name: string; email: string; role: string };
const names = (items: M[]) => items.map((m) => m.name);

const server = useTestApp();
beforeAll(async () => {
  owner = await server.signUp("premium");
  stranger = await server.signUp("premium");
  const group = await ok<{ id: string }>(server.app, owner, "POST", "/api/groups", { name: "Team" });
  url = `/api/groups/${group.id}/members`;
  // Joined in this order; names and e-mails to search and sort by.
  for (const [family_name, given_name, local] of [
    ["佐藤", "花子", "hanako"],
    ["Abe", "Ken", "ken.abe"],
    ["suzuki", "Ichiro", "ichiro"],
    ["Tanaka", "Yui", "yui.design"],
  ]) {
    const body = registration({ family_name, given_name, email: `${local}.${Date.now()}@example.jp` });
    expect((await registerAndConfirm(server.app, body)).statusCode).toBe(201);
    await ok(server.app, owner, "PUT", url, { email: body.email, role: "view" });
  }
});

describe("GET /api/groups/{id}/members paged (issue 15)", () => {
  it("lists in joining order, first joined first, as before; a page with the total on request", async () => {
    expect(names(await ok<M[]>(server.app, owner, "GET", url))).toEqual([
      "佐藤 花子",
      "Abe Ken",
      "suzuki Ichiro",
      "Tanaka Yui",
    ]);
    const second = await pageOf<M>(server.app, owner, `${url}?page=2&page_size=3`);
    expect({ ...second, items: names(second.items) }).toEqual({
      items: ["Tanaka Yui"],
      total: 4,
      page: 2,
      page_size: 3,
    });
  });

  it("sorts by the display name (case-insensitive) and searches names and e-mails", async () => {
    const byName = await pageOf<M>(server.app, owner, `${url}?sort=name&order=asc&page=1&page_size=3`);
    expect(names(byName.items)).toEqual(["Abe Ken", "suzuki Ichiro", "Tanaka Yui"]);
    const design = await pageOf<M>(server.app, owner, `${url}?q=DESIGN&page=1`);
    expect({ names: names(design.items), total: design.total }).toEqual({ names: ["Tanaka Yui"], total: 1 });
    const sato = await ok<M[]>(server.app, owner, "GET", `${url}?q=${encodeURIComponent("佐藤 花")}`);
    expect(names(sato)).toEqual(["佐藤 花子"]);
  });

  it("refuses bad list queries with 400 and field codes, and strangers with 404", async () => {
    await expectListQueryRefusals(server.app, owner, `${url}?`, "updated_at");
    expect((await call(server.app, stranger, "GET", `${url}?page=1`)).statusCode).toBe(404);
  });
});
