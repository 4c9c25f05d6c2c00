import { beforeAll } from "vitest";
import { ok, type TestUser } from "../test/dashboard";
import { useTestApp } from "../test/use-test-app";

/** The resources the bad-input requests aim at, owned by one premium user. */
export interface BadInputIds {
  workspace: string;
  project: string;
  case: string;
  group: string;
}

/**
 * The app of a bad-input test file (issue 13: a NUL or a lone surrogate in any text answers 400, never 500) with
 * a user who owns a workspace, a project with the shadow service, a case and a group.
 */
export function useBadInputWorld() {
  const server = useTestApp({ rateLimitContactPer10Minutes: 1000 });
  const ids: BadInputIds = { workspace: "", project: "", case: "", group: "" };
  let alice: TestUser | undefined;
  beforeAll(async () => {
    alice = await server.signUp("premium");
    const workspace = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "W" }))
      .id;
    const project = (
      await ok<{ id: string }>(server.app, alice, "POST", `/api/workspaces/${workspace}/projects`, {
        project_name: "P",
        services: ["hikage"],
      })
    ).id;
    const kase = (
      await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${project}/cases`, {
        service_type: "hikage",
        name: "C",
      })
    ).id;
    const group = (await ok<{ id: string }>(server.app, alice, "POST", "/api/groups", { name: "G" })).id;
    Object.assign(ids, { workspace, project, case: kase, group });
  });
  return {
    server,
    ids,
    alice: () => {
      if (!alice) throw new Error("the bad-input world is built in beforeAll");
      return alice;
    },
  };
}
