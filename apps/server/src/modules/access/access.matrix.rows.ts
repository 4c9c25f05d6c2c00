import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { ok } from "../../test/dashboard";
import type { ActorKey, MatrixWorld } from "./access.matrix.fixtures";

export type Row = [string, (key: ActorKey) => Promise<LightMyRequestResponse>, number[]];
const R = [200, 200, 200, 200, 200, 200, 200, 404, 401];
const SIGNED_IN = [200, 200, 200, 200, 200, 200, 200, 200, 401];
const w = (ok: number) => [ok, ok, ok, 403, ok, ok, 403, 404, 401];
const manage = (ok: number) => [ok, ok, 403, 403, ok, 403, 403, 404, 401];
const groupRead = [200, 404, 404, 404, 200, 200, 200, 404, 401];
const groupManage = (ok: number) => [ok, 404, 404, 404, ok, 403, 403, 404, 401];

/** Every route with what each actor gets (in ACTORS order); the requests are the world's. */
export function matrixRows(world: MatrixWorld): Row[] {
  const { request, ids, other, owner, target, user } = world;
  const { freshWorkspace, freshProject, freshCase, freshGroup, upload, runnableCase, freshNotification } =
    world;
  return [
    [
      "GET /api/groupmember/master/permission",
      (k) => request(k, "GET", "/api/groupmember/master/permission"),
      SIGNED_IN,
    ],
    [
      "GET /api/permissionmanage/master/permission",
      (k) => request(k, "GET", "/api/permissionmanage/master/permission"),
      SIGNED_IN,
    ],
    ["GET /api/service/type/all", (k) => request(k, "GET", "/api/service/type/all"), SIGNED_IN],
    ["GET /api/user/limits", (k) => request(k, "GET", "/api/user/limits"), SIGNED_IN],
    ["GET /api/groupsclosure/tree", (k) => request(k, "GET", "/api/groupsclosure/tree"), SIGNED_IN],
    ["GET /api/workspaces", (k) => request(k, "GET", "/api/workspaces?kind=shared"), SIGNED_IN],
    [
      "POST /api/workspaces (my)",
      (k) => request(k, "POST", "/api/workspaces", { name: "mine" }),
      [201, 201, 201, 201, 201, 201, 201, 201, 401],
    ],
    ["GET /api/workspaces/:id", (k) => request(k, "GET", `/api/workspaces/${target(k).ws}`), R],
    [
      "PATCH /api/workspaces/:id",
      (k) => request(k, "PATCH", `/api/workspaces/${target(k).ws}`, { name: "renamed" }),
      manage(200),
    ],
    [
      "DELETE /api/workspaces/:id",
      async (k) => request(k, "DELETE", `/api/workspaces/${await freshWorkspace(k)}`),
      [204, 403, 403, 403, 204, 403, 403, 404, 401],
    ],
    [
      "GET /api/workspaces/:id/shares",
      (k) => request(k, "GET", `/api/workspaces/${target(k).ws}/shares`),
      manage(200),
    ],
    [
      "PUT /api/workspaces/:id/shares",
      (k) =>
        request(k, "PUT", `/api/workspaces/${target(k).ws}/shares`, {
          email: other().email,
          permission: "view",
        }),
      manage(200),
    ],
    [
      "DELETE /api/workspaces/:id/shares/:userId",
      async (k) => {
        await ok(world.app, owner(), "PUT", `/api/workspaces/${target(k).ws}/shares`, {
          email: other().email,
          permission: "view",
        });
        return request(k, "DELETE", `/api/workspaces/${target(k).ws}/shares/${other().id}`);
      },
      manage(204),
    ],
    [
      "GET /api/workspaces/:id/projects",
      (k) => request(k, "GET", `/api/workspaces/${target(k).ws}/projects`),
      R,
    ],
    [
      "POST /api/workspaces/:id/projects",
      (k) => request(k, "POST", `/api/workspaces/${target(k).ws}/projects`, { project_name: "new" }),
      w(201),
    ],
    ["GET /api/project/:id", (k) => request(k, "GET", `/api/project/${target(k).project}`), R],
    [
      "PATCH /api/project/:id",
      (k) => request(k, "PATCH", `/api/project/${target(k).project}`, { description: "d" }),
      w(200),
    ],
    [
      "DELETE /api/project/:id",
      async (k) => request(k, "DELETE", `/api/project/${await freshProject(k)}`),
      w(204),
    ],
    ["PUT /api/project/:id/thumbnail", (k) => upload(k, target(k).project), w(200)],
    [
      "GET /api/project/:id/thumbnail",
      (k) => request(k, "GET", `/api/project/${target(k).project}/thumbnail`),
      R,
    ],
    [
      "DELETE /api/project/:id/thumbnail",
      async (k) => {
        const id = await freshProject(k);
        expect((await upload("owner", id)).statusCode).toBe(200);
        return request(k, "DELETE", `/api/project/${id}/thumbnail`);
      },
      w(204),
    ],
    ["GET /api/project/:id/cases", (k) => request(k, "GET", `/api/project/${target(k).project}/cases`), R],
    [
      "POST /api/project/:id/cases",
      (k) =>
        request(k, "POST", `/api/project/${target(k).project}/cases`, {
          service_type: "hikage",
          name: "c",
        }),
      w(201),
    ],
    ["GET /api/cases/:id", (k) => request(k, "GET", `/api/cases/${target(k).case}`), R],
    [
      "PATCH /api/cases/:id",
      (k) => request(k, "PATCH", `/api/cases/${target(k).case}`, { name: "renamed" }),
      w(200),
    ],
    ["POST /api/cases/:id/copy", (k) => request(k, "POST", `/api/cases/${target(k).case}/copy`, {}), w(201)],
    ["DELETE /api/cases/:id", async (k) => request(k, "DELETE", `/api/cases/${await freshCase(k)}`), w(204)],
    [
      "POST /api/cases/:id/run",
      async (k) => request(k, "POST", `/api/cases/${await runnableCase(k)}/run`),
      w(202),
    ],
    [
      "POST /api/cases/:id/cancel",
      async (k) => {
        const id = await runnableCase(k);
        await ok(world.app, owner(), "POST", `/api/cases/${id}/run`, undefined, 202);
        return request(k, "POST", `/api/cases/${id}/cancel`);
      },
      w(200),
    ],
    ["GET /api/cases/:id/result", (k) => request(k, "GET", `/api/cases/${target(k).case}/result`), R],
    ["POST /api/cases/:id/share", (k) => request(k, "POST", `/api/cases/${target(k).case}/share`), w(200)],
    [
      "DELETE /api/cases/:id/share",
      (k) => request(k, "DELETE", `/api/cases/${target(k).case}/share`),
      w(204),
    ],
    [
      "GET /api/cases/:id/export/:format",
      (k) => request(k, "GET", `/api/cases/${target(k).case}/export/csv`),
      R,
    ],
    [
      "GET /api/share/:token (anyone holding the link)",
      async (k) => {
        const { url } = await ok<{ url: string }>(
          world.app,
          owner(),
          "POST",
          `/api/cases/${ids.C}/share`,
          undefined,
          200,
        );
        return request(k, "GET", `/api${url}`);
      },
      [200, 200, 200, 200, 200, 200, 200, 200, 200],
    ],
    [
      "POST /api/workspaces (group_id)",
      (k) => request(k, "POST", "/api/workspaces", { name: "gw", group_id: ids.S }),
      [201, 404, 404, 404, 201, 201, 403, 404, 401],
    ],
    ["GET /api/groups/:id", (k) => request(k, "GET", `/api/groups/${ids.S}`), groupRead],
    [
      "POST /api/groups (sub-group)",
      (k) => request(k, "POST", "/api/groups", { name: "sub", parent_id: ids.S }),
      groupManage(201),
    ],
    [
      "PATCH /api/groups/:id",
      (k) => request(k, "PATCH", `/api/groups/${ids.S}`, { name: "S" }),
      groupManage(200),
    ],
    [
      "POST /api/groups/:id/move",
      async (k) => request(k, "POST", `/api/groups/${await freshGroup()}/move`, { parent_id: ids.G }),
      groupManage(200),
    ],
    [
      "DELETE /api/groups/:id",
      async (k) => request(k, "DELETE", `/api/groups/${await freshGroup()}`),
      groupManage(204),
    ],
    ["GET /api/groups/:id/members", (k) => request(k, "GET", `/api/groups/${ids.S}/members`), groupRead],
    [
      "PUT /api/groups/:id/members",
      (k) => request(k, "PUT", `/api/groups/${ids.S}/members`, { email: other().email, role: "view" }),
      groupManage(200),
    ],
    [
      "DELETE /api/groups/:id/members/:userId",
      async (k) => {
        await ok(world.app, owner(), "PUT", `/api/groups/${ids.S}/members`, {
          email: other().email,
          role: "view",
        });
        return request(k, "DELETE", `/api/groups/${ids.S}/members/${other().id}`);
      },
      groupManage(204),
    ],
    ["GET /api/notification", (k) => request(k, "GET", "/api/notification"), SIGNED_IN],
    ["GET /api/notification/unread", (k) => request(k, "GET", "/api/notification/unread"), SIGNED_IN],
    [
      "POST /api/notification/read",
      async (k) => {
        const ids = [await freshNotification(user(k) ?? owner())];
        return request(k, "POST", "/api/notification/read", { ids });
      },
      [204, 204, 204, 204, 204, 204, 204, 204, 401],
    ],
    [
      "DELETE /api/notification/:id (own)",
      async (k) => request(k, "DELETE", `/api/notification/${await freshNotification(user(k) ?? owner())}`),
      [204, 204, 204, 204, 204, 204, 204, 204, 401],
    ],
    [
      "DELETE /api/notification/:id (another user's)",
      async (k) => request(k, "DELETE", `/api/notification/${await freshNotification(other())}`),
      [404, 404, 404, 404, 404, 404, 404, 404, 401],
    ],
  ];
}
