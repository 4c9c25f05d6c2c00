import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cases, groupClosure, groupMembers, groups, projects, workspaces } from "../../db/schema";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

let owner: TestUser;

type G = { id: string; name: string; parent_id: string | null; depth: number; role: string; member: boolean };
type W = { id: string; name: string; kind: string; role: string; group: { id: string } | null };

const server = useTestApp();
beforeAll(async () => {
  owner = await server.signUp("premium");
});

const group = (name: string, parent_id: string | null = null, who = owner) =>
  ok<G>(server.app, who, "POST", "/api/groups", { name, parent_id });
const tree = async (who: TestUser) =>
  (await ok<G[]>(server.app, who, "GET", "/api/groupsclosure/tree")).map(
    (g) => `${g.name}:${g.depth}:${g.role}`,
  );
const move = (id: string, parent_id: string | null, who = owner) =>
  call(server.app, who, "POST", `/api/groups/${id}/move`, { parent_id });

describe("groups", () => {
  it("refuses groups to basic users with limit_reached groups", async () => {
    const basic = await server.signUp();
    const res = await call(server.app, basic, "POST", "/api/groups", { name: "G" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: "limit_reached", limit: "groups" });
    expect(await ok(server.app, basic, "GET", "/api/groupsclosure/tree")).toEqual([]);
  });

  it("builds a tree of sub-groups: parents first, siblings by name, depths from the closure table", async () => {
    const user = await server.signUp("premium");
    const root = await group("本社", null, user);
    const b = await group("b-dept", root.id, user);
    await group("a-dept", root.id, user);
    await group("team", b.id, user);
    await group("Another", null, user);
    // Roots by name ("Another" before "本社"), each followed by its sub-tree; children under their parent, "a-dept" before "b-dept".
    expect(await tree(user)).toEqual([
      "Another:0:owner",
      "本社:0:owner",
      "a-dept:1:owner",
      "b-dept:1:owner",
      "team:2:owner",
    ]);
  });

  it("renames and validates names", async () => {
    const g = await group("old");
    expect((await ok<G>(server.app, owner, "PATCH", `/api/groups/${g.id}`, { name: "new" })).name).toBe(
      "new",
    );
    const long = await call(server.app, owner, "PATCH", `/api/groups/${g.id}`, { name: "x".repeat(51) });
    expect(long.json().error.fields).toEqual([{ path: "name", message: "common.name_length" }]);
  });

  it("moves sub-trees, keeps depths right and refuses cycles and other trees", async () => {
    const a = await group("A");
    const b = await group("B", a.id);
    const c = await group("C", b.id);
    const d = await group("D", c.id);
    expect((await move(c.id, a.id)).json()).toMatchObject({ parent_id: a.id, depth: 1 });
    expect((await ok<G>(server.app, owner, "GET", `/api/groups/${d.id}`)).depth).toBe(2);
    expect((await move(a.id, d.id)).statusCode).toBe(409);
    expect((await move(a.id, a.id)).statusCode).toBe(409);
    expect((await move(b.id, null)).json()).toMatchObject({ parent_id: null, depth: 0 });
    expect((await move(c.id, b.id)).json()).toMatchObject({ parent_id: b.id, depth: 1 });
    expect((await ok<G>(server.app, owner, "GET", `/api/groups/${d.id}`)).depth).toBe(2);
    // Closure rows of D: itself, C, B (A is no longer an ancestor).
    const rows = await server.db
      .select()
      .from(groupClosure)
      .where(inArray(groupClosure.descendantId, [d.id]));
    expect(rows.map((r) => [r.ancestorId, r.depth]).sort((x, y) => Number(x[1]) - Number(y[1]))).toEqual([
      [d.id, 0],
      [c.id, 1],
      [b.id, 2],
    ]);
    const other = await server.signUp("premium");
    const h = await group("H", null, other);
    await ok(
      server.app,
      other,
      "PUT",
      `/api/groups/${h.id}/members`,
      { email: owner.email, role: "admin" },
      200,
    );
    expect((await move(c.id, h.id)).statusCode).toBe(409);
  });

  it("lets members of a parent group see sub-groups and their workspaces with their role", async () => {
    const org = await group("Org");
    const dept = await group("Dept", org.id);
    const team = await group("Team", dept.id);
    const orgWs = await ok<W>(server.app, owner, "POST", "/api/workspaces", {
      name: "org-ws",
      group_id: org.id,
    });
    const teamWs = await ok<W>(server.app, owner, "POST", "/api/workspaces", {
      name: "team-ws",
      group_id: team.id,
    });
    expect(teamWs).toMatchObject({ kind: "group", role: "owner", group: { id: team.id } });
    const viewer = await server.signUp();
    const teamOnly = await server.signUp();
    await ok(
      server.app,
      owner,
      "PUT",
      `/api/groups/${org.id}/members`,
      { email: viewer.email, role: "view" },
      200,
    );
    await ok(
      server.app,
      owner,
      "PUT",
      `/api/groups/${team.id}/members`,
      { email: teamOnly.email, role: "edit" },
      200,
    );
    expect(await tree(viewer)).toEqual(["Org:0:view", "Dept:1:view", "Team:2:view"]);
    expect(await tree(teamOnly)).toEqual(["Team:2:edit"]);
    // Only a group one was added to can be left: the others come with a parent's membership.
    const memberOf = async (who: TestUser) =>
      (await ok<G[]>(server.app, who, "GET", "/api/groupsclosure/tree"))
        .filter((g) => g.member)
        .map((g) => g.name);
    expect(await memberOf(viewer)).toEqual(["Org"]);
    expect(await memberOf(teamOnly)).toEqual(["Team"]);
    // The owner owns the tree; earlier tests made them a member of other users' groups only.
    expect((await memberOf(owner)).filter((name) => ["Org", "Dept", "Team"].includes(name))).toEqual([]);
    expect((await ok<G>(server.app, viewer, "GET", `/api/groups/${dept.id}`)).member).toBe(false);
    expect((await ok<G>(server.app, viewer, "GET", `/api/groups/${org.id}`)).member).toBe(true);
    const names = async (who: TestUser, query = "") =>
      (await ok<W[]>(server.app, who, "GET", `/api/workspaces?kind=group&sort=name&order=asc${query}`)).map(
        (w) => `${w.name}:${w.role}`,
      );
    expect(await names(viewer)).toEqual(["org-ws:view", "team-ws:view"]);
    expect(await names(teamOnly)).toEqual(["team-ws:edit"]);
    expect(await names(viewer, `&group_id=${team.id}`)).toEqual(["team-ws:view"]);
    expect(
      (await call(server.app, teamOnly, "GET", `/api/workspaces?kind=group&group_id=${org.id}`)).statusCode,
    ).toBe(404);
    expect((await call(server.app, teamOnly, "GET", `/api/workspaces/${orgWs.id}`)).statusCode).toBe(404);
    // A stronger role on the sub-group wins over the parent's.
    await ok(
      server.app,
      owner,
      "PUT",
      `/api/groups/${team.id}/members`,
      { email: viewer.email, role: "admin" },
      200,
    );
    expect(await names(viewer)).toEqual(["org-ws:view", "team-ws:admin"]);
    const members = await ok<{ email: string; role: string }[]>(
      server.app,
      viewer,
      "GET",
      `/api/groups/${team.id}/members`,
    );
    expect(members.map((m) => `${m.email}:${m.role}`)).toEqual([
      `${teamOnly.email}:edit`,
      `${viewer.email}:admin`,
    ]);
    // Leaving.
    await ok(server.app, teamOnly, "DELETE", `/api/groups/${team.id}/members/${teamOnly.id}`, undefined, 204);
    expect(await tree(teamOnly)).toEqual([]);
  });

  it("keeps top-level groups to their owner: admins may not delete them or lift sub-groups to the top", async () => {
    const top = await group("Corp");
    const sub = await group("Unit", top.id);
    const admin = await server.signUp();
    await ok(
      server.app,
      owner,
      "PUT",
      `/api/groups/${top.id}/members`,
      { email: admin.email, role: "admin" },
      200,
    );
    expect((await call(server.app, admin, "DELETE", `/api/groups/${top.id}`)).statusCode).toBe(403);
    expect((await move(sub.id, null, admin)).statusCode).toBe(403);
    expect((await ok<G>(server.app, admin, "PATCH", `/api/groups/${top.id}`, { name: "Corp2" })).role).toBe(
      "admin",
    );
    await ok(server.app, admin, "DELETE", `/api/groups/${sub.id}`, undefined, 204);
    expect(await tree(admin)).toEqual(["Corp2:0:admin"]);
  });

  it("refuses unknown e-mails and the owner as members", async () => {
    const g = await group("M");
    const put = (email: string) =>
      call(server.app, owner, "PUT", `/api/groups/${g.id}/members`, { email, role: "view" });
    expect((await put("nobody@example.jp")).json().error.fields[0].message).toBe("sharing.user_not_found");
    expect((await put(owner.email)).json().error.fields[0].message).toBe("sharing.self");
  });

  it("deletes a group with its sub-groups, memberships and group workspaces with projects and cases", async () => {
    const top = await group("Top");
    const sub = await group("Sub", top.id);
    const member = await server.signUp();
    await ok(
      server.app,
      owner,
      "PUT",
      `/api/groups/${sub.id}/members`,
      { email: member.email, role: "edit" },
      200,
    );
    const ws = await ok<W>(server.app, owner, "POST", "/api/workspaces", {
      name: "sub-ws",
      group_id: sub.id,
    });
    const p = await ok<{ id: string }>(server.app, owner, "POST", `/api/workspaces/${ws.id}/projects`, {
      project_name: "p",
      services: ["hikage"],
    });
    await ok(server.app, owner, "POST", `/api/project/${p.id}/cases`, { service_type: "hikage", name: "c" });
    await ok(server.app, owner, "DELETE", `/api/groups/${top.id}`, undefined, 204);
    const ids = [top.id, sub.id];
    expect(await server.db.select().from(groups).where(inArray(groups.id, ids))).toEqual([]);
    expect(
      await server.db.select().from(groupClosure).where(inArray(groupClosure.descendantId, ids)),
    ).toEqual([]);
    expect(await server.db.select().from(groupMembers).where(inArray(groupMembers.groupId, ids))).toEqual([]);
    expect(
      await server.db
        .select()
        .from(workspaces)
        .where(inArray(workspaces.id, [ws.id])),
    ).toEqual([]);
    expect(
      await server.db
        .select()
        .from(projects)
        .where(inArray(projects.id, [p.id])),
    ).toEqual([]);
    expect(
      await server.db
        .select()
        .from(cases)
        .where(inArray(cases.projectId, [p.id])),
    ).toEqual([]);
    expect(await tree(member)).toEqual([]);
  });
});
