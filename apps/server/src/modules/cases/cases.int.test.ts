import { beforeAll, describe, expect, it } from "vitest";
import { call, ok, type TestUser } from "../../test/dashboard";
import { DEFAULT_PLAN_LIMITS } from "../limits/limits.config";
import { CasesRepository } from "./cases.repository";
import { copyName } from "./cases.service";
import { useTestApp } from "../../test/use-test-app";

let alice: TestUser;
let projectId: string;

type C = {
  id: string;
  name: string;
  service_type: string;
  status: string;
  parameters: Record<string, unknown>;
  share_url: string | null;
  process_start_at: string | null;
  process_end_at: string | null;
};

// Two cases per project service, so the limit is reached quickly.
const basic = { ...DEFAULT_PLAN_LIMITS.basic, cases_per_project_service: 2 };
const server = useTestApp({ planLimits: { ...DEFAULT_PLAN_LIMITS, basic } });
beforeAll(async () => {
  alice = await server.signUp();
  const ws = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "W" })).id;
  projectId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/workspaces/${ws}/projects`, {
      project_name: "P",
      services: ["hikage", "noise"],
    })
  ).id;
});

const create = (body: Record<string, unknown>) =>
  call(server.app, alice, "POST", `/api/project/${projectId}/cases`, body);

describe("cases", () => {
  it("creates a draft with parameters, renames it, sets the sharing URL, copies and deletes it", async () => {
    const parameters = { interval_minutes: 10, latitude: 35.68 };
    const created = (await create({ service_type: "hikage", name: "冬至", parameters })).json<C>();
    expect(created).toMatchObject({
      name: "冬至",
      service_type: "hikage",
      status: "draft",
      parameters,
      share_url: null,
      process_start_at: null,
      process_end_at: null,
    });
    const renamed = await ok<C>(server.app, alice, "PATCH", `/api/cases/${created.id}`, { name: "冬至日" });
    expect(renamed).toMatchObject({ name: "冬至日", share_url: null, parameters });
    // The share link comes from POST /api/cases/:id/share only, and is not copied.
    const { url } = await ok<{ url: string }>(
      server.app,
      alice,
      "POST",
      `/api/cases/${created.id}/share`,
      undefined,
      200,
    );
    expect((await ok<C>(server.app, alice, "GET", `/api/cases/${created.id}`)).share_url).toBe(url);
    const copy = await ok<C>(server.app, alice, "POST", `/api/cases/${created.id}/copy`, {});
    expect(copy).toMatchObject({ name: "冬至日 (copy)", status: "draft", parameters, share_url: null });
    expect(copy.id).not.toBe(created.id);
    await ok(server.app, alice, "DELETE", `/api/cases/${copy.id}`, undefined, 204);
    expect((await call(server.app, alice, "GET", `/api/cases/${copy.id}`)).statusCode).toBe(404);
    expect(await ok<C>(server.app, alice, "GET", `/api/cases/${created.id}`)).toEqual({
      ...renamed,
      share_url: url,
    });
  });

  it("stops at the plan's cases per project service with limit_reached cases (also for copies)", async () => {
    const first = (await create({ service_type: "noise", name: "n1" })).json<C>();
    expect((await create({ service_type: "noise", name: "n2" })).statusCode).toBe(201);
    const third = await create({ service_type: "noise", name: "n3" });
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toMatchObject({ code: "limit_reached", limit: "cases" });
    const copy = await call(server.app, alice, "POST", `/api/cases/${first.id}/copy`, { name: "n copy" });
    expect(copy.json().error.limit).toBe("cases");
  });

  it("refuses a service the project does not have (422) and validates names and the URL", async () => {
    const res = await create({ service_type: "vibration", name: "v" });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual([
      { path: "service_type", message: "case.service_not_in_project" },
    ]);
    expect(
      (await create({ service_type: "hikage", name: "x".repeat(51) })).json().error.fields[0].message,
    ).toBe("common.name_length");
    const [one] = await ok<C[]>(
      server.app,
      alice,
      "GET",
      `/api/project/${projectId}/cases?service_type=hikage`,
    );
    const bad = await call(server.app, alice, "PATCH", `/api/cases/${one?.id}`, {
      share_url: "javascript alert",
    });
    expect(bad.json().error.fields[0]).toEqual({ path: "share_url", message: "case.share_url_readonly" });
  });

  it("lists by service with search and sort", async () => {
    const list = async (q: string) =>
      (await ok<C[]>(server.app, alice, "GET", `/api/project/${projectId}/cases?${q}`)).map((c) => c.name);
    expect(await list("service_type=noise&sort=name&order=asc")).toEqual(["n1", "n2"]);
    expect(await list("q=N2")).toEqual(["n2"]);
    expect(await list("service_type=hikage")).toEqual(["冬至日"]);
  });

  it("names copies within 50 characters", () => {
    expect(copyName("a")).toBe("a (copy)");
    const long = copyName("あ".repeat(50));
    expect([...long]).toHaveLength(50);
    expect(long).toBe(`${"あ".repeat(43)} (copy)`);
  });

  it("moves through queued and processing to done or error with process times; refuses other moves", async () => {
    const repo = new CasesRepository(server.db);
    const [one] = await ok<C[]>(
      server.app,
      alice,
      "GET",
      `/api/project/${projectId}/cases?service_type=hikage`,
    );
    const id = one?.id ?? "";
    expect(await repo.transition(id, "done")).toBeUndefined(); // a draft cannot finish
    expect(await repo.transition(id, "processing")).toBeUndefined(); // nor start before it is queued
    await repo.transition(id, "queued");
    const start = new Date("2026-01-05T01:00:00Z");
    await repo.transition(id, "processing", start);
    expect(await ok<C>(server.app, alice, "GET", `/api/cases/${id}`)).toMatchObject({
      status: "processing",
      process_start_at: start.toISOString(),
      process_end_at: null,
    });
    expect(await repo.transition(id, "processing")).toBeUndefined(); // already running
    const end = new Date("2026-01-05T01:07:30Z");
    await repo.transition(id, "error", end);
    expect(await ok<C>(server.app, alice, "GET", `/api/cases/${id}`)).toMatchObject({
      status: "error",
      process_start_at: start.toISOString(),
      process_end_at: end.toISOString(),
    });
    const queued = await repo.transition(id, "queued");
    expect([queued?.status, queued?.processStartAt, queued?.processEndAt]).toEqual(["queued", null, null]);
    const again = await repo.transition(id, "processing", new Date("2026-01-06T00:00:00Z"));
    expect([again?.status, again?.processEndAt]).toEqual(["processing", null]);
    expect((await repo.transition(id, "done"))?.status).toBe("done");
  });
});
