import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { expectListQueryRefusals, pageOf } from "../../test/lists";
import { useTestApp } from "../../test/use-test-app";

let owner: TestUser;
let guest: TestUser;

type W = { id: string; name: string; kind: string };
const names = (items: W[]) => items.map((w) => w.name);

const server = useTestApp();
beforeAll(async () => {
  owner = await server.signUp("premium");
  guest = await server.signUp("premium");
  for (const name of ["Echo", "alpha", "Delta", "charlie", "Bravo"]) {
    const created = await ok<W>(server.app, owner, "POST", "/api/workspaces", { name });
    if (name !== "Echo") {
      const share = { email: guest.email, permission: "view" };
      await ok(server.app, owner, "PUT", `/api/workspaces/${created.id}/shares`, share);
    }
  }
});

describe("GET /api/workspaces paged (issue 15)", () => {
  it("answers a page with the total of all matches when page or page_size is named", async () => {
    const url = "/api/workspaces?kind=my&sort=name&order=asc&page_size=2";
    const first = await pageOf<W>(server.app, owner, `${url}&page=1`);
    expect({ ...first, items: names(first.items) }).toEqual({
      items: ["alpha", "Bravo"],
      total: 5,
      page: 1,
      page_size: 2,
    });
    expect(names((await pageOf<W>(server.app, owner, `${url}&page=2`)).items)).toEqual(["charlie", "Delta"]);
    expect(names((await pageOf<W>(server.app, owner, `${url}&page=3`)).items)).toEqual(["Echo"]);
    // a page past the end is empty and still says how many there are
    expect(await pageOf<W>(server.app, owner, `${url}&page=4`)).toEqual({
      items: [],
      total: 5,
      page: 4,
      page_size: 2,
    });
    const defaults = await pageOf<W>(server.app, owner, "/api/workspaces?page=1");
    expect({ total: defaults.total, page_size: defaults.page_size }).toEqual({ total: 5, page_size: 20 });
    expect(names(defaults.items)).toEqual(["Bravo", "charlie", "Delta", "alpha", "Echo"]); // latest change first
  });

  it("searches and sorts on the server before the window, and counts only the matches", async () => {
    const found = await pageOf<W>(
      server.app,
      owner,
      "/api/workspaces?q=A&sort=name&order=desc&page=1&page_size=2",
    );
    expect({ names: names(found.items), total: found.total }).toEqual({
      names: ["Delta", "charlie"],
      total: 4,
    });
    // full-width letters find their half-width names (NFKC), whatever the case
    const wide = await ok<W[]>(server.app, owner, "GET", `/api/workspaces?q=${encodeURIComponent("ＡＬＰ")}`);
    expect(names(wide)).toEqual(["alpha"]);
    const none = await pageOf<W>(server.app, owner, "/api/workspaces?q=zzz&page=1");
    expect(none).toEqual({ items: [], total: 0, page: 1, page_size: 20 });
  });

  it("pages the shared and the group workspaces too", async () => {
    const shared = await pageOf<W>(
      server.app,
      guest,
      "/api/workspaces?kind=shared&sort=created_at&order=asc&page=2&page_size=3",
    );
    expect({ names: names(shared.items), total: shared.total }).toEqual({ names: ["Bravo"], total: 4 });
    expect(shared.items.every((w) => w.kind === "shared")).toBe(true);
    const group = await ok<{ id: string }>(server.app, owner, "POST", "/api/groups", { name: "Team" });
    for (const name of ["g1", "g2", "g3"]) {
      await ok(server.app, owner, "POST", "/api/workspaces", { name, group_id: group.id });
    }
    const url = `/api/workspaces?kind=group&group_id=${group.id}&sort=name&order=desc&page_size=2`;
    const groupPage = await pageOf<W>(server.app, owner, url);
    expect({ names: names(groupPage.items), total: groupPage.total }).toEqual({
      names: ["g3", "g2"],
      total: 3,
    });
    expect((await pageOf<W>(server.app, guest, "/api/workspaces?kind=group&page=1")).total).toBe(0);
  });

  it("keeps the plain array, searched and sorted, when no page is asked for", async () => {
    const list = await ok<W[]>(server.app, owner, "GET", "/api/workspaces?q=a&sort=name&order=asc");
    expect(names(list)).toEqual(["alpha", "Bravo", "charlie", "Delta"]);
  });

  it("refuses bad pages, sizes, sorts and searches with 400 and field codes", async () => {
    await expectListQueryRefusals(server.app, owner, "/api/workspaces?kind=my&", "size");
    expect((await call(server.app, null, "GET", "/api/workspaces?page=1")).statusCode).toBe(401);
  });
});
