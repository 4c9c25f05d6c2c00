import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { caseShares } from "../../db/schema";
import { call, ok, type TestUser } from "../../test/dashboard";
import { buildTestApp } from "../../test/test-app";
import { plannedBuildingCase, projectAt, rectangle, waitForStatus } from "../analysis/analysis.fixtures";
import { shareLink } from "../../test/results";
import { useTestApp } from "../../test/use-test-app";

let alice: TestUser;
let viewer: TestUser;
let mallory: TestUser;
let caseId: string;
let workspaceId: string;
let projectId: string;
const site = { lon: 139.7, lat: 35.6 };

const server = useTestApp({}, { worker: true });
beforeAll(async () => {
  alice = await server.signUp();
  viewer = await server.signUp();
  mallory = await server.signUp();
  projectId = await projectAt(server.app, alice, site);
  workspaceId = (await ok<{ workspace_id: string }>(server.app, alice, "GET", `/api/project/${projectId}`))
    .workspace_id;
  await ok(
    server.app,
    alice,
    "PUT",
    `/api/workspaces/${workspaceId}/shares`,
    { email: viewer.email, permission: "view" },
    200,
  );
  const parameters = plannedBuildingCase(site, {
    site_boundary: rectangle(site, -15, -15, 15, 15),
    limits: { hours5: 4, hours10: 2.5 },
  });
  caseId = (
    await ok<{ id: string }>(server.app, alice, "POST", `/api/project/${projectId}/cases`, {
      service_type: "hikage",
      name: "冬至 共有",
      parameters,
    })
  ).id;
  await ok(server.app, alice, "POST", `/api/cases/${caseId}/run`, undefined, 202);
  expect((await waitForStatus(server.app, alice, caseId, ["done", "error"])).status).toBe("done");
});

const tokenOf = (url: string) => url.replace(/^\/share\//, "");

describe("case share links", () => {
  it("creates one unguessable link, shows it on the case, serves the case signed out, and revokes it", async () => {
    const { url } = await shareLink(server.app, alice, caseId);
    expect(url).toMatch(/^\/share\/[A-Za-z0-9_-]{43}$/);
    // The same link again, and on the case.
    expect(await ok(server.app, alice, "POST", `/api/cases/${caseId}/share`, undefined, 200)).toEqual({
      url,
    });
    expect(
      (await ok<{ share_url: string }>(server.app, viewer, "GET", `/api/cases/${caseId}`)).share_url,
    ).toBe(url);
    const listed = await ok<{ id: string; share_url: string | null }[]>(
      server.app,
      alice,
      "GET",
      `/api/project/${projectId}/cases`,
    );
    expect(listed.find((c) => c.id === caseId)?.share_url).toBe(url);
    // Stored hashed: the token is nowhere in clear.
    const [row] = await server.db.select().from(caseShares).where(eq(caseShares.caseId, caseId));
    expect(row?.createdBy).toBe(alice.id);
    expect(JSON.stringify(row)).not.toContain(tokenOf(url));

    const shared = await call(server.app, null, "GET", `/api${url}`);
    expect(shared.statusCode).toBe(200);
    // Readable from other origins (plugins, other Cesium viewers); the signed-in routes are not.
    expect(shared.headers["access-control-allow-origin"]).toBe("*");
    const own = await call(server.app, alice, "GET", `/api/cases/${caseId}`);
    expect(own.headers["access-control-allow-origin"]).toBeUndefined();
    const body = shared.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "computed_at",
        "exports",
        "layers",
        "name",
        "points",
        "process_end_at",
        "process_start_at",
        "service_type",
        "site",
        "status",
        "summary",
      ].sort(),
    );
    expect(body).toMatchObject({ name: "冬至 共有", service_type: "hikage", status: "done", site });
    const text = shared.body;
    for (const secret of [alice.email, viewer.email, alice.id, projectId, workspaceId, caseId])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/@example\.jp/);
    // The same numbers as the result API, with layer URLs under the share.
    const result = await ok<{ summary: unknown; points: unknown; layers: { name: string }[] }>(
      server.app,
      alice,
      "GET",
      `/api/cases/${caseId}/result`,
    );
    expect(body.summary).toEqual(result.summary);
    expect(body.points).toEqual(result.points);
    expect(body.layers.map((l: { name: string }) => l.name)).toEqual(result.layers.map((l) => l.name));
    const base = `/api/share/${tokenOf(url)}`;
    for (const layer of body.layers as { name: string; url: string; media_type: string }[]) {
      expect(layer.url).toBe(`${base}/layers/${layer.name}`);
      const bytes = await call(server.app, null, "GET", layer.url);
      const own = await call(server.app, alice, "GET", `/api/cases/${caseId}/result/layers/${layer.name}`);
      expect(bytes.statusCode).toBe(200);
      expect(bytes.headers["content-type"]).toContain(layer.media_type);
      expect(bytes.rawPayload.equals(own.rawPayload)).toBe(true);
    }
    expect(body.exports[0]).toEqual({ format: "geojson", url: `${base}/export/geojson` });

    expect((await call(server.app, alice, "DELETE", `/api/cases/${caseId}/share`)).statusCode).toBe(204);
    const gone = await call(server.app, null, "GET", base);
    const unknown = await call(server.app, null, "GET", `/api/share/${"A".repeat(43)}`);
    expect([gone.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(gone.json()).toEqual(unknown.json());
    expect((await call(server.app, null, "GET", `${base}/layers/contours`)).statusCode).toBe(404);
    expect((await call(server.app, null, "GET", `${base}/export/csv`)).statusCode).toBe(404);
    expect(
      (await ok<{ share_url: string | null }>(server.app, alice, "GET", `/api/cases/${caseId}`)).share_url,
    ).toBeNull();
    // A new link is a new token.
    const again = await shareLink(server.app, alice, caseId);
    expect(again.url).not.toBe(url);
  });

  it("lets only editors create or revoke; another user's case is a 404", async () => {
    expect((await call(server.app, viewer, "POST", `/api/cases/${caseId}/share`)).statusCode).toBe(403);
    expect((await call(server.app, viewer, "DELETE", `/api/cases/${caseId}/share`)).statusCode).toBe(403);
    expect((await call(server.app, mallory, "POST", `/api/cases/${caseId}/share`)).statusCode).toBe(404);
    expect((await call(server.app, mallory, "DELETE", `/api/cases/${caseId}/share`)).statusCode).toBe(404);
    expect((await call(server.app, null, "POST", `/api/cases/${caseId}/share`)).statusCode).toBe(401);
  });

  it("refuses share_url in PATCH", async () => {
    const res = await call(server.app, alice, "PATCH", `/api/cases/${caseId}`, {
      share_url: "javascript:alert(1)",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ path: "share_url", message: "case.share_url_readonly" }]);
  });

  it("answers 429 after the per-client limit", async () => {
    const limited = await buildTestApp(server.database, { rateLimitSharePerMinute: 3 });
    try {
      const { url } = await ok<{ url: string }>(
        limited,
        alice,
        "POST",
        `/api/cases/${caseId}/share`,
        undefined,
        200,
      );
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await call(limited, null, "GET", `/api${url}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const unknown = await call(limited, null, "GET", "/api/share/nope");
      expect(unknown.statusCode).toBe(429);
      expect(unknown.json().error.code).toBe("rate_limited");
    } finally {
      await limited.close();
    }
  });
});
