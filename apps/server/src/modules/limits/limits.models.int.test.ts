import { beforeAll, describe, expect, it } from "vitest";
import { blobStoreFor } from "../../lib/blobs";
import { call, ok, type TestUser } from "../../test/dashboard";
import { DEFAULT_PLAN_LIMITS } from "./limits.config";
import { useTestApp } from "../../test/use-test-app";

/** Model upload quotas (issue 13): models per project and megabytes per paying account, per plan. */
let alice: TestUser;
let bob: TestUser;
let workspaceId: string;

const planLimits = {
  ...DEFAULT_PLAN_LIMITS,
  basic: { ...DEFAULT_PLAN_LIMITS.basic, models_per_project: 2, model_storage_mb: 1 },
};

const server = useTestApp({ planLimits });
beforeAll(async () => {
  alice = await server.signUp("basic");
  bob = await server.signUp("premium");
  workspaceId = (await ok<{ id: string }>(server.app, alice, "POST", "/api/workspaces", { name: "W" })).id;
  await ok(server.app, alice, "PUT", `/api/workspaces/${workspaceId}/shares`, {
    email: bob.email,
    permission: "edit",
  });
});

/** A one-building GeoJSON of about `bytes` bytes (a padding property). */
const geojson = (bytes = 2000) => {
  const ring = [
    [139.7, 35.7],
    [139.7001, 35.7],
    [139.7001, 35.7001],
    [139.7, 35.7001],
    [139.7, 35.7],
  ];
  const base = (pad: string) =>
    JSON.stringify({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { height: 10, pad },
          geometry: { type: "Polygon", coordinates: [ring] },
        },
      ],
    });
  return Buffer.from(base("x".repeat(Math.max(0, bytes - base("").length))));
};

const upload = (user: TestUser, projectId: string, data: Buffer) => {
  const boundary = "----soracityquota";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.geojson"\r\nContent-Type: application/geo+json\r\n\r\n`;
  return call(
    server.app,
    user,
    "POST",
    `/api/project/${projectId}/models`,
    Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    { "content-type": `multipart/form-data; boundary=${boundary}` },
  );
};
const newProject = async () =>
  (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/workspaces/${workspaceId}/projects`, {
      project_name: `P${Math.random()}`,
    })
  ).id;
const limits = () => ok<{ counts: { model_bytes: number } }>(server.app, alice, "GET", "/api/user/limits");
const deleteAll = async (projectId: string) => {
  for (const m of await ok<{ id: string }[]>(server.app, alice, "GET", `/api/project/${projectId}/models`)) {
    await ok(server.app, alice, "DELETE", `/api/project/${projectId}/models/${m.id}`, undefined, 204);
  }
};

describe("model upload quotas", () => {
  it("models per project: the third answers 403 limit_reached `models`; another project has its own count", async () => {
    const first = await newProject();
    expect((await upload(alice, first, geojson())).statusCode).toBe(201);
    expect((await upload(alice, first, geojson())).statusCode).toBe(201);
    const third = await upload(alice, first, geojson());
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toMatchObject({ code: "limit_reached", limit: "models" });
    const second = await newProject();
    expect((await upload(alice, second, geojson())).statusCode).toBe(201);
    await deleteAll(first);
    await deleteAll(second);
    expect((await limits()).counts.model_bytes).toBe(0);
  });

  it("bytes per paying account across projects, shared editors' uploads included; deleting frees room", async () => {
    const [p1, p2] = [await newProject(), await newProject()];
    expect((await upload(alice, p1, geojson(400_000))).statusCode).toBe(201);
    // Bob (premium) edits Alice's workspace: his upload counts against Alice's basic plan.
    expect((await upload(bob, p2, geojson(400_000))).statusCode).toBe(201);
    expect((await limits()).counts.model_bytes).toBe(800_000);
    const over = await upload(bob, p2, geojson(300_000));
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toMatchObject({ code: "limit_reached", limit: "model_storage" });
    expect(over.json().error.message).toContain("1 MB");
    expect((await upload(alice, p2, geojson(150_000))).statusCode).toBe(201);
    await deleteAll(p1);
    expect((await upload(alice, p1, geojson(300_000))).statusCode).toBe(201);
    await deleteAll(p1);
    await deleteAll(p2);
  });

  it("parallel uploads cannot overshoot; the refused ones leave no blob", async () => {
    const project = await newProject();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => upload(alice, project, geojson())));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403]);
    expect(await ok<unknown[]>(server.app, alice, "GET", `/api/project/${project}/models`)).toHaveLength(2);
    const blobs = blobStoreFor(server.db, server.database.driver, server.dataDir);
    expect(await blobs.list(`projects/${project}/`)).toHaveLength(4); // each model's file and features
    await deleteAll(project);
  });
});
