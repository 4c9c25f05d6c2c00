import { describe, expect, it } from "vitest";
import { ok } from "../../test/dashboard";
import { ACTORS, type ActorKey, useMatrixWorld } from "./access.matrix.fixtures";
import { matrixRows } from "./access.matrix.rows";

const world = useMatrixWorld();
const rows = matrixRows(world);

/** Presented policies: each answer's `can` flag says exactly whether the matching request above succeeds. */
describe("presented policies agree with the matrix", () => {
  const allowed = (route: string, key: ActorKey) => {
    const row = rows.find(([name]) => name === route);
    if (!row) throw new Error(`no matrix row ${route}`);
    return (row[2][ACTORS.indexOf(key)] ?? 500) < 400;
  };
  const readers = ACTORS.filter((key) => allowed("GET /api/workspaces/:id", key));
  const groupReaders = ACTORS.filter((key) => allowed("GET /api/groups/:id", key));

  it.each(readers)("workspace, project and case answers of %s", async (key) => {
    const { ws, project, case: caseId } = world.target(key);
    const workspace = await ok<{ can: object }>(world.app, world.user(key), "GET", `/api/workspaces/${ws}`);
    expect(workspace.can).toEqual({
      update: allowed("PATCH /api/workspaces/:id", key),
      delete: allowed("DELETE /api/workspaces/:id", key),
      share: allowed("PUT /api/workspaces/:id/shares", key),
      create_project: allowed("POST /api/workspaces/:id/projects", key),
    });
    const projectCan = (
      await ok<{ can: object }>(world.app, world.user(key), "GET", `/api/project/${project}`)
    ).can;
    expect(projectCan).toEqual({
      update: allowed("PATCH /api/project/:id", key),
      delete: allowed("DELETE /api/project/:id", key),
      create_case: allowed("POST /api/project/:id/cases", key),
    });
    const projects = await ok<{ id: string; can: object }[]>(
      world.app,
      world.user(key),
      "GET",
      `/api/workspaces/${ws}/projects`,
    );
    expect(projects.find((p) => p.id === project)?.can).toEqual(projectCan);
    const caseCan = (await ok<{ can: object }>(world.app, world.user(key), "GET", `/api/cases/${caseId}`))
      .can;
    expect(caseCan).toEqual({
      update: allowed("PATCH /api/cases/:id", key),
      delete: allowed("DELETE /api/cases/:id", key),
      run: allowed("POST /api/cases/:id/run", key),
      share: allowed("POST /api/cases/:id/share", key),
      copy: allowed("POST /api/cases/:id/copy", key),
    });
    const list = await ok<{ id: string; can: object }[]>(
      world.app,
      world.user(key),
      "GET",
      `/api/project/${project}/cases`,
    );
    expect(list.find((c) => c.id === caseId)?.can).toEqual(caseCan);
  });

  it.each(groupReaders)("group answers of %s", async (key) => {
    const group = await ok<{ can: object }>(world.app, world.user(key), "GET", `/api/groups/${world.ids.S}`);
    expect(group.can).toEqual({
      update: allowed("PATCH /api/groups/:id", key),
      delete: allowed("DELETE /api/groups/:id", key),
      manage_members: allowed("PUT /api/groups/:id/members", key),
      create_subgroup: allowed("POST /api/groups (sub-group)", key),
      create_workspace: allowed("POST /api/workspaces (group_id)", key),
      move: allowed("POST /api/groups/:id/move", key),
      // Only the tree's owner may lift a sub-group to the top level.
      move_to_top: key === "owner",
    });
    const tree = await ok<{ id: string; can: object }[]>(
      world.app,
      world.user(key),
      "GET",
      "/api/groupsclosure/tree",
    );
    expect(tree.find((g) => g.id === world.ids.S)?.can).toEqual(group.can);
  });
});
