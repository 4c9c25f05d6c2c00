import type { InjectOptions } from "fastify";
import { beforeAll, expect } from "vitest";
import { notifications } from "../../db/schema";
import { call, multipartFile, ok, png, type TestUser } from "../../test/dashboard";
import { storeFinishedResult } from "../../test/results";
import { useTestApp } from "../../test/use-test-app";
import { plannedBuildingCase } from "../analysis/analysis.fixtures";

/**
 * The world of the authorization matrix (README, Authorization): every actor and the resources they act on.
 * Shared actors work on the owner's workspace W (shared with them), group actors on the group workspace GW of
 * sub-group S, as members of S's parent G (inheritance).
 */
export const ACTORS = [
  "owner",
  "sAdmin",
  "sEdit",
  "sView",
  "gAdmin",
  "gEdit",
  "gView",
  "stranger",
  "anon",
] as const;
export type ActorKey = (typeof ACTORS)[number];
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const PERMISSION = {
  sAdmin: "admin",
  sEdit: "edit",
  sView: "view",
  gAdmin: "admin",
  gEdit: "edit",
  gView: "view",
};

/** Builds the world in the test file's beforeAll (an app of its own) and returns its actors and helpers. */
export function useMatrixWorld() {
  const server = useTestApp();
  const users = {} as Record<Exclude<ActorKey, "anon">, TestUser>;
  let extra: TestUser | undefined;
  let thumbnailPng: Buffer;
  const ids = { G: "", S: "", W: "", GW: "", P: "", GP: "", C: "", GC: "" };
  /** A user who is in nothing: the one shared with, added to groups and notified by the rows. */
  const other = () => {
    if (!extra) throw new Error("the matrix world is built in beforeAll");
    return extra;
  };

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
        await ok<{ id: string }>(server.app, owner(), "POST", "/api/workspaces", {
          name: "gw",
          group_id: ids.S,
        })
      ).id;
    }
    const { id } = await ok<{ id: string }>(server.app, owner(), "POST", "/api/workspaces", { name: "w" });
    const permission = PERMISSION[key as keyof typeof PERMISSION];
    if (permission)
      await ok(server.app, owner(), "PUT", `/api/workspaces/${id}/shares`, {
        email: users[key as "sAdmin"].email,
        permission,
      });
    return id;
  }
  const freshProject = async (key: ActorKey) =>
    (
      await ok<{ id: string }>(server.app, owner(), "POST", `/api/workspaces/${target(key).ws}/projects`, {
        project_name: "fresh",
        services: ["hikage"],
      })
    ).id;
  const freshCase = async (key: ActorKey) =>
    (
      await ok<{ id: string }>(server.app, owner(), "POST", `/api/project/${target(key).project}/cases`, {
        service_type: "hikage",
        name: "fresh",
      })
    ).id;
  const freshGroup = async () =>
    (
      await ok<{ id: string }>(server.app, owner(), "POST", "/api/groups", {
        name: "fresh",
        parent_id: ids.S,
      })
    ).id;
  const upload = (key: ActorKey, projectId: string) => {
    const body = multipartFile("file", "t.png", "image/png", thumbnailPng);
    return call(
      server.app,
      user(key),
      "PUT",
      `/api/project/${projectId}/thumbnail`,
      body.payload,
      body.headers,
    );
  };

  const site = { lon: 139.7, lat: 35.6 };
  /** A case that can run: a project with a site in the actor's workspace and complete shadow parameters. */
  const runnableCase = async (key: ActorKey) => {
    const project = await ok<{ id: string }>(
      server.app,
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
      await ok<{ id: string }>(server.app, owner(), "POST", `/api/project/${project.id}/cases`, {
        service_type: "hikage",
        name: "runnable",
        parameters: plannedBuildingCase(site),
      })
    ).id;
  };
  /** A notification stored for `who` directly (as the notifications service would). */
  const freshNotification = async (who: TestUser) => {
    const values = { userId: who.id, type: "analysis_done", content: "done" };
    const [row] = await server.db.insert(notifications).values(values).returning();
    return row?.id ?? "";
  };

  beforeAll(async () => {
    thumbnailPng = await png(64, 48);
    for (const key of ACTORS)
      if (key !== "anon") users[key] = await server.signUp(key === "owner" ? "premium" : "basic");
    extra = await server.signUp();
    ids.G = (await ok<{ id: string }>(server.app, owner(), "POST", "/api/groups", { name: "G" })).id;
    ids.S = (
      await ok<{ id: string }>(server.app, owner(), "POST", "/api/groups", { name: "S", parent_id: ids.G })
    ).id;
    for (const key of ["gAdmin", "gEdit", "gView"] as const) {
      await ok(
        server.app,
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
        server.app,
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
    for (const id of [ids.C, ids.GC]) await storeFinishedResult(server.db, id);
  });

  return {
    get app() {
      return server.app;
    },
    ids,
    other,
    owner,
    user,
    target,
    /** One request as the actor `key` (signed out for "anon"). */
    request: (key: ActorKey, method: Method, url: string, payload?: InjectOptions["payload"]) =>
      call(server.app, user(key), method, url, payload),
    freshWorkspace,
    freshProject,
    freshCase,
    freshGroup,
    upload,
    runnableCase,
    freshNotification,
  };
}

export type MatrixWorld = ReturnType<typeof useMatrixWorld>;
