import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { caseResults, cases, notifications } from "../../db/schema";
import { plannedBuildingCase } from "../analysis/analysis.fixtures";
import { call, multipartFile, ok, png, signUp, type TestUser } from "../../test/dashboard";
import { buildTestApp, openTestDatabase, type TestDatabase } from "../../test/test-app";

/**
 * Every route x every actor (README, Authorization). Shared actors work on the owner's workspace W (shared with
 * them), group actors on the group workspace GW of sub-group S, as members of S's parent G (inheritance).
 */
const ACTORS = ["owner", "sAdmin", "sEdit", "sView", "gAdmin", "gEdit", "gView", "stranger", "anon"] as const;
type ActorKey = (typeof ACTORS)[number];
const PERMISSION = {
  sAdmin: "admin",
  sEdit: "edit",
  sView: "view",
  gAdmin: "admin",
  gEdit: "edit",
  gView: "view",
};

let database: TestDatabase;
let app: FastifyInstance;
const users = {} as Record<Exclude<ActorKey, "anon">, TestUser>;
let extra: TestUser;
let thumbnailPng: Buffer;
const ids = { G: "", S: "", W: "", GW: "", P: "", GP: "", C: "", GC: "" };

const user = (key: ActorKey) => (key === "anon" ? null : users[key]);
const isGroupActor = (key: ActorKey) => key.startsWith("g");
const owner = () => users.owner;
/** The workspace / project / case an actor works on. */
const target = (key: ActorKey) =>
  isGroupActor(key)
    ? { ws: ids.GW, project: ids.GP, case: ids.GC }
    : { ws: ids.W, project: ids.P, case: ids.C };

async function freshWorkspace(key: ActorKey): Promise<string> {
  if (isGroupActor(key)) {
    return (
      await ok<{ id: string }>(app, owner(), "POST", "/api/workspaces", { name: "gw", group_id: ids.S })
    ).id;
  }
  const { id } = await ok<{ id: string }>(app, owner(), "POST", "/api/workspaces", { name: "w" });
  const permission = PERMISSION[key as keyof typeof PERMISSION];
  if (permission)
    await ok(app, owner(), "PUT", `/api/workspaces/${id}/shares`, {
      email: users[key as "sAdmin"].email,
      permission,
    });
  return id;
}
const freshProject = async (key: ActorKey) =>
  (
    await ok<{ id: string }>(app, owner(), "POST", `/api/workspaces/${target(key).ws}/projects`, {
      project_name: "fresh",
      services: ["hikage"],
    })
  ).id;
const freshCase = async (key: ActorKey) =>
  (
    await ok<{ id: string }>(app, owner(), "POST", `/api/project/${target(key).project}/cases`, {
      service_type: "hikage",
      name: "fresh",
    })
  ).id;
const freshGroup = async () =>
  (await ok<{ id: string }>(app, owner(), "POST", "/api/groups", { name: "fresh", parent_id: ids.S })).id;
const upload = (key: ActorKey, projectId: string) => {
  const body = multipartFile("file", "t.png", "image/png", thumbnailPng);
  return call(app, user(key), "PUT", `/api/project/${projectId}/thumbnail`, body.payload, body.headers);
};

const site = { lon: 139.7, lat: 35.6 };
/** A case that can run: a project with a site in the actor's workspace and complete shadow parameters. */
const runnableCase = async (key: ActorKey) => {
  const project = await ok<{ id: string }>(
    app,
    owner(),
    "POST",
    `/api/workspaces/${target(key).ws}/projects`,
    {
      project_name: "runnable",
      services: ["hikage"],
      site: { ...site, city_code: null },
    },
  );
  return (
    await ok<{ id: string }>(app, owner(), "POST", `/api/project/${project.id}/cases`, {
      service_type: "hikage",
      name: "runnable",
      parameters: plannedBuildingCase(site),
    })
  ).id;
};
/** The result of a finished run stored for `caseId` directly (as the analysis worker would). */
const storeResult = async (caseId: string) => {
  const runId = randomUUID();
  await database.db.update(cases).set({ status: "done", resultRunId: runId }).where(eq(cases.id, caseId));
  await database.db.insert(caseResults).values({
    caseId,
    runId,
    runTimeMs: 1,
    manifest: {
      service_type: "hikage",
      summary: {
        service_type: "hikage",
        max_hours: null,
        areas: [],
        regulation: null,
        buildings: { city: 0, models: 0, planned: 0 },
        window_hours: 8,
        plane_z: 4,
        north_angle: 0,
      },
      points: [],
      layers: [],
    },
  });
};

/** A notification stored for `who` directly (as the notifications service would). */
const freshNotification = async (who: TestUser) => {
  const values = { userId: who.id, type: "analysis_done", content: "done" };
  const [row] = await database.db.insert(notifications).values(values).returning();
  return row?.id ?? "";
};

type Row = [string, (key: ActorKey) => Promise<LightMyRequestResponse>, number[]];
const R = [200, 200, 200, 200, 200, 200, 200, 404, 401];
const SIGNED_IN = [200, 200, 200, 200, 200, 200, 200, 200, 401];
const w = (ok: number) => [ok, ok, ok, 403, ok, ok, 403, 404, 401];
const manage = (ok: number) => [ok, ok, 403, 403, ok, 403, 403, 404, 401];
const groupRead = [200, 404, 404, 404, 200, 200, 200, 404, 401];
const groupManage = (ok: number) => [ok, 404, 404, 404, ok, 403, 403, 404, 401];

const rows: Row[] = [
  [
    "GET /api/groupmember/master/permission",
    (k) => call(app, user(k), "GET", "/api/groupmember/master/permission"),
    SIGNED_IN,
  ],
  [
    "GET /api/permissionmanage/master/permission",
    (k) => call(app, user(k), "GET", "/api/permissionmanage/master/permission"),
    SIGNED_IN,
  ],
  ["GET /api/service/type/all", (k) => call(app, user(k), "GET", "/api/service/type/all"), SIGNED_IN],
  ["GET /api/user/limits", (k) => call(app, user(k), "GET", "/api/user/limits"), SIGNED_IN],
  ["GET /api/groupsclosure/tree", (k) => call(app, user(k), "GET", "/api/groupsclosure/tree"), SIGNED_IN],
  ["GET /api/workspaces", (k) => call(app, user(k), "GET", "/api/workspaces?kind=shared"), SIGNED_IN],
  [
    "POST /api/workspaces (my)",
    (k) => call(app, user(k), "POST", "/api/workspaces", { name: "mine" }),
    [201, 201, 201, 201, 201, 201, 201, 201, 401],
  ],
  ["GET /api/workspaces/:id", (k) => call(app, user(k), "GET", `/api/workspaces/${target(k).ws}`), R],
  [
    "PATCH /api/workspaces/:id",
    (k) => call(app, user(k), "PATCH", `/api/workspaces/${target(k).ws}`, { name: "renamed" }),
    manage(200),
  ],
  [
    "DELETE /api/workspaces/:id",
    async (k) => call(app, user(k), "DELETE", `/api/workspaces/${await freshWorkspace(k)}`),
    [204, 403, 403, 403, 204, 403, 403, 404, 401],
  ],
  [
    "GET /api/workspaces/:id/shares",
    (k) => call(app, user(k), "GET", `/api/workspaces/${target(k).ws}/shares`),
    manage(200),
  ],
  [
    "PUT /api/workspaces/:id/shares",
    (k) =>
      call(app, user(k), "PUT", `/api/workspaces/${target(k).ws}/shares`, {
        email: extra.email,
        permission: "view",
      }),
    manage(200),
  ],
  [
    "DELETE /api/workspaces/:id/shares/:userId",
    async (k) => {
      await ok(app, owner(), "PUT", `/api/workspaces/${target(k).ws}/shares`, {
        email: extra.email,
        permission: "view",
      });
      return call(app, user(k), "DELETE", `/api/workspaces/${target(k).ws}/shares/${extra.id}`);
    },
    manage(204),
  ],
  [
    "GET /api/workspaces/:id/projects",
    (k) => call(app, user(k), "GET", `/api/workspaces/${target(k).ws}/projects`),
    R,
  ],
  [
    "POST /api/workspaces/:id/projects",
    (k) => call(app, user(k), "POST", `/api/workspaces/${target(k).ws}/projects`, { project_name: "new" }),
    w(201),
  ],
  ["GET /api/project/:id", (k) => call(app, user(k), "GET", `/api/project/${target(k).project}`), R],
  [
    "PATCH /api/project/:id",
    (k) => call(app, user(k), "PATCH", `/api/project/${target(k).project}`, { description: "d" }),
    w(200),
  ],
  [
    "DELETE /api/project/:id",
    async (k) => call(app, user(k), "DELETE", `/api/project/${await freshProject(k)}`),
    w(204),
  ],
  ["PUT /api/project/:id/thumbnail", (k) => upload(k, target(k).project), w(200)],
  [
    "GET /api/project/:id/thumbnail",
    (k) => call(app, user(k), "GET", `/api/project/${target(k).project}/thumbnail`),
    R,
  ],
  [
    "DELETE /api/project/:id/thumbnail",
    async (k) => {
      const id = await freshProject(k);
      expect((await upload("owner", id)).statusCode).toBe(200);
      return call(app, user(k), "DELETE", `/api/project/${id}/thumbnail`);
    },
    w(204),
  ],
  [
    "GET /api/project/:id/cases",
    (k) => call(app, user(k), "GET", `/api/project/${target(k).project}/cases`),
    R,
  ],
  [
    "POST /api/project/:id/cases",
    (k) =>
      call(app, user(k), "POST", `/api/project/${target(k).project}/cases`, {
        service_type: "hikage",
        name: "c",
      }),
    w(201),
  ],
  ["GET /api/cases/:id", (k) => call(app, user(k), "GET", `/api/cases/${target(k).case}`), R],
  [
    "PATCH /api/cases/:id",
    (k) => call(app, user(k), "PATCH", `/api/cases/${target(k).case}`, { name: "renamed" }),
    w(200),
  ],
  [
    "POST /api/cases/:id/copy",
    (k) => call(app, user(k), "POST", `/api/cases/${target(k).case}/copy`, {}),
    w(201),
  ],
  [
    "DELETE /api/cases/:id",
    async (k) => call(app, user(k), "DELETE", `/api/cases/${await freshCase(k)}`),
    w(204),
  ],
  [
    "POST /api/cases/:id/run",
    async (k) => call(app, user(k), "POST", `/api/cases/${await runnableCase(k)}/run`),
    w(202),
  ],
  [
    "POST /api/cases/:id/cancel",
    async (k) => {
      const id = await runnableCase(k);
      await ok(app, owner(), "POST", `/api/cases/${id}/run`, undefined, 202);
      return call(app, user(k), "POST", `/api/cases/${id}/cancel`);
    },
    w(200),
  ],
  ["GET /api/cases/:id/result", (k) => call(app, user(k), "GET", `/api/cases/${target(k).case}/result`), R],
  [
    "POST /api/cases/:id/share",
    (k) => call(app, user(k), "POST", `/api/cases/${target(k).case}/share`),
    w(200),
  ],
  [
    "DELETE /api/cases/:id/share",
    (k) => call(app, user(k), "DELETE", `/api/cases/${target(k).case}/share`),
    w(204),
  ],
  [
    "GET /api/cases/:id/export/:format",
    (k) => call(app, user(k), "GET", `/api/cases/${target(k).case}/export/csv`),
    R,
  ],
  [
    "GET /api/share/:token (anyone holding the link)",
    async (k) => {
      const { url } = await ok<{ url: string }>(
        app,
        owner(),
        "POST",
        `/api/cases/${ids.C}/share`,
        undefined,
        200,
      );
      return call(app, user(k), "GET", `/api${url}`);
    },
    [200, 200, 200, 200, 200, 200, 200, 200, 200],
  ],
  [
    "POST /api/workspaces (group_id)",
    (k) => call(app, user(k), "POST", "/api/workspaces", { name: "gw", group_id: ids.S }),
    [201, 404, 404, 404, 201, 201, 403, 404, 401],
  ],
  ["GET /api/groups/:id", (k) => call(app, user(k), "GET", `/api/groups/${ids.S}`), groupRead],
  [
    "POST /api/groups (sub-group)",
    (k) => call(app, user(k), "POST", "/api/groups", { name: "sub", parent_id: ids.S }),
    groupManage(201),
  ],
  [
    "PATCH /api/groups/:id",
    (k) => call(app, user(k), "PATCH", `/api/groups/${ids.S}`, { name: "S" }),
    groupManage(200),
  ],
  [
    "POST /api/groups/:id/move",
    async (k) => call(app, user(k), "POST", `/api/groups/${await freshGroup()}/move`, { parent_id: ids.G }),
    groupManage(200),
  ],
  [
    "DELETE /api/groups/:id",
    async (k) => call(app, user(k), "DELETE", `/api/groups/${await freshGroup()}`),
    groupManage(204),
  ],
  [
    "GET /api/groups/:id/members",
    (k) => call(app, user(k), "GET", `/api/groups/${ids.S}/members`),
    groupRead,
  ],
  [
    "PUT /api/groups/:id/members",
    (k) => call(app, user(k), "PUT", `/api/groups/${ids.S}/members`, { email: extra.email, role: "view" }),
    groupManage(200),
  ],
  [
    "DELETE /api/groups/:id/members/:userId",
    async (k) => {
      await ok(app, owner(), "PUT", `/api/groups/${ids.S}/members`, { email: extra.email, role: "view" });
      return call(app, user(k), "DELETE", `/api/groups/${ids.S}/members/${extra.id}`);
    },
    groupManage(204),
  ],
  ["GET /api/notification", (k) => call(app, user(k), "GET", "/api/notification"), SIGNED_IN],
  ["GET /api/notification/unread", (k) => call(app, user(k), "GET", "/api/notification/unread"), SIGNED_IN],
  [
    "POST /api/notification/read",
    async (k) => {
      const ids = [await freshNotification(user(k) ?? owner())];
      return call(app, user(k), "POST", "/api/notification/read", { ids });
    },
    [204, 204, 204, 204, 204, 204, 204, 204, 401],
  ],
  [
    "DELETE /api/notification/:id (own)",
    async (k) =>
      call(app, user(k), "DELETE", `/api/notification/${await freshNotification(user(k) ?? owner())}`),
    [204, 204, 204, 204, 204, 204, 204, 204, 401],
  ],
  [
    "DELETE /api/notification/:id (another user's)",
    async (k) => call(app, user(k), "DELETE", `/api/notification/${await freshNotification(extra)}`),
    [404, 404, 404, 404, 404, 404, 404, 404, 401],
  ],
];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  thumbnailPng = await png(64, 48);
  for (const key of ACTORS)
    if (key !== "anon") users[key] = await signUp(app, database.db, key === "owner" ? "premium" : "basic");
  extra = await signUp(app, database.db);
  ids.G = (await ok<{ id: string }>(app, owner(), "POST", "/api/groups", { name: "G" })).id;
  ids.S = (await ok<{ id: string }>(app, owner(), "POST", "/api/groups", { name: "S", parent_id: ids.G })).id;
  for (const key of ["gAdmin", "gEdit", "gView"] as const) {
    await ok(
      app,
      owner(),
      "PUT",
      `/api/groups/${ids.G}/members`,
      { email: users[key].email, role: PERMISSION[key] },
      200,
    );
  }
  ids.W = await freshWorkspace("owner");
  for (const key of ["sAdmin", "sEdit", "sView"] as const) {
    await ok(
      app,
      owner(),
      "PUT",
      `/api/workspaces/${ids.W}/shares`,
      { email: users[key].email, permission: PERMISSION[key] },
      200,
    );
  }
  ids.GW = await freshWorkspace("gAdmin");
  ids.P = await freshProject("owner");
  ids.GP = await freshProject("gAdmin");
  ids.C = await freshCase("owner");
  ids.GC = await freshCase("gAdmin");
  for (const id of [ids.P, ids.GP]) expect((await upload("owner", id)).statusCode).toBe(200);
  for (const id of [ids.C, ids.GC]) await storeResult(id);
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe("authorization matrix: every route x every actor", () => {
  it.each(rows)("%s", async (_name, run, expected) => {
    const got: Record<string, number> = {};
    for (const key of ACTORS) {
      const res = await run(key);
      got[key] = res.statusCode;
      // A refused caller learns nothing about the resource: only the error body.
      if (res.statusCode >= 400) expect(Object.keys(res.json())).toEqual(["error"]);
    }
    expect(got).toEqual(Object.fromEntries(ACTORS.map((key, i) => [key, expected[i]])));
  });
});

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
    const { ws, project, case: caseId } = target(key);
    const workspace = await ok<{ can: object }>(app, user(key), "GET", `/api/workspaces/${ws}`);
    expect(workspace.can).toEqual({
      update: allowed("PATCH /api/workspaces/:id", key),
      delete: allowed("DELETE /api/workspaces/:id", key),
      share: allowed("PUT /api/workspaces/:id/shares", key),
      create_project: allowed("POST /api/workspaces/:id/projects", key),
    });
    const projectCan = (await ok<{ can: object }>(app, user(key), "GET", `/api/project/${project}`)).can;
    expect(projectCan).toEqual({
      update: allowed("PATCH /api/project/:id", key),
      delete: allowed("DELETE /api/project/:id", key),
      create_case: allowed("POST /api/project/:id/cases", key),
    });
    const projects = await ok<{ id: string; can: object }[]>(
      app,
      user(key),
      "GET",
      `/api/workspaces/${ws}/projects`,
    );
    expect(projects.find((p) => p.id === project)?.can).toEqual(projectCan);
    const caseCan = (await ok<{ can: object }>(app, user(key), "GET", `/api/cases/${caseId}`)).can;
    expect(caseCan).toEqual({
      update: allowed("PATCH /api/cases/:id", key),
      delete: allowed("DELETE /api/cases/:id", key),
      run: allowed("POST /api/cases/:id/run", key),
      share: allowed("POST /api/cases/:id/share", key),
      copy: allowed("POST /api/cases/:id/copy", key),
    });
    const list = await ok<{ id: string; can: object }[]>(
      app,
      user(key),
      "GET",
      `/api/project/${project}/cases`,
    );
    expect(list.find((c) => c.id === caseId)?.can).toEqual(caseCan);
  });

  it.each(groupReaders)("group answers of %s", async (key) => {
    const group = await ok<{ can: object }>(app, user(key), "GET", `/api/groups/${ids.S}`);
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
    const tree = await ok<{ id: string; can: object }[]>(app, user(key), "GET", "/api/groupsclosure/tree");
    expect(tree.find((g) => g.id === ids.S)?.can).toEqual(group.can);
  });
});
