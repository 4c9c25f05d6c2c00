import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

let owner: TestUser;

const server = useTestApp();
beforeAll(async () => {
  owner = await server.signUp("premium");
  // Test-only sabotage: deleting a case named "boom" fails, as a disk or constraint error would mid-cascade.
  await server.db.execute(sql`
    create function refuse_boom() returns trigger language plpgsql as $$
    begin
      if old.name = 'boom' then raise exception 'boom'; end if;
      return old;
    end $$`);
  await server.db.execute(
    sql`create trigger refuse_boom before delete on cases for each row execute function refuse_boom()`,
  );
});

/** A workspace (in a group when given) with two projects; the second project's last case is the "boom" one. */
async function populate(groupId?: string) {
  const ws = await ok<{ id: string }>(server.app, owner, "POST", "/api/workspaces", {
    name: "w",
    group_id: groupId,
  });
  const projectIds: string[] = [];
  for (const name of ["p1", "p2"]) {
    const p = await ok<{ id: string }>(server.app, owner, "POST", `/api/workspaces/${ws.id}/projects`, {
      project_name: name,
      services: ["hikage"],
    });
    await ok(server.app, owner, "POST", `/api/project/${p.id}/cases`, { service_type: "hikage", name: "ok" });
    projectIds.push(p.id);
  }
  await ok(server.app, owner, "POST", `/api/project/${projectIds[1]}/cases`, {
    service_type: "hikage",
    name: "boom",
  });
  return { workspaceId: ws.id, projectIds };
}

const counts = async (workspaceId: string) => {
  const result = await server.db.execute(sql`
    select (select count(*)::int from projects where workspace_id = ${workspaceId}) as projects,
           (select count(*)::int from cases c join projects p on p.id = c.project_id
             where p.workspace_id = ${workspaceId}) as cases`);
  // Both drivers answer `{ rows }`.
  return (result as { rows: { projects: number; cases: number }[] }).rows[0];
};

describe("cascading deletes are all or nothing", () => {
  it("a workspace delete that fails half-way leaves every project and case in place", async () => {
    const { workspaceId } = await populate();
    expect(await counts(workspaceId)).toEqual({ projects: 2, cases: 3 });
    const res = await call(server.app, owner, "DELETE", `/api/workspaces/${workspaceId}`);
    expect(res.statusCode).toBe(500);
    expect(await counts(workspaceId)).toEqual({ projects: 2, cases: 3 });
    expect((await call(server.app, owner, "GET", `/api/workspaces/${workspaceId}`)).statusCode).toBe(200);
  });

  it("a group delete that fails half-way leaves sub-groups and their workspaces in place", async () => {
    const top = await ok<{ id: string }>(server.app, owner, "POST", "/api/groups", { name: "top" });
    const sub = await ok<{ id: string }>(server.app, owner, "POST", "/api/groups", {
      name: "sub",
      parent_id: top.id,
    });
    const { workspaceId } = await populate(sub.id);
    expect((await call(server.app, owner, "DELETE", `/api/groups/${top.id}`)).statusCode).toBe(500);
    expect((await ok<unknown[]>(server.app, owner, "GET", "/api/groupsclosure/tree")).length).toBe(2);
    expect(await counts(workspaceId)).toEqual({ projects: 2, cases: 3 });
  });
});
